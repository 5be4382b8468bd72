/**
 * The stock ledger: every change of a part's stock is a move (received, fitted to a job, returned,
 * adjusted with a reason, counted), signed, with the stock on hand it left. A part's stock on hand
 * is the sum of its moves.
 */
import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';

const STOCK_MOVE_KINDS = ['received', 'fitted', 'returned', 'adjusted', 'counted'] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];

@ObjectType({ description: 'A move of a part’s stock (admin: owners and service advisers).' })
@Entity({ tableName: 'stock_move' })
@Check({ name: 'stock_move_kind', expression: `"kind" in (${STOCK_MOVE_KINDS.map((k) => `'${k}'`).join(', ')})` })
@Index({ name: 'stock_move_part_index', properties: ['partId', 'at', '_id'] })
// A job card's fitted and returned parts: what its invoice's deletion returns, what its parts cost (the margin).
@Index({ name: 'stock_move_job_card_index', expression: `create index "stock_move_job_card_index" on "stock_move" ("job_card_id") where "job_card_id" is not null` })
export class StockMove {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => ID)
  @Property({ type: 'string', columnType: 'char(24)' })
  partId!: string;

  @Field(() => String, { description: 'received, fitted, returned, adjusted or counted.' })
  @Property({ type: 'string', length: 16 })
  kind!: StockMoveKind;

  @Field(() => Float, { description: 'Signed: what came in (positive) or went out (negative).' })
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  quantity!: number;

  @Field(() => Float, { description: 'The stock on hand the move left.' })
  @Property({ type: 'decimal', precision: 12, scale: 2, runtimeType: 'number' })
  onHandAfter!: number;

  @Field(() => Int, { description: 'The part’s cost of one when the move was made, in cents (a fitted part: what it cost the job).' })
  @Property({ type: 'integer' })
  unitCostCents!: number;

  @Field(() => String, { nullable: true, description: 'Why (an adjustment’s reason, a count’s note).' })
  @Property({ type: 'string', length: 200, nullable: true })
  reason?: string | null;

  @Field(() => ID, { nullable: true, description: 'The job card it was fitted to or returned from.' })
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  jobCardId?: string | null;

  @Field(() => String, { description: 'Who made it (a member of staff’s name).' })
  @Property({ type: 'string', length: 100 })
  byName!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  at!: Date;
}
