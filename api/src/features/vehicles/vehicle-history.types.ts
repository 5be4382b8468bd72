/** The vehicle history's GraphQL shapes: the records of one rego and one time line of them. */
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Appointment } from '../booking/appointment.entity.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { Quote } from '../jobcards/quote.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';

export enum VehicleEventKind {
  appointment = 'appointment',
  jobCard = 'jobCard',
  quote = 'quote',
  invoice = 'invoice',
}
registerEnumType(VehicleEventKind, { name: 'VehicleEventKind' });

@ObjectType({ description: 'One entry of a vehicle’s time line.' })
export class VehicleHistoryEvent {
  @Field(() => VehicleEventKind)
  kind!: VehicleEventKind;

  @Field(() => Date, { description: 'Appointments: the booked date and time; job cards: created; quotes: sent; invoices: issued.' })
  at!: Date;

  @Field(() => ID, { description: 'The appointment, job card or quote id, or the invoice number.' })
  id!: string;

  @Field(() => String, { description: 'e.g. "Appointment: Logbook Servicing", "Job card", "Quote Q000012", "Invoice INV-000123".' })
  title!: string;

  @Field(() => String, { description: 'booked/cancelled, the job status, the quote status, paid/unpaid.' })
  status!: string;

  @Field(() => String)
  customerName!: string;

  @Field(() => Int, { nullable: true, description: 'Quotes and invoices: the total in cents.' })
  totalCents!: number | null;

  @Field(() => ID, { nullable: true, description: 'The job card a quote or an invoice belongs to.' })
  jobCardId!: string | null;
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
