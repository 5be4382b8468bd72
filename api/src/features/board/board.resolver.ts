/**
 * The job board live: a subscription answering it afresh after changes that can alter it, one
 * board per change for all subscribers of this instance, each paced to one board a window.
 */
import { Authorized, Ctx, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { requireAdmin } from '../../edge/admin.js';
import { recordTopics } from '../../platform/changes/announcements.js';
import { LiveRead } from '../../platform/changes/live-read.js';
import { invoiceChanges } from '../invoices/public.js';
import { jobCardChanges } from '../jobcards/public.js';
import { timeEntryChanges } from '../time-clock/public.js';
import type { BoardService } from './board.service.js';
import { JobBoard } from './board.types.js';

/** Job cards (their status, their wait for parts), invoices (issued today, voided) and the technicians' clocks: what the board shows. */
const LIVE_BOARD = new LiveRead<JobBoard>(recordTopics(jobCardChanges, invoiceChanges, timeEntryChanges));

@Authorized()
@Resolver()
export class BoardResolver {
  constructor(private readonly boardService: BoardService) {}

  @Subscription(() => JobBoard, {
    name: 'jobBoard',
    description: 'The job board afresh after job card, invoice or time clock changes: at once, then at most one every 250 ms while they keep coming (staff).',
    // Subscriptions check the caller when they start, not only on each event.
    subscribe: ({ context }) => {
      requireAdmin(context as GraphQLContext);
      return LIVE_BOARD.subscribe((context as GraphQLContext).pubsub);
    },
  })
  jobBoardChanged(@Root() _event: unknown, @Ctx() ctx: GraphQLContext): Promise<JobBoard> {
    return LIVE_BOARD.read(ctx.pubsub, () => this.boardService.board(ctx.em.fork()));
  }
}
