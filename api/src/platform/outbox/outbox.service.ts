/** Writes outgoing email into the outbox, inside the caller's transaction. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { statement } from '../../db/raw.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { Actor } from '../../shared/actor.js';
import type { QueuedMail } from '../mail/public.js';
import type { AuditEntry } from '../audit/audit.types.js';
import { insertAuditRows } from '../audit/audit-sql.js';
import { queueMessages } from './outbox-sql.js';
import { OutboxMessage } from './outbox-message.entity.js';

declare module '../../shared/pubsub.js' {
  interface Events {
    /** Mail was queued: the worker sends it now rather than at its next poll. */
    'outbox.enqueued': Record<string, never>;
  }
}

/**
 * A mail for `enqueueWith`. `payload` is the older name of `facts`, still accepted from hot write
 * paths that build their rows themselves; a mail without a version is version 1.
 */
export type LeadMail = { template: string; to: string; version?: number; parentId: string } & ({ facts: unknown } | { payload: unknown });

/** An audit record for `enqueueWith`: written only when the lead returns its row `parentId`. */
export type LeadAudit = AuditEntry & { parentId: string; actor: Actor; at: Date };

/**
 * More rows for `enqueueWith` to write from the lead's (another feature's outbox, e.g. texts): one
 * data-modifying `WITH` query over `lead` (its `_id` and the lead's other returned columns), its
 * parameters after the mail's and the records'. Its `name` goes into the prepared statement's.
 */
export interface LeadRows {
  name: string;
  sql: string;
  params: unknown[];
}

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
   * Runs `lead` (one INSERT ... RETURNING _id) and queues the mail of each row it returns, with the
   * audit records of those rows, in ONE atomic statement: a single round trip for hot write paths.
   * A mail or record whose `parentId` the lead did not return (e.g. a row its trigger skipped) is
   * not written. Mail and records go as one JSON array each (`json_to_recordset`), so the
   * statement's text does not change with their number. Answers the rows the lead returned.
   */
  async enqueueWith<Row extends { _id: string }>(
    em: EntityManager,
    lead: { name: string; sql: string; params: unknown[] },
    mails: LeadMail[],
    audits: LeadAudit[] = [],
    more: LeadRows[] = [],
  ): Promise<Row[]> {
    // Nothing to queue or record: the lead alone.
    if (!mails.length && !audits.length && !more.length) return statement<Row>(em, lead.sql, lead.params, { bound: this.prepare, name: lead.name });
    const params = [...lead.params];
    const parts = [`lead AS (${lead.sql})`];
    if (mails.length) {
      params.push(
        JSON.stringify(
          mails.map((m) => ({ parent_id: m.parentId, recipient: m.to, template: m.template, version: m.version ?? 1, payload: 'facts' in m ? m.facts : m.payload })),
        ),
      );
      parts.push(`queued AS (
         ${queueMessages(`SELECT m.recipient, m.template, m.version, m.payload
           FROM json_to_recordset(?::json) AS m(parent_id text, recipient text, template text, version int, payload jsonb)
           JOIN lead ON lead._id = m.parent_id`)})`);
    }
    if (audits.length) {
      params.push(
        JSON.stringify(
          audits.map((a) => ({
            parent_id: a.parentId,
            at: a.at.toISOString(),
            actor_kind: a.actor.kind,
            actor_id: a.actor.id,
            actor_name: a.actor.name,
            ip: a.actor.ip,
            action: a.action,
            entity_type: a.entityType,
            entity_id: a.entityId,
            summary: a.summary.slice(0, 500),
            changes: a.changes && Object.keys(a.changes).length ? a.changes : null,
          })),
        ),
      );
      parts.push(`recorded AS (
         ${insertAuditRows(`SELECT a.at, a.actor_kind, a.actor_id, a.actor_name, a.ip, a.action, a.entity_type, a.entity_id, a.summary, a.changes
         FROM json_to_recordset(?::json)
           AS a(parent_id text, at timestamptz, actor_kind text, actor_id text, actor_name text, ip text, action text, entity_type text, entity_id text, summary text, changes jsonb)
         JOIN lead ON lead._id = a.parent_id`)})`);
    }
    for (const rows of more) {
      parts.push(`${rows.name.replace(/[^a-z_]/g, '_')} AS (${rows.sql})`);
      params.push(...rows.params);
    }
    return statement<Row>(em, `WITH ${parts.join(',\n       ')}\n       SELECT * FROM lead`, params, {
      bound: this.prepare,
      // Prepared once per connection: one statement text per lead and kind of rows it carries.
      name: `${lead.name}${mails.length ? '+outbox' : ''}${audits.length ? '+audit' : ''}${more.map((r) => `+${r.name}`).join('')}`,
    });
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
