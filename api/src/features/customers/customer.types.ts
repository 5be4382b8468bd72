/** The customer pages' GraphQL shapes: a page of the list, and one customer with their records. */
import { Field, Int, ObjectType } from 'type-graphql';
import { Appointment } from '../booking/appointment.entity.js';
import { ContactQuery } from '../contact/contact-query.entity.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { Quote } from '../jobcards/quote.entity.js';
import { Customer } from './customer.entity.js';
import { TimelineEntryFields, TimelineKind } from './timeline.js';
import { PageOf } from '../../shared/page-type.js';

@ObjectType({ description: 'One page of the customer list, newest activity first.' })
export class CustomerPage extends PageOf(Customer) {}

@ObjectType({ description: 'A vehicle in a customer’s records.' })
export class CustomerVehicle {
  @Field(() => String, { description: 'Upper case without spaces.' })
  rego!: string;

  @Field(() => String, { nullable: true })
  make!: string | null;

  @Field(() => String, { nullable: true })
  model!: string | null;

  @Field(() => Int, { nullable: true })
  year!: number | null;

  @Field(() => Date, { description: 'Its newest booking, job card or invoice for this customer.' })
  lastSeenAt!: Date;
}

@ObjectType({ description: 'One entry of a customer’s time line.' })
export class CustomerTimelineEvent extends TimelineEntryFields {
  @Field(() => TimelineKind)
  kind!: TimelineKind;
}

@ObjectType({ description: 'A customer with their vehicles, one time line of their records, and what they have spent (admin).' })
export class CustomerView {
  @Field(() => Customer)
  customer!: Customer;

  @Field(() => [CustomerVehicle], { description: 'Newest first.' })
  vehicles!: CustomerVehicle[];

  @Field(() => [CustomerTimelineEvent], { description: 'Appointments, job cards, quotes, invoices and messages, oldest first.' })
  timeline!: CustomerTimelineEvent[];

  @Field(() => [Appointment])
  appointments!: Appointment[];

  @Field(() => [JobCard])
  jobCards!: JobCard[];

  @Field(() => [Quote])
  quotes!: Quote[];

  @Field(() => [Invoice])
  invoices!: Invoice[];

  @Field(() => [ContactQuery])
  messages!: ContactQuery[];

  @Field(() => Int, { description: 'The total of all their invoices, in cents.' })
  totalSpentCents!: number;

  @Field(() => Int, { description: 'Of which paid, in cents.' })
  paidCents!: number;

  @Field(() => Int, { description: 'Of which still unpaid, in cents.' })
  outstandingCents!: number;
}
