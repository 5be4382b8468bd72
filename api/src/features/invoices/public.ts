/** What invoices offer other features: an invoice as REST shows it, the figures' types, and its declared changes. */
import type { EntityManager } from '@mikro-orm/postgresql';
export type { InvoiceFigures, IssuedInvoiceRow } from './invoice-figures.js';
export { invoiceJson, invoiceSchema } from './invoice.json.js';
export { invoiceChanges } from './invoice.changes.js';
export { ownerMayOverride } from './credit-limit-override.js';
export { cardsOfUnpaidSince, unpaidInvoices, type UnpaidInvoice } from './invoice-today.js';

/** A merged customer's invoices become the kept customer's (customers' merge), in the caller's transaction; the documents keep the details printed on them. */
export async function moveInvoicesToCustomer(tx: EntityManager, goneId: string, keepId: string): Promise<void> {
  await tx.getConnection().execute('update invoice set customer_id = ? where customer_id = ?', [keepId, goneId], 'run', tx.getTransactionContext());
}
export { withholdInvoicesOf } from './invoice-erasure.js';
