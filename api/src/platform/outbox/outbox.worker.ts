/**
 * Sends queued mail, each message once in practice. Rows are claimed with FOR UPDATE SKIP LOCKED
 * under a short lease that a heartbeat renews while this worker holds them, so a crashed instance
 * delays its mail by seconds; each message is marked sent as soon as the SMTP server accepts it,
 * so a crash duplicates at most the one in flight (and a duplicate keeps its Message-ID, the
 * outbox row's random key). Failures are retried with exponential back-off.
 */
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../../shared/pubsub.js';
import type { MailModule, OutgoingMail, SendableMail } from '../mail/public.js';
import type { MailTransport } from './mail-transport.js';
import type { OutboxAttachment } from './outbox-message.entity.js';

export interface OutboxWorkerOptions {
  from: string;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claim holds without renewal; renewed every third of it. */
  leaseMs: number;
  /**
   * Whether the server is busy answering requests: then the worker pauses between messages, so a
   * burst of bookings is answered first and its mail follows (at least one message per pause).
   */
  busy?: () => boolean;
}

interface ClaimedRow {
  id: string;
  message_key: string;
  to: string;
  reply_to: string | null;
  subject: string | null;
  text: string | null;
  html: string | null;
  attachments: OutboxAttachment[] | null;
  template: string | null;
  payload_version: number | null;
  payload: unknown;
  attempts: number;
}

const BATCH = 10;
/** The pause between two messages while the server is busy (so at most 40 messages a second). */
export const GIVE_WAY_MS = 25;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export class OutboxWorker {
  /** This worker's name on the rows it leases. */
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly transport: MailTransport,
    private readonly mail: MailModule,
    private readonly pubsub: PubSub,
    private readonly options: OutboxWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.unsubscribe = this.pubsub.on('outbox.enqueued', () => this.kick());
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs a drain now, or once more right after the one in progress. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, 'outbox: drain failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Stops polling, finishes the message in flight and releases the rest of its claim, so
   * another instance (or the next start) sends them at once instead of after the lease.
   */
  async stop(): Promise<void> {
    if (this.stopped && !this.running) return;
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Sends every due message, batch by batch, until none is due (or the worker stops). */
  async drain(): Promise<void> {
    while (!this.stopped) {
      const rows = await this.claim();
      if (!rows.length) return;
      const held = new Set(rows.map((r) => r.id));
      const heartbeat = setInterval(() => void this.renew(held), Math.max(Math.floor(this.options.leaseMs / 3), 50));
      heartbeat.unref();
      try {
        // One at a time: mail composition is CPU work that must not starve the requests.
        for (const row of rows) {
          if (this.stopped) break;
          // A lease this worker could not renew may be another's by now: leave the row to it.
          if (held.has(row.id)) await this.deliver(row);
          held.delete(row.id);
          if (this.options.busy?.() && !this.stopped) await new Promise((resolve) => setTimeout(resolve, GIVE_WAY_MS));
        }
      } finally {
        clearInterval(heartbeat);
      }
      if (held.size) await this.release([...held]);
    }
  }

  /** The oldest due messages not leased by another worker, leased to this one (outbox_claim: db/sql/outbox-claim.sql). */
  private claim(): Promise<ClaimedRow[]> {
    return this.orm.em.getConnection().execute<ClaimedRow[]>(
      `SELECT id, message_key, "to", reply_to, subject, text, html, attachments, template, payload_version, payload, attempts
       FROM outbox_claim(?, ?, ${BATCH})`,
      [this.options.leaseMs, this.id],
    );
  }

  /** Extends the lease of the rows still held; a row whose lease was lost is dropped from `held`. */
  private async renew(held: Set<string>): Promise<void> {
    if (!held.size) return;
    const ids = [...held];
    try {
      const kept = await this.orm.em.getConnection().execute<Array<{ id: string }>>(
        `UPDATE outbox_message SET locked_until = now() + (? * interval '1 millisecond')
         WHERE locked_by = ? AND status = 'pending' AND id IN (${ids.map(() => '?').join(', ')})
         RETURNING id`,
        [this.options.leaseMs, this.id, ...ids],
      );
      const still = new Set(kept.map((r) => String(r.id)));
      for (const id of ids) if (!still.has(id)) held.delete(id);
    } catch (err) {
      this.log.warn({ err }, 'outbox: could not renew the lease');
    }
  }

  private async release(ids: string[]): Promise<void> {
    await this.orm.em.getConnection().execute(
      `UPDATE outbox_message SET locked_until = NULL, locked_by = NULL
       WHERE locked_by = ? AND status = 'pending' AND id IN (${ids.map(() => '?').join(', ')})`,
      [this.id, ...ids],
    );
  }

  /**
   * Sends one message and records the outcome at once. A failure to send is recorded for a retry;
   * a failure to record a sent message is thrown: with no database the batch stops, and its
   * lease runs out for another instance (the unrecorded message is the one possible duplicate).
   */
  private async deliver(row: ClaimedRow): Promise<void> {
    let outgoing: OutgoingMail;
    try {
      outgoing = { id: String(row.id), messageKey: String(row.message_key), from: this.options.from, to: row.to, ...(await this.message(row)) };
      await this.transport.send(outgoing);
    } catch (err) {
      await this.failed(row, err);
      return;
    }
    await this.orm.em.getConnection().execute(
      `UPDATE outbox_message SET status = 'sent', sent_at = now(), attempts = attempts + 1,
       locked_until = NULL, locked_by = NULL, last_error = NULL WHERE id = ?`,
      [row.id],
    );
    this.log.info({ outboxId: row.id, to: row.to, template: row.template }, 'outbox: sent');
    // What follows a sent message (a copy in the Sent folder) never holds up the queue; a failure is only logged.
    this.mail.sent(row.template, outgoing).catch((err: unknown) =>
      this.log.warn({ outboxId: row.id, template: row.template, err: err instanceof Error ? err.message : String(err) }, 'outbox: after-send step failed'),
    );
  }

  /** The stored message of a row from before templates, or the one its template renders. */
  private async message(row: ClaimedRow): Promise<SendableMail> {
    if (!row.template) {
      return {
        subject: row.subject ?? '',
        text: row.text ?? '',
        html: row.html,
        replyTo: row.reply_to,
        attachments: (row.attachments ?? []).map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })),
      };
    }
    return this.mail.render(row.template, row.payload_version, row.payload);
  }

  private async failed(row: ClaimedRow, err: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const failed = attempts >= this.options.maxAttempts;
    const delay = Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    const message = err instanceof Error ? err.message : String(err);
    await this.orm.em.getConnection().execute(
      `UPDATE outbox_message SET attempts = ?, last_error = ?, locked_until = NULL, locked_by = NULL,
       status = ?, next_attempt_at = now() + (? * interval '1 millisecond') WHERE id = ? AND locked_by = ?`,
      [attempts, message.slice(0, 2000), failed ? 'failed' : 'pending', delay, row.id, this.id],
    );
    const level = failed ? 'error' : 'warn';
    this.log[level]({ outboxId: row.id, attempts, err: message }, failed ? 'outbox: gave up' : 'outbox: will retry');
    if (!failed) setTimeout(() => this.kick(), delay + 5).unref();
  }
}
