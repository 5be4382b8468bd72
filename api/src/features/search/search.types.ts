/** The search's GraphQL shape: a few of each kind of record. */
import { Field, ObjectType } from 'type-graphql';
import { Appointment } from '../booking/appointment.entity.js';
import { Customer } from '../customers/customer.entity.js';
import { CustomerVehicle } from '../customers/customer.types.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { JobCard } from '../jobcards/jobcard.entity.js';

export type SearchVehicle = CustomerVehicle;

@ObjectType({ description: 'What the admin’s search found: at most 5 of each kind, newest first.' })
export class SearchResults {
  @Field(() => [Customer])
  customers!: Customer[];

  @Field(() => [CustomerVehicle])
  vehicles!: CustomerVehicle[];

  @Field(() => [Invoice])
  invoices!: Invoice[];

  @Field(() => [JobCard])
  jobCards!: JobCard[];

  @Field(() => [Appointment])
  appointments!: Appointment[];
}
