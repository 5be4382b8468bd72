/**
 * A supplier's price file on its way into the catalogue: read and checked first (new, changed and
 * unchanged parts counted, bad rows named by line, the first rows shown), applied when staff say
 * so. Its good rows wait in `price_import_row` until then.
 */
import { Check, Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';

const PRICE_IMPORT_STATUSES = ['reading', 'ready', 'applying', 'applied', 'failed'] as const;
export type PriceImportStatus = (typeof PRICE_IMPORT_STATUSES)[number];

@ObjectType({ description: 'A bad row of a price file: its line in the file and what is wrong.' })
export class PriceImportProblem {
  @Field(() => Int)
  line!: number;

  @Field(() => String)
  message!: string;
}

@ObjectType({ description: 'One of the first rows of a price file, as the catalogue would take it.' })
export class PriceImportPreview {
  @Field(() => Int)
  line!: number;

  @Field(() => String)
  partNumber!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true })
  brand!: string | null;

  @Field(() => Int)
  costCents!: number;

  @Field(() => String, { nullable: true })
  barcode!: string | null;

  @Field(() => String, { description: 'new, changed or unchanged.' })
  outcome!: string;
}

@ObjectType({ description: 'A supplier’s price file being read, ready to apply, or applied (admin: owners and service advisers).' })
@Entity({ tableName: 'price_import' })
@Check({ name: 'price_import_status', expression: `"status" in (${PRICE_IMPORT_STATUSES.map((s) => `'${s}'`).join(', ')})` })
export class PriceImport {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => ID)
  @Property({ type: 'string', columnType: 'char(24)' })
  supplierId!: string;

  @Field(() => String, { description: 'reading (the file is being read and checked), ready (to apply), applying, applied, or failed.' })
  @Property({ type: 'string', length: 16 })
  status!: PriceImportStatus;

  @Field(() => Int, { description: 'Rows of the file (the header left out).' })
  @Property({ type: 'integer' })
  rows: number & Opt = 0;

  @Field(() => Int, { description: 'Rows read and checked so far.' })
  @Property({ type: 'integer' })
  processed: number & Opt = 0;

  @Field(() => Int, { description: 'Parts the file adds to the catalogue.' })
  @Property({ type: 'integer' })
  newCount: number & Opt = 0;

  @Field(() => Int, { description: 'Parts whose cost, description, brand or barcode the file changes.' })
  @Property({ type: 'integer' })
  changedCount: number & Opt = 0;

  @Field(() => Int)
  @Property({ type: 'integer' })
  unchangedCount: number & Opt = 0;

  @Field(() => Int, { description: 'Rows left out, each named in problems (the first 100).' })
  @Property({ type: 'integer' })
  badCount: number & Opt = 0;

  @Field(() => [PriceImportProblem])
  @Property({ type: 'json' })
  problems: PriceImportProblem[] & Opt = [];

  @Field(() => [PriceImportPreview], { description: 'The first 10 good rows.' })
  @Property({ type: 'json' })
  preview: PriceImportPreview[] & Opt = [];

  @Field(() => String, { nullable: true, description: 'Why the file could not be read or applied (status failed).' })
  @Property({ type: 'string', length: 500, nullable: true })
  failure?: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  byName!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  appliedAt?: Date | null;
}

/** A good row of a price file waiting to be applied, with what it does to the catalogue. */
@Entity({ tableName: 'price_import_row' })
export class PriceImportRow {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  importId!: string;

  @PrimaryKey({ type: 'integer' })
  line!: number;

  @Property({ type: 'string', length: 60 })
  partNumber!: string;

  @Property({ type: 'string', length: 60 })
  partKey!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  description?: string | null;

  @Property({ type: 'string', length: 60, nullable: true })
  brand?: string | null;

  @Property({ type: 'integer' })
  costCents!: number;

  @Property({ type: 'string', length: 60, nullable: true })
  barcode?: string | null;

  /** The part it changes (null: a new part). */
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  partId?: string | null;

  /** new, changed or unchanged. */
  @Property({ type: 'string', length: 10, nullable: true })
  outcome?: string | null;
}
