/** The reminders' GraphQL shapes: a reminder decided, one still to come, a run's counts. */
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ReminderKind, SkipReason } from './reminder.entity.js';

export enum ReminderListStatus {
  due = 'due',
  sent = 'sent',
  skipped = 'skipped',
}
registerEnumType(ReminderListStatus, { name: 'ReminderListStatus' });

/** Whom and what a reminder is about: its customer, address, vehicle, appointment or invoice (abstract: not in the schema itself). */
@ObjectType({ description: 'What a reminder is about.' })
abstract class ReminderSubject {
  @Field(() => ReminderKind)
  kind!: ReminderKind;

  @Field(() => ID, { nullable: true })
  customerId!: string | null;

  @Field(() => String, { nullable: true })
  customerName!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  regoKey!: string | null;

  @Field(() => ID, { nullable: true })
  appointmentId!: string | null;

  @Field(() => String, { nullable: true, description: 'The paid invoice a review request is about, e.g. "INV-000123".' })
  invoiceNumber!: string | null;
}

@ObjectType({ description: 'A reminder sent (with its delivery) or skipped (and why) (admin).' })
export class ReminderEntry extends ReminderSubject {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'sent or skipped.' })
  status!: string;

  @Field(() => String, { description: 'yyyy-MM-dd: the appointment’s date, the service’s due date, or the day the review request fell due.' })
  dueOn!: string;

  @Field(() => SkipReason, { nullable: true })
  skipReason!: SkipReason | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'The outbox’s state of its email: pending, sent or failed (null when skipped).' })
  delivery!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the mail server accepted it.' })
  deliveredAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'The last delivery error, while it is retried or after it failed.' })
  deliveryError!: string | null;
}

@ObjectType()
export class ReminderPage {
  @Field(() => [ReminderEntry])
  items!: ReminderEntry[];

  @Field(() => String, { nullable: true })
  nextCursor!: string | null;
}

@ObjectType({ description: 'A reminder that will be decided on a coming day (admin).' })
export class DueReminder extends ReminderSubject {
  @Field(() => String, { description: 'yyyy-MM-dd: the workshop day it goes (today when it is due now).' })
  sendOn!: string;

  @Field(() => String, { description: 'yyyy-MM-dd: the appointment’s date, the service’s due date, or the day the invoice was paid.' })
  dueOn!: string;

  @Field(() => String, { nullable: true, description: 'Make and model, when known.' })
  vehicle!: string | null;

  @Field(() => SkipReason, { nullable: true, description: 'Why it will not be sent as things stand (e.g. unsubscribed).' })
  willSkip!: SkipReason | null;

  @Field(() => Boolean, { description: 'It goes by text as well as by email (by text alone to a customer without an email address, or who chose texts).' })
  byText!: boolean;
}

@ObjectType({ description: 'How many reminders a run queued.' })
export class ReminderRunResult {
  @Field(() => Int)
  appointmentReminders!: number;

  @Field(() => Int)
  serviceReminders!: number;

  @Field(() => Int, { description: 'Registration reminders: before a vehicle’s registration expires.' })
  regoReminders!: number;

  @Field(() => Int)
  reviewRequests!: number;

  @Field(() => Int, { description: 'Recommended work follow-ups: work a customer declined on a quote, offered again.' })
  recommendedWorkFollowUps!: number;
}

@ObjectType({ description: 'A customer’s or a vehicle’s next reminder and the last ones decided (admin).' })
export class ReminderSummary {
  @Field(() => DueReminder, { nullable: true })
  next!: DueReminder | null;

  @Field(() => [ReminderEntry], { description: 'Newest first, at most 10.' })
  recent!: ReminderEntry[];
}

@ObjectType({ description: 'The booking form filled in from a service reminder’s link.' })
export class BookingPrefill {
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) vehicleMake!: string;
  @Field(() => String) vehicleModel!: string;
  @Field(() => Int, { nullable: true }) vehicleYear!: number | null;
  @Field(() => String) registration!: string;
  @Field(() => String) serviceType!: string;
}
