/**
 * What the completion dialog states before anything is issued: the invoice's totals and pricing
 * basis, the lines the customer declined (not invoiced) and those added after the decision, the
 * business details still missing, whether the customer needs a purchase order number, and whether it
 * would take them over their credit limit.
 */
import { Field, ObjectType } from 'type-graphql';
import { JobCardItem } from '../jobcards/jobcard.entity.js';
import { documentPrice, type PricedLine } from '../../shared/priced-document.js';
import { PricedTotals } from '../../shared/priced-totals.type.js';

/** Where the invoice's pricing basis comes from: the approved quote, the request, or the workshop's setting. */
export interface CompletionBasis {
  pricesIncludeGst: boolean;
  from: 'quote' | 'request' | 'workshop';
  /** The decided quote (Q000123), if any. */
  quoteNumber: string | null;
  decision: 'approved' | 'declined' | null;
}

@ObjectType({ description: 'What Complete Job & Generate Invoice will issue (nothing is issued by asking). Amounts in cents.' })
export class CompletionFacts extends PricedTotals {
  @Field(() => [JobCardItem], { description: 'The lines the invoice takes.' })
  lines!: JobCardItem[];

  @Field(() => [JobCardItem], { description: 'Lines the customer declined: on the card, not on the invoice.' })
  declined!: JobCardItem[];

  @Field(() => [JobCardItem], { description: 'Lines added after the customer’s decision (not on the decided quote), on the invoice.' })
  added!: JobCardItem[];

  @Field(() => Boolean, { description: 'Whether the prices include GST, as the invoice will be made.' })
  pricesIncludeGst!: boolean;

  @Field(() => String, { description: '"quote" (the approved quote’s basis), or "workshop" (the pricing setting).' })
  basisFrom!: string;

  @Field(() => String, { nullable: true, description: 'The decided quote, e.g. "Q000123".' })
  quoteNumber!: string | null;

  @Field(() => String, { nullable: true, description: '"approved" or "declined": the customer’s decision on that quote.' })
  decision!: string | null;

  @Field(() => [String], { description: 'Business details an invoice needs that are not saved yet; while any is missing nothing is issued.' })
  missingDetails!: string[];

  @Field(() => Boolean, { description: 'True when the card’s customer needs a purchase order number on their invoices: completing without one is refused.' })
  poRequired!: boolean;

  @Field(() => String, { nullable: true, description: 'Set when the invoice would take the customer’s unpaid invoices over their credit limit (naming the balance and the limit): completing is refused unless an owner overrides it.' })
  creditLimitWarning!: string | null;
}

export function completionFacts(from: { settled: PricedLine[]; lines: PricedLine[]; basis: CompletionBasis; gstPercent: number; missing: string[]; poRequired: boolean }): CompletionFacts {
  const totals = documentPrice(from.lines, { gstPercent: from.gstPercent, pricesIncludeGst: from.basis.pricesIncludeGst }, 'invoice');
  const of = (origin: string) => from.settled.filter((line) => line.origin === origin && (line.description.trim() || line.unitPriceCents !== 0)).map(JobCardItem.of);
  return Object.assign(new CompletionFacts(), {
    lines: from.lines.map(JobCardItem.of),
    declined: of('declined'),
    added: of('added'),
    subtotalCents: totals.subtotalCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
    taxableCents: totals.taxableCents,
    gstFreeCents: totals.gstFreeCents,
    gstPercent: from.gstPercent,
    pricesIncludeGst: from.basis.pricesIncludeGst,
    basisFrom: from.basis.from,
    quoteNumber: from.basis.quoteNumber,
    decision: from.basis.decision,
    missingDetails: from.missing,
    poRequired: from.poRequired,
    creditLimitWarning: null,
  });
}

/** The refusal while details are missing: what is missing and where to add it. */
export function missingDetailsMessage(missing: readonly string[]): string {
  return `No invoice was issued: the business details are incomplete (missing: ${missing.join(', ')}). Add them in Settings (/admin/settings), then complete the job.`;
}
