/**
 * The port through which job cards reach documents and mail. Every method runs INSIDE the
 * transaction of the change (it receives that transaction's EntityManager), so a change and its
 * documents and emails commit together or not at all. The rules stay in the services; an
 * implementation only renders, stores and queues.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { businessOf } from '../../shared/business.js';
import { renderEmail } from '../outbox/email-layout.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import type { JobCard } from './jobcard.entity.js';
import { centsToDollars } from './money-edge.js';
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
  signingRequested(em: EntityManager, card: JobCard): Promise<void>;
  /** The terms were signed: render and store the signed PDF, email the customer a copy. */
  termsSigned(em: EntityManager, card: JobCard, evidence: SigningEvidence): Promise<{ documentId: string | null; sha256: string | null }>;
  /** A quote was issued: render and store its PDF, email it with the approval link PUBLIC_URL/quote/{quote id}. */
  quoteIssued(em: EntityManager, card: JobCard, quote: Quote): Promise<{ documentId: string | null }>;
  /** The customer approved or declined a quote online: email the workshop. */
  quoteDecided(em: EntityManager, card: JobCard, quote: Quote, decision: QuoteDecision): Promise<void>;
  /** Called once after the transaction committed (e.g. to wake the mail worker). */
  committed(): void;
}

const money = (cents: number) => `$${centsToDollars(cents).toFixed(2)}`;

/**
 * What main offers today: plain emails through the outbox, no PDFs (documentId null).
 * The lead swaps in the documents + mail-template implementation.
 */
export function queueOnlyEffects(config: Config, outbox: OutboxService): JobCardEffects {
  const business = businessOf(config);
  return {
    async signingRequested(em, card) {
      const link = `${business.publicUrl}/accept-policy/${card._id}`;
      const body = renderEmail(business, {
        heading: 'Please review and sign our service terms',
        paragraphs: [
          `Hi ${card.customerName},`,
          `Thank you for choosing ${business.name}. Before we start on your vehicle (${card.carRego}), please read our service terms and sign them online.`,
        ],
        action: { label: 'Review and sign', url: link },
        footnote: `If the button does not work, open this link: ${link}`,
      });
      await outbox.enqueue(em, [{ to: card.customerEmail, replyTo: business.email, subject: `Service terms for ${card.carRego} at ${business.name}`, ...body }]);
    },

    async termsSigned(em, card, evidence) {
      const body = renderEmail(business, {
        heading: 'Thank you: your acceptance is recorded',
        paragraphs: [`Hi ${card.customerName},`, `You accepted our service terms for ${card.carRego}. Your copy of the terms:`, ...evidence.terms.map((t, i) => `${i + 1}. ${t}`)],
        details: [
          ['Signed', evidence.signedAt.toLocaleString('en-AU', { timeZone: config.timeZone })],
          ['Signature', evidence.signatureKind === 'drawn' ? 'Drawn signature' : `Typed name: ${evidence.signedName}`],
          ['Terms SHA-256', evidence.termsSha256],
        ],
      });
      await outbox.enqueue(em, [{ to: card.customerEmail, replyTo: business.email, subject: `Your signed service terms for ${card.carRego}`, ...body }]);
      return { documentId: null, sha256: null };
    },

    async quoteIssued(em, card, quote) {
      const number = quoteNumberLabel(quote.number);
      const link = `${business.publicUrl}/quote/${quote._id}`;
      const body = renderEmail(business, {
        heading: `Quote ${number} for ${card.carRego}`,
        paragraphs: [`Hi ${card.customerName},`, 'Here is our quote for the work on your vehicle. You can approve or decline it online.'],
        details: [
          ...quote.items.map((l): [string, string] => [l.description, `${l.quantity} × ${money(l.estimateCostCents)}`]),
          [quote.pricesIncludeGst ? 'Subtotal (ex GST)' : 'Subtotal', money(quote.subtotalCents)],
          [`GST ${quote.gstPercent}%`, money(quote.gstCents)],
          ['Total', money(quote.totalCents)],
          ...(quote.notes ? [['Notes', quote.notes] as [string, string]] : []),
        ],
        action: { label: 'View and approve the quote', url: link },
      });
      await outbox.enqueue(em, [{ to: card.customerEmail, replyTo: business.email, subject: `Quote ${number} from ${business.name}`, ...body }]);
      return { documentId: null };
    },

    async quoteDecided(em, card, quote, decision) {
      const number = quoteNumberLabel(quote.number);
      const body = renderEmail(business, {
        heading: `${card.customerName} ${decision} quote ${number}`,
        paragraphs: [decision === 'approved' ? 'The job has moved to Work In Progress.' : 'The customer declined the quote.'],
        details: [
          ['Rego', card.carRego],
          ['Total', money(quote.totalCents)],
          ...(quote.declineNote ? [['Customer note', quote.declineNote] as [string, string]] : []),
        ],
        action: { label: 'Open the job card', url: `${business.publicUrl}/admin/jobcards/${card._id}` },
      });
      await outbox.enqueue(em, [{ to: config.adminEmail, replyTo: card.customerEmail, subject: `Quote ${number} ${decision}: ${card.customerName}, ${card.carRego}`, ...body }]);
    },

    committed() {
      outbox.notify();
    },
  };
}
