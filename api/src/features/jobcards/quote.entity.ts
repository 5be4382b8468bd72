/** A quote sent for a job card: its lines and totals in cents, and the customer's decision. */
import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PricedDocument, PricedFields } from '../documents/priced-document.entity.js';
import { JobCard, JobCardItem } from './jobcard.entity.js';

// A card carries its quotes when the job card service attaches them (not a column): declared here,
// beside the quote, so the card's entity needs nothing of quotes.
declare module './jobcard.entity.js' {
  interface JobCard {
    /** Quotes, newest first, when the service attached them (not a column). */
    quoteList?: Quote[];
  }
}

export enum QuoteStatus {
  sent = 'sent',
  approved = 'approved',
  declined = 'declined',
  superseded = 'superseded',
}
registerEnumType(QuoteStatus, { name: 'QuoteStatus' });

/**
 * A check of the inspection as the quote showed it when it was sent: its rating, note, readings and
 * the photos attached then. The quote's page shows these, never what the inspection became later.
 */
export interface QuotedCheck {
  key: string;
  area: string;
  label: string;
  /** null: an unrated check recorded for its photos only (the page shows rated checks). */
  rating: string | null;
  note: string;
  readings: Array<{ key: string; label: string; unit: string; value: number | null }>;
  photos: Array<{ id: string; width: number; height: number }>;
}

/** Q000123: the sequence number, zero-padded to six digits. */
export function quoteNumberLabel(n: number): string {
  return `Q${String(n).padStart(6, '0')}`;
}

@ObjectType({ description: 'A quote sent to the customer. Amounts in integer cents.' })
@Entity({ tableName: 'quote' })
@Index({ name: 'quote_job_card_index', properties: ['jobCard', 'sentAt'] })
// Analytics count the quotes sent in a period.
@Index({ name: 'quote_sent_at_index', properties: ['sentAt'] })
// The dashboard's quotes awaiting the customer's decision.
@Index({ name: 'quote_awaiting_index', properties: ['sentAt'], where: "status = 'sent'" })
@Unique({ name: 'quote_number_unique', properties: ['number'] })
@Index({ name: 'quote_customer_index', properties: ['customer'] })
@PricedFields({ id: '24 lowercase hex characters; the public approval link’s id.' })
export class Quote extends PricedDocument {
  // number: from the database sequence quote_number_seq.

  @ManyToOne(() => JobCard, { deleteRule: 'cascade', fieldName: 'job_card_id' })
  jobCard!: Rel<JobCard>;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  sentAt!: Date;

  @Field(() => Float)
  @Property({ type: 'double' })
  gstPercent!: number;

  @Field(() => String, { nullable: true, description: 'The stored quote PDF.' })
  @Property({ type: 'string', length: 64, nullable: true })
  documentId?: string | null;

  @Field(() => QuoteStatus)
  @Enum({ items: () => QuoteStatus })
  status: QuoteStatus & Opt = QuoteStatus.sent;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  decidedAt?: Date | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  decisionIp?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 500, nullable: true })
  decisionUserAgent?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 1000, nullable: true })
  declineNote?: string | null;

  /** The name the customer gave with their decision (required to approve, optional to decline). */
  @Field(() => String, { nullable: true, description: 'The name the customer gave with their decision (required to approve, optional to decline).' })
  @Property({ type: 'string', length: 200, nullable: true })
  decidedByName?: string | null;

  @Field(() => String, { nullable: true, description: 'Who approved it: the name the customer typed; null unless approved.' })
  get approvedByName(): string | null {
    return this.status === QuoteStatus.approved ? (this.decidedByName ?? null) : null;
  }

  @Field(() => String, { nullable: true, description: 'The note the customer left with their approval, if any.' })
  @Property({ type: 'string', length: 1000, nullable: true })
  approvalNote?: string | null;

  /** The lines (0-based indexes) the customer approved; null when approved whole (or not approved). */
  @Field(() => [Int], { nullable: true, description: 'The lines (0-based indexes) the customer approved; null: all of them, or not approved.' })
  @Property({ type: 'json', nullable: true })
  approvedLines?: number[] | null;

  /** What the approved lines come to, GST included; null until approved. */
  @Field(() => Int, { nullable: true, description: 'What the approved lines come to, GST included, in cents; null until approved.' })
  @Property({ type: 'integer', nullable: true })
  approvedTotalCents?: number | null;

  /** The inspection it was sent with (rated checks and their photos); null for a quote sent before this was recorded. */
  @Property({ type: 'json', nullable: true })
  inspectionShown?: QuotedCheck[] | null;

  @Field(() => String, { name: 'number', description: 'e.g. "Q000123".' })
  get numberLabel(): string {
    return quoteNumberLabel(this.number);
  }

  @Field(() => ID)
  get jobCardId(): string {
    return this.jobCard._id;
  }

  @Field(() => [JobCardItem], { name: 'items' })
  get itemsView(): JobCardItem[] {
    return this.items.map(JobCardItem.of);
  }
}
