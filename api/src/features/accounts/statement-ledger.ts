/** Reads customers' invoices, adjustment notes and payments (through the invoices' entities) as the statement's ledger. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { toLocal, addDays } from '../../shared/time.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { CreditNote } from '../invoices/credit-note.entity.js';
import { InvoicePayment, PAYMENT_METHOD_LABELS } from '../invoices/invoice-payment.entity.js';
import type { LedgerInvoice } from './statement-figures.js';

export interface LedgerOptions {
  timeZone: string;
  /** The workshop's payment terms: an invoice without a due date of its own is due this many days after its issue day. */
  paymentTermsDays: number;
}

/** A date column as yyyy-MM-dd, whether the driver gives it as text or as a Date (midnight UTC). */
function dateOnly(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/** Each customer's invoices issued before `before` (an instant), oldest first, with their notes and the payments that count. */
export async function ledgersOf(em: EntityManager, customerIds: readonly string[], before: Date, options: LedgerOptions): Promise<Map<string, LedgerInvoice[]>> {
  const ledgers = new Map<string, LedgerInvoice[]>(customerIds.map((id) => [id, []]));
  if (!customerIds.length) return ledgers;
  const invoices = await em.find(
    Invoice,
    { customer: { $in: [...customerIds] }, issuedAt: { $lt: before } },
    { fields: ['invoiceNumber', 'issuedAt', 'totalCents', 'dueOn', 'voidedAt', 'purchaseOrder', 'carRego', 'customer'], orderBy: { issuedAt: 'asc', number: 'asc' } },
  );
  if (!invoices.length) return ledgers;
  const ids = invoices.map((i) => i._id);
  const [notes, payments] = await Promise.all([
    em.find(CreditNote, { invoice: { $in: ids } }, { fields: ['creditNoteNumber', 'issuedAt', 'invoice'] }),
    em.find(InvoicePayment, { invoice: { $in: ids }, reversedAt: null }, { fields: ['amountCents', 'refundedCents', 'paidOn', 'method', 'reference', 'invoice'], orderBy: { paidOn: 'asc', recordedAt: 'asc' } }),
  ]);
  const day = (at: Date) => toLocal(at, options.timeZone).date;
  const noteOf = new Map(notes.map((n) => [n.invoice._id, { creditNoteNumber: n.creditNoteNumber, issuedOn: day(n.issuedAt) }]));
  const paymentsOf = new Map<string, LedgerInvoice['payments']>();
  for (const p of payments) {
    const amountCents = p.amountCents - p.refundedCents;
    if (amountCents <= 0) continue;
    const list = paymentsOf.get(p.invoice._id) ?? [];
    list.push({ paidOn: dateOnly(p.paidOn), amountCents, method: PAYMENT_METHOD_LABELS[p.method], reference: p.reference ?? null });
    paymentsOf.set(p.invoice._id, list);
  }
  for (const inv of invoices) {
    const issuedOn = day(inv.issuedAt);
    const note = noteOf.get(inv._id) ?? (inv.voidedAt ? { creditNoteNumber: 'Adjustment', issuedOn: day(inv.voidedAt) } : null);
    ledgers.get(inv.customer!._id)?.push({
      invoiceNumber: inv.invoiceNumber,
      issuedOn,
      dueOn: inv.dueOn ? dateOnly(inv.dueOn) : addDays(issuedOn, options.paymentTermsDays),
      totalCents: inv.totalCents,
      purchaseOrder: inv.purchaseOrder ?? null,
      carRego: inv.carRego,
      note,
      payments: paymentsOf.get(inv._id) ?? [],
    });
  }
  return ledgers;
}
