/**
 * What the customer does from an emailed link, with no token: read and sign the service terms,
 * read a quote and approve or decline it. Each decision is atomic (row locks) and a GET never
 * changes anything (mail scanners open links).
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { formatMoney } from '../../shared/money.js';
import { isId } from '../../shared/ids.js';
import { hasControlCharacters, hasHiddenFormatting, hiddenFormattingMessage, isBlank, normaliseName, singleLineMessage } from '../../shared/text.js';
import { workshopDay, type Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import type { Config } from '../../config.js';
import { sameFacts, STALE, type DocumentIssuer } from '../documents/document-issuer.service.js';
import { quoteDecidedMail, signedTermsFacts, signedTermsName, termsSignedMail, type QuoteDecision, type SigningEvidence } from './jobcard-documents.js';
import { step } from './jobcard-life.js';
import { cardChanged } from './jobcard-changes.js';
import { JobCard } from './jobcard.entity.js';
import { Quote, quoteNumberLabel, QuoteStatus } from './quote.entity.js';
import { approvedLinesOf } from './quote-approval.js';
import { linesAfterDecision } from './decided-lines.js';
import { serviceTerms, termsSha256, type TermsWarranty } from './service-terms.js';
import { readSignature } from './signature.js';
import { declinedLinesOf } from './declined-work.js';
import { recordDeclinedWork } from '../vehicles/recommended-work.service.js';

const SIGN_NOT_FOUND = 'Job Card not found.';
const ALREADY_ACCEPTED = 'This policy has already been accepted.';
const ACCEPTED = 'Acceptance Recorded. Thank you!';
const QUOTE_NOT_FOUND = 'Quote not found.';
const QUOTE_SUPERSEDED = 'This quote has been replaced by a newer one. Please use the link in the latest quote email.';
const NAME_REQUIRED = 'Please enter your name.';
const MAX_NAME = 200;

/**
 * The name the customer gives with a decision: one line of text, at most 200 characters; required
 * to approve (400 'Please enter your name.'), optional to decline (null when not given).
 */
function deciderName(raw: unknown, required: boolean): string | null {
  if (raw === undefined || raw === null || (typeof raw === 'string' && isBlank(raw))) {
    if (required) throw AppError.badInput(NAME_REQUIRED, { name: [NAME_REQUIRED] });
    return null;
  }
  const refuse = (message: string): never => {
    throw AppError.badInput(message, { name: [message] });
  };
  if (typeof raw !== 'string') return refuse('Your name must be text.');
  if (hasControlCharacters(raw)) refuse(singleLineMessage('Your name'));
  if (hasHiddenFormatting(raw)) refuse(hiddenFormattingMessage('Your name'));
  const name = normaliseName(raw);
  if (name.length > MAX_NAME) refuse(`Your name must be at most ${MAX_NAME} characters.`);
  return name;
}

/** A part of the customer's quote page that another feature adds (its JSON fields). */
export type QuoteSection = (em: EntityManager, quote: Quote) => Promise<Record<string, unknown>>;

/** A decision as recorded, and what to tell the customer. */
export interface Decided {
  message: string;
  quote: Quote;
}

export interface Caller {
  ip: string;
  userAgent: string;
}

export interface SigningView {
  rego: string;
  customerName: string;
  termsAcceptance: { isAccepted: boolean; timestamp: Date | null };
  terms: readonly string[];
  termsSha256: string;
}

export interface CustomerDeps {
  config: Pick<Config, 'adminEmail' | 'timeZone'>;
  clock: Clock;
  changes: ChangeUnit;
  /** Render, store, mail: how the signed terms' PDF is issued. */
  issuer: DocumentIssuer;
  /** The warranty the workshop's invoices state (the business settings): the terms name its period. */
  warranty: () => Promise<TermsWarranty>;
}

export class JobCardCustomerService {
  constructor(private readonly deps: CustomerDeps) {}

  /** The service terms as customers sign them now: the ten terms with the workshop's warranty period, and their SHA-256. */
  async terms(): Promise<{ terms: readonly string[]; sha256: string }> {
    const terms = serviceTerms(await this.deps.warranty());
    return { terms, sha256: termsSha256(terms) };
  }

