/** Writes outgoing email into the outbox, inside the caller's transaction. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery } from '../../db/raw.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { TemplatedMail } from './mail-templates.js';
import { OutboxMessage, type OutboxAttachment } from './outbox-message.entity.js';

export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; contentType: string; content: string | Buffer }>;
}

export class OutboxService {
  constructor(
    private readonly pubsub: PubSub,
    /** Named prepared statements; off on embedded PGlite, whose clients all share one session. */
    private readonly prepare = true,
  ) {}

  /** Queue messages in the transaction of `em`; call `notify()` once it has committed. */
  async enqueue(em: EntityManager, messages: MailMessage[]): Promise<void> {
    if (!messages.length) return;
    const now = new Date();
    await em.insertMany(
      OutboxMessage,
      messages.map((m) => ({
        to: m.to,
        replyTo: m.replyTo ?? null,
        subject: m.subject,
        text: m.text,
        html: m.html ?? null,
        attachments: m.attachments?.map(toStored) ?? null,
        status: 'pending' as const,
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
  }

  /**
   * Runs `lead` (one INSERT ... RETURNING _id) and queues the templated mail of each row it
   * returns, in ONE atomic statement: a single round trip for hot write paths. A mail whose
   * `parentId` the lead did not return (e.g. skipped by ON CONFLICT) is not queued.
   * Answers the ids the lead returned.
   */
  async enqueueWith(
    em: EntityManager,
    lead: { name: string; sql: string; params: unknown[] },
    mails: Array<TemplatedMail & { parentId: string }>,
  ): Promise<string[]> {
    const rows = mails.map(() => '(?::char(24), ?::text, ?::text, ?::jsonb)').join(', ');
    const params = [...lead.params];
    for (const m of mails) params.push(m.parentId, m.to, m.template, JSON.stringify(m.payload));
    const returned = await boundQuery<{ _id: string }>(
      em,
      `WITH lead AS (${lead.sql}),
       queued AS (
         INSERT INTO outbox_message ("to", template, payload, status, attempts, next_attempt_at, created_at)
         SELECT m.recipient, m.template, m.payload, 'pending', 0, now(), now()
         FROM (VALUES ${rows}) AS m(parent_id, recipient, template, payload) JOIN lead ON lead._id = m.parent_id)
       SELECT _id FROM lead`,
      params,
      // Prepared once per connection: one statement text per lead shape and mail count.
      this.prepare ? `${lead.name}+outbox${mails.length}` : undefined,
    );
    return returned.map((r) => r._id);
  }

  /** Wakes the worker so committed mail goes out without waiting for the next poll. */
  notify(): void {
    this.pubsub.publish('outbox.enqueued', {});
  }
}

function toStored(a: NonNullable<MailMessage['attachments']>[number]): OutboxAttachment {
  const content = typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content;
  return { filename: a.filename, contentType: a.contentType, content: content.toString('base64') };
}
