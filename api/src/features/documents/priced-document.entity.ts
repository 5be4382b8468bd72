/**
 * What a quote and an invoice store alike: the id, the customer link, the sequence number, the
 * priced lines, the notes and the totals in cents (columns and GraphQL fields of the same names on
 * both). Their GraphQL descriptions differ, so the id, `pricesIncludeGst` and `totalCents` fields
 * are declared by each entity with `@PricedFields`.
 */
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { lineAmount, lineTaxable } from '../../shared/money.js';
import type { PricedLine } from '../../shared/priced-document.js';
import { type Customer, CustomerLink } from '../customers/customer.entity.js';
import type { VehicleFacts } from './vehicle-facts.js';

// An object type so that Invoice and Quote inherit its fields; no query returns it, so the schema has no such type.
@ObjectType()
export abstract class PricedDocument {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  /** Its customer, found or made by the database from the email or phone; also GraphQL's `customerId`. */
  @CustomerLink()
  customer?: Rel<Customer> | null;
  declare readonly customerId: string | null;

  /** From the document's database sequence, in the transaction that creates it. */
  @Property({ type: 'integer' })
  number!: number;

  /** Each quantity positive (an invoice's at least 1). */
  @Property({ type: 'json' })
  items!: PricedLine[];

  @Field(() => String)
  @Property({ type: 'text' })
  notes: string & Opt = '';

  @Property({ type: 'boolean' })
  pricesIncludeGst!: boolean;

  @Field(() => Int)
  @Property({ type: 'integer' })
  subtotalCents!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  gstCents!: number;

  @Property({ type: 'integer' })
  totalCents!: number;

  @Field(() => Int, { description: 'The sum of the taxable lines, as entered: what the GST is worked out on.' })
  get taxableCents(): number {
    return this.items.reduce((sum, l) => sum + (lineTaxable(l) ? lineAmount(l.quantity, l.unitPriceCents) : 0), 0);
  }

  @Field(() => Int, { description: 'The sum of the GST-free lines (e.g. government fees): no GST on it.' })
  get gstFreeCents(): number {
    return this.items.reduce((sum, l) => sum + (lineTaxable(l) ? 0 : lineAmount(l.quantity, l.unitPriceCents)), 0);
  }
}

/** The GraphQL descriptions of a priced document's fields that differ between a quote and an invoice. */
export interface PricedFieldDescriptions {
  id: string;
  pricesIncludeGst?: string;
  totalCents?: string;
}

/** Declares the id, `pricesIncludeGst` and `totalCents` GraphQL fields of a priced document with its own descriptions. */
export function PricedFields(descriptions: PricedFieldDescriptions): ClassDecorator {
  return (target) => {
    const prototype = target.prototype as object;
    Field(() => ID, { name: 'id', description: descriptions.id })(prototype, '_id');
    Field(() => Boolean, { description: descriptions.pricesIncludeGst })(prototype, 'pricesIncludeGst');
    Field(() => Int, { description: descriptions.totalCents })(prototype, 'totalCents');
  };
}

/** The customer, vehicle, lines, notes and GST of a priced document, as its PDF prints them. */
export interface PricedFacts {
  /** A business customer's name and ABN (as printed, 12 345 678 901) too, where the document keeps them. */
  customer: { name: string; email: string; phone?: string | null; company?: string | null; abn?: string | null };
  carRego: string;
  lines: PricedLine[];
  notes?: string | null;
  gstPercent: number;
  pricesIncludeGst: boolean;
  /** The car (make, model, year, odometer, VIN) and the job number, when known. */
  vehicle?: VehicleFacts | null;
}

/** A priced document's facts for its PDF: its lines, notes and GST, with the customer and rego it is written for. */
export function pricedFacts(
  document: PricedDocument,
  gstPercent: number,
  customer: PricedFacts['customer'],
  carRego: string,
  vehicle: VehicleFacts | null = null,
): PricedFacts {
  return { customer, carRego, lines: document.items, notes: document.notes || null, gstPercent, pricesIncludeGst: document.pricesIncludeGst, vehicle };
}
