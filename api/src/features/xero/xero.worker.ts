/**
 * Sends the Xero queue through the leased loop every outbox queue runs (platform/outbox/leased-worker.ts):
 * a claimed row is 'sending' under its lease, 'sent' with Xero's id the moment Xero accepts it,
 * retried with back-off, 'failed' with Xero's reason after the last attempt or a refusal no retry
 * can change. Nothing is claimed while Xero is not connected or asked everyone to wait (429).
 * Invoices go before the payments and credit notes queued with them.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { LeasedWorker, type Failure, type LeasedWorkerOptions } from '../../platform/outbox/public.js';
import type { PubSub } from '../../shared/pubsub.js';
import { XeroError } from './xero-client.js';
import type { XeroPush, XeroRow } from './xero-push.js';

const ids = (list: string[]) => list.map(() => '?').join(', ');

export class XeroWorker extends LeasedWorker<XeroRow, string> {
  constructor(
    private readonly orm: MikroORM,
    private readonly pusher: XeroPush,
    pubsub: PubSub,
    options: LeasedWorkerOptions,
  ) {
    super('xero', 'xeroSyncId', pubsub, 'xero.queued', options);
  }

  private get db() {
    return this.orm.em.getConnection();
  }

  protected async claim(batch: number): Promise<XeroRow[]> {
    const [connection] = await this.db.execute<Array<{ ready: boolean }>>(
      `SELECT (tenant_id IS NOT NULL AND tokens_sealed IS NOT NULL AND (paused_until IS NULL OR paused_until <= now())) AS ready FROM xero_connection WHERE id = 'xero'`,
    );
    if (!connection?.ready) return [];
    return this.db.execute<XeroRow[]>(
      `UPDATE xero_sync s SET state = 'sending', locked_by = ?, locked_until = now() + (? * interval '1 millisecond')
       WHERE s._id IN (
         SELECT _id FROM xero_sync
         WHERE next_attempt_at <= now() AND (state = 'queued' OR (state = 'sending' AND locked_until < now()))
         ORDER BY next_attempt_at, CASE kind WHEN 'invoice' THEN 0 WHEN 'payment' THEN 1 ELSE 2 END, created_at LIMIT ${batch}
         FOR UPDATE SKIP LOCKED)
       RETURNING s._id AS id, s.kind, s.reference_id AS "referenceId", s.invoice_number AS "invoiceNumber", s.xero_id AS "xeroId", s.attempts`,
      [this.id, this.options.leaseMs],
    ).then((rows) => this.inOrder(rows));
  }

  /** The batch in the order it was chosen (RETURNING keeps none): invoices before what goes against them. */
  private inOrder(rows: XeroRow[]): XeroRow[] {
    const rank = (r: XeroRow) => (r.kind === 'invoice' ? 0 : r.kind === 'payment' ? 1 : 2);
    return [...rows].sort((a, b) => rank(a) - rank(b));
  }

  protected async renew(held: string[]): Promise<string[]> {
    const kept = await this.db.execute<Array<{ _id: string }>>(
      `UPDATE xero_sync SET locked_until = now() + (? * interval '1 millisecond')
       WHERE locked_by = ? AND state = 'sending' AND _id IN (${ids(held)}) RETURNING _id`,
      [this.options.leaseMs, this.id, ...held],
    );
    return kept.map((r) => r._id);
  }

  protected async release(held: string[]): Promise<void> {
    await this.db.execute(
      `UPDATE xero_sync SET state = 'queued', locked_until = NULL, locked_by = NULL
       WHERE locked_by = ? AND state = 'sending' AND _id IN (${ids(held)})`,
      [this.id, ...held],
    );
  }

  protected send(row: XeroRow): Promise<string> {
    return this.pusher.push(row);
  }

  /** A document queued again while it was being sent (an invoice re-generated) stays queued, with Xero's id kept. */
  protected async recordSent(row: XeroRow, xeroId: string): Promise<void> {
    await this.db.execute(
      `UPDATE xero_sync SET state = CASE WHEN state = 'sending' AND locked_by = ? THEN 'sent' ELSE state END, xero_id = ?, synced_at = now(),
       attempts = attempts + 1, locked_until = NULL, locked_by = NULL, error = NULL WHERE _id = ?`,
      [this.id, xeroId, row.id],
    );
    await this.db.execute(`UPDATE xero_connection SET last_sync_at = now() WHERE id = 'xero'`);
  }

  protected async recordFailure(row: XeroRow, failure: Failure): Promise<void> {
    await this.db.execute(
      `UPDATE xero_sync SET attempts = ?, error = ?, locked_until = NULL, locked_by = NULL, state = ?,
       next_attempt_at = now() + (? * interval '1 millisecond') WHERE _id = ? AND locked_by = ?`,
      [failure.attempts, failure.message, failure.final ? 'failed' : 'queued', failure.delayMs, row.id, this.id],
    );
  }

  protected override permanent(err: unknown): boolean {
    return err instanceof XeroError && err.permanent;
  }
}
