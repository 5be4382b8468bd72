/** A continuous period, from startDate+startTime to endDate+endTime, in which nothing can be booked. */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';

@ObjectType({ description: 'A period in which no appointment can be booked.' })
@Entity({ tableName: 'blocked_period' })
@Index({ name: 'blocked_period_dates_index', properties: ['startDate', 'endDate'] })
export class BlockedPeriod {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => String)
  @Property({ type: 'string', columnType: 'char(10)' })
  startDate!: string;

  @Field(() => String)
  @Property({ type: 'string', columnType: 'char(5)' })
  startTime!: string;

  @Field(() => String)
  @Property({ type: 'string', columnType: 'char(10)' })
  endDate!: string;

  @Field(() => String)
  @Property({ type: 'string', columnType: 'char(5)' })
  endTime!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 300 })
  reason!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
