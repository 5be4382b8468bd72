/**
 * Sends queued texts, each once in practice (as the mail outbox worker): rows are claimed with FOR
 * UPDATE SKIP LOCKED under a short lease (status 'sending') that a heartbeat renews while this
 * worker holds them, so two instances never send the same text and a crashed one delays its texts
 * by one lease; each is marked sent the moment the provider accepts it, so a crash duplicates at
 * most the one in flight. Failures are retried with exponential back-off, and after the last
 * attempt (or a refusal no retry can change) the message is failed, with the provider's reason.
 */
import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FeatureLog } from '../../feature.js';
import type { PubSub } from '../../shared/pubsub.js';
import { PermanentSmsError, type SmsTransport } from './sms-transport.js';

export interface SmsWorkerOptions {
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** How long a claim holds without renewal; renewed every third of it. */
  leaseMs: number;
}

interface ClaimedSms {
  _id: string;
  phone: string;
  body: string;
  attempts: number;
}

const BATCH = 10;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export class SmsWorker {
  /** This worker's name on the rows it leases. */
  readonly id = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private unsubscribe: (() => void) | null = null;
  log: FeatureLog | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly transport: () => SmsTransport,
    private readonly pubsub: PubSub,
    private readonly options: SmsWorkerOptions,
  ) {}

  start(): void {
    this.stopped = false;
    this.unsubscribe = this.pubsub.on('sms.queued', () => this.kick());
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
      .catch((err: unknown) => this.log?.error({ err }, 'sms: drain failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Stops polling and finishes the text in flight; the rest of its claim is released for another instance. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const rows = await this.claim();
      if (!rows.length) return;
      const held = new Set(rows.map((r) => r._id));
      const heartbeat = setInterval(() => void this.renew(held), Math.max(Math.floor(this.options.leaseMs / 3), 50));
      heartbeat.unref();
      try {
        for (const row of rows) {
          if (this.stopped) break;
          // A lease this worker could not renew may be another's by now: leave the row to it.
          if (held.has(row._id)) await this.deliver(row);
          held.delete(row._id);
        }
      } finally {
        clearInterval(heartbeat);
      }
      if (held.size) await this.release([...held]);
    }
  }

  /** The oldest due texts not leased by another worker (or whose lease ran out), leased to this one. */
  private claim(): Promise<ClaimedSms[]> {
    return this.orm.em.getConnection().execute<ClaimedSms[]>(
      `UPDATE sms_message m SET status = 'sending', locked_by = ?, locked_until = now() + (? * interval '1 millisecond')
       WHERE m._id IN (
         SELECT _id FROM sms_message
         WHERE direction = 'out' AND next_attempt_at <= now()
           AND (status = 'queued' OR (status = 'sending' AND locked_until < now()))
         ORDER BY next_attempt_at LIMIT ${BATCH}
         FOR UPDATE SKIP LOCKED)
       RETURNING m._id, m.phone, m.body, m.attempts`,
      [this.id, this.options.leaseMs],
    );
  }

  private async renew(held: Set<string>): Promise<void> {
    if (!held.size) return;
    const ids = [...held];
    try {
      const kept = await this.orm.em.getConnection().execute<Array<{ _id: string }>>(
        `UPDATE sms_message SET locked_until = now() + (? * interval '1 millisecond')
         WHERE locked_by = ? AND status = 'sending' AND _id IN (${ids.map(() => '?').join(', ')}) RETURNING _id`,
        [this.options.leaseMs, this.id, ...ids],
      );
      const still = new Set(kept.map((r) => r._id));
      for (const id of ids) if (!still.has(id)) held.delete(id);
    } catch (err) {
      this.log?.warn({ err }, 'sms: could not renew the lease');
    }
  }

  private async release(ids: string[]): Promise<void> {
    await this.orm.em.getConnection().execute(
      `UPDATE sms_message SET status = 'queued', locked_until = NULL, locked_by = NULL
       WHERE locked_by = ? AND status = 'sending' AND _id IN (${ids.map(() => '?').join(', ')})`,
      [this.id, ...ids],
    );
  }

  /** Sends one text and records the outcome at once (a failure to record a sent text is thrown: the lease runs out). */
  private async deliver(row: ClaimedSms): Promise<void> {
    let providerSid: string | null;
    try {
      ({ providerSid } = await this.transport().send({ id: row._id, to: row.phone, body: row.body }));
    } catch (err) {
      await this.failed(row, err);
      return;
    }
    // A delivery report may have come before this update: it is not moved back to 'sent'.
    await this.orm.em.getConnection().execute(
      `UPDATE sms_message SET status = CASE WHEN status = 'sending' THEN 'sent' ELSE status END, provider_sid = ?, sent_at = now(),
       attempts = attempts + 1, locked_until = NULL, locked_by = NULL, error = NULL WHERE _id = ?`,
      [providerSid, row._id],
    );
    this.log?.info({ smsId: row._id, providerSid }, 'sms: sent');
  }

  private async failed(row: ClaimedSms, err: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const failed = err instanceof PermanentSmsError || attempts >= this.options.maxAttempts;
    const delay = Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
    const message = err instanceof Error ? err.message : String(err);
    await this.orm.em.getConnection().execute(
      `UPDATE sms_message SET attempts = ?, error = ?, locked_until = NULL, locked_by = NULL, status = ?,
       next_attempt_at = now() + (? * interval '1 millisecond') WHERE _id = ? AND locked_by = ?`,
      [attempts, message.slice(0, 2000), failed ? 'failed' : 'queued', delay, row._id, this.id],
    );
    this.log?.[failed ? 'error' : 'warn']({ smsId: row._id, attempts, err: message }, failed ? 'sms: gave up' : 'sms: will retry');
    if (!failed) setTimeout(() => this.kick(), delay + 5).unref();
  }
}
