/** The dashboard's live subscriptions: fresh counters, and each new contact query (admin). */
import { Authorized, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { requireOfficeAdmin } from '../../edge/admin.js';
import { recordTopics } from '../../platform/changes/announcements.js';
import { appointmentChanges } from '../booking/public.js';
import { contactChanges } from '../contact/public.js';
import type { DashboardService } from './dashboard.service.js';
import { DashboardCounters } from './dashboard.types.js';

/** Bookings (booked, cancelled, moved, deleted) and contact queries: what the counters count. */
const COUNTER_TOPICS = recordTopics(appointmentChanges, contactChanges);

@Authorized()
@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Subscription(() => DashboardCounters, {
    name: 'dashboardCounters',
    description: 'Fresh counters after every change of a booking or a contact query (admin).',
    // Subscriptions check the caller when they start, not only on each event.
    subscribe: ({ context }) => {
      requireOfficeAdmin(context as GraphQLContext);
      return (context as GraphQLContext).pubsub.iterate(COUNTER_TOPICS);
    },
  })
  dashboardCountersChanged(@Root() _event: unknown): Promise<DashboardCounters> {
    return this.dashboard.counters();
  }

  @Subscription(() => String, {
    description: 'The id of each new contact query, as it arrives (admin).',
    subscribe: ({ context }) => {
      requireOfficeAdmin(context as GraphQLContext);
      return (context as GraphQLContext).pubsub.iterate('contact.received');
    },
  })
  contactQueryReceived(@Root() event: { id: string }): string {
    return event.id;
  }
}
