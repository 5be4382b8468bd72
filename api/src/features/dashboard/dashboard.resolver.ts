/** The dashboard over GraphQL: counters and recent queries, and their live subscriptions. */
import { Authorized, Ctx, Field, Int, ObjectType, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { requireAdmin } from '../../edge/admin.js';
import type { Topic } from '../../shared/pubsub.js';
import { ContactQuery } from '../contact/contact-query.entity.js';
import type { DashboardService } from './dashboard.service.js';

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

const COUNTER_TOPICS: Topic[] = ['appointment.booked', 'appointment.cancelled', 'appointment.deleted', 'contact.received', 'contact.changed'];

@Authorized()
@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Query(() => DashboardCounters, { description: 'Dashboard counters (admin).' })
  dashboardCounters(): Promise<DashboardCounters> {
    return this.dashboard.counters();
  }

  @Query(() => [ContactQuery], { description: 'Contact queries received in the last 24 hours, newest first (admin).' })
  recentContactQueries(@Ctx() ctx: GraphQLContext): Promise<ContactQuery[]> {
    return this.dashboard.recentContactQueries(ctx.em);
  }

  @Subscription(() => DashboardCounters, {
    name: 'dashboardCounters',
    description: 'Fresh counters after every booking, cancellation, deletion and contact query change (admin).',
    // Subscriptions check the caller when they start, not only on each event.
    subscribe: ({ context }) => {
      requireAdmin(context as GraphQLContext);
      return (context as GraphQLContext).pubsub.iterate(COUNTER_TOPICS);
    },
  })
  dashboardCountersChanged(@Root() _event: unknown): Promise<DashboardCounters> {
    return this.dashboard.counters();
  }

  @Subscription(() => String, {
    description: 'The id of each new contact query, as it arrives (admin).',
    subscribe: ({ context }) => {
      requireAdmin(context as GraphQLContext);
      return (context as GraphQLContext).pubsub.iterate('contact.received');
    },
  })
  contactQueryReceived(@Root() event: { id: string }): string {
    return event.id;
  }
}
