/**
 * Recommended work: a line of a quote the customer declined, kept on the vehicle (by rego) with its
 * quoted price, the job card and quote it came from, when it was declined and the inspection photos
 * that showed it, until it is done (a later job card of the vehicle invoices the same work) or staff
 * mark it done or dismiss it. Written by the quote's decision, in its transaction.
 */
import { Entity, Enum, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PhotoView } from '../../shared/photo-view.js';
import { newId } from '../../shared/ids.js';

export enum RecommendedWorkStatus {
  /** Still to do: shown on the vehicle, offered again. */
  open = 'open',
  /** Done: invoiced on a later job card, or marked done by staff. */
  done = 'done',
  /** Staff dismissed it (no longer needed, or the customer will not have it). */
  dismissed = 'dismissed',
}
registerEnumType(RecommendedWorkStatus, { name: 'RecommendedWorkStatus', description: 'open (still to do), done, or dismissed.' });

/** A photo of the inspection check that showed the work. */
@ObjectType({ description: 'An inspection photo of recommended work (admin).' })
export class RecommendedWorkPhoto extends PhotoView {}

/** A stored photo reference: the inspection photo's id and size. */
export interface StoredPhoto {
  id: string;
  width: number;
  height: number;
}

@ObjectType({ description: 'Work recommended on a quote and declined by the customer, kept on the vehicle until it is done (admin). Amounts in cents.' })
@Entity({ tableName: 'recommended_work' })
@Unique({ name: 'recommended_work_quote_line_unique', properties: ['quoteId', 'lineIndex'] })
@Index({ name: 'recommended_work_rego_key_index', properties: ['regoKey', 'status'] })
// The follow-up run finds the open work declined some days ago.
@Index({ name: 'recommended_work_open_index', expression: `create index "recommended_work_open_index" on "recommended_work" ("declined_on") where status = 'open'` })
export class RecommendedWork {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => String, { description: 'The vehicle’s rego key.' })
  @Property({ type: 'string', length: 20 })
  regoKey!: string;

  @Field(() => ID, { description: 'The job card whose quote it was on.' })
  @Property({ type: 'string', columnType: 'char(24)' })
  jobCardId!: string;

  @Field(() => ID, { description: 'The quote it was declined on.' })
  @Property({ type: 'string', columnType: 'char(24)' })
  quoteId!: string;

  @Field(() => String, { description: 'e.g. "Q000123".' })
  @Property({ type: 'string', length: 20 })
  quoteNumber!: string;

  /** Its line on the quote (0-based). */
  @Property({ type: 'integer' })
  lineIndex!: number;

  @Field(() => String)
  @Property({ type: 'string', length: 500 })
  description!: string;

  @Field(() => Float)
  @Property({ type: 'double' })
  quantity!: number;

  @Field(() => Int, { description: 'The unit price as quoted, in cents.' })
  @Property({ type: 'integer' })
  unitPriceCents!: number;

  @Field(() => Int, { description: 'The line’s quoted price (quantity × unit price), in cents.' })
  @Property({ type: 'integer' })
  quotedCents!: number;

  @Field(() => Boolean, { description: 'Whether the quoted prices include GST.' })
  @Property({ type: 'boolean' })
  pricesIncludeGst!: boolean;

  /** The photos of the inspection checks that showed it, as the quote was sent with them. */
  @Property({ type: 'json' })
  photoRefs: StoredPhoto[] & Opt = [];

  @Field(() => Date, { description: 'When the customer declined it.' })
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  declinedAt!: Date;

  @Field(() => String, { description: 'The day it was declined, yyyy-MM-dd (workshop calendar).' })
  @Property({ type: 'date', columnType: 'date' })
  declinedOn!: string;

  @Field(() => RecommendedWorkStatus)
  @Enum({ items: () => RecommendedWorkStatus, columnType: 'varchar(10)' })
  status: RecommendedWorkStatus & Opt = RecommendedWorkStatus.open;

  @Field(() => Date, { nullable: true, description: 'When it was done or dismissed.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  closedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Who marked it done or dismissed it; null when a job card’s invoice did.' })
  @Property({ type: 'string', length: 100, nullable: true })
  closedBy?: string | null;

  @Field(() => ID, { nullable: true, description: 'The job card whose invoice did the work.' })
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  doneOnJobCardId?: string | null;

  @Field(() => [RecommendedWorkPhoto], { description: 'The inspection photos that showed it.' })
  get photos(): RecommendedWorkPhoto[] {
    const base = `/api/admin/jobcards/${this.jobCardId}/inspection/photos`;
    return this.photoRefs.map((p) => Object.assign(new RecommendedWorkPhoto(), { ...p, url: `${base}/${p.id}`, thumbnailUrl: `${base}/${p.id}?size=thumb` }));
  }
}
