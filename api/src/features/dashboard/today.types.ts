/** 'Today' on the dashboard over GraphQL: today's bookings and the work waiting on someone. Amounts in integer cents. */
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A booked appointment of today, and whether its car has arrived (a job card was started from it).' })
export class TodayBooking {
  @Field(() => ID)
  appointmentId!: string;

  @Field(() => String)
  reference!: string;

  @Field(() => String, { description: 'yyyy-MM-dd, workshop time: the diary day to open.' })
  date!: string;

  @Field(() => String, { description: 'HH:mm, workshop time.' })
  time!: string;

  @Field(() => String)
  customerName!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String, { description: 'Make, model and year, e.g. "Toyota Corolla 2019".' })
  vehicle!: string;

  @Field(() => String, { nullable: true })
  registration!: string | null;

  @Field(() => String)
  serviceType!: string;

  @Field(() => Boolean, { description: 'True once a job card was started from the booking (the car is in).' })
  arrived!: boolean;

  @Field(() => ID, { nullable: true })
  jobCardId!: string | null;

  @Field(() => String, { nullable: true, description: 'The job card’s status, e.g. "Work In Progress".' })
  jobCardStatus!: string | null;
}

/** The customer and the car a job card, a quote or an invoice of the dashboard is for (abstract: not in the schema itself). */
@ObjectType({ description: 'The customer’s name and the car’s rego.' })
abstract class TodayCustomerCar {
  @Field(() => String)
  customerName!: string;

  @Field(() => String)
  carRego!: string;
}

@ObjectType({ description: 'A job card on the dashboard: in progress, or its car ready for pickup.' })
export class TodayJobCard extends TodayCustomerCar {
  @Field(() => ID)
  jobCardId!: string;

  @Field(() => String, { description: 'e.g. "Work In Progress".' })
  status!: string;

  @Field(() => String)
  vehicle!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: 'Its unpaid invoice, when it was invoiced (ready for pickup only).' })
  invoiceNumber!: string | null;
}

@ObjectType({ description: 'A quote sent to the customer and not yet approved or declined.' })
export class TodayQuote extends TodayCustomerCar {
  @Field(() => ID)
  quoteId!: string;

  @Field(() => String, { description: 'e.g. "Q000123".' })
  quoteNumber!: string;

  @Field(() => ID)
  jobCardId!: string;

  @Field(() => Int)
  totalCents!: number;

  @Field(() => Date)
  sentAt!: Date;
}

@ObjectType({ description: 'An unpaid invoice (part paid ones included); overdue once its due date (issue day plus the payment terms) has passed.' })
export class TodayInvoice extends TodayCustomerCar {
  @Field(() => String, { description: 'e.g. "INV-000123".' })
  invoiceNumber!: string;

  @Field(() => ID, { nullable: true })
  jobCardId!: string | null;

  @Field(() => Int)
  totalCents!: number;

  @Field(() => Int, { description: 'What is still owed, in cents.' })
  balanceDueCents!: number;

  @Field(() => Boolean, { description: 'True when something was paid and something is still owed.' })
  partPaid!: boolean;

  @Field(() => Date)
  issuedAt!: Date;

  @Field(() => String, { description: 'yyyy-MM-dd, workshop time.' })
  dueDate!: string;

  @Field(() => Boolean)
  overdue!: boolean;
}

@ObjectType({ description: 'The dashboard’s first panel: the workshop’s day (admin).' })
export class Today {
  @Field(() => String, { description: 'Today, yyyy-MM-dd, in the workshop’s time zone.' })
  date!: string;

  @Field(() => [TodayBooking], { description: 'Today’s booked appointments, by time.' })
  bookings!: TodayBooking[];

  @Field(() => [TodayJobCard], { description: 'Job cards Pending Diagnosis or Work In Progress, oldest first.' })
  inProgress!: TodayJobCard[];

  @Field(() => [TodayQuote], { description: 'Quotes sent and not decided on cards still open, oldest first.' })
  awaitingApproval!: TodayQuote[];

  @Field(() => [TodayJobCard], {
    description: 'Cars whose work is done and not yet paid for: cards Completed (not invoiced), and cards whose unpaid invoice was issued in the last 7 days.',
  })
  readyForPickup!: TodayJobCard[];

  @Field(() => [TodayInvoice], { description: 'Unpaid invoices (part paid included), oldest first, at most 100.' })
  unpaidInvoices!: TodayInvoice[];

  @Field(() => Int, { description: 'How many invoices are unpaid in all.' })
  unpaidCount!: number;

  @Field(() => Int, { description: 'What every unpaid invoice still owes, in cents.' })
  owingCents!: number;
}
