/** Job cards over GraphQL for staff: queries, mutations and the live `jobCardChanged` subscription. */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { PageArgs } from '../../shared/page-type.js';
import { requireAdmin } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { MessageResult } from '../../shared/message-result.js';
import { JobCard } from './jobcard.entity.js';
import { CreateJobCardInput, GenerateQuoteInput, JobCardFilter, UpdateJobCardInput } from './jobcard.inputs.js';
import type { JobCardService } from './jobcard.service.js';
import { GenerateQuoteResult, JobCardDayGroup, JobCardEvent, JobCardPage } from './jobcard.types.js';
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

  @Query(() => [JobCard], { description: 'Job cards, newest first, filtered (admin).' })
  jobCards(@Arg('filter', () => JobCardFilter, { nullable: true }) filter: JobCardFilter | null, @Ctx() ctx: GraphQLContext): Promise<JobCard[]> {
    return this.jobcards.list(ctx.em, filter ?? {});
  }

  @Query(() => [JobCardDayGroup], { description: 'Job cards grouped by creation day in the workshop’s time zone, newest day first (admin).' })
  jobCardDays(@Arg('filter', () => JobCardFilter, { nullable: true }) filter: JobCardFilter | null, @Ctx() ctx: GraphQLContext): Promise<JobCardDayGroup[]> {
    return this.jobcards.days(ctx.em, filter ?? {});
  }

  @Query(() => JobCardPage, { description: 'Job cards, newest first, filtered, one page at a time (admin). limit: 1 to 500, default 100.' })
  jobCardPage(
    @Arg('filter', () => JobCardFilter, { nullable: true }) filter: JobCardFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JobCardPage> {
    return this.jobcards.page(ctx.em, filter ?? {}, page);
  }

  @FieldResolver(() => String, { description: 'The day it was created, yyyy-MM-dd in the workshop’s time zone.' })
  createdDate(@Root() card: JobCard): string {
    return this.jobcards.createdDay(card).date;
  }

  @FieldResolver(() => String, { description: 'That day in words, e.g. "Monday 23 November 2026".' })
  createdDateLabel(@Root() card: JobCard): string {
    return this.jobcards.createdDay(card).label;
  }

  @Query(() => JobCard, { description: 'One job card (admin).' })
  jobCard(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<JobCard> {
    return this.jobcards.get(ctx.em, id);
  }

  @Mutation(() => JobCard, { description: 'Creates a job card and emails the customer the signing link (admin).' })
  createJobCard(@Arg('input', () => CreateJobCardInput) input: CreateJobCardInput, @Ctx() ctx: GraphQLContext): Promise<JobCard> {
    return this.jobcards.create(ctx.em, input);
  }

  @Mutation(() => JobCard, {
    description: 'Starts a job card from a booking with its customer, vehicle and complaint; sendPolicy emails the signing link. A booking that has one answers CONFLICT with extensions.jobCardId (admin).',
  })
  startJobCardFromAppointment(
    @Arg('appointmentId', () => ID) appointmentId: string,
    @Arg('sendPolicy', () => Boolean) sendPolicy: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JobCard> {
    return this.jobcards.startFromAppointment(ctx.em, appointmentId, sendPolicy);
  }

  @Mutation(() => JobCard, { description: 'Autosave: send `revision`; a stale one answers CONFLICT (admin).' })
  updateJobCard(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateJobCardInput) input: UpdateJobCardInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<JobCard> {
    return this.jobcards.update(ctx.em, id, input);
  }

  @Mutation(() => MessageResult, { description: 'Deletes a job card and its quotes (admin). An Invoiced card is refused (CONFLICT): delete or void its invoice first.' })
  async deleteJobCard(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    return new MessageResult(await this.jobcards.delete(ctx.em, id));
  }

  @Mutation(() => GenerateQuoteResult, { description: 'Generate & Send Quote (admin).' })
  generateQuote(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => GenerateQuoteInput) input: GenerateQuoteInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GenerateQuoteResult> {
    return this.jobcards.generateQuote(ctx.em, id, input);
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
