/**
 * A canned job: a named template of lines (labour, parts, sundries) staff add to a job card in one
 * action, e.g. "Logbook service 4-cyl". Its name is unique, ignoring case.
 */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import type { PricedLine } from '../../shared/priced-document.js';
import { JobCardItem } from '../jobcards/jobcard.entity.js';

/** A canned job's line: a priced line, or a labour line that takes its labour rate's price when applied (`priceFromRate`). */
export type CannedLine = PricedLine & { priceFromRate?: true };

@ObjectType({ description: 'A named template of job card lines, added to a job card in one action (admin).' })
@Entity({ tableName: 'canned_job' })
@Index({ name: 'canned_job_name_unique', expression: `create unique index "canned_job_name_unique" on "canned_job" (lower("name"))` })
export class CannedJob {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => String, { description: 'e.g. "Front pads and rotors"; unique, ignoring case.' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  /** The lines, as any priced document stores them. */
  @Property({ type: 'json' })
  lines: CannedLine[] & Opt = [];

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt!: Date;

  @Field(() => [JobCardItem], { name: 'lines', description: 'Its lines, in order, as a job card takes them.' })
  get linesView(): JobCardItem[] & Opt {
    return this.lines.map(({ priceFromRate: _rated, ...line }) => JobCardItem.of(line));
  }

  @Field(() => [Int], { description: 'The labour lines (0-based) that take their labour rate’s current price when applied (their unitPriceCents is the rate’s price when the canned job was saved).' })
  get linesPricedByRate(): number[] & Opt {
    return this.lines.flatMap((line, i) => (line.priceFromRate ? [i] : []));
  }
}
