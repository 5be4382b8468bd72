/**
 * What goes to Xero and what the owner sees of it. Inside the transaction of every change that
 * announced an invoice's change (the change unit's `alsoInTransaction`), while Xero is connected,
 * the documents to push are queued: an issued or re-generated invoice, each payment recorded (its
 * invoice too, when it was issued before the connection), a payment reversed, the adjustment
 * note voiding an invoice Xero has, and an invoice Xero has deleted here before it was emailed. So a document reaches the queue exactly when its change commits.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Announced, ChangeUnit, Effects } from '../../platform/changes/change-unit.js';
import { newId } from '../../shared/ids.js';
import { CreditNote } from '../invoices/credit-note.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { InvoicePayment } from '../invoices/invoice-payment.entity.js';
import type { XeroConnectionService } from './xero-connection.service.js';
import { XeroSync, type XeroSyncKind } from './xero-sync.entity.js';

/** A document to queue: on a second change of it, 'keep' leaves the row as it is, 'again' queues it anew. */
interface Queued {
  kind: XeroSyncKind;
  referenceId: string;
  invoiceNumber: string;
  onConflict: 'keep' | 'again';
}

interface XeroFailureView {
  id: string;
  kind: XeroSyncKind;
  invoiceNumber: string;
  error: string;
  attempts: number;
  at: Date;
}

interface XeroView {
  /** A Xero app is set up (the environment's or an owner's). */
  configured: boolean;
  appSource: 'environment' | 'app' | null;
  clientId: string | null;
  connected: boolean;
  tenantName: string | null;
  /** The organisations to choose from, while an owner has not picked one. */
  tenantChoices: Array<{ tenantId: string; tenantName: string }>;
  connectedAt: Date | null;
  connectedBy: string | null;
  lastSyncAt: Date | null;
  pausedUntil: Date | null;
  queued: number;
  failed: number;
  failures: XeroFailureView[];
}

interface XeroDocumentState {
  state: string;
  error: string | null;
  syncedAt: Date | null;
}

/** How many failures the owner's list shows, newest first. */
const FAILURES_SHOWN = 50;

export class XeroSyncService {
  constructor(private readonly deps: { changes: ChangeUnit; connection: XeroConnectionService }) {
    deps.changes.alsoInTransaction((tx, announced, effects) => this.queueFor(tx, announced, effects));
  }

  /** Queues the documents `announced` changes made, while Xero is connected; the worker wakes after the commit. */
  async queueFor(tx: EntityManager, announced: readonly Announced[], effects: Effects): Promise<void> {
    for (const merged of announced.filter((a) => a.kind.entity === 'customer' && a.kind.name === 'merged')) {
      const { id, mergedId } = merged.facts as { id: string; mergedId: string };
      // The merged customer's Xero contact becomes the kept one's, unless they have their own.
      await this.sql(tx, `UPDATE xero_contact SET customer_id = ? WHERE customer_id = ? AND NOT EXISTS (SELECT 1 FROM xero_contact WHERE customer_id = ?)`, [id, mergedId, id]);
      await this.sql(tx, `DELETE FROM xero_contact WHERE customer_id = ?`, [mergedId]);
    }
    const changes = announced.filter((a) => a.kind.entity === 'invoice');
    if (!changes.length) return;
    const [connection] = await this.sql<{ connected: boolean }>(tx, `SELECT tenant_id IS NOT NULL AND tokens_sealed IS NOT NULL AS connected FROM xero_connection WHERE id = 'xero'`);
    if (!connection?.connected) return;
    const queue: Queued[] = [];
    for (const change of changes) {
      const invoiceNumber = (change.facts as { invoiceNumber?: string }).invoiceNumber;
      if (!invoiceNumber) continue;
      const invoice = await tx.findOne(Invoice, { invoiceNumber });
      if (!invoice) {
        // Deleted (it was never emailed): voided in Xero if it went there.
        const inQueue = await tx.findOne(XeroSync, { kind: 'invoice', invoiceNumber });
        if (inQueue) queue.push({ kind: 'invoice-void', referenceId: inQueue.referenceId, invoiceNumber, onConflict: 'keep' });
        continue;
      }
      const of = (kind: XeroSyncKind, referenceId: string, onConflict: Queued['onConflict'] = 'keep') => queue.push({ kind, referenceId, invoiceNumber, onConflict });
      switch (change.kind.name) {
        case 'created':
          of('invoice', invoice._id);
          break;
        case 'regenerated':
          of('invoice', invoice._id, 'again');
          break;
        case 'payment':
        case 'paid':
          of('invoice', invoice._id);
          for (const p of await tx.find(InvoicePayment, { invoice: invoice._id, reversedAt: null })) of('payment', p._id);
          break;
        case 'payment-reversed': {
          const reversed = await tx.find(InvoicePayment, { invoice: invoice._id, reversedAt: { $ne: null } });
          const queuedPayments = new Set((await tx.find(XeroSync, { kind: 'payment', referenceId: { $in: reversed.map((p) => p._id) } })).map((r) => r.referenceId));
          for (const p of reversed) if (queuedPayments.has(p._id)) of('payment-reversal', p._id);
          break;
        }
        // Voiding by an adjustment note is announced as 'voided' (or, before that kind existed, 'deleted').
        case 'voided':
        case 'deleted': {
          const note = invoice.voidedAt ? await tx.findOne(CreditNote, { invoice: invoice._id }) : null;
          const inQueue = await tx.findOne(XeroSync, { kind: 'invoice', referenceId: invoice._id });
          if (note && inQueue) of('credit-note', note._id);
          break;
        }
      }
    }
    if (!queue.length) return;
    for (const q of queue) {
      const again = `DO UPDATE SET state = 'queued', attempts = 0, error = NULL, next_attempt_at = now(), locked_by = NULL, locked_until = NULL`;
      await this.sql(
        tx,
        `INSERT INTO xero_sync (_id, kind, reference_id, invoice_number, state, attempts, next_attempt_at, created_at)
         VALUES (?, ?, ?, ?, 'queued', 0, now(), now())
         ON CONFLICT (kind, reference_id) ${q.onConflict === 'again' ? again : 'DO NOTHING'}`,
        [newId(), q.kind, q.referenceId, q.invoiceNumber],
      );
    }
    effects.publish('xero.queued', {});
  }

