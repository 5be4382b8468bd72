/** The job board live: a subscription answering it afresh after each change that can alter it. */
import { Authorized, Ctx, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { requireAdmin } from '../../edge/admin.js';
import { recordTopics } from '../../platform/changes/announcements.js';
import { invoiceChanges } from '../invoices/public.js';
import { jobCardChanges } from '../jobcards/public.js';
import { timeEntryChanges } from '../time-clock/public.js';
import type { BoardService } from './board.service.js';
import { JobBoard } from './board.types.js';

/** Job cards (their status, their wait for parts), invoices (issued today, voided) and the technicians' clocks: what the board shows. */
const BOARD_TOPICS = recordTopics(jobCardChanges, invoiceChanges, timeEntryChanges);

@Authorized()
@Resolver()
export class BoardResolver {
  constructor(private readonly boardService: BoardService) {}

  @Subscription(() => JobBoard, {
    name: 'jobBoard',
    description: 'The job board afresh after every job card, invoice or time clock change (staff).',
    // Subscriptions check the caller when they start, not only on each event.
    subscribe: ({ context }) => {
      requireAdmin(context as GraphQLContext);
      return (context as GraphQLContext).pubsub.iterate(BOARD_TOPICS);
    },
  })
  jobBoardChanged(@Root() _event: unknown, @Ctx() ctx: GraphQLContext): Promise<JobBoard> {
    return this.boardService.board(ctx.em.fork());
  }
}
