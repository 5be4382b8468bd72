/**
 * Sends queued webhook deliveries through the leased loop every outbox queue runs
 * (platform/outbox/leased-worker.ts), in order per endpoint: only the oldest unfinished delivery of
 * an active endpoint is ever claimed, so the next waits until it is delivered or given up. A failed
 * attempt is retried on the schedule below, for a day from the endpoint's first failure; then the
 * delivery is given up and the endpoint paused (its owners told, by `gaveUp`).
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { LeasedWorker, type Failure, type LeasedWorkerOptions } from '../../platform/outbox/public.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { Clock } from '../../shared/time.js';
import { deliver, type Attempt } from './webhook-sender.js';

/** The waits after the 1st, 2nd, … failed attempt (the last repeats), each cut to end at the day's end. */
const RETRY_SCHEDULE_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000];
/** How long an endpoint may fail before its delivery is given up and the endpoint paused. */
const FAILING_FOR_MS = 24 * 3_600_000;

interface ClaimedDelivery {
  id: string;
  endpoint_id: string;
  message_id: string;
  event_type: string;
  payload: unknown;
  /** The record whose JSON becomes the body's `data` at this first send (see WebhookDelivery.dataFrom). */
  data_from: string | null;
  attempts: number;
  url: string;
  secret_sealed: string;
}

interface WebhookWorkerDeps {
  orm: MikroORM;
  clock: Clock;
  pubsub: PubSub;
  options: LeasedWorkerOptions;
  allowPrivate: boolean;
  userAgent: string;
  /** The endpoint's secret from its sealed value. */
  secretOf(sealed: string): Promise<string>;
  /** A delivery was given up after a day of failures: pause its endpoint and tell the owners. */
  gaveUp(endpointId: string): Promise<void>;
  /** The `data` of an event about record `id`, as the REST API shows it now. */
  dataOf(eventType: string, id: string): Promise<unknown>;
}

const ids = (list: string[]) => list.map(() => '?').join(', ');

export class WebhookWorker extends LeasedWorker<ClaimedDelivery, Attempt> {
  /** The outcome of a failed attempt, kept from `send` for `recordFailure`. */
  private readonly failedAttempts = new Map<string, Attempt>();

  constructor(private readonly deps: WebhookWorkerDeps) {
    super('webhooks', 'deliveryId', deps.pubsub, 'webhooks.queued', { ...deps.options, maxAttempts: Number.MAX_SAFE_INTEGER });
  }

  private get db() {
    return this.deps.orm.em.getConnection();
  }

  protected claim(batch: number): Promise<ClaimedDelivery[]> {
    return this.db.execute<ClaimedDelivery[]>(
      `UPDATE webhook_delivery d SET status = 'sending', locked_by = ?, locked_until = now() + (? * interval '1 millisecond')
       FROM webhook_endpoint e
       WHERE e._id = d.endpoint_id AND e.status = 'active'
         AND d.id IN (
           SELECT h.id FROM (
             SELECT DISTINCT ON (q.endpoint_id) q.id, q.status, q.locked_until, q.next_attempt_at
             FROM webhook_delivery q WHERE q.status IN ('pending', 'sending')
             ORDER BY q.endpoint_id, q.id) h
           WHERE h.next_attempt_at <= ? AND (h.status = 'pending' OR h.locked_until < now())
           LIMIT ${batch})
         AND (d.status = 'pending' OR (d.status = 'sending' AND d.locked_until < now()))
       RETURNING d.id::text AS id, d.endpoint_id, d.message_id, d.event_type, d.payload, d.data_from, d.attempts, e.url, e.secret_sealed`,
      [this.id, this.options.leaseMs, this.deps.clock.now()],
    );
  }

  protected async renew(held: string[]): Promise<string[]> {
    const kept = await this.db.execute<Array<{ id: string }>>(
      `UPDATE webhook_delivery SET locked_until = now() + (? * interval '1 millisecond')
       WHERE locked_by = ? AND status = 'sending' AND id IN (${ids(held)}) RETURNING id::text AS id`,
      [this.options.leaseMs, this.id, ...held],
    );
    return kept.map((r) => r.id);
  }

