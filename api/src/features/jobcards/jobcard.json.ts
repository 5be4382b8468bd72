/** The REST shapes of job cards and quotes: the documented field names, amounts in dollars (129.95). */
import type { JobCard } from './jobcard.entity.js';
import { centsToDollars } from '../../shared/money.js';
import { lineKindJson, type PricedLine } from '../../shared/priced-document.js';
import { quoteNumberLabel, QuoteStatus, type Quote } from './quote.entity.js';

/** A line under the job cards' documented names: estimateCost in dollars. */
function itemJson(item: PricedLine) {
  return { description: item.description, quantity: item.quantity, estimateCost: centsToDollars(item.unitPriceCents), ...lineKindJson(item) };
}

/** A job card's line: as any line, with its origin against the decided quote (null before a decision). */
function cardItemJson(item: PricedLine) {
  return { ...itemJson(item), origin: item.origin ?? null };
}

function totalsJson(q: Quote) {
  return {
    items: q.items.map(itemJson),
    gstPercent: q.gstPercent,
    pricesIncludeGst: q.pricesIncludeGst,
    subtotal: centsToDollars(q.subtotalCents),
    gst: centsToDollars(q.gstCents),
    gstFreeAmount: centsToDollars(q.gstFreeCents),
    total: centsToDollars(q.totalCents),
    notes: q.notes,
  };
}

export function quoteJson(q: Quote) {
  return {
    _id: q._id,
    number: quoteNumberLabel(q.number),
    sentAt: q.sentAt.toISOString(),
    ...totalsJson(q),
    documentId: q.documentId ?? null,
    status: q.status,
    decidedAt: q.decidedAt?.toISOString() ?? null,
    decisionIp: q.decisionIp ?? null,
    decisionUserAgent: q.decisionUserAgent ?? null,
    declineNote: q.declineNote ?? null,
    approvalNote: q.approvalNote ?? null,
    decidedByName: q.decidedByName ?? null,
    approvedByName: q.approvedByName,
    approvedLines: q.approvedLines ?? null,
    approvedTotal: q.approvedTotalCents === null || q.approvedTotalCents === undefined ? null : centsToDollars(q.approvedTotalCents),
  };
}

export function jobCardJson(card: JobCard) {
  const t = card.termsAcceptance;
  return {
    _id: card._id,
    jobNumber: card.jobNumber,
    customerName: card.customerName,
    customerEmail: card.customerEmail,
    customerPhone: card.customerPhone ?? null,
    carRego: card.carRego,
    customerId: card.customerId ?? null,
    appointmentId: card.appointmentId ?? null,
    vehicleMake: card.vehicleMake ?? null,
    vehicleModel: card.vehicleModel ?? null,
    vehicleYear: card.vehicleYear ?? null,
    odometerKm: card.odometerKm ?? null,
    customerComplaint: card.customerComplaint ?? null,
    status: card.status,
    createdAt: card.createdAt.toISOString(),
    termsAcceptance: { ...t, timestamp: t.timestamp?.toISOString() ?? null },
    finalItems: card.finalItems.map(cardItemJson),
    mechanicNotes: card.mechanicNotes,
    workshopNotes: card.workshopNotes,
    quotes: (card.quoteList ?? []).map(quoteJson),
    /** The archived signed PDF's document id (REST pdfPath); null until one is stored. */
    pdfPath: card.signedDocumentId ?? null,
    /** When the customer was last told the car is ready ('Notify customer'); null: not yet. */
    readyNotifiedAt: card.readyNotifiedAt?.toISOString() ?? null,
    revision: card.revision,
  };
}

/** What the customer's quote page shows: no decision evidence, no internal ids. */
export function publicQuoteJson(q: Quote) {
  return {
    _id: q._id,
    number: quoteNumberLabel(q.number),
    sentAt: q.sentAt.toISOString(),
    customerName: q.jobCard.customerName,
    carRego: q.jobCard.carRego,
    ...totalsJson(q),
    status: q.status,
    superseded: q.status === QuoteStatus.superseded,
    decidedAt: q.decidedAt?.toISOString() ?? null,
    approvedLines: q.approvedLines ?? null,
    approvedTotal: q.approvedTotalCents === null || q.approvedTotalCents === undefined ? null : centsToDollars(q.approvedTotalCents),
  };
}
