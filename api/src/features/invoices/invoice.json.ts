/** The REST shapes of invoices: the documented field names, amounts in dollars (129.95). */
import { json } from '../../shared/json-schema.js';
import { lineKindJson, lineKindProperties } from '../../shared/priced-document.js';
import { centsToDollars } from '../../shared/money.js';
import type { Invoice, InvoiceDocument } from './invoice.entity.js';
import type { InvoicePayment } from './invoice-payment.entity.js';
import type { CreditNote } from './credit-note.entity.js';

const dollars = json.number({ description: 'Dollars (129.95).' });
const maybeText = json.nullable(json.string());

const invoiceDocumentSchema = json.object({ documentId: json.string(), filename: json.string(), sha256: json.string(), reason: json.string(), createdAt: json.dateTime() });

const invoicePaymentSchema = json.object({
  id: json.id(),
  amount: dollars,
  method: json.string(),
  paidAt: json.date('The day it was paid.'),
  reference: maybeText,
  surcharge: dollars,
  refunded: dollars,
  recordedBy: json.string(),
  recordedAt: json.dateTime(),
  reversedAt: json.nullable(json.dateTime()),
  reversedBy: maybeText,
});

const creditNoteSchema = json.object({
  creditNoteNumber: json.string(),
  invoiceNumber: json.string(),
  issuedAt: json.dateTime(),
  subtotal: dollars,
  gst: dollars,
  total: dollars,
  documentId: maybeText,
  documentSha256: maybeText,
  issuedBy: json.string(),
});

/** An invoice as REST answers it; opened on its own, with its PDFs, payments and adjustment note too. */
export const invoiceSchema = json.named(
  'Invoice',
  json.object(
    {
      _id: json.id(),
      invoiceNumber: json.string({ description: 'The invoice number as printed.' }),
      customerName: json.string(),
      customerEmail: maybeText,
      carRego: maybeText,
      phoneNumber: maybeText,
      purchaseOrder: json.nullable(json.string({ description: 'The customer’s purchase order number.' })),
      customerCompany: json.nullable(json.string({ description: 'The business it was issued to, as it was then.' })),
      customerAbn: json.nullable(json.string({ description: 'The business’s ABN as it was then, 11 digits.' })),
      dueDate: json.nullable(json.date('The day it is due under the customer’s account terms; null: the workshop’s payment terms.')),
      customerId: json.nullable(json.id()),
      items: json.array(json.object({ description: json.string(), quantity: json.number(), unitPrice: dollars, ...lineKindProperties })),
      notes: maybeText,
      gstPercentage: json.number(),
      gstIncluded: json.boolean(),
      issueDate: json.dateTime(),
      subtotal: dollars,
      gst: dollars,
      gstFreeAmount: dollars,
      totalAmount: dollars,
      amountPaid: dollars,
      balanceDue: dollars,
      status: json.oneOf(['paid', 'unpaid']),
      partPaid: json.boolean(),
      paidAt: json.nullable(json.dateTime()),
      sentAt: json.nullable(json.dateTime()),
      jobCardId: json.nullable(json.id()),
      documentId: maybeText,
      documentSha256: maybeText,
      voided: json.boolean(),
      voidedAt: json.nullable(json.dateTime()),
      documents: json.array(invoiceDocumentSchema),
      payments: json.array(invoicePaymentSchema),
      creditNote: json.nullable(creditNoteSchema),
    },
    { optional: ['documents', 'payments', 'creditNote'] },
  ),
);

function invoiceDocumentJson(d: InvoiceDocument) {
  return { documentId: d.documentId, filename: d.filename, sha256: d.sha256, reason: d.reason, createdAt: d.createdAt.toISOString() };
}

function invoicePaymentJson(p: InvoicePayment) {
  return {
    id: p._id,
    amount: centsToDollars(p.amountCents),
    method: p.method,
    paidAt: p.paidOn,
    reference: p.reference ?? null,
    surcharge: centsToDollars(p.surchargeCents),
    refunded: centsToDollars(p.refundedCents),
    recordedBy: p.recordedBy,
    recordedAt: p.recordedAt.toISOString(),
    reversedAt: p.reversedAt?.toISOString() ?? null,
    reversedBy: p.reversedBy ?? null,
  };
}

function creditNoteJson(note: CreditNote) {
  return {
    creditNoteNumber: note.creditNoteNumber,
    invoiceNumber: note.invoiceNumber,
    issuedAt: note.issuedAt.toISOString(),
    subtotal: centsToDollars(note.subtotalCents),
    gst: centsToDollars(note.gstCents),
    total: centsToDollars(note.totalCents),
    documentId: note.documentId,
    documentSha256: note.documentSha256,
    issuedBy: note.issuedBy,
  };
}

/** An invoice; with `detail` (GET /api/admin/invoices/{n}), also every PDF, every payment and its adjustment note. */
export function invoiceJson(invoice: Invoice, detail?: { documents: InvoiceDocument[]; payments: InvoicePayment[]; creditNote: CreditNote | null }) {
  return {
    _id: invoice._id,
    invoiceNumber: invoice.invoiceNumber,
    customerName: invoice.customerName,
    customerEmail: invoice.customerEmail,
    carRego: invoice.carRego,
    phoneNumber: invoice.phoneNumber ?? null,
    purchaseOrder: invoice.purchaseOrder ?? null,
    customerCompany: invoice.customerCompany ?? null,
    customerAbn: invoice.customerAbn ?? null,
    dueDate: invoice.dueOn ?? null,
    customerId: invoice.customerId ?? null,
    items: invoice.items.map((l) => ({ description: l.description, quantity: l.quantity, unitPrice: centsToDollars(l.unitPriceCents), ...lineKindJson(l) })),
    notes: invoice.notes,
    gstPercentage: invoice.gstPercentage,
    gstIncluded: invoice.pricesIncludeGst,
    issueDate: invoice.issuedAt.toISOString(),
    subtotal: centsToDollars(invoice.subtotalCents),
    gst: centsToDollars(invoice.gstCents),
    gstFreeAmount: centsToDollars(invoice.gstFreeCents),
    totalAmount: centsToDollars(invoice.totalCents),
    amountPaid: centsToDollars(invoice.amountPaidCents),
    balanceDue: centsToDollars(invoice.balanceDueCents),
    status: invoice.status,
    partPaid: invoice.partPaid,
    paidAt: invoice.paidAt?.toISOString() ?? null,
    sentAt: invoice.sentAt?.toISOString() ?? null,
    jobCardId: invoice.jobCard?._id ?? null,
    /** The current PDF (open it through /api/admin/invoices/view/{invoiceNumber}). */
    documentId: invoice.documentId ?? null,
    documentSha256: invoice.documentSha256 ?? null,
    voided: invoice.voided,
    voidedAt: invoice.voidedAt?.toISOString() ?? null,
    ...(detail
      ? { documents: detail.documents.map(invoiceDocumentJson), payments: detail.payments.map(invoicePaymentJson), creditNote: detail.creditNote ? creditNoteJson(detail.creditNote) : null }
      : {}),
  };
}