  /** What the signing page shows; reads only. */
  async signingView(em: EntityManager, id: string): Promise<SigningView> {
    const card = isId(id) ? await em.findOne(JobCard, { _id: id }) : null;
    if (!card) throw AppError.notFound(SIGN_NOT_FOUND);
    const { terms, sha256 } = await this.terms();
    return {
      rego: card.carRego,
      customerName: card.customerName,
      termsAcceptance: { isAccepted: card.termsAccepted, timestamp: card.termsAcceptedAt ?? null },
      terms,
      termsSha256: sha256,
    };
  }

  /**
   * Records the acceptance once: the card row is locked, so of two submissions at the same
   * moment one records and the other is told it is already accepted (409).
   */
  async sign(em: EntityManager, id: string, input: { signatureDataUrl?: unknown; signedName?: unknown }, caller: Caller): Promise<string> {
    if (!isId(id)) throw AppError.notFound(SIGN_NOT_FOUND);
    const signature = readSignature(input.signatureDataUrl, input.signedName);
    const { terms, sha256 } = await this.terms();
    const evidence: SigningEvidence = {
      signedAt: this.deps.clock.now(),
      signatureKind: signature.kind,
      signaturePng: signature.png,
      signedName: signature.signedName,
      ip: caller.ip.slice(0, 64),
      userAgent: caller.userAgent.slice(0, 500),
      terms,
      termsSha256: sha256,
    };
    const unsigned = (card: JobCard | null): JobCard => {
      if (!card) throw AppError.notFound(SIGN_NOT_FOUND);
      if (card.termsAccepted) throw AppError.conflict(ALREADY_ACCEPTED);
      return card;
    };
    // The signed PDF is rendered before the change, from the card as read then; the change locks
    // the card and stores it only when the card still reads the same (else it is rendered again).
    const { issuer } = this.deps;
    await issuer.issue(em, {
      plan: async (fork) => {
        const card = unsigned(await fork.findOne(JobCard, { _id: id }));
        return { facts: signedTermsFacts(card, evidence), filename: signedTermsName(card) };
      },
      render: (plan) => issuer.signedTerms(plan.facts, plan.filename),
      commit: async (tx, effects, plan, rendered) => {
        const card = unsigned(await tx.findOne(JobCard, { _id: id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }));
        if (!sameFacts(signedTermsFacts(card, evidence), plan.facts) || signedTermsName(card) !== plan.filename) return STALE;
        const document = await issuer.store(tx, rendered);
        Object.assign(card, {
          termsAccepted: true,
          termsAcceptedAt: evidence.signedAt,
          signatureKind: evidence.signatureKind,
          signaturePng: evidence.signaturePng,
          signedName: evidence.signedName,
          signerIp: evidence.ip,
          signerUserAgent: evidence.userAgent,
          termsSha256: evidence.termsSha256,
          signedDocumentId: document._id,
          signedDocumentSha256: document.sha256,
        });
        card.revision += 1;
        issuer.mail(effects, document._id, (documentId) => termsSignedMail(card, evidence, documentId));
        await tx.flush();
        cardChanged(effects, card, 'signed', {
          action: 'jobcard.terms_signed',
          summary: `${card.customerName} accepted the service terms (${signature.kind === 'typed' ? `typed “${signature.signedName}”` : 'drawn signature'})`,
          changes: { termsAccepted: [false, true] },
        });
      },
    });
    return ACCEPTED;
  }

  private readonly quoteSections: QuoteSection[] = [];

  /** Another feature adds a part to the customer's quote page (REST), e.g. the inspection. */
  addQuoteSection(section: QuoteSection): void {
    this.quoteSections.push(section);
  }

  /** The parts other features add to the quote page, merged. */
  async quoteSectionsOf(em: EntityManager, quote: Quote): Promise<Record<string, unknown>> {
    return Object.assign({}, ...(await Promise.all(this.quoteSections.map((section) => section(em, quote)))));
  }

  /** The public quote page's content; reads only. */
  async quote(em: EntityManager, id: string): Promise<Quote> {
    const quote = isId(id) ? await em.findOne(Quote, { _id: id }, { populate: ['jobCard'] }) : null;
    if (!quote) throw AppError.notFound(QUOTE_NOT_FOUND);
    return quote;
  }

