/**
 * Who may call what. Every route under /api/admin/ must declare `admin` in its config (the
 * server refuses to start otherwise), so a new admin path cannot be left open by mistake.
 * `admin: 'query-token'` also accepts `?token=` (PDF links opened in a new tab): the admin's
 * session token, or a short-lived document token when it opens the document the route declares
 * it serves (`document`).
 */
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthChecker } from 'type-graphql';
import type { AuthService } from '../features/auth/auth.service.js';
import type { AdminClaims } from '../features/auth/auth.types.js';
import { isConnectionLoss } from '../db/errors.js';
import { DocumentLinks } from '../features/documents/public.js';
import { AppError } from '../shared/errors.js';
import type { GraphQLContext } from '../edge/context.js';
import { MFA_SETUP, mfaSetupFirst, OFFICE, OWNER, requireAdmin, requireOffice, requireOwner } from '../edge/admin.js';
import { actAsStaff } from './actor-scope.js';
import { staffActor } from '../shared/actor.js';
import { API_KEY_PREFIX, CSRF_HEADER, type CookieRequest } from '../features/auth/auth.service.js';
import { requireApiScope, scopeFor, type ApiArea, type ApiKeyGrant } from '../edge/api-scope.js';
import { NO_KEYS_IN_LINKS, type ApiKeyCalls } from './api-key-calls.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    admin?: true | 'query-token';
    /** An /api/admin/ path that is deliberately public (sign-in, password reset). */
    adminPublic?: true;
    /** Open to an account that must set up two-factor sign-in first (its own account, setup, sign-out). */
    mfaSetup?: true;
    /** A query-token route serving one stored document: its id, so a document token for it is accepted. */
    document?: (request: FastifyRequest) => string | null | Promise<string | null>;
    /** The scope an API key needs to call it (edge/api-scope.ts); absent or null: no key may. */
    apiScope?: string | null;
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

export function installAdminGuard(app: FastifyInstance, auth: AuthService, links?: DocumentLinks, keys?: ApiKeyCalls): void {
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
      const query = request.query as { token?: unknown };
      const token = mode === 'query-token' && typeof query.token === 'string' ? query.token : null;
      if (bearer || !token) {
        request.admin = bearer ? await auth.verify(bearer) : await verifyCookie(auth, request);
        actAsStaff(request, request.admin);
        if (request.admin.apiKey) admitKey(request, request.admin.apiKey, config.apiScope ?? null, route.url, keys);
        if (request.admin.mfaSetupRequired && !config.mfaSetup) throw mfaSetupFirst();
        return;
      }
      if (token.startsWith(API_KEY_PREFIX)) throw AppError.unauthenticated(NO_KEYS_IN_LINKS);
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

/** An API key's REST call: within its scopes, counted against its limit, remembered as its last use. */
function admitKey(request: FastifyRequest, key: ApiKeyGrant, scope: string | null, url: string, keys: ApiKeyCalls | undefined): void {
  requireApiScope(key, scope);
  keys?.admit(key.id, key.name);
  keys?.record(key.id, request.ip, `${request.method} ${url}`);
}

/** What the session cookie rules need of a request (session-cookie.ts). */
export function cookieRequest(request: FastifyRequest): CookieRequest {
  const csrf = request.headers[CSRF_HEADER];
  return {
    method: request.method,
    cookieHeader: String(request.headers.cookie ?? ''),
    csrfHeader: typeof csrf === 'string' ? csrf : undefined,
    origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
    ownOrigin: `${request.protocol}://${request.host}`,
  };
}

/** The admin of the browser's session cookie (401 without one): refused (403) from another site, or unsafe without the CSRF header. */
async function verifyCookie(auth: AuthService, request: FastifyRequest): Promise<AdminClaims> {
  const claims = await auth.verify(auth.cookies.tokenOf(request.headers.cookie));
  const refused = auth.cookies.refusal(cookieRequest(request), claims.jti);
  if (refused) throw new AppError('FORBIDDEN', refused);
  return claims;
}

/**
 * The GraphQL side: @Authorized() fields need a verified admin in the context. An API key reads a
 * field another feature adds to a type (`Type.field` in `areas`) only with that feature's read scope.
 */
export function authCheckerFor(areas: ReadonlyMap<string, ApiArea | null>): AuthChecker<GraphQLContext> {
  return ({ context, info }, roles) => {
    requireAdmin(context, roles.includes(MFA_SETUP));
    if (roles.includes(OWNER)) requireOwner(context.admin);
    if (roles.includes(OFFICE)) requireOffice(context.admin);
    const key = context.admin?.apiKey;
    if (key) {
      const field = `${info.parentType.name}.${info.fieldName}`;
      if (areas.has(field)) {
        const area = areas.get(field);
        requireApiScope(key, area ? scopeFor(area, 'query') : null);
      }
    }
    return true;
  };
}

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
