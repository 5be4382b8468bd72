/** An invoice as REST answers it after a change or when opened: with its PDFs, payments and adjustment note. */
import type { Call } from '../../edge/operation.js';
import type { Invoice } from './invoice.entity.js';
import { invoiceJson } from './invoice.json.js';

/** The detail of `invoice`, read when REST answers (GraphQL reads these through the Invoice's fields). */
export const detailOf =
  ({ em, services }: Pick<Call, 'em' | 'services'>, invoice: Invoice) =>
  async () =>
    invoiceJson(invoice, {
      documents: await services.invoices.documentsOf(em, invoice),
      payments: await services.invoicePayments.paymentsOf(em, invoice),
      creditNote: await services.invoices.creditNoteOf(em, invoice),
    });
