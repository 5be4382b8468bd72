/** Outgoing mail and the mailbox over GraphQL: read by staff; saved and tested by owners. */
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireOwner, sessionOf } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { MailboxSettingsInput, MailSettingsInput, readMailServer } from './mail-settings.inputs.js';
import type { MailSettingsService } from './mail-settings.service.js';
import { MailServerSettings, mailServerSettingsOf, MailTestResult } from './mail-settings.types.js';

@Authorized()
@Resolver()
export class MailSettingsResolver {
  constructor(private readonly mail: MailSettingsService) {}

  @Query(() => MailServerSettings, { description: 'Outgoing mail (SMTP) in effect, without its password (admin).' })
  async mailSettings(): Promise<MailServerSettings> {
    return mailServerSettingsOf(await this.mail.view('smtp'));
  }

  @Query(() => MailServerSettings, { description: 'The IMAP mailbox in effect, without its password (admin).' })
  async mailboxSettings(): Promise<MailServerSettings> {
    return mailServerSettingsOf(await this.mail.view('imap'));
  }

  @Mutation(() => MailServerSettings, { description: 'Saves the outgoing mail server (its password sealed); emails go through it at once (owners).' })
  async updateMailSettings(@Arg('input', () => MailSettingsInput) input: MailSettingsInput, @Ctx() ctx: GraphQLContext): Promise<MailServerSettings> {
    requireOwner(sessionOf(ctx));
    return mailServerSettingsOf(await this.mail.save(ctx.em, 'smtp', readMailServer({ ...input }, true), sessionOf(ctx).username));
  }

  @Mutation(() => MailServerSettings, { description: 'Saves the mailbox (its password sealed); the Email Manager reconnects to it at once (owners).' })
  async updateMailboxSettings(@Arg('input', () => MailboxSettingsInput) input: MailboxSettingsInput, @Ctx() ctx: GraphQLContext): Promise<MailServerSettings> {
    requireOwner(sessionOf(ctx));
    return mailServerSettingsOf(await this.mail.save(ctx.em, 'imap', readMailServer({ ...input }, false), sessionOf(ctx).username));
  }

  @Mutation(() => MailTestResult, { description: 'Sends a test email through the saved server to the signed-in account’s address (owners).' })
  async sendTestMail(@Ctx() ctx: GraphQLContext): Promise<MailTestResult> {
    requireOwner(sessionOf(ctx));
    return this.mail.sendTest(ctx.em, sessionOf(ctx));
  }

  @Mutation(() => MailTestResult, { description: 'Signs in to the saved mailbox and says what the inbox holds (owners).' })
  async testMailboxConnection(@Ctx() ctx: GraphQLContext): Promise<MailTestResult> {
    requireOwner(sessionOf(ctx));
    return this.mail.testMailbox();
  }
}
