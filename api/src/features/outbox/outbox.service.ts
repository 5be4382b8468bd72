/** Writes outgoing email into the outbox, inside the caller's transaction. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { statement } from '../../db/raw.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { QueuedMail } from '../mail/public.js';
import { OutboxMessage } from './outbox-message.entity.js';

/**
 * A mail for `enqueueWith`. `payload` is the older name of `facts`, still accepted from hot write
 * paths that build their rows themselves; a mail without a version is version 1.
 */
export type LeadMail = { template: string; to: string; version?: number; parentId: string } & ({ facts: unknown } | { payload: unknown });

/** Mail still to go out and mail given up on, for the server monitor. */
export interface OutboxBacklog {
  /** Messages waiting to be sent (first try or a retry). */
  waiting: number;
  /** When the oldest waiting message was queued; null when none waits. */
  oldestWaitingSince: Date | null;
  /** Messages the worker gave up on after its last attempt. */
  failed: number;
}

export class OutboxService {
  constructor(
    private readonly pubsub: PubSub,
    /**
     * Bound, named prepared statements; off on embedded PGlite, whose connections share one
     * session: another connection's simple query between a Parse and its Bind drops the unnamed
     * statement ("unnamed prepared statement does not exist"), so values are inlined there.
     */
    readonly prepare = true,
  ) {}

  /** Queue mails in the transaction of `em`; call `notify()` once it has committed. */
  async enqueue(em: EntityManager, mails: QueuedMail[]): Promise<void> {
    if (!mails.length) return;
    const now = new Date();
    await em.insertMany(
      OutboxMessage,
      mails.map((m) => ({
        to: m.to,
        template: m.template,
        payloadVersion: m.version,
        payload: m.facts,
        status: 'pending' as const,
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
  }

  /**
   * Runs `lead` (one INSERT ... RETURNING _id) and queues the mail of each row it returns, in ONE
   * atomic statement: a single round trip for hot write paths. A mail whose `parentId` the lead
   * did not return (e.g. skipped by ON CONFLICT) is not queued. Answers the rows the lead returned.
   */
  async enqueueWith<Row extends { _id: string }>(em: EntityManager, lead: { name: string; sql: string; params: unknown[] }, mails: LeadMail[]): Promise<Row[]> {
    // Nothing to queue (e.g. a booking staff took without a confirmation): the lead alone.
    if (!mails.length) return statement<Row>(em, lead.sql, lead.params, { bound: this.prepare, name: lead.name });
    const rows = mails.map(() => '(?::char(24), ?::text, ?::text, ?::int, ?::jsonb)').join(', ');
    const params = [...lead.params];
    for (const m of mails) params.push(m.parentId, m.to, m.template, m.version ?? 1, JSON.stringify('facts' in m ? m.facts : m.payload));
    return statement<Row>(
      em,
      `WITH lead AS (${lead.sql}),
       queued AS (
         INSERT INTO outbox_message ("to", template, payload_version, payload, status, attempts, next_attempt_at, created_at)
         SELECT m.recipient, m.template, m.version, m.payload, 'pending', 0, now(), now()
         FROM (VALUES ${rows}) AS m(parent_id, recipient, template, version, payload) JOIN lead ON lead._id = m.parent_id)
       SELECT * FROM lead`,
      params,
      // Prepared once per connection: one statement text per lead shape and mail count.
      { bound: this.prepare, name: `${lead.name}+outbox${mails.length}` },
    );
  }

  /** One statement over the (status, next_attempt_at) index: pending and failed rows only. */
  async backlog(em: EntityManager): Promise<OutboxBacklog> {
    const [row] = await em.getConnection().execute<Array<{ waiting: number; oldest: Date | string | null; failed: number }>>(
      `SELECT count(*) FILTER (WHERE status = 'pending')::int AS waiting,
              min(created_at) FILTER (WHERE status = 'pending') AS oldest,
              count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM outbox_message WHERE status IN ('pending', 'failed')`,
    );
    return { waiting: row.waiting, oldestWaitingSince: row.oldest === null ? null : new Date(row.oldest), failed: row.failed };
  }

  /** Wakes the worker so committed mail goes out without waiting for the next poll. */
  notify(): void {
    this.pubsub.publish('outbox.enqueued', {});
  }
}
