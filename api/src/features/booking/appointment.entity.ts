/** An appointment a customer booked: the wall-clock date and time they chose, and its status. */
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { newId } from '../../shared/ids.js';
import { newReference } from './booking-reference.js';
import { type Customer, CustomerLink } from '../customers/customer.entity.js';

export enum AppointmentStatus {
  booked = 'booked',
  cancelled = 'cancelled',
}
registerEnumType(AppointmentStatus, { name: 'AppointmentStatus' });

/** An appointment's rego as a vehicle's key (upper case, no spaces), in SQL: what its index holds. */
export const APPOINTMENT_REGO_KEY = `(upper(regexp_replace(coalesce(registration, ''), '\\s', '', 'g')))`;

@ObjectType({ description: 'An appointment request stored by the workshop.' })
@Entity({ tableName: 'appointment' })
// The database is the final word on double booking: a trigger lets a date and time hold as many
// booked appointments as the workshop has bays (Migration20261203000000), counted by this index.
@Index({
  name: 'appointment_booked_slot_index',
  properties: ['preferredDate', 'preferredTime'],
  where: "status = 'booked'",
})
@Index({ name: 'appointment_created_at_index', properties: ['createdAt'] })
// Counts of cancellations by when they were cancelled (the dashboard's and analytics' rule).
@Index({ name: 'appointment_cancelled_at_index', properties: ['cancelledAt'], where: "status = 'cancelled'" })
// Analytics count a period's appointments by date, status and service type from this index alone.
@Index({ name: 'appointment_date_status_index', properties: ['preferredDate', 'status', 'serviceType'] })
@Index({ name: 'appointment_customer_index', properties: ['customer'] })
// The rego as every rego filter compares it (upper case, no spaces), found whole (a part is found
// among the vehicles, whose table has every rego: a trigram index here cost every booking 15 %).
@Index({ name: 'appointment_rego_key_index', expression: `create index "appointment_rego_key_index" on "appointment" (${APPOINTMENT_REGO_KEY})` })
export class Appointment {
  @Field(() => ID, { name: 'id', description: '24 lowercase hex characters.' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  /**
   * What the customer quotes and their emails print: not the id, which alone cancels the booking.
   * Rows written by SQL get one from the column's default (Migration20261214000000).
   */
  @Field(() => String, { description: 'The booking reference the customer is given: 8 characters (A-Z without I and O, 2-9).' })
  @Property({ type: 'string', columnType: 'char(8)', defaultRaw: 'appointment_reference()', unique: 'appointment_reference_unique' })
  reference: string & Opt = newReference();

  /** Its customer, found or made by the database from the email or phone; also GraphQL's `customerId`. */
  @CustomerLink()
  customer?: Rel<Customer> | null;
  declare readonly customerId: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 200 })
  fullName!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 40 })
  phone!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  vehicleMake!: string;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  vehicleModel!: string;

  /** Null when staff took the booking without it (the public form requires it). */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  vehicleYear!: number | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 20, nullable: true })
  registration?: string | null;

  @Field(() => String)
  @Property({ type: 'string', length: 100 })
  serviceType!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  issueDescription!: string;

  @Field(() => String, { description: 'yyyy-MM-dd, the workshop’s local date.' })
  @Property({ type: 'string', columnType: 'char(10)' })
  preferredDate!: string;

  @Field(() => String, { description: 'HH:mm, the workshop’s local time.' })
  @Property({ type: 'string', columnType: 'char(5)' })
  preferredTime!: string;

  @Field(() => AppointmentStatus)
  @Enum({ items: () => AppointmentStatus })
  status: AppointmentStatus & Opt = AppointmentStatus.booked;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  cancelledAt?: Date | null;

  /** How often staff moved it: the SEQUENCE of its calendar invitation, so calendars move the one event. */
  @Property({ type: 'integer', default: 0 })
  calendarSequence: number & Opt = 0;

  /**
   * The sha256 (hex) of the secret in the undo link a customer's own cancellation gives them; null
   * until then. Never a GraphQL field: the secret alone restores the booking.
   */
  @Property({ type: 'string', columnType: 'char(64)', nullable: true, unique: 'appointment_undo_token_unique' })
  undoTokenHash?: string | null;
}
