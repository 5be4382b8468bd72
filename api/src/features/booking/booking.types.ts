/** GraphQL answer types of the booking feature. */
import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Which times of a date can still be booked.' })
export class Availability {
  @Field(() => String, { description: 'yyyy-MM-dd' })
  date!: string;

  @Field(() => Boolean, { description: 'True when the workshop is closed all day (Sundays).' })
  closed!: boolean;

  @Field(() => [String], { description: 'Bookable times (HH:mm): opening slots not booked, blocked or already past.' })
  availableTimes!: readonly string[];

  @Field(() => [String], { description: 'Booked or blocked times (HH:mm) of the date.' })
  unavailableTimes!: string[];
}
