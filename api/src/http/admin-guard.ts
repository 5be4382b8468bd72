/**
 * Who may call what. Every route under /api/admin/ must declare `admin` in its config (the
 * server refuses to start otherwise), so a new admin path cannot be left open by mistake.
 * `admin: 'query-token'` also accepts `?token=` (PDF links opened in a new tab): the admin's
 * session token, or a short-lived document token when it opens the document the route declares
 * it serves (`document`).
 */
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthChecker } from 'type-graphql';
import type { AdminClaims, AuthService } from '../features/auth/auth.service.js';
import { isConnectionLoss } from '../db/errors.js';
import { DocumentLinks } from '../features/documents/public.js';
import { AppError } from '../shared/errors.js';
import type { GraphQLContext } from '../edge/context.js';
import { MFA_SETUP, mfaSetupFirst, requireAdmin } from '../edge/admin.js';
import { actAsStaff } from './actor-scope.js';
import { staffActor } from '../shared/actor.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    admin?: true | 'query-token';
    /** An /api/admin/ path that is deliberately public (sign-in, password reset). */
    adminPublic?: true;
    /** Open to an account that must set up two-factor sign-in first (its own account, setup, sign-out). */
    mfaSetup?: true;
    /** A query-token route serving one stored document: its id, so a document token for it is accepted. */
    document?: (request: FastifyRequest) => string | null | Promise<string | null>;
  }
  interface FastifyRequest {
    admin: AdminClaims | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

export function installAdminGuard(app: FastifyInstance, auth: AuthService, links?: DocumentLinks): void {
  app.decorateRequest('admin', null);
  // Only admin routes carry the check (a global hook would cost every public request).
  app.addHook('onRoute', (route) => {
    const config = route.config as FastifyContextConfig | undefined;
    if (route.url.startsWith('/api/admin') && !config?.admin && !config?.adminPublic) {
      throw new Error(`${route.method} ${route.url} is under /api/admin/ but declares neither admin nor adminPublic`);
    }
    const mode = config?.admin;
    if (!mode) return;
    const verify = async (request: FastifyRequest) => {
      const bearer = bearerToken(request.headers.authorization);
      if (bearer || mode !== 'query-token') {
        request.admin = await auth.verify(bearer);
        actAsStaff(request, request.admin);
        if (request.admin.mfaSetupRequired && !config.mfaSetup) throw mfaSetupFirst();
        return;
      }
      const query = request.query as { token?: unknown };
      const token = typeof query.token === 'string' ? query.token : null;
      if (token && links && DocumentLinks.isDocumentToken(token)) {
        const granted = links.documentOf(token);
        const { name } = await auth.verifySession(granted.session);
        const served = config.document ? await config.document(request) : null;
        if (!served || served !== granted.doc) throw new AppError('FORBIDDEN', 'This link opens another document.');
        // request.admin stays null: the token opens this one document, nothing else; what it does is the staff member's.
        if (request.actorScope) request.actorScope.actor = staffActor(granted.session.sub, name, request.ip);
        return;
      }
      request.admin = await auth.verify(token);
      actAsStaff(request, request.admin);
      if (request.admin.mfaSetupRequired && !config.mfaSetup) throw mfaSetupFirst();
    };
    route.onRequest = [verify, ...[route.onRequest ?? []].flat()] as typeof route.onRequest;
  });
}

/** The GraphQL side: @Authorized() fields need a verified admin in the context. */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  requireAdmin(context, roles.includes(MFA_SETUP));
  return true;
};

/**
 * Resolves the caller of a GraphQL request; throws only when the database cannot be reached (a
 * 503 the client retries, never a 401 that would sign the admin out). Public fields need no token.
 */
export async function resolveAdmin(auth: AuthService, token: string | null): Promise<{ admin: AdminClaims | null; authError?: string }> {
  if (!token) return { admin: null };
  try {
    return { admin: await auth.verify(token) };
  } catch (err) {
    if (isConnectionLoss(err)) throw AppError.unavailable();
    return { admin: null, authError: err instanceof AppError ? err.message : undefined };
  }
}
