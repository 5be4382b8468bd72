/**
 * A part of the catalogue: what it is (number, description, brand, supplier), what it costs and
 * sells for (a fixed sell price, or its cost by the owner's markup matrix), where it is (bin,
 * barcode) and how many are on the shelf. Stock on hand is the sum of the part's stock moves,
 * kept on the row in the same transaction as each move; the database refuses it below zero
 * unless the part allows it (special orders).
 */
import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';

@ObjectType({ description: 'A part of the catalogue with its stock (admin: owners and service advisers). Prices in integer cents.' })
@Entity({ tableName: 'part' })
@Check({ name: 'part_stock_not_negative', expression: `"allow_negative" or "on_hand" >= 0` })
@Check({ name: 'part_prices_not_negative', expression: `"cost_cents" >= 0 and ("fixed_sell_cents" is null or "fixed_sell_cents" >= 0)` })
@Index({ name: 'part_number_unique', expression: `create unique index "part_number_unique" on "part" (coalesce("supplier_id", ''), "part_key")` })
@Index({ name: 'part_barcode_unique', expression: `create unique index "part_barcode_unique" on "part" ("barcode") where "barcode" is not null` })
// The words of a search are looked up by trigrams of the part's number, description and brand (part-search.ts).
@Index({ name: 'part_search_trgm', expression: `create index "part_search_trgm" on "part" using gin (lower("part_key" || ' ' || "description" || ' ' || coalesce("brand", '')) gin_trgm_ops)` })
@Index({ name: 'part_active_order', expression: `create index "part_active_order" on "part" ("part_key", "_id") where "archived_at" is null` })
export class Part {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => String, { description: 'As the supplier writes it, e.g. "DB1234 GCT"; unique per supplier, ignoring case, spaces and dashes.' })
  @Property({ type: 'string', length: 60 })
  partNumber!: string;

  /** The part number as searched, ordered and kept unique: upper case, without spaces, dashes, dots or slashes (compared byte by byte). */
  @Property({ type: 'string', length: 60, collation: 'C' })
  partKey!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  description!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 60, nullable: true })
  brand?: string | null;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  supplierId?: string | null;

  @Field(() => Int, { description: 'What the workshop pays for one, in cents.' })
  @Property({ type: 'integer' })
  costCents!: number;

  /** A sell price the owner fixed, in cents; null: the markup matrix makes it from the cost. */
  @Property({ type: 'integer', nullable: true })
  fixedSellCents?: number | null;

  @Field(() => Boolean, { description: 'Its lines are GST-free.' })
  @Property({ type: 'boolean' })
  gstFree: boolean & Opt = false;

  @Field(() => String, { nullable: true, description: 'Where it is kept, e.g. "A3-2".' })
  @Property({ type: 'string', length: 30, nullable: true })
  bin?: string | null;

  @Field(() => String, { nullable: true, description: 'Unique among parts.' })
  @Property({ type: 'string', length: 60, nullable: true })
  barcode?: string | null;

  @Field(() => Float, { description: 'When available stock falls to this, the part is low.' })
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  reorderPoint: number & Opt = 0;

  @Field(() => Float, { description: 'How many a purchase order asks for when it is low.' })
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  reorderQuantity: number & Opt = 0;

  @Field(() => Boolean, { description: 'Stock may go below zero (a special order fitted before it arrives).' })
  @Property({ type: 'boolean' })
  allowNegative: boolean & Opt = false;

  @Field(() => Float, { description: 'On the shelf: the sum of its stock moves.' })
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  onHand: number & Opt = 0;


  @Field(() => Date, { nullable: true, description: 'When it was archived (left out of searches); null while active.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  archivedAt?: Date | null;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt!: Date;

  /** The sell price now (fixed, or from the cost by the markup matrix), set by the service. */
  @Field(() => Int, { description: 'The sell price of one in cents: fixed, or the cost by the markup matrix.' })
  sellCents: number & Opt = 0;

  /** What the part lines of job cards not yet invoiced hold (set by the service). */
  @Field(() => Float, { description: 'Held by the part lines of job cards not yet invoiced (lines the customer declined hold nothing).' })
  reserved: number & Opt = 0;

  @Field(() => Boolean, { description: 'The sell price is fixed (false: it follows the cost by the markup matrix).' })
  get sellPriceFixed(): boolean & Opt {
    return this.fixedSellCents != null;
  }

  @Field(() => Float, { description: 'On hand less reserved; below zero: that many to order.' })
  get available(): number & Opt {
    return Math.round((this.onHand - this.reserved) * 100) / 100;
  }
}
