/** The e2e mailbox (the Dovecot of e2e/server.mjs): seeding it by APPEND, reading it back, emptying it. */
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer';
import { mailPort } from './mail';

async function mailboxUrl(): Promise<URL> {
  const res = await fetch(`http://127.0.0.1:${mailPort}/mailbox`);
  return new URL(((await res.json()) as { url: string }).url);
}

async function withClient<T>(task: (client: ImapFlow) => Promise<T>): Promise<T> {
  const url = await mailboxUrl();
  const client = new ImapFlow({
    host: url.hostname,
    port: Number(url.port),
    secure: false,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    logger: false,
    disableAutoIdle: true,
  });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.logout().catch(() => client.close());
  }
}

export interface Seed {
  raw: string | Buffer;
  date?: Date;
  seen?: boolean;
}

/** APPENDs messages to INBOX with their arrival dates; answers their UIDs. */
export function seedMailbox(messages: Seed[]): Promise<number[]> {
  return withClient(async (client) => {
    const uids: number[] = [];
    for (const m of messages) {
      const result = await client.append('INBOX', m.raw, m.seen ? ['\\Seen'] : [], m.date ?? new Date());
      if (!result || !result.uid) throw new Error('APPEND answered no UID');
      uids.push(result.uid);
    }
    return uids;
  });
}

export function mailboxMessages(mailbox = 'INBOX'): Promise<Array<{ uid: number; flags: Set<string>; source: string }>> {
  return withClient(async (client) => {
    const lock = await client.getMailboxLock(mailbox);
    try {
      if (!client.mailbox || !client.mailbox.exists) return [];
      const all = await client.fetchAll('1:*', { uid: true, flags: true, source: true }, { uid: true });
      return all.map((m) => ({ uid: m.uid, flags: m.flags ?? new Set<string>(), source: m.source?.toString() ?? '' }));
    } finally {
      lock.release();
    }
  });
}

/** Empties INBOX and Sent. */
export function clearMailbox(): Promise<void> {
  return withClient(async (client) => {
    for (const box of ['INBOX', 'Sent']) {
      const lock = await client.getMailboxLock(box);
      try {
        if (client.mailbox && client.mailbox.exists) await client.messageDelete('1:*');
      } finally {
        lock.release();
      }
    }
  });
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function composeMail(mail: {
  from: string;
  subject: string;
  text?: string;
  html?: string;
  messageId?: string;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer | string; cid?: string }>;
}): Promise<Buffer> {
  return new MailComposer({ to: 'Truganina Auto Care <workshop@example.com>', date: new Date(), ...mail }).compile().build();
}
