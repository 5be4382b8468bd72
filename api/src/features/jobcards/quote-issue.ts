/**
 * Generate & Send Quote, in the documents' one shape (documents/issue.ts): the quote is planned
 * (numbered once from its sequence, priced, its inspection and car read) and its PDF rendered
 * before the change; the change locks the card and goes ahead only when the card, its inspection
 * and its car still make the same quote (else it is planned and rendered again), so the card's row
 * lock is never held while the PDF is rendered. The quote, the superseded ones, the card's status
 * step, the stored PDF and the email commit together.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { formatMoney } from '../../shared/money.js';
import { documentPrice, type PricedLine } from '../../shared/priced-document.js';
import { cleanText } from '../../shared/text.js';
import type { Clock } from '../../shared/time.js';
import type { WorkshopProfile } from '../../shared/business.js';
import type { SmsService } from '../sms/sms.service.js';
import { sameFacts, STALE, type DocumentIssuer } from '../documents/document-issuer.service.js';
import type { QuoteFacts } from '../documents/public.js';
import type { InspectionCheckFacts } from '../documents/public.js';
import { cardChanged } from './jobcard-changes.js';
import { quoteMail, quoteName, quotePdfFacts, vehicleOfCard } from './jobcard-documents.js';
import type { JobCard } from './jobcard.entity.js';
import { step } from './jobcard-life.js';
import { decidedQuote } from './decided-lines.js';
import { Quote, quoteNumberLabel, QuoteStatus, type QuotedCheck } from './quote.entity.js';

/** What the service hands the quote: its card's reads and locks, and the inspection's parts. */
export interface QuoteIssueContext {
  config: Config;
  clock: Clock;
  issuer: DocumentIssuer;
  profile: () => Promise<WorkshopProfile>;
  card(em: EntityManager, id: string): Promise<JobCard>;
  lockEditable(tx: EntityManager, id: string): Promise<JobCard>;
  quotesOf(em: EntityManager, card: JobCard): Promise<Quote[]>;
  inspection(em: EntityManager, jobCardId: string): Promise<InspectionCheckFacts[]>;
  inspectionShown(em: EntityManager, jobCardId: string): Promise<QuotedCheck[]>;
  /** Texts (the sms feature): the quote's link goes by text too where the customer's choice allows. */
  texts?: Pick<SmsService, 'toCustomer'>;
}

/** A quote as asked for: its lines, GST rate and basis (null: the card's or the workshop's), notes. */
export interface QuoteAsked {
  items: PricedLine[];
  gstPercent: number;
  gstIncludedInEstimate: boolean | null;
  workshopBasis: boolean;
  notes: string | null | undefined;
}

interface QuotePlan {
  quote: Quote;
  filename: string;
  facts: QuoteFacts;
  inspection: InspectionCheckFacts[];
  shown: QuotedCheck[];
}

