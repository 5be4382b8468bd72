/**
 * What an invoice's documents say, for the documents' issuer (documents/issue.ts): the PDF's facts
 * (a re-generated copy says when it was made, a receipt adds its payments), its name, its record
 * among the invoice's PDFs, and the email that carries it. Pure: the services plan, render outside
 * their transactions and store inside them.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueuedMail } from '../../platform/mail/public.js';
import { pdfFilename } from '../documents/document.service.js';
import { formatAbn } from '../../shared/abn.js';
import type { StoredDocument } from '../documents/document-issuer.service.js';
import type { InvoiceFacts } from '../documents/public.js';
import { pricedFacts } from '../documents/priced-document.entity.js';
import type { ReceiptFacts } from '../documents/public.js';
import { InvoiceDocument, type Invoice, type InvoiceDocumentReason } from './invoice.entity.js';
import type { InvoicePayment } from './invoice-payment.entity.js';
import { invoiceMail, type InvoiceMailReason, type PaymentMailFacts } from './invoice.templates.js';

/** The invoice's PDF: a copy made at `reissuedAt` says so; a receipt prints `receipt`. */
export function invoicePdfFacts(invoice: Invoice, reissuedAt: Date | null, receipt: ReceiptFacts | null): InvoiceFacts {
  return {
    invoiceNumber: invoice.invoiceNumber,
    issuedAt: invoice.issuedAt,
    ...pricedFacts(
      invoice,
      invoice.gstPercentage,
      {
        name: invoice.customerName,
        email: invoice.customerEmail,
        phone: invoice.phoneNumber ?? null,
        company: invoice.customerCompany ?? null,
        abn: invoice.customerAbn ? formatAbn(invoice.customerAbn) : null,
      },
      invoice.carRego,
      invoice.vehicleDetails ?? null,
    ),
    purchaseOrder: invoice.purchaseOrder ?? null,
    dueOn: invoice.dueOn ?? null,
    declined: invoice.declinedItems ?? [],
    reissuedAt,
    receipt,
  };
}

/** Invoice-INV-000123-ABC123.pdf, or Receipt-… for a receipt. */
export function invoicePdfName(invoice: Pick<Invoice, 'invoiceNumber' | 'carRego'>, reason: InvoiceDocumentReason): string {
  return pdfFilename(reason === 'receipt' ? 'Receipt' : 'Invoice', invoice.invoiceNumber, invoice.carRego);
}

/**
 * Records a stored PDF among the invoice's PDFs (in `tx`, written at its next flush). An issued or
 * re-generated copy becomes the current one; a receipt is kept beside it.
 */
export function recordInvoicePdf(tx: EntityManager, invoice: Invoice, doc: StoredDocument, reason: InvoiceDocumentReason, at: Date): InvoiceDocument {
  const record = tx.create(InvoiceDocument, { invoice, documentId: doc._id, filename: doc.filename, sha256: doc.sha256, reason, createdAt: at });
  if (reason !== 'receipt') {
    invoice.documentId = doc._id;
    invoice.documentSha256 = doc.sha256;
  }
  return record;
}

/** The invoice email to each address, `documentId` attached (a receipt's mail adds its `payment`; an invoice owing, its 'Pay now' link while Stripe is connected). */
export function invoiceMails(invoice: Invoice, to: readonly string[], reason: InvoiceMailReason, title: string, documentId: string, payment?: PaymentMailFacts, payUrl?: string | null): QueuedMail[] {
  const facts = {
    reason,
    invoiceNumber: invoice.invoiceNumber,
    title,
    customerName: invoice.customerName,
    carRego: invoice.carRego,
    issuedAt: invoice.issuedAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    // The mail's facts (payload version 1) keep their own names.
    items: invoice.items.map((l) => ({ description: l.description, quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
    pricesIncludeGst: invoice.pricesIncludeGst,
    gstPercentage: invoice.gstPercentage,
    subtotalCents: invoice.subtotalCents,
    gstCents: invoice.gstCents,
    totalCents: invoice.totalCents,
    notes: invoice.notes || null,
    documentId,
    ...(payment ? { payment } : {}),
    ...(payUrl && invoice.balanceDueCents > 0 ? { payUrl } : {}),
    ...(invoice.purchaseOrder ? { purchaseOrder: invoice.purchaseOrder } : {}),
    ...(invoice.declinedItems?.length ? { declined: invoice.declinedItems.map((l) => ({ description: l.description, quantity: l.quantity, unitPriceCents: l.unitPriceCents })) } : {}),
  };
  return to.map((address) => invoiceMail.mail(address, facts));
}

/** The payments that count, oldest first (by the day paid, then as recorded): the order the receipt prints them in. */
export function countedPayments<P extends Pick<InvoicePayment, '_id' | 'paidOn' | 'recordedAt' | 'reversedAt'>>(payments: readonly P[]): P[] {
  return payments
    .filter((p) => !p.reversedAt)
    .sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.recordedAt.getTime() - b.recordedAt.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}
