/** The diary's GraphQL shapes: a range of days with their appointments and blocks, the bays, and the inputs of staff bookings and moves. */
import { IsBoolean, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Appointment } from '../booking/appointment.entity.js';
import { StaffBookingFields } from '../booking/public.js';
import { BlockedPeriod } from '../booking/blocked-period.entity.js';
import { JobStatus } from '../jobcards/public.js';

export const MAX_BAYS = 20;
const BAYS_MESSAGE = `Bays must be a whole number from 1 to ${MAX_BAYS}.`;

@ObjectType({ description: 'When the workshop opens and closes on a day, HH:mm workshop time.' })
export class DiaryOpening {
  @Field(() => String)
  open!: string;

  @Field(() => String)
  close!: string;
}

@ObjectType({ description: 'A booked appointment in the diary, with its job card when it has one.' })
export class DiaryEntry {
  @Field(() => Appointment)
  appointment!: Appointment;

  @Field(() => ID, { nullable: true })
  jobCardId!: string | null;

  @Field(() => JobStatus, { nullable: true })
  jobCardStatus!: JobStatus | null;

  @Field(() => String, { nullable: true, description: "Its job card's roadworthy result: 'pass', 'fail', or null (none, or not decided)." })
  roadworthyResult!: 'pass' | 'fail' | null;

  @Field(() => String, {
    nullable: true,
    description: 'yyyy-MM-dd: a pass, the last day its certificate is current (30 days); a fail, the last day of its 7-day re-inspection window.',
  })
  roadworthyUntil!: string | null;
}

@ObjectType({ description: 'One day of the diary.' })
export class DiaryDay {
  @Field(() => String, { description: 'yyyy-MM-dd, workshop time.' })
  date!: string;

  @Field(() => DiaryOpening, { nullable: true, description: 'Null: closed all day.' })
  opening!: DiaryOpening | null;

  @Field(() => [String], { description: 'Every half hour staff may book on this day (HH:mm), the rows of the diary.' })
  slots!: readonly string[];

  @Field(() => [DiaryEntry], { description: 'Booked appointments, by time.' })
  appointments!: DiaryEntry[];

  @Field(() => [BlockedPeriod], { description: 'Blocked periods that touch this day.' })
  blockedPeriods!: BlockedPeriod[];
}

@ObjectType({ description: 'The diary of a range of days (admin).' })
export class Diary {
  @Field(() => Int, { description: 'How many vehicles can be booked into one half hour.' })
  bays!: number;

  @Field(() => [DiaryDay])
  days!: DiaryDay[];
}

@ObjectType({ description: 'The bays setting: the number, and when and by whom staff saved it (null: WORKSHOP_BAYS).' })
export class BaysSetting {
  @Field(() => Int)
  bays!: number;

  @Field(() => Date, { nullable: true })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

@ObjectType({ description: 'Something in the diary changed: the dates touched, or null for any date.' })
export class DiaryChange {
  @Field(() => [String], { nullable: true })
  dates!: string[] | null;
}

@InputType({ description: 'A booking taken by staff: a name, a phone or an email, the rego or the make and model, the customer when picked, and whether to send the confirmation.' })
export class StaffAppointmentInput extends StaffBookingFields {
  @Field(() => ID, { nullable: true, description: 'The customer picked from the customers search; absent: found or made from the email and phone.' })
  @IsOptional()
  @Matches(/^[0-9a-f]{24}$/, { message: 'Please pick the customer again.' })
  customerId?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: 'Email the confirmation (with the calendar invitation and cancel link).' })
  @IsOptional()
  @IsBoolean({ message: 'sendConfirmation must be true or false.' })
  sendConfirmation?: boolean;
}

@InputType({ description: 'Where to move an appointment, and whether to tell the customer.' })
export class RescheduleInput {
  @Field(() => String, { description: 'yyyy-MM-dd' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Preferred date must be a date written yyyy-MM-dd.' })
  preferredDate!: string;

  @Field(() => String, { description: 'HH:mm' })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Preferred time must be a time written HH:mm.' })
  preferredTime!: string;

  @Field(() => Boolean, { defaultValue: true, description: 'Email the customer the new time with the moved calendar event.' })
  @IsOptional()
  @IsBoolean({ message: 'notify must be true or false.' })
  notify?: boolean;
}

@InputType({ description: 'The number of bays.' })
export class BaysInput {
  @Field(() => Int)
  @IsInt({ message: BAYS_MESSAGE })
  @Min(1, { message: BAYS_MESSAGE })
  @Max(MAX_BAYS, { message: BAYS_MESSAGE })
  bays!: number;
}
