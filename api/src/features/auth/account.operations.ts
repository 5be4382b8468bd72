/**
 * The signed-in account (its two-factor sign-in and sessions) and the workshop's security setting:
 * each operation's GraphQL field and REST route. Most are open to an account that must set up
 * two-factor sign-in first.
 */
import { json, messageSchema } from '../../shared/json-schema.js';
import { arg, defineOperation, type ArgSpec } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { validateBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import { inputFromBody } from './rest-body.js';
import { MfaCodeInput, SecuritySettingsInput } from './staff.inputs.js';
import { signedIn } from './staff.operations.js';
import { Me, MfaSetupResult, RecoveryCodesResult, SecuritySettings, securityJson, securitySchema, sessionJson, sessionSchema, StaffSession } from './staff.types.js';

const MFA_ON = 'Two-factor sign-in is on. Keep the recovery codes somewhere safe: each works once, and they are not shown again.';
const MFA_OFF = 'Two-factor sign-in is off.';

/** A query string flag: 1 or true, 0 or false (or absent: false). */
function flag(value: unknown, name: string): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw AppError.badInput(`${name} must be 1 or 0.`);
}

export const accountOperations = [
  defineOperation({
    name: 'me',
    kind: 'query',
    access: 'mfa-setup',
    description: 'The signed-in account, with its two-factor state.',
    args: {},
    result: () => Me,
    run: (call) => call.services.staff.me(call.em, signedIn(call)),
    rest: { method: 'GET', path: '/api/admin/me' },
  }),
  defineOperation({
    name: 'startMfa',
    kind: 'mutation',
    access: 'mfa-setup',
    description: 'Starts setting up two-factor sign-in: a secret pending until confirmMfa.',
    args: {},
    result: () => MfaSetupResult,
    run: (call) => call.services.mfa.start(call.em, signedIn(call).sub),
    rest: { method: 'POST', path: '/api/admin/me/mfa' },
  }),
  defineOperation({
    name: 'confirmMfa',
    kind: 'mutation',
    access: 'mfa-setup',
    description: 'Turns two-factor sign-in on with the first code; answers ten one-use recovery codes, shown once.',
    args: { code: arg.string() },
    result: () => RecoveryCodesResult,
    run: (call, { code }) => call.services.mfa.confirm(call.em, signedIn(call).sub, code),
    graphql: (recoveryCodes) => ({ recoveryCodes }),
    rest: {
      method: 'POST',
      path: '/api/admin/me/mfa/confirm',
      args: async ({ request }) => ({ code: (await validateBody(MfaCodeInput, request.body, ['code'])).code }),
      present: (recoveryCodes) => ({ message: MFA_ON, recoveryCodes }),
      answer: json.extend(messageSchema, { recoveryCodes: json.array(json.string(), { description: 'Ten one-use recovery codes: shown this once.' }) }),
    },
  }),
  defineMessageOperation({
    name: 'disableMfa',
    kind: 'mutation',
    access: 'staff',
    description: 'Turns two-factor sign-in off, given a current code or a recovery code (refused while the workshop requires it).',
    args: { code: arg.string() },
    run: async (call, { code }) => {
      await call.services.mfa.disable(call.em, signedIn(call).sub, code);
      return MFA_OFF;
    },
    rest: {
      method: 'DELETE',
      path: '/api/admin/me/mfa',
      args: async ({ request }) => ({ code: (await validateBody(MfaCodeInput, request.body ?? {}, ['code'])).code }),
    },
  }),
  defineOperation({
    name: 'mySessions',
    kind: 'query',
    access: 'mfa-setup',
    description: 'The signed-in sessions of this account; with all: true, of every account (owners).',
    args: { all: { ...arg.boolean(), nullable: true } as ArgSpec<boolean | null | undefined> },
    result: () => [StaffSession],
    run: (call, { all }) => call.services.staffSessions.list(call.em, signedIn(call), all ?? false),
    rest: {
      method: 'GET',
      path: '/api/admin/me/sessions',
      args: ({ request }) => ({ all: flag((request.query as { all?: unknown }).all, 'all') }),
      present: (sessions) => sessions.map(sessionJson),
      answer: json.array(sessionSchema),
    },
  }),
  defineMessageOperation({
    name: 'endSession',
    kind: 'mutation',
    access: 'mfa-setup',
    description: 'Ends a session (one’s own, or anyone’s for owners) at once, on every instance.',
    args: { id: arg.id() },
    run: (call, { id }) => call.services.staffSessions.end(call.em, signedIn(call), id),
    rest: { method: 'DELETE', path: '/api/admin/sessions/:id' },
  }),
  defineOperation({
    name: 'securitySettings',
    kind: 'query',
    access: 'mfa-setup',
    description: 'The workshop’s security settings.',
    args: {},
    result: () => SecuritySettings,
    run: ({ em, services }) => services.staff.security(em),
    rest: { method: 'GET', path: '/api/admin/settings/security', present: (security) => ({ security: securityJson(security) }), answer: json.object({ security: securitySchema }) },
  }),
  defineOperation({
    name: 'updateSecuritySettings',
    kind: 'mutation',
    access: 'mfa-setup',
    description: 'Requires two-factor sign-in of every account, or not (owners).',
    args: { input: arg.input(SecuritySettingsInput) },
    result: () => SecuritySettings,
    run: (call, { input }) => call.services.staff.setSecurity(call.em, signedIn(call), input.requireMfa),
    rest: {
      method: 'PUT',
      path: '/api/admin/settings/security',
      args: inputFromBody(SecuritySettingsInput, ['requireMfa']),
      present: (security) => ({
        message: security.requireMfa ? 'Two-factor sign-in is now required: accounts without it are asked to set it up.' : 'Two-factor sign-in is no longer required.',
        security: securityJson(security),
      }),
      answer: json.extend(messageSchema, { security: securitySchema }),
    },
  }),
];
