/** What invoices offer other features: an invoice as REST shows it, and the figures' types. */
export type { InvoiceFigures, IssuedInvoiceRow } from './invoice-figures.js';
export { invoiceJson } from './invoice.json.js';
export { cardsOfUnpaidSince, unpaidInvoices, type UnpaidInvoice, type UnpaidInvoices } from './invoice-today.js';