  protected async release(held: string[]): Promise<void> {
    await this.db.execute(
      `UPDATE webhook_delivery SET status = 'pending', locked_until = NULL, locked_by = NULL
       WHERE locked_by = ? AND status = 'sending' AND id IN (${ids(held)})`,
      [this.id, ...held],
    );
  }

  protected async send(row: ClaimedDelivery): Promise<Attempt> {
    if (row.data_from) await this.completeBody(row);
    const payload = typeof row.payload === 'string' ? row.payload : JSON.stringify(row.payload);
    const attempt = await deliver(
      { url: row.url, secret: await this.deps.secretOf(row.secret_sealed), messageId: row.message_id, body: payload },
      { allowPrivate: this.deps.allowPrivate, userAgent: this.deps.userAgent },
    );
    if (attempt.error !== null) {
      this.failedAttempts.set(row.id, attempt);
      throw new Error(attempt.error);
    }
    return attempt;
  }

  /** The body's `data`, made from its record at the first send and kept, so every retry sends the same body. */
  private async completeBody(row: ClaimedDelivery): Promise<void> {
    const body = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>;
    row.payload = { ...body, data: await this.deps.dataOf(row.event_type, row.data_from!) };
    await this.db.execute(`UPDATE webhook_delivery SET payload = ?::jsonb, data_from = NULL WHERE id = ? AND locked_by = ?`, [JSON.stringify(row.payload), row.id, this.id]);
    row.data_from = null;
  }

  protected async recordSent(row: ClaimedDelivery, attempt: Attempt): Promise<void> {
    const now = this.deps.clock.now();
    await this.db.execute(
      `UPDATE webhook_delivery SET status = 'delivered', attempts = attempts + 1, response_status = ?, duration_ms = ?, error = NULL,
       last_attempt_at = ?, delivered_at = ?, locked_until = NULL, locked_by = NULL WHERE id = ? AND locked_by = ?`,
      [attempt.status, attempt.durationMs, now, now, row.id, this.id],
    );
    await this.db.execute(`UPDATE webhook_endpoint SET failing_since = NULL WHERE _id = ? AND failing_since IS NOT NULL`, [row.endpoint_id]);
  }

  protected async recordFailure(row: ClaimedDelivery, failure: Failure): Promise<void> {
    const attempt = this.failedAttempts.get(row.id) ?? { status: null, durationMs: null, error: failure.message };
    this.failedAttempts.delete(row.id);
    const now = this.deps.clock.now();
    const [endpoint] = await this.db.execute<Array<{ failing_since: Date | string }>>(
      `UPDATE webhook_endpoint SET failing_since = coalesce(failing_since, ?) WHERE _id = ? RETURNING failing_since`,
      [now, row.endpoint_id],
    );
    const giveUpAt = new Date(endpoint?.failing_since ?? now).getTime() + FAILING_FOR_MS;
    const final = now.getTime() >= giveUpAt;
    const wait = RETRY_SCHEDULE_MS[Math.min(failure.attempts, RETRY_SCHEDULE_MS.length) - 1];
    const next = new Date(final ? now.getTime() : Math.min(now.getTime() + wait, giveUpAt));
    const [recorded] = await this.db.execute<Array<{ id: string }>>(
      `UPDATE webhook_delivery SET status = ?, attempts = ?, response_status = ?, duration_ms = ?, error = ?, last_attempt_at = ?,
       next_attempt_at = ?, locked_until = NULL, locked_by = NULL WHERE id = ? AND locked_by = ? RETURNING id::text AS id`,
      [final ? 'failed' : 'pending', failure.attempts, attempt.status, attempt.durationMs, failure.message, now, next, row.id, this.id],
    );
    if (final && recorded) await this.deps.gaveUp(row.endpoint_id);
  }

  protected override logFields(row: ClaimedDelivery): object {
    return { endpointId: row.endpoint_id, webhookId: row.message_id };
  }
}
