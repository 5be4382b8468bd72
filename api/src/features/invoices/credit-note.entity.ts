/**
 * An adjustment note: what cancels an invoice that was sent (the invoice is voided, never
 * destroyed). Numbered CN-000001 from its own database sequence; it reverses the invoice's
 * subtotal, GST and total, and keeps its PDF with the SHA-256.
 */
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { Invoice } from './invoice.entity.js';

/** CN-000123: the sequence number, zero-padded to six digits. */
export function creditNoteNumberLabel(n: number): string {
  return `CN-${String(n).padStart(6, '0')}`;
}

@ObjectType({ description: 'An adjustment note (credit note) cancelling a voided invoice. Amounts are the invoice’s, in cents, reversed by the note.' })
@Entity({ tableName: 'credit_note' })
@Unique({ name: 'credit_note_number_unique', properties: ['number'] })
@Unique({ name: 'credit_note_invoice_unique', properties: ['invoice'] })
export class CreditNote {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  /** From the database sequence credit_note_number_seq. */
  @Property({ type: 'integer' })
  number!: number;

  @Field(() => String, { description: 'e.g. "CN-000001".' })
  @Property({ type: 'string', length: 20 })
  creditNoteNumber!: string;

  @ManyToOne(() => Invoice, { deleteRule: 'restrict', fieldName: 'invoice_id' })
  invoice!: Rel<Invoice>;

  @Field(() => String, { description: 'The number of the invoice it cancels.' })
  @Property({ type: 'string', length: 20 })
  invoiceNumber!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  issuedAt!: Date;

  @Field(() => Int, { description: 'The invoice’s subtotal, which the note reverses.' })
  @Property({ type: 'integer' })
  subtotalCents!: number;

  @Field(() => Int, { description: 'The invoice’s GST, which the note reverses.' })
  @Property({ type: 'integer' })
  gstCents!: number;

  @Field(() => Int, { description: 'The invoice’s total, which the note reverses.' })
  @Property({ type: 'integer' })
  totalCents!: number;

  @Field(() => String, { description: 'The stored PDF (open it with documentLink).' })
  @Property({ type: 'string', length: 24 })
  documentId!: string;

  @Field(() => String, { description: 'SHA-256 of the PDF.' })
  @Property({ type: 'string', columnType: 'char(64)' })
  documentSha256!: string;

  @Field(() => String, { description: 'The staff account that voided the invoice.' })
  @Property({ type: 'string', length: 100 })
  issuedBy!: string;
}
