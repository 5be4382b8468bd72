/** GraphQL face of the contact form. */
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { MessageResult } from '../../shared/message-result.js';
import { ContactInput } from './contact.inputs.js';
import { CONTACT_RECEIVED_MESSAGE, type ContactService } from './contact.service.js';

@Resolver()
export class ContactResolver {
  constructor(private readonly contact: ContactService) {}

  @Mutation(() => MessageResult, { description: 'Sends a message to the workshop from the contact form.' })
  async sendContactMessage(@Arg('input', () => ContactInput) input: ContactInput, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    await ctx.limitPublicWrite();
    await this.contact.submit(ctx.em, input);
    return new MessageResult(CONTACT_RECEIVED_MESSAGE);
  }
}
