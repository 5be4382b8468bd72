/**
 * The workshop's courtesy cars (the loan cars customers drive while theirs is in) and their loans.
 * A car is never deleted: a retired car stays, with its loans, for the record, and cannot be lent.
 * A car has at most one open loan (not yet returned), which the database holds to.
 */
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';

@ObjectType({ description: 'A loan of a courtesy car to a customer (admin).' })
@Entity({ tableName: 'courtesy_loan' })
@Index({ name: 'courtesy_loan_car_index', properties: ['car', 'lentAt'] })
@Index({ name: 'courtesy_loan_open_unique', expression: `create unique index "courtesy_loan_open_unique" on "courtesy_loan" ("car_id") where "returned_at" is null` })
export class CourtesyLoan {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @ManyToOne(() => CourtesyCar, { deleteRule: 'restrict', fieldName: 'car_id' })
  car!: Rel<CourtesyCar>;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  customerName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 40 })
  customerPhone!: string;

  @Field(() => ID, { nullable: true, description: 'The job card it goes with, if any.' })
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  jobCardId?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lentAt!: Date;

  @Field(() => String, { description: 'The workshop day it is due back, yyyy-MM-dd.' })
  @Property({ type: 'date', columnType: 'date' })
  dueBack!: string;

  @Field(() => Date, { nullable: true, description: 'When it came back; null while the car is out.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  returnedAt?: Date | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  /** Past its due-back day and not returned, as the workshop's calendar counts (set by the service). */
  @Field(() => Boolean, { description: 'Not returned and past its due-back day (workshop time).' })
  overdue: boolean & Opt = false;

  @Field(() => ID)
  get carId(): string & Opt {
    return this.car._id;
  }
}

@ObjectType({ description: 'A courtesy car the workshop lends customers (admin).' })
@Entity({ tableName: 'courtesy_car' })
@Unique({ name: 'courtesy_car_rego_key_unique', properties: ['regoKey'] })
export class CourtesyCar {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => String, { description: 'As printed: upper case, single spaces.' })
  @Property({ type: 'string', length: 20 })
  rego!: string;

  /** The rego as matched: upper case without spaces (one car per rego). */
  @Property({ type: 'string', length: 20 })
  regoKey!: string;

  @Field(() => String, { description: 'e.g. "Silver Corolla".' })
  @Property({ type: 'string', length: 100 })
  description!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Field(() => Boolean, { description: 'Kept for the record; a retired car cannot be lent.' })
  @Property({ type: 'boolean' })
  retired: boolean & Opt = false;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  /** Its loan not yet returned (set by the service). */
  @Field(() => CourtesyLoan, { nullable: true, description: 'Its loan not yet returned, if it is out.' })
  openLoan?: CourtesyLoan | null;

  /** Its loans, newest first (set by the service). */
  @Field(() => [CourtesyLoan], { description: 'Its latest loans, newest first (at most 5).' })
  recentLoans: CourtesyLoan[] & Opt = [];
}
