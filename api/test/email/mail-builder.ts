/** Raw RFC 5322 messages for seeding the test mailbox (nodemailer's composer, as real senders use). */
import MailComposer from 'nodemailer/lib/mail-composer';

export interface TestMail {
  from?: string;
  to?: string;
  subject?: string;
  text?: string;
  html?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string[];
  date?: Date;
  attachments?: Array<{ filename: string; contentType: string; content: Buffer | string; cid?: string }>;
}

let counter = 0;

export function buildMail(mail: TestMail = {}): Promise<Buffer> {
  counter++;
  return new MailComposer({
    from: mail.from ?? 'Jane Customer <jane.customer@example.com>',
    to: mail.to ?? 'Truganina Auto Care <workshop@example.com>',
    subject: mail.subject ?? `Test message ${counter}`,
    text: mail.text ?? (mail.html ? undefined : `Hello, this is test message ${counter}.`),
    html: mail.html,
    messageId: mail.messageId ?? `<test-${counter}-${Date.now()}@customer.example.com>`,
    inReplyTo: mail.inReplyTo,
    references: mail.references,
    date: mail.date ?? new Date(),
    attachments: mail.attachments,
  })
    .compile()
    .build();
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export function daysAgo(days: number, from = Date.now()): Date {
  return new Date(from - days * DAY_MS);
}
