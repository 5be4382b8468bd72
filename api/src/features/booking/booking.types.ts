/** GraphQL answer types of the booking feature. */
import { Field, ObjectType } from 'type-graphql';
import { Appointment } from './appointment.entity.js';

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

@ObjectType({ description: 'A cancellation by the customer’s link, and how to undo it.' })
export class Cancellation {
  @Field(() => String)
  message!: string;

  @Field(() => String, { nullable: true, description: 'The secret of the undo link (undoCancelAppointment), valid 24 hours; null when none was made.' })
  undoToken!: string | null;
}

@ObjectType({ description: 'A booking kept by undoing its cancellation.' })
export class UndoneCancellation {
  @Field(() => String)
  message!: string;

  @Field(() => Appointment)
  appointment!: Appointment;
}
