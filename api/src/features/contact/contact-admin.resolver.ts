/** The back office's contact queries, over GraphQL. */
import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { MessageResult } from '../../shared/message-result.js';
import { ContactQuery } from './contact-query.entity.js';
import type { ContactService } from './contact.service.js';

@ObjectType()
export class CleanupResult {
  @Field(() => String)
  message!: string;

  @Field(() => Int)
  deletedCount!: number;
}

@Authorized()
@Resolver(() => ContactQuery)
export class ContactAdminResolver {
  constructor(private readonly contact: ContactService) {}

  @Query(() => [ContactQuery], { description: 'Every contact query, newest first (admin).' })
  contactQueries(@Ctx() ctx: GraphQLContext): Promise<ContactQuery[]> {
    return this.contact.list(ctx.em);
  }

  @FieldResolver(() => String, { description: 'The day it arrived, yyyy-MM-dd in the workshop’s time zone (group by it).' })
  receivedDate(@Root() query: ContactQuery): string {
    return this.contact.receivedDay(query).date;
  }

  @FieldResolver(() => String, { description: 'That day in words, e.g. "Monday 23 November 2026".' })
  receivedDateLabel(@Root() query: ContactQuery): string {
    return this.contact.receivedDay(query).label;
  }

  @Mutation(() => MessageResult, { description: 'Emails a reply to the customer and marks the query replied (admin).' })
  async replyToContactQuery(
    @Arg('id', () => ID) id: string,
    @Arg('replyMessage', () => String) replyMessage: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MessageResult> {
    return new MessageResult(await this.contact.reply(ctx.em, id, replyMessage));
  }

  @Mutation(() => MessageResult, { description: 'Deletes a contact query (admin).' })
  async deleteContactQuery(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    return new MessageResult(await this.contact.delete(ctx.em, id));
  }

  @Mutation(() => CleanupResult, { description: 'Deletes queries inactive (neither received nor replied) for over 30 days (admin).' })
  cleanupContactQueries(@Ctx() ctx: GraphQLContext): Promise<CleanupResult> {
    return this.contact.cleanup(ctx.em);
  }
}
