/** A generated analytics report: its PDF in the document store, and the parameters it was made from. */
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { TIMEFRAME_LABELS, type Timeframe } from './analytics-period.js';
import { AnalyticsTimeframe } from './analytics.types.js';

@ObjectType({ description: 'A generated analytics report (admin): open its PDF with documentLink(documentId).' })
@Entity({ tableName: 'analytics_report' })
@Unique({ name: 'analytics_report_filename_unique', properties: ['filename'] })
@Index({ name: 'analytics_report_generated_index', properties: ['generatedAt'] })
export class AnalyticsReport {
  @Field(() => ID, { name: 'id', description: '24 lowercase hex characters.' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => String, { description: 'Unique: the name it is downloaded as and deleted by.' })
  @Property({ type: 'string', length: 200 })
  filename!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  generatedAt!: Date;

  @Field(() => AnalyticsTimeframe, { description: 'The timeframe it was made for.' })
  @Property({ type: 'string', length: 10 })
  timeframe!: Timeframe;

  @Field(() => String, { description: 'First day it covers, yyyy-MM-dd (the timeframe resolved on the day it was made).' })
  @Property({ type: 'string', columnType: 'char(10)' })
  startDate!: string;

  @Field(() => String, { description: 'Last day it covers, yyyy-MM-dd (inclusive).' })
  @Property({ type: 'string', columnType: 'char(10)' })
  endDate!: string;

  @Field(() => String, { description: 'The stored PDF.' })
  @Property({ type: 'string', columnType: 'char(24)' })
  documentId!: string;

  @Field(() => String, { description: 'SHA-256 of the PDF.' })
  @Property({ type: 'string', columnType: 'char(64)' })
  sha256!: string;

  @Field(() => Int, { description: 'Size of the PDF in bytes.' })
  @Property({ type: 'integer' })
  size!: number;

  @Field(() => String, { description: 'e.g. "Last 30 Days".' })
  get periodLabel(): string {
    return TIMEFRAME_LABELS[this.timeframe] ?? this.timeframe;
  }
}
