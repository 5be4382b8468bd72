/** GraphQL face of staff accounts, invitations, the signed-in account, two-factor sign-in, sessions and the security setting. */
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { MFA_SETUP, sessionOf } from '../../edge/admin.js';
import { MessageResult } from '../../shared/message-result.js';
import { LoginResult } from './auth.resolver.js';
import type { MfaService } from './mfa.service.js';
import type { SessionsService } from './sessions.service.js';
import { AcceptInvitationInput, InviteStaffInput, SecuritySettingsInput, UpdateStaffUserInput } from './staff.inputs.js';
import type { StaffService } from './staff.service.js';
import { Me, MfaSetupResult, RecoveryCodesResult, SecuritySettings, StaffInvitationView, StaffSession, StaffUser } from './staff.types.js';

@Resolver()
export class StaffResolver {
  constructor(
    private readonly staff: StaffService,
    private readonly mfa: MfaService,
    private readonly sessions: SessionsService,
  ) {}

  @Authorized(MFA_SETUP)
  @Query(() => Me, { description: 'The signed-in account, with its two-factor state.' })
  me(@Ctx() ctx: GraphQLContext): Promise<Me> {
    return this.staff.me(ctx.em, sessionOf(ctx));
  }

  @Authorized()
  @Query(() => [StaffUser], { description: 'Every staff account (owners).' })
  staffUsers(@Ctx() ctx: GraphQLContext): Promise<StaffUser[]> {
    return this.staff.list(ctx.em, sessionOf(ctx));
  }

  @Authorized()
  @Query(() => [StaffInvitationView], { description: 'Invitations not accepted and not expired, newest first (owners).' })
  staffInvitations(@Ctx() ctx: GraphQLContext): Promise<StaffInvitationView[]> {
    return this.staff.invitations(ctx.em, sessionOf(ctx));
  }

  @Authorized()
  @Mutation(() => StaffInvitationView, { description: 'Invites a member of staff: emails a one-use link valid 72 hours (owners).' })
  inviteStaff(@Arg('input', () => InviteStaffInput) input: InviteStaffInput, @Ctx() ctx: GraphQLContext): Promise<StaffInvitationView> {
    return this.staff.invite(ctx.em, sessionOf(ctx), input);
  }

  @Authorized()
  @Mutation(() => StaffUser, { description: 'Renames, changes the email, makes owner or not, disables or enables an account (owners).' })
  updateStaffUser(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateStaffUserInput) input: UpdateStaffUserInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StaffUser> {
    return this.staff.update(ctx.em, sessionOf(ctx), id, input);
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: 'Emails a member of staff a password reset link at their own address, valid 24 hours (owners).' })
  async sendStaffReset(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    return new MessageResult(await this.staff.sendReset(ctx.em, sessionOf(ctx), id));
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: 'Withdraws an invitation not accepted yet: its link stops working at once (owners).' })
  async withdrawStaffInvitation(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    return new MessageResult(await this.staff.withdrawInvitation(ctx.em, sessionOf(ctx), id));
  }

  @Mutation(() => LoginResult, { description: 'Accepts an invitation with the username and password chosen, and signs in.' })
  async acceptInvitation(@Arg('input', () => AcceptInvitationInput) input: AcceptInvitationInput, @Ctx() ctx: GraphQLContext): Promise<LoginResult> {
    await ctx.limitPublicWrite();
    const token = await this.staff.accept(ctx.em, input, { ip: ctx.ip, userAgent: ctx.userAgent });
    for (const cookie of this.staff.sessionCookiesOf(token, ctx.cookies?.https ?? false)) ctx.cookies?.set(cookie);
    return { token };
  }

  @Authorized(MFA_SETUP)
  @Mutation(() => MfaSetupResult, { description: 'Starts setting up two-factor sign-in: a secret pending until confirmMfa.' })
  startMfa(@Ctx() ctx: GraphQLContext): Promise<MfaSetupResult> {
    return this.mfa.start(ctx.em, sessionOf(ctx).sub);
  }

  @Authorized(MFA_SETUP)
  @Mutation(() => RecoveryCodesResult, { description: 'Turns two-factor sign-in on with the first code; answers ten one-use recovery codes, shown once.' })
  async confirmMfa(@Arg('code', () => String) code: string, @Ctx() ctx: GraphQLContext): Promise<RecoveryCodesResult> {
    return { recoveryCodes: await this.mfa.confirm(ctx.em, sessionOf(ctx).sub, code) };
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: 'Turns two-factor sign-in off, given a current code or a recovery code (refused while the workshop requires it).' })
  async disableMfa(@Arg('code', () => String) code: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    await this.mfa.disable(ctx.em, sessionOf(ctx).sub, code);
    return new MessageResult('Two-factor sign-in is off.');
  }

  @Authorized(MFA_SETUP)
  @Query(() => [StaffSession], { description: 'The signed-in sessions of this account; with all: true, of every account (owners).' })
  mySessions(@Arg('all', () => Boolean, { nullable: true }) all: boolean | null, @Ctx() ctx: GraphQLContext): Promise<StaffSession[]> {
    return this.sessions.list(ctx.em, sessionOf(ctx), all ?? false);
  }

  @Authorized(MFA_SETUP)
  @Mutation(() => MessageResult, { description: 'Ends a session (one’s own, or anyone’s for owners) at once, on every instance.' })
  async endSession(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    return new MessageResult(await this.sessions.end(ctx.em, sessionOf(ctx), id));
  }

  @Authorized(MFA_SETUP)
  @Query(() => SecuritySettings, { description: 'The workshop’s security settings.' })
  securitySettings(@Ctx() ctx: GraphQLContext): Promise<SecuritySettings> {
    return this.staff.security(ctx.em);
  }

  @Authorized(MFA_SETUP)
  @Mutation(() => SecuritySettings, { description: 'Requires two-factor sign-in of every account, or not (owners).' })
  updateSecuritySettings(@Arg('input', () => SecuritySettingsInput) input: SecuritySettingsInput, @Ctx() ctx: GraphQLContext): Promise<SecuritySettings> {
    return this.staff.setSecurity(ctx.em, sessionOf(ctx), input.requireMfa);
  }
}
