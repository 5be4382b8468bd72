/** Job cards over GraphQL for staff: the card's derived fields and quotes, and the live `jobCardChanged` subscription. */
import { Arg, Authorized, Ctx, FieldResolver, ID, Resolver, Root, Subscription } from 'type-graphql';
import { requireAdmin } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { JobCard } from './jobcard.entity.js';
import type { JobCardService } from './jobcard.service.js';
import { JobCardEvent } from './jobcard.types.js';
import { Quote } from './quote.entity.js';

/** The events of one card (an open detail page). */
async function* only(events: AsyncIterableIterator<JobCardEvent>, id: string): AsyncGenerator<JobCardEvent> {
  try {
    for await (const event of events) if (event.id === id) yield event;
  } finally {
    await events.return?.();
  }
}

@Authorized()
@Resolver(() => JobCard)
export class JobCardResolver {
  constructor(private readonly jobcards: JobCardService) {}

  @FieldResolver(() => String, { description: 'The day it was created, yyyy-MM-dd in the workshop’s time zone.' })
  createdDate(@Root() card: JobCard): string {
    return this.jobcards.createdDay(card).date;
  }

  @FieldResolver(() => String, { description: 'That day in words, e.g. "Monday 23 November 2026".' })
  createdDateLabel(@Root() card: JobCard): string {
    return this.jobcards.createdDay(card).label;
  }

  @FieldResolver(() => [Quote], { description: 'Quotes sent, newest first.' })
  quotes(@Root() card: JobCard, @Ctx() ctx: GraphQLContext): Promise<Quote[]> {
    return this.jobcards.quotesOf(ctx.em, card);
  }

  @Subscription(() => JobCardEvent, {
    description: 'Every change to a job card (or only to `id`): staff edits, signatures, quotes (admin).',
    subscribe: ({ context, args }) => {
      const ctx = context as GraphQLContext;
      requireAdmin(ctx);
      const events = ctx.pubsub.iterate('jobcard.changed');
      return args.id ? only(events, args.id as string) : events;
    },
  })
  jobCardChanged(@Root() event: JobCardEvent, @Arg('id', () => ID, { nullable: true }) _id: string | null): JobCardEvent {
    return event;
  }
}
