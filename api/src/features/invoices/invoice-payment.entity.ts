/**
 * A payment recorded against an invoice: how much, how, on which day, an optional reference and
 * who recorded it. A payment recorded by mistake is reversed, never deleted: the record keeps it,
 * with who reversed it and when. A card payment made online may be refunded in part through Stripe:
 * the part refunded no longer counts as paid.
 */
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { Invoice } from './invoice.entity.js';

export enum PaymentMethod {
  cash = 'cash',
  eftpos = 'eftpos',
  bank_transfer = 'bank_transfer',
  other = 'other',
  /** Paid online through Stripe Checkout (card, Apple Pay, Google Pay); its reference is the payment intent. Never picked by staff. */
  card = 'card',
}
registerEnumType(PaymentMethod, { name: 'PaymentMethod', description: 'How a payment was made: cash, EFTPOS or card, bank transfer, other, or card online (Stripe Checkout, recorded by its webhook).' });

/** How staff, PDFs and emails name a method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  eftpos: 'EFTPOS/card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
  card: 'Card (online)',
};

@ObjectType({ description: 'A payment recorded against an invoice (admin). Reversed payments stay in the record.' })
@Entity({ tableName: 'invoice_payment' })
@Index({ name: 'invoice_payment_invoice_index', properties: ['invoice', 'recordedAt'] })
// A payment made through Stripe is recorded once, however often its webhook is delivered: one card payment per payment intent.
@Index({ name: 'invoice_payment_card_reference_unique', expression: `create unique index "invoice_payment_card_reference_unique" on "invoice_payment" ("reference") where "method" = 'card'` })
export class InvoicePayment {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @ManyToOne(() => Invoice, { deleteRule: 'cascade', fieldName: 'invoice_id' })
  invoice!: Rel<Invoice>;

  @Field(() => Int, { description: 'Greater than 0, at most the balance due when it was recorded.' })
  @Property({ type: 'integer' })
  amountCents!: number;

  @Field(() => PaymentMethod)
  @Enum({ items: () => PaymentMethod })
  method!: PaymentMethod;

  @Field(() => String, { description: 'The day it was paid, yyyy-MM-dd (workshop time).' })
  @Property({ type: 'date', columnType: 'date' })
  paidOn!: string;

  @Field(() => String, { nullable: true, description: 'A receipt number, bank reference or note, as staff typed it.' })
  @Property({ type: 'string', length: 100, nullable: true })
  reference?: string | null;

  @Field(() => Int, { description: 'A card surcharge paid with it online, in cents (0 otherwise); not part of the amount, which is what the invoice was paid.' })
  @Property({ type: 'integer', default: 0 })
  surchargeCents: number & Opt = 0;

  @Field(() => Int, { description: 'How much of a card payment made online was refunded through Stripe, in cents (0 otherwise); at most the amount. What remains counts as paid.' })
  @Property({ type: 'integer', default: 0 })
  refundedCents: number & Opt = 0;

  @Field(() => String, { description: 'The staff account that recorded it (Stripe for a payment made online).' })
  @Property({ type: 'string', length: 100 })
  recordedBy!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  recordedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was reversed (recorded by mistake); it then counts for nothing.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  reversedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'Who reversed it.' })
  @Property({ type: 'string', length: 100, nullable: true })
  reversedBy?: string | null;

  @Field(() => String, { description: 'e.g. "EFTPOS/card".' })
  get methodLabel(): string & Opt {
    return PAYMENT_METHOD_LABELS[this.method];
  }
}
