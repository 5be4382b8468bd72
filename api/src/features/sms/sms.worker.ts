/**
 * Sends queued texts, each once in practice, through the leased loop every outbox queue runs
 * (platform/outbox/leased-worker.ts): a claimed text is 'sending' under its lease, 'sent' the
 * moment the provider accepts it, retried with back-off, and 'failed' with the provider's reason
 * after the last attempt or a refusal no retry can change.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { LeasedWorker, type Failure, type LeasedWorkerOptions } from '../../platform/outbox/public.js';
import type { PubSub } from '../../shared/pubsub.js';
import { PermanentSmsError, type SmsTransport } from './sms-transport.js';

export type SmsWorkerOptions = LeasedWorkerOptions;

interface ClaimedSms {
  id: string;
  phone: string;
  body: string;
  attempts: number;
}

const ids = (list: string[]) => list.map(() => '?').join(', ');

export class SmsWorker extends LeasedWorker<ClaimedSms, string | null> {
  constructor(
    private readonly orm: MikroORM,
    private readonly transport: () => SmsTransport,
    pubsub: PubSub,
    options: SmsWorkerOptions,
  ) {
    super('sms', 'smsId', pubsub, 'sms.queued', options);
  }

  private get db() {
    return this.orm.em.getConnection();
  }

  protected claim(batch: number): Promise<ClaimedSms[]> {
    return this.db.execute<ClaimedSms[]>(
      `UPDATE sms_message m SET status = 'sending', locked_by = ?, locked_until = now() + (? * interval '1 millisecond')
       WHERE m._id IN (
         SELECT _id FROM sms_message
         WHERE direction = 'out' AND next_attempt_at <= now()
           AND (status = 'queued' OR (status = 'sending' AND locked_until < now()))
         ORDER BY next_attempt_at LIMIT ${batch}
         FOR UPDATE SKIP LOCKED)
       RETURNING m._id AS id, m.phone, m.body, m.attempts`,
      [this.id, this.options.leaseMs],
    );
  }

  protected async renew(held: string[]): Promise<string[]> {
    const kept = await this.db.execute<Array<{ _id: string }>>(
      `UPDATE sms_message SET locked_until = now() + (? * interval '1 millisecond')
       WHERE locked_by = ? AND status = 'sending' AND _id IN (${ids(held)}) RETURNING _id`,
      [this.options.leaseMs, this.id, ...held],
    );
    return kept.map((r) => r._id);
  }

  protected async release(held: string[]): Promise<void> {
    await this.db.execute(
      `UPDATE sms_message SET status = 'queued', locked_until = NULL, locked_by = NULL
       WHERE locked_by = ? AND status = 'sending' AND _id IN (${ids(held)})`,
      [this.id, ...held],
    );
  }

  /** Answers the provider's id of the text (Twilio's SID), or null for a text written to a file. */
  protected async send(row: ClaimedSms): Promise<string | null> {
    const { providerSid } = await this.transport().send({ id: row.id, to: row.phone, body: row.body });
    return providerSid;
  }

  /** A delivery report may have come before this update: it is not moved back to 'sent'. */
  protected async recordSent(row: ClaimedSms, providerSid: string | null): Promise<void> {
    await this.db.execute(
      `UPDATE sms_message SET status = CASE WHEN status = 'sending' THEN 'sent' ELSE status END, provider_sid = ?, sent_at = now(),
       attempts = attempts + 1, locked_until = NULL, locked_by = NULL, error = NULL WHERE _id = ?`,
      [providerSid, row.id],
    );
  }

  protected async recordFailure(row: ClaimedSms, failure: Failure): Promise<void> {
    await this.db.execute(
      `UPDATE sms_message SET attempts = ?, error = ?, locked_until = NULL, locked_by = NULL, status = ?,
       next_attempt_at = now() + (? * interval '1 millisecond') WHERE _id = ? AND locked_by = ?`,
      [failure.attempts, failure.message, failure.final ? 'failed' : 'queued', failure.delayMs, row.id, this.id],
    );
  }

  protected override permanent(err: unknown): boolean {
    return err instanceof PermanentSmsError;
  }
}
