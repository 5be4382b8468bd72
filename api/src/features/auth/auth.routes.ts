/** POST /api/admin/login, /api/admin/logout, /api/admin/request-password-reset and /api/admin/reset-password. */
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../../edge/validate.js';
import { LoginInput, ResetPasswordInput } from './auth.inputs.js';
import type { AuthService } from './auth.service.js';

export function authRoutes(app: FastifyInstance, auth: AuthService): void {
  app.post('/api/admin/login', { config: { adminPublic: true } }, async (request, reply) => {
    const input = await validateBody(LoginInput, request.body, ['username', 'password', 'code']);
    const { token, deviceCookie, sessionCookies } = await auth.login(request.em, input, {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      cookieHeader: String(request.headers.cookie ?? ''),
      https: request.protocol === 'https',
    });
    // The browser is known from now on: others guessing this username never refuse it; and every tab of it is signed in.
    reply.header('set-cookie', [deviceCookie, ...sessionCookies]);
    return { token };
  });

  app.post('/api/admin/logout', { config: { admin: true, mfaSetup: true } }, async (request, reply) => {
    const message = await auth.logout(request.admin!);
    reply.header('set-cookie', auth.cookies.clear(request.protocol === 'https'));
    return { message };
  });

  app.post('/api/admin/request-password-reset', { config: { adminPublic: true, publicWrite: true } }, async (request) => {
    return { message: await auth.requestPasswordReset(request.em) };
  });

  app.post('/api/admin/reset-password', { config: { adminPublic: true, publicWrite: true } }, async (request) => {
    const input = await validateBody(ResetPasswordInput, request.body, ['token', 'password']);
    return { message: await auth.resetPassword(request.em, input.token, input.password) };
  });
}
