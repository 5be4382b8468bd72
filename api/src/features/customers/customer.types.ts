/** The customer pages' GraphQL shapes: a page of the list, and one customer with their records. */
import { Field, Int, ObjectType } from 'type-graphql';
import { ContactQuery } from '../contact/contact-query.entity.js';
import { Customer } from './customer.entity.js';
import { OwnedRecords, TimelineEntryFields, TimelineKind } from './timeline.js';
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
export class CustomerView extends OwnedRecords {
  @Field(() => Customer)
  customer!: Customer;

  @Field(() => [CustomerVehicle], { description: 'Newest first.' })
  vehicles!: CustomerVehicle[];

  @Field(() => [CustomerTimelineEvent], { description: 'Appointments, job cards, quotes, invoices and messages, oldest first.' })
  timeline!: CustomerTimelineEvent[];


  @Field(() => [ContactQuery])
  messages!: ContactQuery[];

}
