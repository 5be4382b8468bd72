/** The vehicle history's GraphQL shapes: the records of one rego and one time line of them. */
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { TimelineEntryFields } from '../customers/public.js';
import { Appointment } from '../booking/appointment.entity.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { Quote } from '../jobcards/quote.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { OdometerReading, Vehicle } from './vehicle.entity.js';

export enum VehicleEventKind {
  appointment = 'appointment',
  jobCard = 'jobCard',
  quote = 'quote',
  invoice = 'invoice',
}
registerEnumType(VehicleEventKind, { name: 'VehicleEventKind' });

@ObjectType({ description: 'One entry of a vehicle’s time line.' })
export class VehicleHistoryEvent extends TimelineEntryFields {
  @Field(() => VehicleEventKind)
  kind!: VehicleEventKind;
}

@ObjectType({ description: 'Everything the workshop has on one vehicle, matched by rego ignoring case and spaces.' })
export class VehicleHistory {
  @Field(() => String, { description: 'The rego as searched, upper case without spaces.' })
  rego!: string;

  @Field(() => [VehicleHistoryEvent], { description: 'Appointments, job cards, quotes and invoices, oldest first.' })
  events!: VehicleHistoryEvent[];

  @Field(() => [Appointment])
  appointments!: Appointment[];

  @Field(() => [JobCard])
  jobCards!: JobCard[];

  @Field(() => [Quote])
  quotes!: Quote[];

  @Field(() => [Invoice])
  invoices!: Invoice[];

  @Field(() => Int, { description: 'The total of all its invoices, in cents.' })
  totalSpentCents!: number;

  @Field(() => Int, { description: 'Of which paid, in cents.' })
  paidCents!: number;

  @Field(() => Int, { description: 'Of which still unpaid, in cents.' })
  outstandingCents!: number;
}

@ObjectType({ description: 'A vehicle with its owner, odometer readings and history (admin).' })
export class VehicleView {
  @Field(() => Vehicle)
  vehicle!: Vehicle;

  @Field(() => Customer, { nullable: true, description: 'The customer of its newest booking, job card or invoice.' })
  owner!: Customer | null;

  @Field(() => [OdometerReading], { description: 'Oldest first.' })
  odometerReadings!: OdometerReading[];

  @Field(() => VehicleHistory)
  history!: VehicleHistory;
}
