/** The Email Manager's live unread count (admin). */
import { Authorized, Int, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { AppError } from '../../shared/errors.js';

@Authorized()
@Resolver()
export class EmailResolver {
  @Subscription(() => Int, {
    name: 'unreadMailCount',
    description: 'The unread count of the last 30 days, each time it changes (new mail through IMAP IDLE, a read, a delete) (admin).',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext;
      if (!ctx.admin) throw AppError.unauthenticated(ctx.authError ?? 'Please sign in to continue.');
      return ctx.pubsub.iterate('mail.unread');
    },
  })
  unreadMailCountChanged(@Root() event: { count: number }): number {
    return event.count;
  }
}
