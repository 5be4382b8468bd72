/** GraphQL face of sign-in and password reset. */
import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Resolver } from 'type-graphql';
import { MFA_SETUP } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { MessageResult } from '../../shared/message-result.js';
import { LoginInput, ResetPasswordInput } from './auth.inputs.js';
import type { AuthService } from './auth.service.js';

@ObjectType()
export class LoginResult {
  @Field(() => String, { description: 'Send as `Authorization: Bearer <token>`; valid for ADMIN_SESSION_MINUTES (12 hours by default) or until logout.' })
  token!: string;
}

@Resolver()
export class AuthResolver {
  constructor(private readonly auth: AuthService) {}

  @Mutation(() => LoginResult, { description: 'Signs a member of staff in. With two-factor sign-in on, `code` too: without it the error has extensions.mfaRequired = true.' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: GraphQLContext): Promise<LoginResult> {
    const { token, deviceCookie, sessionCookies } = await this.auth.login(ctx.em, input, { ip: ctx.ip, userAgent: ctx.userAgent, cookieHeader: ctx.cookies?.header ?? '', https: ctx.cookies?.https ?? false });
    // The browser is known from now on: others guessing this username never refuse it.
    ctx.cookies?.set(deviceCookie);
    // Every tab of the browser is signed in (the session cookie; see session-cookie.ts).
    for (const cookie of sessionCookies) ctx.cookies?.set(cookie);
    return { token };
  }

  @Authorized(MFA_SETUP)
  @Mutation(() => MessageResult, { description: 'Ends the session of the token sent: it is refused from now on, and its live subscriptions close.' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    const message = await this.auth.logout(ctx.admin!);
    for (const cookie of this.auth.cookies.clear(ctx.cookies?.https ?? false)) ctx.cookies?.set(cookie);
    return new MessageResult(message);
  }

  @Mutation(() => MessageResult, { description: 'Emails the primary admin a single-use password reset link.' })
  async requestPasswordReset(@Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    await ctx.limitPublicWrite();
    return new MessageResult(await this.auth.requestPasswordReset(ctx.em));
  }

  @Mutation(() => MessageResult, { description: 'Sets a new password from a reset link.' })
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    await ctx.limitPublicWrite();
    return new MessageResult(await this.auth.resetPassword(ctx.em, input.token, input.password));
  }
}