  /** The connection and the queue as the owner's panel shows them. */
  async view(em: EntityManager): Promise<XeroView> {
    const row = await this.deps.connection.row(em);
    const app = await this.deps.connection.app(em).catch(() => null);
    const [counts] = await this.sql<{ queued: number; failed: number }>(
      em,
      `SELECT count(*) FILTER (WHERE state IN ('queued', 'sending'))::int AS queued, count(*) FILTER (WHERE state = 'failed')::int AS failed FROM xero_sync`,
    );
    const failures = await this.sql<{ id: string; kind: XeroSyncKind; invoiceNumber: string; error: string | null; attempts: number; at: Date }>(
      em,
      `SELECT _id AS id, kind, invoice_number AS "invoiceNumber", error, attempts, next_attempt_at AS at FROM xero_sync
       WHERE state = 'failed' ORDER BY next_attempt_at DESC LIMIT ${FAILURES_SHOWN}`,
    );
    const connected = Boolean(row?.tokensSealed && row.tenantId);
    return {
      configured: Boolean(app),
      appSource: app?.source ?? null,
      clientId: app?.id ?? null,
      connected,
      tenantName: connected ? (row?.tenantName ?? null) : null,
      tenantChoices: row?.tokensSealed && !row.tenantId ? (row.tenants ?? []) : [],
      connectedAt: row?.tokensSealed ? (row.connectedAt ?? null) : null,
      connectedBy: row?.tokensSealed ? (row.connectedBy ?? null) : null,
      lastSyncAt: row?.lastSyncAt ?? null,
      pausedUntil: row?.pausedUntil && row.pausedUntil > new Date() ? row.pausedUntil : null,
      queued: counts?.queued ?? 0,
      failed: counts?.failed ?? 0,
      failures: failures.map((f) => ({ ...f, error: f.error ?? 'Failed.', at: new Date(f.at) })),
    };
  }

  /** Every failed document queued again now (and those waiting for their next attempt); answers how many. */
  async retry(em: EntityManager): Promise<number> {
    return this.deps.changes.run(em, async (tx, effects) => {
      // One attempt counted stays: a payment's retry still looks for itself in Xero before it is created.
      const rows = await this.sql<{ _id: string }>(
        tx,
        `UPDATE xero_sync SET state = 'queued', attempts = least(attempts, 1), next_attempt_at = now(), error = NULL
         WHERE state = 'failed' OR (state = 'queued' AND next_attempt_at > now()) RETURNING _id`,
      );
      if (rows.length) effects.audit({ action: 'xero.retried', entityType: 'settings', entityId: 'xero', summary: `Xero sync retried (${rows.length} document${rows.length === 1 ? '' : 's'})` });
      effects.publish('xero.queued', {});
      return rows.length;
    });
  }

  /** An invoice's own sync state, or null when it was never queued. */
  async invoiceState(em: EntityManager, invoiceId: string): Promise<XeroDocumentState | null> {
    const row = await em.findOne(XeroSync, { kind: 'invoice', referenceId: invoiceId });
    return row ? { state: row.state, error: row.error ?? null, syncedAt: row.syncedAt ?? null } : null;
  }

  private sql<T>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
    return em.getConnection().execute<T[]>(query, params, 'all', em.getTransactionContext());
  }
}
