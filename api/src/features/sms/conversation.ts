/**
 * The conversation with a customer, oldest first and at most its last 200 messages: their texts
 * both ways, the emails the workshop queued to their address (each by its subject; a contact
 * reply's email is shown as the reply itself), and the contact-form messages they sent with the
 * replies staff wrote, and the mail from their address in the workshop's mailbox (`mailbox`,
 * found by conversation-mailbox.ts, which bounds the wait for the IMAP server).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailModule } from '../../platform/mail/mail.module.js';
import { emailKey } from '../../shared/phone.js';
import { ContactQuery } from '../contact/contact-query.entity.js';
import type { Customer } from '../customers/customer.entity.js';
import { SmsMessage } from './sms-message.entity.js';
import { ConversationEntry } from './sms-inbox.types.js';

/** The most messages a conversation shows (its newest). */
const CONVERSATION_LIMIT = 200;

/** The template of a contact query's reply: shown from the query, not again as an email. */
const CONTACT_REPLY_TEMPLATE = 'contact.reply';

interface EmailRow {
  id: string;
  template: string | null;
  payload_version: number | null;
  payload: unknown;
  subject: string | null;
  status: string;
  created_at: Date | string;
}

function entry(values: ConversationEntry): ConversationEntry {
  return Object.assign(new ConversationEntry(), values);
}

export async function conversationOf(
  em: EntityManager,
  mail: MailModule,
  customer: Customer,
  mailbox: Promise<ConversationEntry[]> = Promise.resolve([]),
): Promise<ConversationEntry[]> {
  const email = emailKey(customer.email);
  const [texts, queries, emails, mailboxMail] = await Promise.all([
    em.find(SmsMessage, { customerId: customer._id }, { orderBy: { createdAt: 'desc', _id: 'desc' }, limit: CONVERSATION_LIMIT }),
    em.find(ContactQuery, { customer: customer._id }, { orderBy: { createdAt: 'desc' }, limit: CONVERSATION_LIMIT }),
    email
      ? em.getConnection().execute<EmailRow[]>(
          `SELECT id::text AS id, template, payload_version, payload, subject, status, created_at FROM outbox_message
           WHERE lower("to") = ? AND (template IS NULL OR template <> ?) ORDER BY created_at DESC, id DESC LIMIT ?`,
          [email, CONTACT_REPLY_TEMPLATE, CONVERSATION_LIMIT],
        )
      : Promise.resolve([] as EmailRow[]),
    mailbox,
  ]);
  const entries: ConversationEntry[] = texts.map((m) =>
    entry({ id: m._id, channel: 'sms', direction: m.direction, body: m.body, at: m.createdAt, status: m.status, unread: m.direction === 'in' && !m.readAt }),
  );
  for (const q of queries) {
    entries.push(entry({ id: `contact:${q._id}`, channel: 'contact', direction: 'in', body: q.message, at: q.createdAt, status: 'received', unread: false }));
    if (q.replyMessage && q.repliedAt) {
      entries.push(entry({ id: `contact-reply:${q._id}`, channel: 'contact', direction: 'out', body: q.replyMessage, at: q.repliedAt, status: 'sent', unread: false }));
    }
  }
  for (const row of emails) {
    entries.push(
      entry({
        id: `email:${row.id}`,
        channel: 'email',
        direction: 'out',
        body: (await subjectOf(mail, row)) ?? 'Email',
        at: new Date(row.created_at),
        status: row.status,
        unread: false,
      }),
    );
  }
  entries.push(...mailboxMail);
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
  return entries.slice(-CONVERSATION_LIMIT);
}

async function subjectOf(mail: MailModule, row: EmailRow): Promise<string | null> {
  if (!row.template) return row.subject;
  try {
    return await mail.subjectOf(row.template, row.payload_version, typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload);
  } catch {
    // Facts an older build queued that this one reads differently: the email is still listed.
    return null;
  }
}
