/** The time clock live: `timeClockChanged`, every clock change (or those touching one job card), for any signed-in member of staff. */
import { Arg, Authorized, ID, Resolver, Root, Subscription } from 'type-graphql';
import { requireAdmin } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { TimeClockChange, type TimeClockEvent } from './time-clock.types.js';

/** The events touching one job card (its clock panel). */
async function* touching(events: AsyncIterableIterator<TimeClockEvent>, jobCardId: string): AsyncGenerator<TimeClockEvent> {
  try {
    for await (const event of events) if (event.jobCardIds.includes(jobCardId)) yield event;
  } finally {
    await events.return?.();
  }
}

@Authorized()
@Resolver()
export class TimeClockResolver {
  @Subscription(() => TimeClockChange, {
    description: 'Every time clock change (or only those touching `jobCardId`): clocking on, off, corrections (admin).',
    subscribe: ({ context, args }) => {
      const ctx = context as GraphQLContext;
      requireAdmin(ctx);
      const events = ctx.pubsub.iterate('timeclock.changed');
      return args.jobCardId ? touching(events, args.jobCardId as string) : events;
    },
  })
  timeClockChanged(@Root() event: TimeClockEvent, @Arg('jobCardId', () => ID, { nullable: true }) _jobCardId: string | null): TimeClockEvent {
    return event;
  }
}
