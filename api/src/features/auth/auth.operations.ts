/**
 * Signing in and out, password reset, and accepting an invitation (which signs in): each
 * operation's GraphQL field and REST route. Signing in sets the browser's cookies (the known
 * device, and the session every tab shares: session-cookie.ts); signing out clears them.
 */
import { Field, ObjectType } from 'type-graphql';
import { arg, defineOperation } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { LoginInput, ResetPasswordInput } from './auth.inputs.js';
import { inputFromBody } from './rest-body.js';
import { AcceptInvitationInput } from './staff.inputs.js';

@ObjectType()
class LoginResult {
  @Field(() => String, { description: 'Send as `Authorization: Bearer <token>`; valid for ADMIN_SESSION_MINUTES (12 hours by default) or until logout.' })
  token!: string;
}

/** The sign-in paths are open to anyone although under /api/admin/. */
const adminPublic = { adminPublic: true } as const;

export const authOperations = [
  defineOperation({
    name: 'login',
    kind: 'mutation',
    access: 'public',
    description: 'Signs a member of staff in. With two-factor sign-in on, `code` too: without it the error has extensions.mfaRequired = true.',
    args: { input: arg.input(LoginInput) },
    result: () => LoginResult,
    run: async ({ em, services, ip, userAgent, cookies }, { input }) => {
      const { token, deviceCookie, sessionCookies } = await services.auth.login(em, input, { ip, userAgent, cookieHeader: cookies?.header ?? '', https: cookies?.https ?? false });
      // The browser is known from now on: others guessing this username never refuse it; and every tab of it is signed in.
      for (const cookie of [deviceCookie, ...sessionCookies]) cookies?.set(cookie);
      return { token };
    },
    rest: { method: 'POST', path: '/api/admin/login', config: adminPublic, args: inputFromBody(LoginInput, ['username', 'password', 'code']) },
  }),
  defineMessageOperation({
    name: 'logout',
    kind: 'mutation',
    access: 'mfa-setup',
    description: 'Ends the session of the token sent: it is refused from now on, and its live subscriptions close.',
    args: {},
    run: async ({ services, caller, cookies }) => {
      const text = await services.auth.logout(caller!);
      for (const cookie of services.auth.cookies.clear(cookies?.https ?? false)) cookies?.set(cookie);
      return text;
    },
    rest: { method: 'POST', path: '/api/admin/logout' },
  }),
  defineMessageOperation({
    name: 'requestPasswordReset',
    kind: 'mutation',
    access: 'public-write',
    description: 'Emails the primary admin a single-use password reset link.',
    args: {},
    run: ({ em, services }) => services.auth.requestPasswordReset(em),
    rest: { method: 'POST', path: '/api/admin/request-password-reset', config: adminPublic },
  }),
  defineMessageOperation({
    name: 'resetPassword',
    kind: 'mutation',
    access: 'public-write',
    description: 'Sets a new password from a reset link.',
    args: { input: arg.input(ResetPasswordInput) },
    run: ({ em, services }, { input }) => services.auth.resetPassword(em, input.token, input.password),
    rest: { method: 'POST', path: '/api/admin/reset-password', config: adminPublic, args: inputFromBody(ResetPasswordInput, ['token', 'password']) },
  }),
  defineOperation({
    name: 'acceptInvitation',
    kind: 'mutation',
    access: 'public-write',
    description: 'Accepts an invitation with the username and password chosen, and signs in.',
    args: { input: arg.input(AcceptInvitationInput) },
    result: () => LoginResult,
    run: async ({ em, services, ip, userAgent, cookies }, { input }) => {
      const token = await services.staff.accept(em, input, { ip, userAgent });
      for (const cookie of services.staff.sessionCookiesOf(token, cookies?.https ?? false)) cookies?.set(cookie);
      return { token };
    },
    rest: { method: 'POST', path: '/api/admin/invitations/accept', config: adminPublic, args: inputFromBody(AcceptInvitationInput, ['token', 'username', 'password']) },
  }),
];
