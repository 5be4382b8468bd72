/** GraphQL answer types of the back office's booking calls. */
import { Field, ObjectType } from 'type-graphql';
import { Appointment } from './appointment.entity.js';
import { BlockedPeriod } from './blocked-period.entity.js';

@ObjectType({ description: 'A new blocked period, and the booked appointments that fall inside it.' })
export class BlockPeriodResult {
  @Field(() => String)
  message!: string;

  @Field(() => BlockedPeriod)
  period!: BlockedPeriod;

  @Field(() => [Appointment], { description: 'Booked appointments inside the period: the workshop should contact these customers.' })
  affectedAppointments!: Appointment[];
}
