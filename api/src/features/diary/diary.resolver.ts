/** The diary's live changes over GraphQL (admin). */
import { Authorized, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { requireOfficeAdmin } from '../../edge/admin.js';
import type { Events, Topic } from '../../shared/pubsub.js';
import { DIARY_TOPICS } from './diary-cache.js';
import { DiaryChange } from './diary.types.js';

@Authorized()
@Resolver()
export class DiaryResolver {
  @Subscription(() => DiaryChange, {
    description: 'Something in the diary changed: a booking, cancellation, move or deletion, a block, the bays, a job card, a customer merged (admin).',
    subscribe: ({ context }) => {
      requireOfficeAdmin(context as GraphQLContext);
      return (context as GraphQLContext).pubsub.iterate(DIARY_TOPICS);
    },
  })
  diaryChanged(@Root() event: Events[Topic]): DiaryChange {
    const dates = (event as Partial<Events['availability.changed']>).dates;
    return { dates: Array.isArray(dates) ? dates : null };
  }
}
