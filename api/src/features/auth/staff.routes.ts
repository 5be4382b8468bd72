/**
 * Staff accounts over REST: the team (owners), invitations, the signed-in account (/me), its
 * two-factor sign-in and sessions, and the security setting. Owner-only calls answer 403.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonBody, validateBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import type { MfaService } from './mfa.service.js';
import type { SessionsService } from './sessions.service.js';
import { AcceptInvitationInput, InviteStaffInput, MfaCodeInput, SecuritySettingsInput, UpdateStaffUserInput } from './staff.inputs.js';
import type { StaffService } from './staff.service.js';
import { invitationJson, securityJson, sessionJson, userJson } from './staff.types.js';

const admin = { config: { admin: true as const } };
/** Open to an account that must set up two-factor sign-in first. */
const setup = { config: { admin: true as const, mfaSetup: true as const } };

export interface StaffRouteServices {
  staff: StaffService;
  mfa: MfaService;
  sessions: SessionsService;
}

export const clientOf = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

function flag(value: unknown, name: string): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw AppError.badInput(`${name} must be 1 or 0.`);
}

export function staffRoutes(app: FastifyInstance, { staff, mfa, sessions }: StaffRouteServices): void {
  app.get('/api/admin/users', admin, async (request) => (await staff.list(request.em, request.admin!)).map(userJson));

  app.post('/api/admin/users', admin, async (request, reply) => {
    const input = await validateBody(InviteStaffInput, request.body, ['name', 'email', 'owner']);
    const invitation = await staff.invite(request.em, request.admin!, input);
    return reply.code(201).send({ message: `Invitation sent to ${invitation.email}. The link works once, for 72 hours.`, invitation: invitationJson(invitation) });
  });

  app.patch<{ Params: { id: string } }>('/api/admin/users/:id', admin, async (request) => {
    const input = await validateBody(UpdateStaffUserInput, jsonBody(request), ['name', 'email', 'owner', 'disabled', 'resetMfa']);
    const user = await staff.update(request.em, request.admin!, request.params.id, input);
    return { message: 'Saved.', user: userJson(user) };
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/:id/send-reset', admin, async (request) => ({
    message: await staff.sendReset(request.em, request.admin!, request.params.id),
  }));

  app.get('/api/admin/invitations', admin, async (request) => (await staff.invitations(request.em, request.admin!)).map(invitationJson));

  app.delete<{ Params: { id: string } }>('/api/admin/invitations/:id', admin, async (request) => ({
    message: await staff.withdrawInvitation(request.em, request.admin!, request.params.id),
  }));

  app.post('/api/admin/invitations/accept', { config: { adminPublic: true, publicWrite: true } }, async (request, reply) => {
    const input = await validateBody(AcceptInvitationInput, request.body, ['token', 'username', 'password']);
    const token = await staff.accept(request.em, input, clientOf(request));
    reply.header('set-cookie', staff.sessionCookiesOf(token, request.protocol === 'https'));
    return { token };
  });

  app.get('/api/admin/me', setup, async (request) => staff.me(request.em, request.admin!));

  app.post('/api/admin/me/mfa', setup, async (request) => mfa.start(request.em, request.admin!.sub));

  app.post('/api/admin/me/mfa/confirm', setup, async (request) => {
    const { code } = await validateBody(MfaCodeInput, request.body, ['code']);
    const recoveryCodes = await mfa.confirm(request.em, request.admin!.sub, code);
    return { message: 'Two-factor sign-in is on. Keep the recovery codes somewhere safe: each works once, and they are not shown again.', recoveryCodes };
  });

  app.delete('/api/admin/me/mfa', admin, async (request) => {
    const { code } = await validateBody(MfaCodeInput, request.body ?? {}, ['code']);
    await mfa.disable(request.em, request.admin!.sub, code);
    return { message: 'Two-factor sign-in is off.' };
  });

  app.get<{ Querystring: { all?: string } }>('/api/admin/me/sessions', setup, async (request) =>
    (await sessions.list(request.em, request.admin!, flag(request.query.all, 'all'))).map(sessionJson),
  );

  app.delete<{ Params: { id: string } }>('/api/admin/sessions/:id', setup, async (request) => ({
    message: await sessions.end(request.em, request.admin!, request.params.id),
  }));

  app.get('/api/admin/settings/security', setup, async (request) => ({ security: securityJson(await staff.security(request.em)) }));

  app.put('/api/admin/settings/security', setup, async (request) => {
    const { requireMfa } = await validateBody(SecuritySettingsInput, request.body, ['requireMfa']);
    const security = await staff.setSecurity(request.em, request.admin!, requireMfa);
    return {
      message: requireMfa ? 'Two-factor sign-in is now required: accounts without it are asked to set it up.' : 'Two-factor sign-in is no longer required.',
      security: securityJson(security),
    };
  });
}
