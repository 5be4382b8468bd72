/**
 * The port through which job cards reach documents and mail. Every method runs INSIDE the change
 * unit of the change (its transaction's EntityManager and its effects), so a change and its
 * documents and emails commit together or not at all. The rules stay in the services; an
 * implementation only renders, stores and declares mail.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { addDays, toLocal } from '../../shared/time.js';
import { jobCardQuote, jobCardQuoteDecided, jobCardSigningRequest, jobCardTermsSigned } from './jobcard.templates.js';
import type { Effects } from '../../platform/outbox/public.js';
import { pdfFilename, type DocumentService } from '../documents/document.service.js';
import { pricedFacts } from '../documents/priced-document.entity.js';
import { vehicleFactsOf, type InspectionCheckFacts, type VehicleFacts } from '../documents/public.js';
import { Vehicle } from '../vehicles/vehicle.entity.js';
import { regoKey } from '../../shared/rego.js';
import type { JobCard } from './jobcard.entity.js';
import type { Quote } from './quote.entity.js';
import { quoteNumberLabel } from './quote.entity.js';

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

export interface JobCardEffects {
  /** A card was created: email the customer the signing link PUBLIC_URL/accept-policy/{id}. */
  signingRequested(em: EntityManager, effects: Effects, card: JobCard): Promise<void>;
  /** The terms were signed: render and store the signed PDF, email the customer a copy. */
  termsSigned(em: EntityManager, effects: Effects, card: JobCard, evidence: SigningEvidence): Promise<{ documentId: string | null; sha256: string | null }>;
  /** A quote was issued: render and store its PDF (with the card's inspection), email it with the approval link PUBLIC_URL/quote/{quote id}. */
  quoteIssued(em: EntityManager, effects: Effects, card: JobCard, quote: Quote, inspection?: readonly InspectionCheckFacts[]): Promise<{ documentId: string | null }>;
  /** The customer approved or declined a quote online: email the workshop. */
  quoteDecided(em: EntityManager, effects: Effects, card: JobCard, quote: Quote, decision: QuoteDecision): Promise<void>;
}

/**
 * The implementation: templated emails declared to the change unit (queued in its transaction), with the quote and signed-terms PDFs
 * rendered, stored in the same transaction and attached by document id (fetched at send time).
 */
export function documentEffects(config: Config, documents: DocumentService): JobCardEffects {
  return {
    async signingRequested(_em, effects, card) {
      const facts = { cardId: card._id, customerName: card.customerName, carRego: card.carRego };
      effects.mail(jobCardSigningRequest.mail(card.customerEmail, facts));
    },

    async termsSigned(em, effects, card, evidence) {
      const bytes = await documents.renderSignedTerms({
        jobCardId: card._id,
        carRego: card.carRego,
        customerName: card.customerName,
        terms: [...evidence.terms],
        termsSha256: evidence.termsSha256,
        signature: evidence.signaturePng ? { kind: 'drawn', png: evidence.signaturePng } : { kind: 'typed', name: evidence.signedName ?? '' },
        signedAt: evidence.signedAt,
        ip: evidence.ip,
        userAgent: evidence.userAgent,
      });
      const doc = await documents.store(em, {
        kind: 'signed-terms',
        filename: pdfFilename('Signed-Terms', card.carRego, card._id.slice(-6).toUpperCase()),
        bytes,
      });
      const facts = {
        customerName: card.customerName,
        carRego: card.carRego,
        signedAt: evidence.signedAt.toISOString(),
        signatureKind: evidence.signatureKind,
        signedName: evidence.signedName,
        terms: [...evidence.terms],
        termsSha256: evidence.termsSha256,
        documentId: doc._id,
      };
      effects.mail(jobCardTermsSigned.mail(card.customerEmail, facts));
      return { documentId: doc._id, sha256: doc.sha256 };
    },

    async quoteIssued(em, effects, card, quote, inspection = []) {
      const number = quoteNumberLabel(quote.number);
      // How long its prices hold: the workshop's setting (default the 14 days the site's Terms promise, section 3).
      const { quoteValidityDays } = await documents.profile();
      const bytes = await documents.renderQuote({
        quoteNumber: number,
        issuedAt: quote.sentAt,
        // Calendar days in the workshop's zone from the day it is sent (not 24-hour steps across a clock change).
        validUntil: addDays(toLocal(quote.sentAt, config.timeZone).date, quoteValidityDays),
        ...pricedFacts(
          quote,
          quote.gstPercent,
          { name: card.customerName, email: card.customerEmail, phone: card.customerPhone ?? null },
          card.carRego,
          await vehicleOfCard(em, card),
        ),
        approvalUrl: `${config.publicUrl}/quote/${quote._id}`,
        inspection: [...inspection],
      });
      const doc = await documents.store(em, { kind: 'quote', filename: pdfFilename('Quote', number, card.carRego), bytes });
      const facts = {
        quoteId: quote._id,
        number,
        customerName: card.customerName,
        carRego: card.carRego,
        // The mail's facts (payload version 1) keep their own names.
        items: quote.items.map((l) => ({ description: l.description, quantity: l.quantity, estimateCostCents: l.unitCents })),
        pricesIncludeGst: quote.pricesIncludeGst,
        subtotalCents: quote.subtotalCents,
        gstPercent: quote.gstPercent,
        gstCents: quote.gstCents,
        totalCents: quote.totalCents,
        notes: quote.notes || null,
        documentId: doc._id,
        // What needs attention, for the email's summary (the photos are on the quote page).
        findings: inspection.filter((c) => c.rating !== 'good').map(({ area, label, rating, note }) => ({ area, label, rating, note })),
      };
      effects.mail(jobCardQuote.mail(card.customerEmail, facts));
      return { documentId: doc._id };
    },
    async quoteDecided(_em, effects, card, quote, decision) {
      const facts = {
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
      };
      effects.mail(jobCardQuoteDecided.mail(config.adminEmail, facts));
    },
  };
}

/** The car a quote is written for: the card's details and the vehicle record's VIN. */
async function vehicleOfCard(em: EntityManager, card: JobCard): Promise<VehicleFacts> {
  const key = regoKey(card.carRego);
  const vehicle = key ? await em.findOne(Vehicle, { regoKey: key }) : null;
  return vehicleFactsOf(card, vehicle);
}
