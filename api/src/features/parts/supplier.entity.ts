/**
 * A supplier of parts: its name (unique, ignoring case), the email purchase orders go to, and how
 * its CSV price file names its columns (chosen once, remembered for every file after).
 */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';

/** Which header of the supplier's CSV holds each of a part's fields (null: the file has none). */
@ObjectType({ description: 'The headers of a supplier’s CSV price file that hold each field of a part.' })
export class PriceFileColumns {
  @Field(() => String, { description: 'The header of the part number column (required).' })
  partNumber!: string;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  brand?: string | null;

  @Field(() => String, { description: 'The header of the cost price column (required; dollars).' })
  costPrice!: string;

  @Field(() => String, { nullable: true })
  barcode?: string | null;
}

@ObjectType({ description: 'A supplier of parts (admin: owners and service advisers).' })
@Entity({ tableName: 'supplier' })
@Index({ name: 'supplier_name_unique', expression: `create unique index "supplier_name_unique" on "supplier" (lower("name"))` })
export class Supplier {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => String, { description: '1 to 100 characters, unique ignoring case.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Where purchase orders are emailed.' })
  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  @Field(() => PriceFileColumns, { nullable: true, description: 'How its CSV price file names its columns; null until set.' })
  @Property({ type: 'json', nullable: true })
  priceFileColumns?: PriceFileColumns | null;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt!: Date;
}