  /**
   * Approve or decline an open quote, with the customer's name (required to approve). Approval
   * moves a card waiting for it to Work In Progress. The card's lines follow the decision: the
   * quote's lines as approved or declined, then the card's other lines as added. A superseded or
   * already decided quote answers 409.
   */
  async decide(em: EntityManager, id: string, decision: QuoteDecision, note: unknown, caller: Caller, lines?: unknown, name?: unknown): Promise<Decided> {
    const decidedBy = deciderName(name, decision === 'approved');
    let customerNote: string | null = null;
    if (note !== undefined && note !== null) {
      if (typeof note !== 'string') throw AppError.badInput('The note must be text.');
      customerNote = isBlank(note) ? null : note.trim();
      if (customerNote && customerNote.length > 1000) throw AppError.badInput('The note must be at most 1000 characters.');
    }
    const found = isId(id) ? await em.findOne(Quote, { _id: id }) : null;
    if (!found) throw AppError.notFound(QUOTE_NOT_FOUND);
    const cardId = found.jobCard._id;
    const quote = await this.deps.changes.run(em, async (tx, effects) => {
      // Card first, then quote: the order quote generation locks them in, so the two never deadlock.
      const card = await tx.findOne(JobCard, { _id: cardId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const quote = await tx.findOne(Quote, { _id: id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!card || !quote) throw AppError.notFound(QUOTE_NOT_FOUND);
      if (quote.status === QuoteStatus.superseded) throw AppError.conflict(QUOTE_SUPERSEDED);
      if (quote.status !== QuoteStatus.sent) throw AppError.conflict(`This quote has already been ${quote.status}.`);
      const approved = decision === 'approved' ? approvedLinesOf(quote, lines) : null;
      Object.assign(quote, {
        approvedLines: approved?.lines ?? null,
        approvedTotalCents: approved?.totalCents ?? null,
        status: decision === 'approved' ? QuoteStatus.approved : QuoteStatus.declined,
        decidedAt: this.deps.clock.now(),
        decisionIp: caller.ip.slice(0, 64),
        decisionUserAgent: caller.userAgent.slice(0, 500),
        declineNote: decision === 'declined' ? customerNote : null,
        approvalNote: decision === 'approved' ? customerNote : null,
        decidedByName: decidedBy,
      });
      const itemsBefore = card.finalItems;
      card.finalItems = linesAfterDecision(card.finalItems, quote);
      const previousStatus = card.status;
      card.status = step(card, decision === 'approved' ? 'quoteApproved' : 'quoteDeclined');
      card.revision += 1;
      await tx.flush();
      // What the customer declined stays on the vehicle as recommended work, until it is done.
      await recordDeclinedWork(tx, {
        regoKey: card.regoKey,
        jobCardId: card._id,
        quoteId: quote._id,
        quoteNumber: quoteNumberLabel(quote.number),
        pricesIncludeGst: quote.pricesIncludeGst,
        declinedAt: quote.decidedAt!,
        declinedOn: workshopDay(quote.decidedAt!, this.deps.config.timeZone).date,
        lines: declinedLinesOf(quote),
      });
      effects.mail(quoteDecidedMail(this.deps.config, card, quote, decision));
      cardChanged(effects, card, 'quote-decided', {
        action: decision === 'approved' ? 'quote.approved' : 'quote.declined',
        summary: `${decidedBy ? `${card.customerName} (as “${decidedBy}”)` : card.customerName} ${decision} quote ${quoteNumberLabel(quote.number)}${approved?.lines ? ` (${approved.lines.length} of ${quote.items.length} lines, ${formatMoney(approved.totalCents)})` : ''}`,
        changes: { quoteStatus: [QuoteStatus.sent, quote.status], status: [previousStatus, card.status], finalItems: [itemsBefore, card.finalItems], decidedByName: [null, decidedBy] },
      });
      return quote;
    });
    const number = quoteNumberLabel(quote.number);
    if (decision === 'declined') return { quote, message: `Quote ${number} has been declined. Thank you for letting us know.` };
    if (!quote.approvedLines) return { quote, message: `Thank you. Quote ${number} is approved and we will go ahead with the work.` };
    return {
      quote,
      message: `Thank you. You approved ${quote.approvedLines.length} of the ${quote.items.length} lines of quote ${number} (${formatMoney(quote.approvedTotalCents ?? 0)} incl. GST); we will go ahead with that work.`,
    };
  }
}
