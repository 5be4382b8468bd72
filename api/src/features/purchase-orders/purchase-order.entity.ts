/**
 * A purchase order to a supplier: its lines (a part, how many, at what cost of one, and how many
 * have arrived), the job cards that wait on it, and the supplier's invoice recorded against it.
 * Its status follows its life: draft (made), sent (emailed to the supplier), part-received,
 * received (every line in full), cancelled (nothing received).
 */
import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { lineAmount } from '../../shared/money.js';

export const PO_STATUSES = ['draft', 'sent', 'part-received', 'received', 'cancelled'] as const;
export type PurchaseOrderStatus = (typeof PO_STATUSES)[number];
/** The statuses of an order still to arrive: the cards it names wait on it. */
export const OPEN_PO_STATUSES: readonly PurchaseOrderStatus[] = ['draft', 'sent', 'part-received'];

/** PO-000042 */
const purchaseOrderNumberLabel = (n: number) => `PO-${String(n).padStart(6, '0')}`;

@ObjectType({ description: 'A line of a purchase order: a part, how many were ordered and have arrived, and its cost of one (cents, excluding GST).' })
@Entity({ tableName: 'purchase_order_line' })
@Check({ name: 'purchase_order_line_quantities', expression: `"quantity" > 0 and "received" >= 0 and "received" <= "quantity"` })
@Index({ name: 'purchase_order_line_part_index', properties: ['partId'] })
export class PurchaseOrderLine {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  purchaseOrderId!: string;

  /** Its place on the order, from 1. */
  @Field(() => Int)
  @PrimaryKey({ type: 'integer' })
  position!: number;

  @Field(() => ID)
  @Property({ type: 'string', columnType: 'char(24)' })
  partId!: string;

  @Field(() => String, { description: 'The part’s number when the order was made.' })
  @Property({ type: 'string', length: 60 })
  partNumber!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  description!: string;

  @Field(() => Float)
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  quantity!: number;

  @Field(() => Float, { description: 'How many have arrived so far.' })
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number', default: 0 })
  received: number & Opt = 0;

  @Field(() => Int, { description: 'The cost of one in cents, excluding GST: what the part’s cost becomes when it arrives.' })
  @Property({ type: 'integer' })
  unitCostCents!: number;

  @Field(() => Float, { description: 'quantity − received.' })
  get outstanding(): number & Opt {
    return Math.round((this.quantity - this.received) * 100) / 100;
  }
}

@ObjectType({ description: 'A job card a purchase order is for: it waits for parts on the board until the order arrives in full.' })
export class PurchaseOrderCard {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'e.g. J-000123' })
  number!: string;

  @Field(() => String)
  customerName!: string;

  @Field(() => String)
  carRego!: string;

  @Field(() => String)
  status!: string;

  @Field(() => Boolean, { description: 'It shows in Waiting for parts on the job board.' })
  waitingForParts!: boolean;
}

/** A job card waiting on a purchase order. */
@Entity({ tableName: 'purchase_order_job_card' })
@Index({ name: 'purchase_order_job_card_card_index', properties: ['jobCardId'] })
export class PurchaseOrderJobCard {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  purchaseOrderId!: string;

  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  jobCardId!: string;
}

@ObjectType({ description: 'A purchase order to a supplier (admin: owners and service advisers). Costs in integer cents, excluding GST.' })
@Entity({ tableName: 'purchase_order' })
@Check({ name: 'purchase_order_status', expression: `"status" in (${PO_STATUSES.map((s) => `'${s}'`).join(', ')})` })
@Index({ name: 'purchase_order_supplier_index', properties: ['supplierId', 'createdAt'] })
@Index({ name: 'purchase_order_open_index', expression: `create index "purchase_order_open_index" on "purchase_order" ("created_at") where "status" in ('draft', 'sent', 'part-received')` })
export class PurchaseOrder {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  /** From its own sequence (purchase_order_number_seq). */
  @Unique({ name: 'purchase_order_number_unique' })
  @Property({ type: 'integer' })
  number!: number;

  @Field(() => String, { name: 'number', description: 'e.g. PO-000042: what the supplier quotes on its invoice.' })
  get poNumber(): string & Opt {
    return purchaseOrderNumberLabel(this.number);
  }

  @Field(() => ID)
  @Property({ type: 'string', columnType: 'char(24)' })
  supplierId!: string;

  @Field(() => String, { description: 'draft, sent, part-received, received or cancelled.' })
  @Property({ type: 'string', length: 16 })
  status!: PurchaseOrderStatus;

  @Field(() => String, { nullable: true, description: 'A note to the supplier, printed on the order.' })
  @Property({ type: 'string', length: 500, nullable: true })
  notes?: string | null;

  @Field(() => String, { nullable: true, description: 'The supplier’s invoice number for this order.' })
  @Property({ type: 'string', length: 60, nullable: true })
  supplierInvoiceNumber?: string | null;

  @Field(() => Int, { nullable: true, description: 'The supplier’s invoice total in cents (as invoiced, GST included).' })
  @Property({ type: 'integer', nullable: true })
  supplierInvoiceTotalCents?: number | null;

  @Field(() => String, { nullable: true, description: 'Where it was last emailed.' })
  @Property({ type: 'string', length: 254, nullable: true })
  sentTo?: string | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Field(() => ID, { nullable: true, description: 'The stored PDF last emailed.' })
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  documentId?: string | null;

  @Field(() => Date, { nullable: true, description: 'When its last line arrived in full.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  receivedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  cancelledAt?: Date | null;

  @Field(() => String, { description: 'Who made it.' })
  @Property({ type: 'string', length: 100 })
  createdByName!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt!: Date;

  /** Set by the service from here on. */
  @Field(() => String)
  supplierName: string & Opt = '';

  @Field(() => String, { nullable: true, description: 'Where the supplier takes orders.' })
  supplierEmail?: string | null;

  @Field(() => [PurchaseOrderLine])
  lines: PurchaseOrderLine[] & Opt = [];

  @Field(() => [PurchaseOrderCard])
  jobCards: PurchaseOrderCard[] & Opt = [];

  @Field(() => Int, { description: 'Σ quantity × cost of one of its lines, in cents, excluding GST.' })
  get totalCents(): number & Opt {
    return this.lines.reduce((sum, l) => sum + lineAmount(l.quantity, l.unitCostCents), 0);
  }
}
