/**
 * A reminder decided: one row per (kind, subject, due date), written in the same statement as its
 * outbox message, so a reminder is queued exactly once however many runs, restarts or instances
 * meet it (the unique key turns a second attempt into nothing). A reminder not sent says why.
 */
import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt, Rel } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Customer } from '../customers/customer.entity.js';

export enum ReminderKind {
  /** The appointment reminder (transactional): before a booked appointment. */
  appointment = 'appointment',
  /** A vehicle's service is due: SERVICE_REMINDER_DAYS before the date (marketing). */
  service_due = 'service_due',
  /** The same, once more on the date when the rego has not been booked since (marketing). */
  service_final = 'service_final',
  /** A review request after an invoice is paid (marketing). */
  review = 'review',
  /** A vehicle's registration expires: the business setting's days before the date (a service notice). */
  rego_due = 'rego_due',
  /** Work the customer declined on a quote, offered again the owner's setting's days later, once per decision (marketing). */
  recommended_work = 'recommended_work',
}
registerEnumType(ReminderKind, { name: 'ReminderKind' });

export enum ReminderStatus {
  sent = 'sent',
  skipped = 'skipped',
}

export enum SkipReason {
  unsubscribed = 'unsubscribed',
  no_email = 'no_email',
  booked_already = 'booked_already',
  asked_recently = 'asked_recently',
}
registerEnumType(SkipReason, { name: 'ReminderSkipReason' });

@ObjectType({ description: 'A reminder the workshop sent or decided not to send (admin).' })
@Entity({ tableName: 'reminder' })
@Unique({ name: 'reminder_once_unique', properties: ['kind', 'subjectKey', 'dueOn'] })
@Unique({ name: 'reminder_token_hash_unique', properties: ['tokenHash'] })
@Index({ name: 'reminder_created_at_index', properties: ['status', 'createdAt', 'id'] })
@Index({ name: 'reminder_customer_index', properties: ['customer', 'kind', 'createdAt'] })
@Index({ name: 'reminder_rego_key_index', properties: ['regoKey'] })
export class Reminder {
  @Field(() => ID)
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Field(() => ReminderKind)
  @Enum({ items: () => ReminderKind, columnType: 'varchar(20)' })
  kind!: ReminderKind;

  /** What it is about: the appointment's id, the vehicle's rego key, or the invoice's number. */
  @Property({ type: 'string', length: 50 })
  subjectKey!: string;

  @Field(() => String, { description: 'The date it is about, yyyy-MM-dd: the appointment’s, the service’s due date, or the day the review request was due.' })
  @Property({ type: 'date', columnType: 'date' })
  dueOn!: string;

  @Field(() => String, { description: 'sent or skipped.' })
  @Enum({ items: () => ReminderStatus, columnType: 'varchar(10)' })
  status!: ReminderStatus;

  @Field(() => SkipReason, { nullable: true })
  @Enum({ items: () => SkipReason, nullable: true, columnType: 'varchar(20)' })
  skipReason?: SkipReason | null;

  @ManyToOne(() => Customer, { nullable: true, deleteRule: 'restrict', fieldName: 'customer_id' })
  customer?: Rel<Customer> | null;

  @Field(() => String, { nullable: true, description: 'The vehicle’s rego key (service reminders; an appointment’s when it has one).' })
  @Property({ type: 'string', length: 20, nullable: true })
  regoKey?: string | null;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  appointmentId?: string | null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  invoiceNumber?: number | null;

  @Field(() => String, { nullable: true, description: 'Where it went (or would have).' })
  @Property({ type: 'string', length: 254, nullable: true })
  email?: string | null;

  /** Its message in the outbox (sent reminders). */
  @Property({ type: 'bigint', nullable: true })
  outboxMessageId?: string | null;

  /** SHA-256 (hex) of the link token of a marketing reminder: the booking prefill and the unsubscribe. */
  @Property({ type: 'string', columnType: 'char(64)', nullable: true })
  tokenHash?: string | null;

  /** The booking link's last day (the service's due date + 60 days); unsubscribing never expires. */
  @Property({ type: 'date', columnType: 'date', nullable: true })
  tokenExpiresOn?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
