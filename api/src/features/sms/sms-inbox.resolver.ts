/** A customer's conversation as a field of the Customer, and the live count of unread texts (admin). */
import { Authorized, Ctx, FieldResolver, Int, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { OFFICE, requireOfficeAdmin } from '../../edge/admin.js';
import { Customer } from '../customers/customer.entity.js';
import { ConversationEntry } from './sms-inbox.types.js';
import type { SmsInboxService } from './sms-inbox.service.js';

@Authorized()
@Resolver(() => Customer)
export class SmsInboxResolver {
  constructor(private readonly inbox: SmsInboxService) {}

  @Authorized(OFFICE)
  @FieldResolver(() => [ConversationEntry], {
    description: 'Their texts both ways, the emails sent to them, their contact-form messages with the replies and their mail in the workshop’s mailbox, oldest first: the last 200 (admin).',
  })
  conversation(@Root() customer: Customer, @Ctx() ctx: GraphQLContext): Promise<ConversationEntry[]> {
    return this.inbox.conversationWith(ctx.em, customer);
  }

  @Authorized(OFFICE)
  @FieldResolver(() => String, {
    description: "Whether `conversation` lists their mail in the workshop's mailbox: 'listed', 'not connected' or 'unavailable' (admin).",
  })
  conversationMailbox(@Root() customer: Customer): Promise<string> {
    return this.inbox.mailboxStateOf(customer);
  }

  @Subscription(() => Int, {
    name: 'unreadTextCount',
    description: 'Received texts not read yet, each time a text arrives or staff read or answer some (admin).',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext;
      requireOfficeAdmin(ctx);
      return ctx.pubsub.iterate('sms.unread');
    },
  })
  unreadTextCountChanged(@Root() event: { count: number }): number {
    return event.count;
  }
}
