/** An invoice: its number from the database sequence, the customer, the lines and totals in cents, its PDFs, sent and paid times. */
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { PricedDocument, PricedFields } from '../documents/priced-document.entity.js';
import { lineAmount } from '../../shared/money.js';
import type { PricedLine } from '../../shared/priced-document.js';
import { CustomerColumn } from '../customers/customer.entity.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { lineFields, LineKindFields } from '../../shared/line-kind-fields.js';
import type { VehicleFacts } from '../documents/public.js';

export enum InvoiceStatus {
  paid = 'paid',
  unpaid = 'unpaid',
}
registerEnumType(InvoiceStatus, { name: 'InvoiceStatus', description: 'paid or unpaid; paid has no way back.' });

@ObjectType({ description: 'One invoice line. Prices in integer cents.' })
export class InvoiceItem extends LineKindFields {
  @Field(() => String)
  description!: string;

  @Field(() => Float, { description: 'At least 1, up to 2 decimals.' })
  quantity!: number;

  @Field(() => Int, { description: 'Unit price in cents, as entered (including GST when the invoice’s prices include it).' })
  unitPriceCents!: number;

  @Field(() => Int, { description: 'quantity × unit price, in cents, as printed.' })
  get amountCents(): number {
    return lineAmount(this.quantity, this.unitPriceCents);
  }

  /** The stored PricedLine, its price under the invoices' name. */
  static of(line: PricedLine): InvoiceItem {
    return Object.assign(new InvoiceItem(), { description: line.description, quantity: line.quantity, unitPriceCents: line.unitPriceCents, ...lineFields(line) });
  }
}

/** INV-000123: the sequence number, zero-padded to six digits. */
export function invoiceNumberLabel(n: number): string {
  return `INV-${String(n).padStart(6, '0')}`;
}

/** The sequence number an invoice number names: "INV-000123", "inv-123" or "123" → 123; null otherwise. */
export function parseInvoiceNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^\s*(?:INV-?)?0*(\d{1,9})\s*$/i.exec(value);
  return match ? Number(match[1]) : null;
}

@ObjectType({ description: 'An invoice (admin). Amounts in integer cents.' })
@Entity({ tableName: 'invoice' })
@Unique({ name: 'invoice_number_unique', properties: ['number'] })
// One live invoice per job card (re-generating keeps it; a voided one frees the card); NULL for standalone invoices.
@Index({ name: 'invoice_job_card_unique', expression: `create unique index "invoice_job_card_unique" on "invoice" ("job_card_id") where "voided_at" is null` })
// The manager's pages: newest first, by (issued_at, number) keyset.
@Index({ name: 'invoice_issued_index', properties: ['issuedAt', 'number'] })
@Index({ name: 'invoice_status_issued_index', properties: ['status', 'issuedAt', 'number'] })
@Index({ name: 'invoice_rego_key_index', properties: ['regoKey'] })
@Index({ name: 'invoice_rego_key_trgm', expression: `create index "invoice_rego_key_trgm" on "invoice" using gin ("rego_key" gin_trgm_ops)` })
@Index({ name: 'invoice_number_trgm', expression: `create index "invoice_number_trgm" on "invoice" using gin ("invoice_number" gin_trgm_ops)` })
// Analytics sum a period's live invoices from this index alone (an index-only scan); voided ones are left out.
@Index({
  name: 'invoice_issued_totals_index',
  expression: `create index "invoice_issued_totals_index" on "invoice" ("issued_at") include ("status", "total_cents", "subtotal_cents", "gst_cents") where "voided_at" is null`,
})
// Analytics count a period's cars (distinct rego keys of its live invoices) from this index alone.
@Index({
  name: 'invoice_issued_rego_index',
  expression: `create index "invoice_issued_rego_index" on "invoice" ("issued_at") include ("rego_key") where "voided_at" is null`,
})
@Index({ name: 'invoice_customer_index', properties: ['customer'] })
// Review requests find the invoices paid a few days ago.
@Index({ name: 'invoice_paid_at_index', expression: `create index "invoice_paid_at_index" on "invoice" ("paid_at") where status = 'paid'` })
@PricedFields({ id: '24 lowercase hex characters.', pricesIncludeGst: 'True when the unit prices include GST.', totalCents: 'The total (REST totalAmount), in cents.' })
export class Invoice extends PricedDocument {
  // number: from the database sequence invoice_number_seq.

  @Field(() => String, { description: 'e.g. "INV-000123" (the sequence number, zero-padded).' })
  @Property({ type: 'string', length: 20 })
  invoiceNumber!: string;

  /** The job card it was generated from; kept (set to NULL) when the card is deleted. */
  @ManyToOne(() => JobCard, { nullable: true, deleteRule: 'set null', fieldName: 'job_card_id' })
  jobCard?: Rel<JobCard> | null;

  @CustomerColumn('name')
  customerName!: string;

  @CustomerColumn('email')
  customerEmail!: string;

  @CustomerColumn('rego')
  carRego!: string;

  /** The rego upper-cased without spaces: what the filters and the vehicle history match. */
  @Property({ type: 'string', length: 20 })
  regoKey!: string;

  @CustomerColumn('phone')
  phoneNumber?: string | null;

  /**
   * The car as the invoice was issued for it (make, model, year, odometer, VIN, job number), from
   * its job card and vehicle record: every copy and receipt prints these, whatever the car's
   * record says later. Null for invoices issued before it was kept, and for standalone invoices.
   */
  @Property({ type: 'json', nullable: true })
  vehicleDetails?: VehicleFacts | null;

