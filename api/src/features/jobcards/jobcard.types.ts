/** GraphQL answer shapes of job cards beyond the entities themselves. */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { JobCard, JobCardItem } from './jobcard.entity.js';
import { Quote, QuoteStatus, type QuotedCheck } from './quote.entity.js';
import { PageOf } from '../../shared/page-type.js';
import { PricedTotals } from '../../shared/priced-totals.type.js';

@ObjectType({ description: 'Job cards created on one day (workshop time), newest first.' })
export class JobCardDayGroup {
  @Field(() => String, { description: 'yyyy-MM-dd in the workshop’s time zone.' })
  date!: string;

  @Field(() => String, { description: 'e.g. "Monday 23 November 2026".' })
  label!: string;

  @Field(() => [JobCard])
  jobCards!: JobCard[];
}

@ObjectType({ description: 'One page of job cards, newest first.' })
export class JobCardPage extends PageOf(JobCard) {}

@ObjectType({ description: 'Whether the customer has accepted the terms (public view: no evidence).' })
export class PolicyAcceptance {
  @Field(() => Boolean)
  isAccepted!: boolean;

  @Field(() => Date, { nullable: true })
  timestamp!: Date | null;
}

@ObjectType({ description: 'What the signing page shows.' })
export class SigningPolicy {
  @Field(() => String)
  rego!: string;

  @Field(() => String)
  customerName!: string;

  @Field(() => PolicyAcceptance)
  termsAcceptance!: PolicyAcceptance;

  @Field(() => [String], { description: 'The ten service terms, in order.' })
  terms!: readonly string[];

  @Field(() => String, { description: 'SHA-256 of the terms text, recorded with an acceptance.' })
  termsSha256!: string;
}

@ObjectType({ description: 'A quote as its customer sees it from the emailed link. Amounts in cents.' })
export class PublicQuote extends PricedTotals {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'e.g. "Q000123".' })
  number!: string;

  @Field(() => Date)
  sentAt!: Date;

  @Field(() => String)
  customerName!: string;

  @Field(() => String)
  carRego!: string;

  @Field(() => [JobCardItem])
  items!: JobCardItem[];

  @Field(() => Boolean)
  pricesIncludeGst!: boolean;

  @Field(() => String)
  notes!: string;

  @Field(() => QuoteStatus)
  status!: QuoteStatus;

  @Field(() => Boolean, { description: 'A newer quote replaced this one.' })
  superseded!: boolean;

  @Field(() => Date, { nullable: true })
  decidedAt!: Date | null;

  @Field(() => [Int], { nullable: true, description: 'The lines (0-based) the customer approved; null: all of them, or not approved.' })
  approvedLines!: number[] | null;

  @Field(() => Int, { nullable: true, description: 'What the approved lines come to, GST included; null until approved.' })
  approvedTotalCents!: number | null;

  /** Its job card (not a field: other features' field resolvers read it, e.g. the inspection). */
  jobCardId!: string;

  /** The inspection it was sent with (not a field: the inspection feature shows it); null for a quote sent before this was recorded. */
  inspectionShown!: QuotedCheck[] | null;
}

export function publicQuote(q: Quote): PublicQuote {
  return {
    id: q._id,
    number: q.numberLabel,
    sentAt: q.sentAt,
    customerName: q.jobCard.customerName,
    carRego: q.jobCard.carRego,
    items: q.itemsView,
    gstPercent: q.gstPercent,
    pricesIncludeGst: q.pricesIncludeGst,
    subtotalCents: q.subtotalCents,
    gstCents: q.gstCents,
    totalCents: q.totalCents,
    taxableCents: q.taxableCents,
    gstFreeCents: q.gstFreeCents,
    notes: q.notes,
    status: q.status,
    superseded: q.status === QuoteStatus.superseded,
    decidedAt: q.decidedAt ?? null,
    approvedLines: q.approvedLines ?? null,
    approvedTotalCents: q.approvedTotalCents ?? null,
    jobCardId: q.jobCard._id,
    inspectionShown: q.inspectionShown ?? null,
  };
}

@ObjectType({ description: 'The answer of generateQuote.' })
export class GenerateQuoteResult {
  @Field(() => String)
  message!: string;

  @Field(() => Quote)
  quote!: Quote;
}

export type JobCardChangeKind = 'created' | 'updated' | 'completed' | 'deleted' | 'signed' | 'quoted' | 'quote-decided' | 'invoiced';

/** The live event `jobcard.changed` (jobcards.feature.ts), as the subscription `jobCardChanged` answers it. */
@ObjectType({ description: 'A job card changed: refetch it (or the list).' })
export class JobCardEvent {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'created, updated, completed (its status set to a completed one), deleted, signed, quoted, quote-decided or invoiced.' })
  kind!: JobCardChangeKind;
}
