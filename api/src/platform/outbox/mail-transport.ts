/** Hands a message to SMTP, or, with no SMTP_URL, writes it as an .eml file a developer can open. */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions, type TransportOptions } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { OutgoingMail } from '../mail/public.js';

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

/** An SMTP server as an owner saves it in the app. */
export interface SmtpServer {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); false: plain, upgraded by STARTTLS when offered. */
  secure: boolean;
  /** Empty: send without signing in. */
  user: string;
  password: string;
}

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpOptions(server: SmtpServer): TransportOptions {
  return {
    host: server.host,
    port: server.port,
    secure: server.secure,
    ...(server.user ? { auth: { user: server.user, pass: server.password } } : {}),
    ...TIMEOUTS,
  } as TransportOptions;
}

/** host:port, never the credentials. */
export function smtpLabel(smtp: string | SmtpServer): string {
  if (typeof smtp !== 'string') return `${smtp.host}:${smtp.port}`;
  const u = new URL(smtp);
  return `${u.hostname}:${u.port || (u.protocol === 'smtps:' ? 465 : 587)}`;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** What went wrong talking to an SMTP server, in one sentence without credentials. */
export function smtpProblem(label: string, err: unknown): string {
  const e = (err ?? {}) as SmtpError;
  const said = e.response ? ` (it said: ${e.response.replace(/\s+/g, ' ').trim().slice(0, 200)})` : '';
  switch (e.code) {
    case 'EAUTH':
      return `The mail server ${label} refused the username or password${said}.`;
    case 'ECONNECTION':
    case 'ESOCKET':
      if (/ECONNREFUSED/.test(e.message ?? '')) return `The mail server ${label} refused the connection: check the host and port.`;
      if (/ENOTFOUND|EAI_AGAIN/.test(e.message ?? '')) return `The mail server ${label.replace(/:\d+$/, '')} was not found: check the host name.`;
      if (/wrong version number|SSL|TLS/i.test(e.message ?? '')) return `Could not start TLS with ${label}: check the TLS setting (on for port 465, off for 587 and 25).`;
      return `Could not talk to the mail server ${label}: ${e.message ?? 'the connection failed'}.`;
    case 'ETIMEDOUT':
    case 'ECONNECTION_TIMEOUT':
      return `The mail server ${label} did not answer in time: check the host, the port and the TLS setting.`;
    case 'EDNS':
      return `The mail server ${label.replace(/:\d+$/, '')} was not found: check the host name.`;
    case 'EENVELOPE':
      return `The mail server ${label} refused the sender or the recipient${said}.`;
    default:
      return `The mail server ${label} could not send the message: ${e.response ?? e.message ?? String(err)}.`;
  }
}

/** Sends one message over its own connection and closes it (a test of saved settings). Throws nodemailer's error. */
export async function sendOnce(smtp: string | SmtpServer, mail: OutgoingMail): Promise<void> {
  const transporter = nodemailer.createTransport((typeof smtp === 'string' ? { url: smtp, ...TIMEOUTS } : smtpOptions(smtp)) as TransportOptions);
  try {
    await transporter.sendMail(toNodemailer(mail));
  } finally {
    transporter.close();
  }
}

/**
 * The worker's transport: SMTP (an SMTP_URL or a saved server), else .eml files. `from`, when
 * given (the address saved with the server), replaces each message's From.
 */
export function createMailTransport(smtp: string | SmtpServer | null, dataDir: string, from?: string | null): MailTransport {
  const sender = (mail: OutgoingMail): OutgoingMail => (from ? { ...mail, from } : mail);
  if (smtp) {
    // A URL is given as before: the second argument asks for one kept connection, but nodemailer
    // reads it as message defaults, so each message opens its own session. Really pooling them
    // changes how a server that was down is retried (the pool's own back-off): not done here.
    const transporter =
      typeof smtp === 'string'
        ? nodemailer.createTransport(smtp, { pool: true, maxConnections: 1, maxMessages: 500, ...TIMEOUTS } as TransportOptions)
        : nodemailer.createTransport(smtpOptions(smtp));
    return {
      description: `SMTP ${smtpLabel(smtp)}`,
      async send(mail) {
        await transporter.sendMail(toNodemailer(sender(mail)));
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
      const info = (await composer.sendMail(toNodemailer(sender(mail)))) as unknown as { message: Buffer };
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

/**
 * A transport whose server can change while the worker runs (settings saved in the app): each
 * message goes through the transport in use when it is sent; the one replaced is closed once the
 * messages it was sending are done.
 */
export class SwitchableTransport implements MailTransport {
  private pending = new Set<Promise<unknown>>();

  constructor(private current: MailTransport) {}

  get description(): string {
    return this.current.description;
  }

  use(next: MailTransport): void {
    const old = this.current;
    this.current = next;
    void Promise.allSettled([...this.pending]).then(() => old.close());
  }

  async send(mail: OutgoingMail): Promise<void> {
    const sending = this.current.send(mail);
    this.pending.add(sending);
    try {
      await sending;
    } finally {
      this.pending.delete(sending);
    }
  }

  close(): void {
    this.current.close();
  }
}