  @Field(() => String, { nullable: true, description: 'The customer’s purchase order number it quotes (up to 50 characters).' })
  @Property({ type: 'string', length: 50, nullable: true })
  purchaseOrder?: string | null;

  @Field(() => String, { nullable: true, description: 'The business it was issued to (a business customer’s name as it was then).' })
  @Property({ type: 'string', length: 200, nullable: true })
  customerCompany?: string | null;

  @Field(() => String, { nullable: true, description: 'The business’s ABN as it was then: 11 digits.' })
  @Property({ type: 'string', length: 11, nullable: true })
  customerAbn?: string | null;

  @Field(() => String, { nullable: true, description: 'The day it is due (yyyy-MM-dd, workshop calendar) under the customer’s account terms; null: the workshop’s payment terms.' })
  @Property({ type: 'date', columnType: 'date', nullable: true })
  dueOn?: string | null;

  /**
   * The lines the customer declined on the job card's quote, as quoted: printed on every copy after
   * the totals as declined, never charged. Null for invoices issued before it was kept, and for standalone invoices.
   */
  @Property({ type: 'json', nullable: true })
  declinedItems?: PricedLine[] | null;

  @Field(() => [InvoiceItem], { description: 'The work the customer declined on the quote, as quoted: printed as declined after the totals, not charged.' })
  get declinedWork(): InvoiceItem[] {
    return (this.declinedItems ?? []).map(InvoiceItem.of);
  }

  @Field(() => Float, { description: '0 to 100 (default 10).' })
  @Property({ type: 'double' })
  gstPercentage!: number;

  @Field(() => Date, { description: 'When it was issued (REST issueDate).' })
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  issuedAt!: Date;

  @Field(() => InvoiceStatus)
  @Enum({ items: () => InvoiceStatus })
  status: InvoiceStatus & Opt = InvoiceStatus.unpaid;

  @Field(() => Int, { description: 'What its payments add up to (reversed ones left out, refunds taken off), in cents.' })
  @Property({ type: 'integer' })
  amountPaidCents: number & Opt = 0;

  @Field(() => Int, { description: 'What is still to pay, in cents: 0 exactly when it is paid (and once it is voided).' })
  get balanceDueCents(): number {
    return this.voidedAt ? 0 : this.totalCents - this.amountPaidCents;
  }

  @Field(() => Boolean, { description: 'Unpaid with money paid on it: the workshop calls it Part paid (the Paid/Unpaid filter counts it Unpaid).' })
  get partPaid(): boolean & Opt {
    return !this.voidedAt && this.status === InvoiceStatus.unpaid && this.amountPaidCents > 0;
  }

  @Field(() => Date, { nullable: true, description: 'When it was paid in full (the payment that cleared the balance was recorded).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  paidAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was voided (cancelled by an adjustment note); it then counts nowhere but stays readable.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  voidedAt?: Date | null;

  /** Its customer was erased on request: kept as issued for the law's keeping period, but in no list, search or reminder. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  withheldAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Who voided it.' })
  @Property({ type: 'string', length: 100, nullable: true })
  voidedBy?: string | null;

  @Field(() => Boolean, { description: 'True once it was voided (deleted after it was sent).' })
  get voided(): boolean & Opt {
    return Boolean(this.voidedAt);
  }

  @Field(() => Date, { nullable: true, description: 'When it was last emailed (issued, re-generated, resent or paid).' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'The current PDF (open it with documentLink or invoicePdfLink).' })
  @Property({ type: 'string', length: 24, nullable: true })
  documentId?: string | null;

  @Field(() => String, { nullable: true, description: 'SHA-256 of the current PDF.' })
  @Property({ type: 'string', columnType: 'char(64)', nullable: true })
  documentSha256?: string | null;

  @Field(() => ID, { nullable: true, description: 'The job card it came from (null for standalone invoices, or once that card is deleted).' })
  get jobCardId(): string | null {
    return this.jobCard?._id ?? null;
  }

  @Field(() => [InvoiceItem], { name: 'items' })
  get itemsView(): InvoiceItem[] {
    return this.items.map(InvoiceItem.of);
  }
}

export type InvoiceDocumentReason = 'issued' | 'regenerated' | 'receipt';

@ObjectType({ description: 'A PDF of an invoice: the first one issued, and each re-generated copy (kept with its SHA-256).' })
@Entity({ tableName: 'invoice_document' })
@Index({ name: 'invoice_document_invoice_index', properties: ['invoice', 'createdAt'] })
export class InvoiceDocument {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @ManyToOne(() => Invoice, { deleteRule: 'cascade', fieldName: 'invoice_id' })
  invoice!: Rel<Invoice>;

  @Field(() => ID, { description: 'The stored document (open it with documentLink).' })
  @Property({ type: 'string', length: 24 })
  documentId!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  filename!: string;

  @Field(() => String, { description: 'SHA-256 of the PDF, lowercase hex.' })
  @Property({ type: 'string', columnType: 'char(64)' })
  sha256!: string;

  @Field(() => String, { description: '"issued", "regenerated" or "receipt" (the invoice marked PAID, with its payments).' })
  @Property({ type: 'string', length: 20 })
  reason!: InvoiceDocumentReason;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;
}
