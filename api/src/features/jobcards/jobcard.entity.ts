/** A job card: the customer, the vehicle, the work, the signed service terms and a revision number. */
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { Appointment } from '../booking/appointment.entity.js';
import { type Customer, CustomerColumn, CustomerLink } from '../customers/customer.entity.js';
import type { LineOrigin, PricedLine } from '../../shared/priced-document.js';
import { lineFields, LineKindFields } from '../../shared/line-kind-fields.js';
import { JobStatus } from './jobcard-status.js';

/** JC-000123: the job card's sequence number, zero-padded to six digits. */
export function jobNumberLabel(n: number): string {
  return `JC-${String(n).padStart(6, '0')}`;
}

export enum LineOriginKind {
  approved = 'approved',
  declined = 'declined',
  added = 'added',
}
registerEnumType(LineOriginKind, {
  name: 'LineOrigin',
  description: 'A job card line against the customer’s decision on its quote: approved (quoted and approved), declined (never invoiced), added (not on the decided quote).',
});

/** A job card's or a quote's line over GraphQL: the stored PricedLine (estimateCostCents: the price's deprecated name). */
@ObjectType({ description: 'One item or labour line. Prices in integer cents.' })
export class JobCardItem extends LineKindFields {
  @Field(() => String)
  description!: string;

  @Field(() => Float, { description: 'Positive, up to 2 decimals (hours of labour may be fractional).' })
  quantity!: number;

  @Field(() => Int, { description: 'Unit price in cents; negative for a discount or goodwill credit.' })
  unitPriceCents!: number;

  @Field(() => Int, { deprecationReason: 'Use unitPriceCents.', description: 'Unit price in cents, as unitPriceCents.' })
  get estimateCostCents(): number {
    return this.unitPriceCents;
  }

  @Field(() => LineOriginKind, { nullable: true, description: 'A job card line’s origin against the decided quote; null before a decision and on quotes.' })
  origin!: LineOrigin | null;

  static of(line: PricedLine): JobCardItem {
    return Object.assign(new JobCardItem(), {
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      origin: line.origin ?? null,
      ...lineFields(line),
    });
  }
}

export type SignatureKind = 'drawn' | 'typed';

@ObjectType({ description: 'The customer’s acceptance of the service terms, with its evidence (admin).' })
export class TermsAcceptance {
  @Field(() => Boolean)
  isAccepted!: boolean;

  @Field(() => Date, { nullable: true })
  timestamp!: Date | null;

  @Field(() => String, { nullable: true })
  signedName!: string | null;

  @Field(() => String, { nullable: true, description: '"drawn" or "typed".' })
  signatureKind!: SignatureKind | null;

  @Field(() => String, { nullable: true })
  ip!: string | null;

  @Field(() => String, { nullable: true })
  userAgent!: string | null;

  @Field(() => String, { nullable: true, description: 'SHA-256 of the terms text that was shown and signed.' })
  termsSha256!: string | null;

  @Field(() => String, { nullable: true, description: 'The archived signed PDF.' })
  documentId!: string | null;

  @Field(() => String, { nullable: true, description: 'SHA-256 of the archived signed PDF.' })
  documentSha256!: string | null;
}

@ObjectType({ description: 'A job card (admin).' })
@Entity({ tableName: 'job_card' })
@Index({ name: 'job_card_created_at_index', properties: ['createdAt'] })
@Index({ name: 'job_card_status_index', properties: ['status', 'createdAt'] })
@Index({ name: 'job_card_rego_key_index', properties: ['regoKey'] })
@Index({ name: 'job_card_rego_key_trgm', expression: `create index "job_card_rego_key_trgm" on "job_card" using gin ("rego_key" gin_trgm_ops)` })
@Index({ name: 'job_card_customer_index', properties: ['customer'] })
export class JobCard {
  @Field(() => ID, { name: 'id', description: '24 lowercase hex characters; also the signing link’s id.' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  /** From the database sequence job_number_seq when the row is inserted; shown as JC-000123. */
  @Property({ type: 'integer', fieldName: 'job_number', autoincrement: true, unique: 'job_card_job_number_unique' })
  number!: number & Opt;

  /** Its customer, found or made by the database from the email or phone; also GraphQL's `customerId`. */
  @CustomerLink()
  customer?: Rel<Customer> | null;
  declare readonly customerId: string | null;

  @CustomerColumn('name')
  customerName!: string;

  @CustomerColumn('email')
  customerEmail!: string;

  @CustomerColumn('phone')
  customerPhone?: string | null;

  @CustomerColumn('rego')
  carRego!: string;

  /** The rego upper-cased without spaces: what the list filter matches. */
  @Property({ type: 'string', length: 20 })
  regoKey!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  customerComplaint?: string | null;

  /** The booking the card was started from: one card per booking. */
  @ManyToOne(() => Appointment, { nullable: true, deleteRule: 'set null', fieldName: 'appointment_id', unique: 'job_card_appointment_unique' })
  appointment?: Rel<Appointment> | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  vehicleMake?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  vehicleModel?: string | null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  vehicleYear?: number | null;

  @Field(() => Int, { nullable: true, description: 'The odometer when the vehicle came in, in km.' })
  @Property({ type: 'integer', nullable: true })
  odometerKm?: number | null;

  @Field(() => JobStatus)
  @Enum({ items: () => JobStatus })
  status: JobStatus & Opt = JobStatus.PENDING_DIAGNOSIS;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'boolean' })
  termsAccepted: boolean & Opt = false;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  termsAcceptedAt?: Date | null;

