/** The Email Manager over GraphQL: the inbox, a message, read/delete/reply, attachment links, the live unread count. */
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { sessionOf } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { AppError } from '../../shared/errors.js';
import { MessageResult } from '../../shared/message-result.js';
import { DocumentDisposition, DocumentLinkResult } from '../documents/public.js';
import { EmailReplyInput } from './email.inputs.js';
import type { EmailService } from './email.service.js';
import { EmailInbox, EmailMessage } from './email.types.js';

@Authorized()
@Resolver()
export class EmailResolver {
  constructor(private readonly mailbox: EmailService) {}

  @Query(() => EmailInbox, { description: "The INBOX's messages of the last 30 days, newest first, with the unread count (admin)." })
  emailInbox(): Promise<EmailInbox> {
    return this.mailbox.inbox();
  }

  @Query(() => EmailMessage, { description: 'One message with its body sanitized; remote images only with showImages. Does not mark it read (admin).' })
  email(
    @Arg('uid', () => Int) uid: number,
    @Arg('showImages', () => Boolean, { defaultValue: false }) showImages: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<EmailMessage> {
    return this.mailbox.open(uid, showImages, sessionOf(ctx));
  }

  @Query(() => Boolean, { description: 'Whether a mailbox is configured (IMAP_URL) (admin).' })
  mailboxConfigured(): boolean {
    return this.mailbox.configured;
  }

  @Query(() => Int, {
    nullable: true,
    description: 'Unread messages of the last 30 days; null when no mailbox is configured or it cannot be reached (admin).',
  })
  unreadMailCount(): Promise<number | null> {
    return this.mailbox.unreadCount();
  }

  @Mutation(() => MessageResult, { description: 'Marks a message read (admin).' })
  async markEmailRead(@Arg('uid', () => Int) uid: number): Promise<MessageResult> {
    return new MessageResult(await this.mailbox.markRead(uid));
  }

  @Mutation(() => MessageResult, { description: 'Permanently deletes a message from the server (admin).' })
  async deleteEmail(@Arg('uid', () => Int) uid: number, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    return new MessageResult(await this.mailbox.delete(ctx.em, uid));
  }

  @Mutation(() => MessageResult, { description: 'Replies to a message through the outbox, threaded, the original quoted; filed in Sent (admin).' })
  async replyToEmail(@Arg('input', () => EmailReplyInput) input: EmailReplyInput, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    return new MessageResult(await this.mailbox.reply(ctx.em, input));
  }

  @Mutation(() => DocumentLinkResult, { description: "A 5-minute link to one attachment of a message (that message's token only) (admin)." })
  emailAttachmentLink(
    @Arg('uid', () => Int) uid: number,
    @Arg('index', () => Int) index: number,
    @Arg('disposition', () => DocumentDisposition, { defaultValue: DocumentDisposition.attachment }) disposition: DocumentDisposition,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DocumentLinkResult> {
    return this.mailbox.attachmentLink(uid, index, disposition, sessionOf(ctx));
  }

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
