/**
 * An SMTP receiver that takes its time: each message is accepted `delayMs` after its data
 * arrived (the sender waits for the 250 meanwhile), and is recorded at that moment.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  subject: string;
  at: number;
}

export interface SlowSmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Distinct Message-IDs received. */
  distinct(): number;
  /** Messages received more than once (every copy after the first). */
  duplicates(): number;
  close(): Promise<void>;
}

export async function startSlowSmtpSink(delayMs: number): Promise<SlowSmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await new Promise((resolve) => setTimeout(resolve, delayMs));
          received.push({ messageId: mail.messageId ?? `(none ${received.length})`, subject: mail.subject ?? '', at: Date.now() });
          callback();
        })
        .catch(callback);
    },
  });
  server.on('error', () => undefined); // a sender killed mid-conversation is expected here
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  const distinct = () => new Set(received.map((m) => m.messageId)).size;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    distinct,
    duplicates: () => received.length - distinct(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
