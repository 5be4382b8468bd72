/**
 * A vehicle: one record per rego (compared upper case without spaces), made and kept by the
 * database as bookings, job cards and invoices are written (db/sql/vehicle-seen.sql and the links):
 * make, model and year from the first record that has them (staff can correct them), its owner the
 * customer of its newest record, and an odometer reading from each job card that records one.
 */
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { type Customer, CustomerLink } from '../customers/customer.entity.js';

@ObjectType({ description: 'A vehicle the workshop has seen (admin).' })
@Entity({ tableName: 'vehicle' })
@Index({ name: 'vehicle_customer_index', properties: ['customer'] })
// The reminder run finds the vehicles due for a service in the coming days.
@Index({ name: 'vehicle_next_service_due_index', expression: 'create index "vehicle_next_service_due_index" on "vehicle" ("next_service_due") where next_service_due is not null' })
// Found by any part of its rego (pg_trgm).
// The reminder run finds the vehicles whose registration is due in the coming days.
@Index({ name: 'vehicle_registration_expiry_index', expression: 'create index "vehicle_registration_expiry_index" on "vehicle" ("registration_expiry") where registration_expiry is not null' })
@Index({ name: 'vehicle_rego_key_trgm', expression: 'create index "vehicle_rego_key_trgm" on "vehicle" using gin ("rego_key" gin_trgm_ops)' })
export class Vehicle {
  @Field(() => String, { description: 'The rego upper case without spaces: the vehicle’s key.' })
  @PrimaryKey({ type: 'string', length: 20 })
  regoKey!: string;

  @Field(() => String, { description: 'The rego as last written.' })
  @Property({ type: 'string', length: 20 })
  rego!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  make?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  model?: string | null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  year?: number | null;

  @Field(() => String, { nullable: true, description: '17 characters, no I, O or Q.' })
  @Property({ type: 'string', length: 17, nullable: true })
  vin?: string | null;

  /** Its owner: the customer of its newest booking, job card or invoice; also GraphQL's `customerId`. */
  @CustomerLink()
  customer?: Rel<Customer> | null;
  declare readonly customerId: string | null;

  @Field(() => String, { nullable: true, description: 'When its next service is due, yyyy-MM-dd (workshop date): its owner is reminded before it; null sends no reminder.' })
  @Property({ type: 'date', columnType: 'date', nullable: true })
  nextServiceDue?: string | null;

  @Field(() => Int, { nullable: true, description: 'The odometer reading its next service is due at, in km (its schedule from its last service); null when not known.' })
  @Property({ type: 'integer', nullable: true })
  nextServiceDueKm?: number | null;

  /** Staff set `nextServiceDue` by hand: a change of the service schedules leaves it; the vehicle's next service recorded or its own schedule saved replaces it. */
  @Property({ type: 'boolean', default: false })
  nextServiceDueByHand: boolean & Opt = false;

  @Field(() => String, { nullable: true, description: 'When its next service is due, yyyy-MM-dd: by its schedule’s months or the day its due km is expected to be reached, whichever comes first (the same date as nextServiceDue).' })
  get nextServiceDueDate(): string | null {
    return this.nextServiceDue ?? null;
  }

  @Field(() => String, { nullable: true, description: 'When its registration expires, yyyy-MM-dd: its owner is reminded before it; null sends no reminder.' })
  @Property({ type: 'date', columnType: 'date', nullable: true })
  registrationExpiry?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date, { description: 'Its newest booking, job card or invoice.' })
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastSeenAt: Date & Opt = new Date();
}

@ObjectType({ description: 'An odometer reading: the km a job card recorded, and when.' })
@Entity({ tableName: 'odometer_reading' })
@Index({ name: 'odometer_reading_vehicle_index', properties: ['vehicle', 'readAt'] })
@Unique({ name: 'odometer_reading_job_card_unique', properties: ['jobCardId'] })
export class OdometerReading {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @ManyToOne(() => Vehicle, { deleteRule: 'cascade', fieldName: 'rego_key' })
  vehicle!: Rel<Vehicle>;

  @Field(() => Int)
  @Property({ type: 'integer' })
  km!: number;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  readAt!: Date;

  @Field(() => ID, { nullable: true, description: 'The job card it came from.' })
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  jobCardId?: string | null;
}
