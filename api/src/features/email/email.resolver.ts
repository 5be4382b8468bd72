/** The Email Manager's live unread count (admin). */
import { Authorized, Int, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { requireOfficeAdmin } from '../../edge/admin.js';

@Authorized()
@Resolver()
export class EmailResolver {
  @Subscription(() => Int, {
    name: 'unreadMailCount',
    description: 'The unread count of the last 30 days, each time it changes (new mail through IMAP IDLE, a read, a delete) (admin).',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext;
      requireOfficeAdmin(ctx);
      return ctx.pubsub.iterate('mail.unread');
    },
  })
  unreadMailCountChanged(@Root() event: { count: number }): number {
    return event.count;
  }
}
