/**
 * What a job card's documents and emails say: the signed terms' PDF and its copy to the customer,
 * the quote's PDF and its email with the approval link, the signing request and the workshop's
 * notice of a decided quote. Pure: the services plan, render outside their transactions through
 * the documents' issuer (documents/issue.ts), and store and mail inside them.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { QueuedMail } from '../../platform/mail/public.js';
import { regoKey } from '../../shared/rego.js';
import { addDays, toLocal } from '../../shared/time.js';
import { pdfFilename } from '../documents/document.service.js';
import type { QuoteFacts } from '../documents/public.js';
import type { SignedTermsFacts } from '../documents/public.js';
import { pricedFacts } from '../documents/priced-document.entity.js';
import { vehicleFactsOf, type InspectionCheckFacts, type VehicleFacts } from '../documents/public.js';
import { Vehicle } from '../vehicles/vehicle.entity.js';
import { jobCardQuote, jobCardQuoteDecided, jobCardSigningRequest, jobCardTermsSigned } from './jobcard.templates.js';
import type { JobCard } from './jobcard.entity.js';
import { quoteNumberLabel, type Quote } from './quote.entity.js';

export interface SigningEvidence {
  signedAt: Date;
  signatureKind: 'drawn' | 'typed';
  /** The drawn signature (PNG bytes), or null for a typed name. */
  signaturePng: Buffer | null;
  signedName: string | null;
  ip: string;
  userAgent: string;
  /** The exact terms shown and accepted, in order, and the SHA-256 of their text. */
  terms: readonly string[];
  termsSha256: string;
}

export type QuoteDecision = 'approved' | 'declined';

/** A card was created: the customer is emailed the signing link PUBLIC_URL/accept-policy/{id}. */
export function signingRequestMail(card: JobCard): QueuedMail {
  return jobCardSigningRequest.mail(card.customerEmail, { cardId: card._id, customerName: card.customerName, carRego: card.carRego });
}

/** The signed terms' PDF: the terms accepted, the signature and who signed, when and from where. */
export function signedTermsFacts(card: Pick<JobCard, '_id' | 'carRego' | 'customerName'>, evidence: SigningEvidence): SignedTermsFacts {
  return {
    jobCardId: card._id,
    carRego: card.carRego,
    customerName: card.customerName,
    terms: [...evidence.terms],
    termsSha256: evidence.termsSha256,
    signature: evidence.signaturePng ? { kind: 'drawn', png: evidence.signaturePng } : { kind: 'typed', name: evidence.signedName ?? '' },
    signedAt: evidence.signedAt,
    ip: evidence.ip,
    userAgent: evidence.userAgent,
  };
}

export function signedTermsName(card: Pick<JobCard, '_id' | 'carRego'>): string {
  return pdfFilename('Signed-Terms', card.carRego, card._id.slice(-6).toUpperCase());
}

/** The customer's copy of the signed terms, the stored PDF `documentId` attached. */
export function termsSignedMail(card: JobCard, evidence: SigningEvidence, documentId: string): QueuedMail {
  return jobCardTermsSigned.mail(card.customerEmail, {
    customerName: card.customerName,
    carRego: card.carRego,
    signedAt: evidence.signedAt.toISOString(),
    signatureKind: evidence.signatureKind,
    signedName: evidence.signedName,
    terms: [...evidence.terms],
    termsSha256: evidence.termsSha256,
    documentId,
  });
}

/**
 * The quote's PDF (with the card's inspection): prices held `validityDays` calendar days in the
 * workshop's zone from the day it is sent (not 24-hour steps across a clock change), and the approval link PUBLIC_URL/quote/{quote id}.
 */
export function quotePdfFacts(
  config: Pick<Config, 'timeZone' | 'publicUrl'>,
  card: JobCard,
  quote: Quote,
  vehicle: VehicleFacts,
  inspection: readonly InspectionCheckFacts[],
  validityDays: number,
): QuoteFacts {
  return {
    quoteNumber: quoteNumberLabel(quote.number),
    issuedAt: quote.sentAt,
    validUntil: addDays(toLocal(quote.sentAt, config.timeZone).date, validityDays),
    ...pricedFacts(quote, quote.gstPercent, { name: card.customerName, email: card.customerEmail, phone: card.customerPhone ?? null }, card.carRego, vehicle),
    approvalUrl: `${config.publicUrl}/quote/${quote._id}`,
    inspection: [...inspection],
  };
}

export function quoteName(card: Pick<JobCard, 'carRego'>, quote: Pick<Quote, 'number'>): string {
  return pdfFilename('Quote', quoteNumberLabel(quote.number), card.carRego);
}

/** The quote's email to the customer, the stored PDF `documentId` attached, with what needs attention (the photos are on the quote page). */
export function quoteMail(card: JobCard, quote: Quote, inspection: readonly InspectionCheckFacts[], documentId: string): QueuedMail {
  return jobCardQuote.mail(card.customerEmail, {
    quoteId: quote._id,
    number: quoteNumberLabel(quote.number),
    customerName: card.customerName,
    carRego: card.carRego,
    // The mail's facts (payload version 1) keep their own names.
    items: quote.items.map((l) => ({ description: l.description, quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
    pricesIncludeGst: quote.pricesIncludeGst,
    subtotalCents: quote.subtotalCents,
    gstPercent: quote.gstPercent,
    gstCents: quote.gstCents,
    totalCents: quote.totalCents,
    notes: quote.notes || null,
    documentId,
    findings: inspection.filter((c) => c.rating !== 'good').map(({ area, label, rating, note }) => ({ area, label, rating, note })),
  });
}

/** The customer approved or declined a quote online: the workshop is emailed. */
export function quoteDecidedMail(config: Pick<Config, 'adminEmail'>, card: JobCard, quote: Quote, decision: QuoteDecision): QueuedMail {
  return jobCardQuoteDecided.mail(config.adminEmail, {
    cardId: card._id,
    number: quoteNumberLabel(quote.number),
    customerName: card.customerName,
    customerEmail: card.customerEmail,
    carRego: card.carRego,
    decision,
    totalCents: quote.totalCents,
    declineNote: quote.declineNote ?? null,
    approvedLines: quote.approvedLines ? { count: quote.approvedLines.length, of: quote.items.length, totalCents: quote.approvedTotalCents ?? quote.totalCents } : null,
    approvalNote: quote.approvalNote ?? null,
    decidedByName: quote.decidedByName ?? null,
  });
}

/** The car a quote is written for: the card's details and the vehicle record's VIN. */
export async function vehicleOfCard(em: EntityManager, card: JobCard): Promise<VehicleFacts> {
  const key = regoKey(card.carRego);
  const vehicle = key ? await em.findOne(Vehicle, { regoKey: key }) : null;
  return vehicleFactsOf(card, vehicle);
}
