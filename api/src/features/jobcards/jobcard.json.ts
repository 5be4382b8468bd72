/** The REST shapes of job cards and quotes: the documented field names, amounts in dollars (129.95). */
import type { JobCard } from './jobcard.entity.js';
import { centsToDollars } from '../../shared/money.js';
import { json } from '../../shared/json-schema.js';
import { LINE_ORIGINS } from '../../shared/money.js';
import { lineKindJson, lineKindProperties, type PricedLine } from '../../shared/priced-document.js';
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

const dollars = json.number({ description: 'Dollars (129.95).' });
const maybeText = json.nullable(json.string());
const itemSchema = json.object({ description: json.string(), quantity: json.number(), estimateCost: dollars, ...lineKindProperties });
const totalsProperties = {
  items: json.array(itemSchema),
  gstPercent: json.number(),
  pricesIncludeGst: json.boolean(),
  subtotal: dollars,
  gst: dollars,
  gstFreeAmount: dollars,
  total: dollars,
  notes: maybeText,
};
const decision = {
  status: json.oneOf(Object.values(QuoteStatus)),
  decidedAt: json.nullable(json.dateTime()),
  approvedLines: json.nullable(json.array(json.integer(), { description: 'The lines approved (0-based), when only some were.' })),
  approvedTotal: json.nullable(dollars),
};

/** A quote as REST answers it. */
export const quoteSchema = json.named(
  'Quote',
  json.object({
    _id: json.id(),
    number: json.string(),
    sentAt: json.dateTime(),
    ...totalsProperties,
    documentId: maybeText,
    ...decision,
    decisionIp: maybeText,
    decisionUserAgent: maybeText,
    declineNote: maybeText,
    approvalNote: maybeText,
    decidedByName: maybeText,
    approvedByName: maybeText,
  }),
);

/** The customer's signature of the terms. */
const termsAcceptanceSchema = json.object(
  {
    isAccepted: json.boolean(),
    timestamp: json.nullable(json.dateTime()),
    signedName: maybeText,
    signatureKind: maybeText,
    ip: maybeText,
    userAgent: maybeText,
    termsSha256: maybeText,
    documentId: maybeText,
    documentSha256: maybeText,
  },
  { optional: ['signatureKind', 'ip', 'userAgent', 'termsSha256', 'documentId', 'documentSha256'] },
);

/** A job card as REST answers it. */
export const jobCardSchema = json.named(
  'JobCard',
  json.object({
    _id: json.id(),
    jobNumber: json.string({ description: 'The job number as printed.' }),
    customerName: json.string(),
    customerEmail: maybeText,
    customerPhone: maybeText,
    carRego: maybeText,
    customerId: json.nullable(json.id()),
    appointmentId: json.nullable(json.id()),
    vehicleMake: maybeText,
    vehicleModel: maybeText,
    vehicleYear: json.nullable(json.integer()),
    odometerKm: json.nullable(json.integer()),
    customerComplaint: maybeText,
    status: json.string(),
    createdAt: json.dateTime(),
    termsAcceptance: termsAcceptanceSchema,
    finalItems: json.array(json.extend(itemSchema, { origin: json.nullable(json.oneOf(LINE_ORIGINS)) })),
    mechanicNotes: maybeText,
    workshopNotes: maybeText,
    quotes: json.array(quoteSchema),
    pdfPath: json.nullable(json.string({ description: 'The signed terms PDF’s document id; null until signed.' })),
    readyNotifiedAt: json.nullable(json.dateTime()),
    revision: json.integer({ description: 'Send it back with a change: a card changed meanwhile is refused (409).' }),
  }),
);

/** The customer's quote page's quote. */
export const publicQuoteSchema = json.named(
  'PublicQuote',
  json.object({
    _id: json.id(),
    number: json.string(),
    sentAt: json.dateTime(),
    customerName: json.string(),
    carRego: maybeText,
    ...totalsProperties,
    ...decision,
    superseded: json.boolean(),
  }),
);

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
