/** GraphQL answer types of the dashboard. */
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The six counters of the dashboard; "last 24h" is the 24 hours before now.' })
export class DashboardCounters {
  @Field(() => Int)
  totalBooked!: number;

  @Field(() => Int)
  bookedLast24h!: number;

  @Field(() => Int)
  totalCancelled!: number;

  @Field(() => Int)
  cancelledLast24h!: number;

  @Field(() => Int)
  totalQueries!: number;

  @Field(() => Int)
  queriesLast24h!: number;
}
