/** The REST shapes of invoices: SPEC's field names, amounts in dollars (129.95). */
import { centsToDollars } from '../../shared/money.js';
import type { Invoice, InvoiceDocument } from './invoice.entity.js';

export function invoiceDocumentJson(d: InvoiceDocument) {
  return { documentId: d.documentId, filename: d.filename, sha256: d.sha256, reason: d.reason, createdAt: d.createdAt.toISOString() };
}

export function invoiceJson(invoice: Invoice, documents?: InvoiceDocument[]) {
  return {
    _id: invoice._id,
    invoiceNumber: invoice.invoiceNumber,
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    carRego: invoice.carRego,
    phoneNumber: invoice.phoneNumber ?? null,
    customerId: invoice.customerId ?? null,
    items: invoice.items.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: centsToDollars(l.unitCents) })),
    notes: invoice.notes,
    gstPercentage: invoice.gstPercentage,
    gstIncluded: invoice.pricesIncludeGst,
    issueDate: invoice.issuedAt.toISOString(),
    subtotal: centsToDollars(invoice.subtotalCents),
    gst: centsToDollars(invoice.gstCents),
    totalAmount: centsToDollars(invoice.totalCents),
    status: invoice.status,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    sentAt: invoice.sentAt?.toISOString() ?? null,
    jobCardId: invoice.jobCard?._id ?? null,
    /** The current PDF (open it through /api/admin/invoices/view/{invoiceNumber}). */
    documentId: invoice.documentId ?? null,
    documentSha256: invoice.documentSha256 ?? null,
    ...(documents ? { documents: documents.map(invoiceDocumentJson) } : {}),
  };
}
