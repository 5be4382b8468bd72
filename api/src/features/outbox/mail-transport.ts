/** Hands a message to SMTP, or, with no SMTP_URL, writes it as an .eml file a developer can open. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type TransportOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';

export interface OutgoingMail {
  id: string;
  /** The outbox row's random key: the Message-ID's left part. */
  messageKey: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer }> | null;
  inReplyTo?: string;
  references?: string[];
  headers?: Record<string, string>;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
  readonly description: string;
}

function toNodemailer(mail: OutgoingMail): SendMailOptions {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    // The outbox row's own key, so a message sent twice (a crash between SMTP and the database) is
    // one message to mail clients; random, so no other installation's message has it.
    messageId: `<${mail.messageKey}@${mail.from.replace(/^.*@/, '').replace(/>.*$/, '')}>`,
    attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    inReplyTo: mail.inReplyTo,
    references: mail.references,
    headers: mail.headers,
  };
}

/** The message as SMTP receives it (same Message-ID and headers), e.g. to file a copy in a Sent folder. */
export function composeMail(mail: OutgoingMail): Promise<Buffer> {
  return new MailComposer(toNodemailer(mail)).compile().build();
}

export function createMailTransport(smtpUrl: string | null, dataDir: string): MailTransport {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl, {
      // One connection kept open and reused (the worker sends one message at a time): a run of
      // 2,000 reminders does not open 2,000 SMTP sessions.
      pool: true,
      maxConnections: 1,
      maxMessages: 500,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as TransportOptions);
    return {
      description: `SMTP ${new URL(smtpUrl).host}`,
      async send(mail) {
        await transporter.sendMail(toNodemailer(mail));
      },
      close: () => transporter.close(),
    };
  }
  const dir = path.join(dataDir, 'outbox');
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let made: Promise<unknown> | null = null;
  return {
    description: `files in ${dir}`,
    async send(mail) {
      const info = (await composer.sendMail(toNodemailer(mail))) as unknown as { message: Buffer };
      await (made ??= mkdir(dir, { recursive: true }));
      // Written whole under a hidden name, then renamed: the folder never shows half a message.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`;
      const part = path.join(dir, `.${name}.part`);
      await writeFile(part, info.message);
      await rename(part, path.join(dir, name));
    },
    close: () => composer.close(),
  };
}
