/** 'Today' live: a subscription answering it afresh after each change that can alter it. */
import { Authorized, Ctx, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { requireOfficeAdmin } from '../../edge/admin.js';
import { recordTopics } from '../../platform/changes/announcements.js';
import { appointmentChanges } from '../booking/public.js';
import { invoiceChanges } from '../invoices/public.js';
import { jobCardChanges } from '../jobcards/public.js';
import type { TodayService } from './today.service.js';
import { Today } from './today.types.js';

/** Bookings, job cards (and their quotes) and invoices: what the lists are made of. */
const TODAY_TOPICS = recordTopics(appointmentChanges, jobCardChanges, invoiceChanges);

@Authorized()
@Resolver()
export class TodayResolver {
  constructor(private readonly todayService: TodayService) {}

  @Subscription(() => Today, {
    name: 'today',
    description: 'Today afresh after every booking, job card, quote or invoice change (staff).',
    // Subscriptions check the caller when they start, not only on each event.
    subscribe: ({ context }) => {
      requireOfficeAdmin(context as GraphQLContext);
      return (context as GraphQLContext).pubsub.iterate(TODAY_TOPICS);
    },
  })
  todayChanged(@Root() _event: unknown, @Ctx() ctx: GraphQLContext): Promise<Today> {
    return this.todayService.today(ctx.em.fork());
  }
}