  @Property({ type: 'string', length: 200, nullable: true })
  signedName?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  signatureKind?: SignatureKind | null;

  /** The drawn signature as PNG, kept as evidence (lazy: lists never load it). */
  @Property({ type: 'blob', nullable: true, lazy: true })
  signaturePng?: Buffer | null;

  @Property({ type: 'string', length: 64, nullable: true })
  signerIp?: string | null;

  @Property({ type: 'string', length: 500, nullable: true })
  signerUserAgent?: string | null;

  @Property({ type: 'string', columnType: 'char(64)', nullable: true })
  termsSha256?: string | null;

  /** The archived signed PDF (REST pdfPath). */
  @Property({ type: 'string', length: 64, nullable: true })
  signedDocumentId?: string | null;

  @Property({ type: 'string', columnType: 'char(64)', nullable: true })
  signedDocumentSha256?: string | null;

  /** The items as they are edited (a draft: a new row may have no description yet). */
  @Property({ type: 'json' })
  finalItems: PricedLine[] & Opt = [];

  @Field(() => String, { description: 'Notes for the customer: printed on quotes and invoices.' })
  @Property({ type: 'text' })
  mechanicNotes: string & Opt = '';

  @Field(() => String, { description: 'Notes for the workshop: never in an email, a PDF or a public page.' })
  @Property({ type: 'text' })
  workshopNotes: string & Opt = '';

  @Field(() => Date, { nullable: true, description: 'When the card began waiting for parts (the job board); null when it is not waiting. A status change ends the wait.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  waitingForPartsSince?: Date | null;

  @Field(() => Date, { nullable: true, description: "When the customer was last told their car is ready for pickup ('Notify customer'); null: not yet." })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  readyNotifiedAt?: Date | null;

  @Field(() => Int, { description: 'Starts at 1, +1 on every change; autosaves send the revision they were based on.' })
  @Property({ type: 'integer' })
  revision: number & Opt = 1;

  @Field(() => String, { description: 'The job number, e.g. "JC-000123" (a database sequence).' })
  get jobNumber(): string {
    return jobNumberLabel(this.number);
  }

  @Field(() => ID, { nullable: true, description: 'The booking it was started from.' })
  get appointmentId(): string | null {
    return this.appointment?._id ?? null;
  }

  @Field(() => String, { description: 'The status as displayed (e.g. "Pending Diagnosis").' })
  get statusLabel(): string {
    return this.status;
  }

  @Field(() => TermsAcceptance)
  get termsAcceptance(): TermsAcceptance {
    return {
      isAccepted: this.termsAccepted,
      timestamp: this.termsAcceptedAt ?? null,
      signedName: this.signedName ?? null,
      signatureKind: this.signatureKind ?? null,
      ip: this.signerIp ?? null,
      userAgent: this.signerUserAgent ?? null,
      termsSha256: this.termsSha256 ?? null,
      documentId: this.signedDocumentId ?? null,
      documentSha256: this.signedDocumentSha256 ?? null,
    };
  }

  @Field(() => [JobCardItem], { name: 'finalItems' })
  get finalItemsView(): JobCardItem[] {
    return this.finalItems.map(JobCardItem.of);
  }
}
