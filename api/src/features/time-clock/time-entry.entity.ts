/**
 * A technician's time on a job card: clocked on at `startedAt`, clocked off at `endedAt` (null
 * while the clock runs). A technician has at most one open entry, which the database holds to.
 */
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { JobCard } from '../jobcards/jobcard.entity.js';

@ObjectType({ description: 'A technician’s time on a job card, clocked on and off (admin).' })
@Entity({ tableName: 'time_entry' })
@Index({ name: 'time_entry_job_card_index', properties: ['jobCard', 'startedAt'] })
@Index({ name: 'time_entry_technician_index', properties: ['technician', 'startedAt'] })
// Analytics sum a period's time clocked (technician and minutes of the entries started in it) from this index alone.
@Index({
  name: 'time_entry_started_index',
  expression: `create index "time_entry_started_index" on "time_entry" ("started_at") include ("technician_id", "minutes")`,
})
@Index({ name: 'time_entry_open_unique', expression: `create unique index "time_entry_open_unique" on "time_entry" ("technician_id") where "ended_at" is null` })
export class TimeEntry {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @ManyToOne(() => AdminUser, { deleteRule: 'restrict', fieldName: 'technician_id' })
  technician!: Rel<AdminUser>;

  @ManyToOne(() => JobCard, { deleteRule: 'cascade', fieldName: 'job_card_id' })
  jobCard!: Rel<JobCard>;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the technician clocked off; null while the clock runs.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endedAt?: Date | null;

  @Field(() => Int, { nullable: true, description: 'Whole minutes from start to end, rounded; null while the clock runs.' })
  @Property({ type: 'integer', nullable: true })
  minutes?: number | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  note?: string | null;

  /** Who clocked on: the technician, or an owner or adviser for them. */
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  createdBy?: string | null;

  /** Who last corrected the times, and when. */
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  correctedBy?: string | null;

  @Field(() => Date, { nullable: true, description: 'When an owner or adviser last corrected it; null if never.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  correctedAt?: Date | null;

  @Field(() => ID)
  get technicianId(): string & Opt {
    return this.technician._id;
  }

  @Field(() => ID)
  get jobCardId(): string & Opt {
    return this.jobCard._id;
  }

  /** The technician's display name (set by the service). */
  @Field(() => String, { description: 'The technician’s display name.' })
  technicianName: string & Opt = '';
}