export async function issueQuote(ctx: QuoteIssueContext, em: EntityManager, id: string, asked: QuoteAsked): Promise<{ card: JobCard; quote: Quote }> {
  const sentAt = ctx.clock.now();
  let n: number | null = null;
  return ctx.issuer.issue(em, {
    plan: async (fork) => {
      const card = await ctx.card(fork, id);
      step(card, 'edit');
      const pricesIncludeGst = await basisOf(ctx, fork, card, asked);
      const totals = documentPrice(asked.items, { gstPercent: asked.gstPercent, pricesIncludeGst }, 'quote');
      // Sequences never hand out a number twice, whatever the concurrency (gaps are fine); kept when it is planned again.
      n ??= await nextQuoteNumber(fork);
      const quote = Object.assign(new Quote(), {
        number: n,
        sentAt,
        items: asked.items,
        gstPercent: asked.gstPercent,
        pricesIncludeGst,
        subtotalCents: totals.subtotalCents,
        gstCents: totals.gstCents,
        totalCents: totals.totalCents,
        notes: cleanText(asked.notes ?? ''),
        status: QuoteStatus.sent,
      });
      return { quote, filename: quoteName(card, quote), ...(await documentFacts(ctx, fork, card, quote)) };
    },
    render: (plan) => ctx.issuer.quote(plan.facts, plan.filename),
    commit: async (tx, effects, plan, rendered) => {
      const card = await ctx.lockEditable(tx, id);
      if ((await basisOf(ctx, tx, card, asked)) !== plan.quote.pricesIncludeGst) return STALE;
      // What its page shows for ever: the inspection as it is under the card's lock.
      const now = await documentFacts(ctx, tx, card, plan.quote);
      if (!sameFacts([now.facts, now.shown], [plan.facts, plan.shown])) return STALE;
      // Only the card's newest quote (by when it was sent, then number) stays open: one planned
      // earlier but committed after a newer one is superseded by it at once.
      const { sentAt: at, number } = plan.quote;
      const newer = await tx.count(Quote, { jobCard: card._id, $or: [{ sentAt: { $gt: at } }, { sentAt: at, number: { $gt: number } }] });
      if (newer) plan.quote.status = QuoteStatus.superseded;
      else await tx.nativeUpdate(Quote, { jobCard: card._id, status: QuoteStatus.sent }, { status: QuoteStatus.superseded });
      const quote = Object.assign(plan.quote, { jobCard: card, customer: card.customer, inspectionShown: plan.shown });
      tx.persist(quote);
      const previousStatus = card.status;
      card.status = step(card, 'quoteSent');
      card.revision += 1;
      const doc = await ctx.issuer.store(tx, rendered);
      quote.documentId = doc._id;
      ctx.issuer.mail(effects, doc._id, (documentId) => quoteMail(card, quote, plan.inspection, documentId));
      await tx.flush();
      if (quote.status === QuoteStatus.sent) {
        const { name, publicUrl } = await ctx.profile();
        const body = `${name}: your quote ${quoteNumberLabel(quote.number)} for ${card.carRego} is ${formatMoney(quote.totalCents)}. View and approve it here: ${publicUrl}/quote/${quote._id}`;
        await ctx.texts?.toCustomer(tx, effects, { customerId: card.customerId, phone: card.customerPhone, kind: 'quote.sent', body });
      }
      const items = quote.items;
      cardChanged(effects, card, 'quoted', {
        action: 'jobcard.quote_sent',
        summary: `Quote ${quoteNumberLabel(quote.number)} for ${card.customerName} (${card.carRego}) sent to ${card.customerEmail}: ${items.length} line${items.length === 1 ? '' : 's'}, total ${formatMoney(quote.totalCents)}`,
        changes: { status: [previousStatus, card.status], quoteItems: [null, items], quoteTotalCents: [null, quote.totalCents] },
      });
      return { card, quote };
    },
  });
}

/** The card's prices were entered on an approved quote's basis: its next quote keeps it (unless one is asked for). */
async function basisOf(ctx: QuoteIssueContext, em: EntityManager, card: JobCard, asked: QuoteAsked): Promise<boolean> {
  if (asked.gstIncludedInEstimate != null) return asked.gstIncludedInEstimate;
  const approved = decidedQuote(await ctx.quotesOf(em, card));
  return approved?.status === QuoteStatus.approved ? approved.pricesIncludeGst : asked.workshopBasis;
}

/** What the quote's PDF prints for `card` as `em` reads it: its car, its inspection (with thumbnails), and what its page will show. */
async function documentFacts(ctx: QuoteIssueContext, em: EntityManager, card: JobCard, quote: Quote): Promise<Omit<QuotePlan, 'quote' | 'filename'>> {
  const inspection = await ctx.inspection(em, card._id);
  const shown = await ctx.inspectionShown(em, card._id);
  // How long its prices hold: the workshop's setting (default the 14 days the site's Terms promise, section 3).
  const { quoteValidityDays } = await ctx.profile();
  return { facts: quotePdfFacts(ctx.config, card, quote, await vehicleOfCard(em, card), inspection, quoteValidityDays), inspection, shown };
}

async function nextQuoteNumber(em: EntityManager): Promise<number> {
  const [{ n }] = await em.getConnection().execute<Array<{ n: number }>>(`SELECT nextval('quote_number_seq')::int AS n`, [], 'all', em.getTransactionContext());
  return n;
}
