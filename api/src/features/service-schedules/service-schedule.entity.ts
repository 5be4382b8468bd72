/**
 * Logbook services: the workshop's service schedules (templates by make and model, one default for
 * every other vehicle), a vehicle's own schedule and its last service, and a job card's logbook
 * service (the schedule's items as asked, each done or not with a note).
 */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { newId } from '../../shared/ids.js';

/** A service schedule: every `everyKm` or `everyMonths`, whichever comes first, and what the service asks. No make: the default. */
@Entity({ tableName: 'service_schedule' })
@Index({
  name: 'service_schedule_vehicle_unique',
  expression: `create unique index "service_schedule_vehicle_unique" on "service_schedule" (lower(coalesce("make", '')), lower(coalesce("model", '')))`,
})
export class ServiceSchedule {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  /** null: the default schedule, for a vehicle no other matches. */
  @Property({ type: 'string', length: 100, nullable: true })
  make?: string | null;

  /** null: every model of the make. */
  @Property({ type: 'string', length: 100, nullable: true })
  model?: string | null;

  @Property({ type: 'integer' })
  everyKm!: number;

  @Property({ type: 'integer' })
  everyMonths!: number;

  /** What the service asks, in order (e.g. "Replace engine oil and filter"). */
  @Property({ type: 'json' })
  items!: string[];

  @Property({ type: 'integer' })
  position!: number;
}

/** A vehicle's own schedule (each part null: its template's) and its last service, keyed by its rego key. */
@Entity({ tableName: 'vehicle_service_plan' })
export class VehicleServicePlan {
  @PrimaryKey({ type: 'string', length: 20 })
  regoKey!: string;

  @Property({ type: 'integer', nullable: true })
  everyKm?: number | null;

  @Property({ type: 'integer', nullable: true })
  everyMonths?: number | null;

  @Property({ type: 'json', nullable: true })
  items?: string[] | null;

  /** The workshop day of its last service (the invoice's date), yyyy-MM-dd. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  lastServiceOn?: string | null;

  /** The odometer at its last service, in km (null: not recorded). */
  @Property({ type: 'integer', nullable: true })
  lastServiceKm?: number | null;
}

/** An item of a logbook service: what the schedule asked, and whether it was done. */
export interface LogbookItem {
  key: string;
  text: string;
  /** true done, false not done, null not yet said. */
  done: boolean | null;
  note: string;
}

/** A job card's logbook service, keyed by the card: the schedule it was done to and its items. */
@Entity({ tableName: 'logbook_service' })
@Index({ name: 'logbook_service_rego_key_index', properties: ['regoKey'] })
export class LogbookService {
  @PrimaryKey({ type: 'string', columnType: 'char(24)', fieldName: 'job_card_id' })
  jobCardId!: string;

  @Property({ type: 'string', length: 20 })
  regoKey!: string;

  /** The schedule as the card was started with it, e.g. "Toyota Corolla" or "Default". */
  @Property({ type: 'string', length: 210 })
  scheduleName!: string;

  @Property({ type: 'integer' })
  everyKm!: number;

  @Property({ type: 'integer' })
  everyMonths!: number;

  @Property({ type: 'json' })
  items!: LogbookItem[];

  /** The workshop day it was last saved, yyyy-MM-dd. */
  @Property({ type: 'date', columnType: 'date' })
  servicedOn!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt!: Date;
}
