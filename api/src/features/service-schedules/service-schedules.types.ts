/** Logbook services' GraphQL shapes: the schedules, a vehicle's schedule and next service, a card's logbook service, and what staff send. */
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A service schedule: every `everyKm` or `everyMonths`, whichever comes first; no make: the default (admin).' })
export class ServiceScheduleView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { nullable: true, description: 'null: the default schedule, for every vehicle no other matches.' })
  make!: string | null;

  @Field(() => String, { nullable: true, description: 'null: every model of the make.' })
  model!: string | null;

  @Field(() => Int)
  everyKm!: number;

  @Field(() => Int)
  everyMonths!: number;

  @Field(() => [String], { description: 'What the service asks, in order.' })
  items!: string[];
}

@InputType({ description: 'A service schedule as the owner saves it: `id` of an existing one, none for a new one; no make for the default.' })
export class ServiceScheduleInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => String, { nullable: true })
  make?: string | null;

  @Field(() => String, { nullable: true })
  model?: string | null;

  @Field(() => Int)
  everyKm!: number;

  @Field(() => Int)
  everyMonths!: number;

  @Field(() => [String])
  items!: string[];
}

@ObjectType({ description: 'The schedule a vehicle is serviced to.' })
export class EffectiveScheduleView {
  @Field(() => String, { description: 'e.g. "Toyota Corolla", "Toyota (every model)", "Default".' })
  name!: string;

  @Field(() => String, { description: "'vehicle' (its own), 'model', 'make' or 'default'." })
  source!: string;

  @Field(() => Int)
  everyKm!: number;

  @Field(() => Int)
  everyMonths!: number;

  @Field(() => [String])
  items!: string[];
}

@ObjectType({ description: 'A vehicle’s own schedule: each part null takes its template’s.' })
export class VehicleScheduleOwn {
  @Field(() => Int, { nullable: true })
  everyKm!: number | null;

  @Field(() => Int, { nullable: true })
  everyMonths!: number | null;

  @Field(() => [String], { nullable: true })
  items!: string[] | null;
}

@ObjectType({ description: 'A vehicle’s service schedule, its last service and its next service due (admin).' })
export class VehicleServiceSchedule {
  @Field(() => String, { description: 'The rego as matched.' })
  rego!: string;

  @Field(() => VehicleScheduleOwn)
  own!: VehicleScheduleOwn;

  @Field(() => EffectiveScheduleView, { description: 'The schedule it is serviced to: its own parts over its template’s.' })
  schedule!: EffectiveScheduleView;

  @Field(() => EffectiveScheduleView, { description: 'Its template alone (its make and model’s, its make’s or the default): what each own part left null takes.' })
  template!: EffectiveScheduleView;

  @Field(() => String, { nullable: true, description: 'Its last service, yyyy-MM-dd.' })
  lastServiceOn!: string | null;

  @Field(() => Int, { nullable: true })
  lastServiceKm!: number | null;

  @Field(() => Float, { nullable: true, description: 'Km per day from its odometer readings; null with fewer than two readings a week apart.' })
  kmPerDay!: number | null;

  @Field(() => Int, { nullable: true })
  nextServiceDueKm!: number | null;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd: what the reminder goes by: whichever comes first of dueByMonths and dueByKm, or the date staff set by hand (setByHand).' })
  nextServiceDueDate!: string | null;

  @Field(() => Boolean, {
    description: 'true: staff set the next service date by hand (or cleared it); it stands when the service schedules change, until the vehicle’s next service is recorded or its own schedule is saved.',
  })
  setByHand!: boolean;

  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd: the date its schedule gives (whichever comes first of dueByMonths and dueByKm), whether or not one was set by hand; null without a last service.' })
  scheduleDueDate!: string | null;

  @Field(() => String, { nullable: true, description: 'The last service + the schedule’s months.' })
  dueByMonths!: string | null;

  @Field(() => String, { nullable: true, description: 'The day the readings’ rate reaches the due km.' })
  dueByKm!: string | null;
}

@InputType({ description: 'A vehicle’s own schedule: a part null (or left out) takes its template’s; all null: the template’s.' })
export class VehicleScheduleInput {
  @Field(() => Int, { nullable: true })
  everyKm?: number | null;

  @Field(() => Int, { nullable: true })
  everyMonths?: number | null;

  @Field(() => [String], { nullable: true })
  items?: string[] | null;
}

@ObjectType({ description: 'An item of a logbook service: what the schedule asked and whether it was done.' })
export class LogbookItemView {
  @Field(() => String)
  key!: string;

  @Field(() => String)
  text!: string;

  @Field(() => Boolean, { nullable: true, description: 'true done, false not done, null not yet said.' })
  done!: boolean | null;

  @Field(() => String)
  note!: string;
}

@ObjectType({ description: 'A job card’s logbook service (admin).' })
export class JobCardLogbook {
  @Field(() => ID)
  jobCardId!: string;

  @Field(() => String, { description: "'logbook' when the card is a logbook service, else 'repair' (then nothing else is set)." })
  kind!: 'logbook' | 'repair';

  @Field(() => String, { nullable: true })
  scheduleName!: string | null;

  @Field(() => Int, { nullable: true })
  everyKm!: number | null;

  @Field(() => Int, { nullable: true })
  everyMonths!: number | null;

  @Field(() => [LogbookItemView])
  items!: LogbookItemView[];

  @Field(() => String, { nullable: true, description: 'The day it was last saved, yyyy-MM-dd.' })
  servicedOn!: string | null;
}

@InputType({ description: 'An item’s result: done or not, and a note.' })
export class LogbookItemInput {
  @Field(() => String)
  key!: string;

  @Field(() => Boolean, { nullable: true })
  done?: boolean | null;

  @Field(() => String, { nullable: true })
  note?: string | null;
}

@InputType({ description: 'A logbook service as staff save it: the items sent are saved, the rest stay.' })
export class SaveLogbookInput {
  @Field(() => [LogbookItemInput])
  items!: LogbookItemInput[];
}
