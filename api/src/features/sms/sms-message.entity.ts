/**
 * A text message to or from a customer's phone. An outgoing one is also its own outbox entry: it
 * is written in the transaction of the change that sends it (queued), leased by one worker at a
 * time (sending), marked sent the moment the provider accepts it, then moved on by the provider's
 * delivery reports (delivered, undelivered, failed). 'received' is a reply that came in.
 */
import { Check, Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { newId } from '../../shared/ids.js';

export type SmsStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'received';

@ObjectType({ description: 'A text message to or from a customer (admin).' })
@Entity({ tableName: 'sms_message' })
@Check({ name: 'sms_message_direction_check', expression: `"direction" in ('out', 'in')` })
@Check({ name: 'sms_message_status_check', expression: `"status" in ('queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'received')` })
@Check({ name: 'sms_message_encoding_check', expression: `"encoding" in ('GSM-7', 'UCS-2')` })
// The worker's due messages, oldest first.
@Index({ name: 'sms_message_due_index', properties: ['status', 'nextAttemptAt'] })
@Index({ name: 'sms_message_phone_index', properties: ['phone', 'createdAt'] })
@Index({ name: 'sms_message_customer_index', properties: ['customerId', 'createdAt'] })
// The inbox's unread texts, found without reading the rest.
@Index({ name: 'sms_message_unread_index', expression: `create index "sms_message_unread_index" on "sms_message" ("customer_id", "phone") where "direction" = 'in' and "read_at" is null` })
// A delivery report finds its message by the provider's id.
@Index({ name: 'sms_message_provider_sid_unique', expression: `create unique index "sms_message_provider_sid_unique" on "sms_message" ("provider_sid") where "provider_sid" is not null` })
export class SmsMessage {
  @Field(() => ID, { name: 'id' })
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Field(() => ID, { nullable: true })
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  customerId?: string | null;

  @Field(() => String, { description: 'E.164, e.g. +61412345678.' })
  @Property({ type: 'string', length: 20 })
  phone!: string;

  @Field(() => String, { description: "'out' (to the customer) or 'in' (their reply)." })
  @Property({ type: 'string', length: 3 })
  direction!: 'out' | 'in';

  @Field(() => String, { description: "What it is, e.g. 'booking.confirmation'." })
  @Property({ type: 'string', length: 40 })
  kind!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  body!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  segments!: number;

  @Field(() => String, { description: "'GSM-7' or 'UCS-2'." })
  @Property({ type: 'string', length: 5 })
  encoding!: string;

  @Field(() => String, { description: "'queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed' or 'received'." })
  @Property({ type: 'string', length: 12 })
  status!: SmsStatus;

  @Field(() => String, { nullable: true, description: "The provider's id of the message (Twilio's MessageSid)." })
  @Property({ type: 'string', length: 64, nullable: true })
  providerSid?: string | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt or the delivery failed.' })
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Field(() => Int)
  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  nextAttemptAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lockedUntil?: Date | null;

  @Property({ type: 'string', length: 64, nullable: true })
  lockedBy?: string | null;

  @Field(() => ID, { nullable: true, description: 'The appointment it is about (a confirmation or a reminder).' })
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  appointmentId?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date, { nullable: true, description: 'When the provider accepted it.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the provider last reported on it.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  statusAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'A received text: when staff read it (opened the conversation, replied, or it was answered automatically); null while unread.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  readAt?: Date | null;
}

/** A number that opted out of marketing texts (STOP): no reminder or review request goes to it. */
@Entity({ tableName: 'sms_opt_out' })
export class SmsOptOut {
  @PrimaryKey({ type: 'string', length: 20 })
  phone!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  at: Date & Opt = new Date();
}
