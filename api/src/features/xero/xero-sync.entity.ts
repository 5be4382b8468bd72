/**
 * One document to push to Xero (an invoice, its voiding, a payment, its reversal, a credit note), written in
 * the transaction of the change that made it, and sent after the commit by the Xero worker:
 * 'queued' → 'sending' (leased) → 'sent' with Xero's id, or 'failed' with Xero's reason after the
 * last attempt. One row per document and kind, so a document is queued once however often it changes.
 */
import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { newId } from '../../shared/ids.js';

export type XeroSyncKind = 'invoice' | 'invoice-void' | 'payment' | 'payment-reversal' | 'credit-note';
type XeroSyncState = 'queued' | 'sending' | 'sent' | 'failed';

@Entity({ tableName: 'xero_sync' })
@Check({ name: 'xero_sync_kind_check', expression: `"kind" in ('invoice', 'invoice-void', 'payment', 'payment-reversal', 'credit-note')` })
@Check({ name: 'xero_sync_state_check', expression: `"state" in ('queued', 'sending', 'sent', 'failed')` })
@Unique({ name: 'xero_sync_document_unique', properties: ['kind', 'referenceId'] })
// The worker's due rows, oldest first.
@Index({ name: 'xero_sync_due_index', properties: ['state', 'nextAttemptAt'] })
export class XeroSync {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Property({ type: 'string', length: 20 })
  kind!: XeroSyncKind;

  /** Our id of the document: the invoice's, the payment's or the credit note's. */
  @Property({ type: 'string', columnType: 'char(24)' })
  referenceId!: string;

  /** The invoice it belongs to, as staff know it (INV-000123). */
  @Property({ type: 'string', length: 20 })
  invoiceNumber!: string;

  @Property({ type: 'string', length: 12 })
  state: XeroSyncState & Opt = 'queued';

  /** Xero's id of the document once it is there (InvoiceID, PaymentID, CreditNoteID). */
  @Property({ type: 'string', length: 64, nullable: true })
  xeroId?: string | null;

  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  /** Why the last attempt failed, in Xero's words where it gave some. */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  nextAttemptAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lockedUntil?: Date | null;

  @Property({ type: 'string', length: 64, nullable: true })
  lockedBy?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  syncedAt?: Date | null;
}
