/** Apollo Server at /graphql and graphql-ws on the same path, over one schema and one context shape. */
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Database } from '../db/orm.js';
import type { AuthService } from '../features/auth/auth.service.js';
import type { AdminClaims } from '../features/auth/auth.types.js';
import type { PubSub } from '../shared/pubsub.js';
import { actAsStaff } from './actor-scope.js';
import { bearerToken, cookieRequest, resolveAdmin } from './admin-guard.js';
import { AppError } from '../shared/errors.js';
import type { IncomingMessage } from 'node:http';
import type { GraphQLContext } from '../edge/context.js';
import { formatGraphQLError, GRAPHQL_PATH } from './errors.js';
import { LiveSessions } from './live-sessions.js';
import { pageQuery, type PageQuery } from './page-query.js';
import { RATE_LIMITED_MESSAGE, type PublicReadLimit, type PublicWriteLimit } from './public-rate-limit.js';
import type { KeptField } from '../feature.js';
import { KeptAnswers } from './kept-answers.js';
import { armorRules, assertTrustedOperation, graphqlGuardPlugin, isTrusted, MAX_TOKENS, tooManyReads, trustedDocumentStore, UNTRUSTED_MESSAGE } from './graphql-guard.js';
import { TrustedDocuments } from './trusted-documents.js';
import { admitGraphQLKey, apiKeyPlugin, NO_KEYS_ON_SOCKETS, type ApiKeyCalls } from './api-key-calls.js';
import { API_KEY_PREFIX } from '../features/auth/auth.service.js';

/** A socket without a valid token is closed this long after its connection_init: every subscription is staff's. */
export const ANONYMOUS_SOCKET_MS = 10_000;

export interface GraphQLDeps {
  schema: GraphQLSchema;
  db: Database;
  auth: AuthService;
  pubsub: PubSub;
  publicWrites: PublicWriteLimit;
  /** Root query fields whose answers may be kept between changes (kept-answers.ts). */
  keptFields?: ReadonlyMap<string, KeptField>;
  /** The operations anonymous callers may run (default: the web app's, trusted-documents.ts). */
  trusted?: TrustedDocuments;
  /** Where anonymous requests count as public reads (none: not counted). */
  publicReads?: PublicReadLimit;
  /** Where API keys' calls are counted and remembered (none: keys are not limited). */
  apiKeyCalls?: ApiKeyCalls;
}

export interface MountedGraphQL {
  /** Closes the websockets. */
  close(): Promise<void>;
  /** Signed-in live connections open now. */
  liveConnections(): number;
  /** Runs a page's query in-process (the customer-link pages rendered per request). */
  pageQuery: PageQuery;
  /** The answers kept between changes (the anonymous ones are given again before the framework). */
  kept: KeptAnswers;
}

/** Mounts GraphQL on the app. */
export async function mountGraphQL(app: FastifyInstance, deps: GraphQLDeps): Promise<MountedGraphQL> {
  const { schema, db, auth, pubsub, publicWrites, keptFields = new Map(), publicReads } = deps;
  const trusted = deps.trusted ?? TrustedDocuments.load();
  const kept = new KeptAnswers(keptFields);
  if (!trusted.size) app.log.warn('no trusted documents (web/src/gql/persisted-documents.json): anonymous GraphQL is refused');

  // A message is an operation: the HTTP body's limit, not ws's 100 MiB.
  const wss = new WebSocketServer({ server: app.server, path: GRAPHQL_PATH, maxPayload: 1024 * 1024 });
  const sessions = new LiveSessions(auth, pubsub);
  const wsServer = useServer<Record<string, unknown>, { stopWatching: () => void; admin?: boolean; authError?: string }>(
    {
      schema,
      // A socket with a valid token is watched so it closes when that session ends. One without (or
      // with a refused token) is closed after ANONYMOUS_SOCKET_MS; meanwhile its operations answer
      // UNAUTHENTICATED, so the back office still hears that its session ended.
      onConnect: async (ctx) => {
        const { admin, authError } = await socketCaller(auth, socketToken(auth, ctx.connectionParams, ctx.extra.request));
        ctx.extra.authError = authError;
        if (admin) {
          ctx.extra.admin = true;
          ctx.extra.stopWatching = sessions.track(ctx.extra.socket, admin);
          return;
        }
        const timer = setTimeout(() => ctx.extra.socket.close(4401, 'Unauthorized'), ANONYMOUS_SOCKET_MS);
        timer.unref();
        ctx.extra.stopWatching = () => clearTimeout(timer);
      },
      onClose: (ctx) => ctx.extra.stopWatching?.(),
      // Without a valid token only the app's own documents are read (as over HTTP); any other
      // closes the socket at once, before graphql-ws parses it: 4401 with the token's refusal, or 4403.
      onSubscribe: (ctx, _id, payload) => {
        if (ctx.extra.admin || isTrusted(trusted, payload.query)) return;
        const refused = ctx.extra.authError;
        ctx.extra.socket.close(refused === undefined ? 4403 : 4401, refused ?? UNTRUSTED_MESSAGE);
        // Never settles: nothing of it is run on the closed socket (graphql-ws tells errors by
        // `instanceof GraphQLError`, which a second copy of graphql in the tests would fail).
        return new Promise<never>(() => undefined);
      },
      context: async (ctx): Promise<GraphQLContext> => {
        const ip = ctx.extra.request.socket.remoteAddress ?? '';
        return {
          em: db.orm.em.fork() as EntityManager,
          requestId: randomUUID(),
          ip,
          userAgent: String(ctx.extra.request.headers['user-agent'] ?? ''),
          limitPublicWrite: () => publicWrites.check(ip),
          pubsub,
          ...(await socketCaller(auth, socketToken(auth, ctx.connectionParams, ctx.extra.request))),
        };
      },
    },
    wss,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // Open to staff only: anonymous callers run the app's documents, and none of them asks the schema.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: armorRules(),
    persistedQueries: { cache: trustedDocumentStore(trusted) },
    formatError: (formatted, error) => formatGraphQLError(formatted, error, (err) => app.log.error({ err }, 'graphql error')),
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(),
      // No landing page of Apollo's (it loads from a CDN): a browser opening /graphql gets the web app's GraphiQL (graphiql-page.ts).
      ApolloServerPluginLandingPageDisabled(),
      graphqlGuardPlugin(),
      kept.plugin(),
      ...(deps.apiKeyCalls ? [apiKeyPlugin(deps.apiKeyCalls)] : []),
    ],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: GRAPHQL_PATH,
    context: async (request, reply) => {
      const caller = await httpCaller(auth, request);
      if (!caller.admin) {
        const retryAfter = publicReads?.hit(request.ip);
        if (retryAfter) throw tooManyReads(RATE_LIMITED_MESSAGE, retryAfter);
        assertTrustedOperation(trusted, request.method === 'GET' ? request.query : request.body, caller.authError);
      }
      if (caller.admin?.apiKey && deps.apiKeyCalls) admitGraphQLKey(deps.apiKeyCalls, caller.admin.apiKey);
      actAsStaff(request, caller.admin);
      return new HttpContext(request, publicWrites, pubsub, caller.admin, caller.authError, reply);
    },
  });

  return {
    async close() {
      sessions.close();
      await wsServer.dispose();
    },
    liveConnections: () => sessions.size,
    pageQuery: pageQuery(apollo, db, pubsub),
    kept,
  };
}

/**
 * The caller of an HTTP request: its bearer token, else the browser's session cookie. The cookie
 * from another site's page is refused (403); on a POST without the session's X-CSRF-Token it is
 * not a credential (the public site's own calls from a signed-in browser stay anonymous).
 */
async function httpCaller(auth: AuthService, request: FastifyRequest): Promise<{ admin: AdminClaims | null; authError?: string }> {
  const bearer = bearerToken(request.headers.authorization);
  const cookie = bearer ? null : auth.cookies.tokenOf(request.headers.cookie);
  if (!cookie) return resolveAdmin(auth, bearer);
  const facts = cookieRequest(request);
  if (!auth.cookies.sameSite(facts.origin, facts.ownOrigin)) throw AppError.forbidden(CROSS_SITE_COOKIE);
  if (request.method !== 'GET' && !facts.csrfHeader) return { admin: null };
  const caller = await resolveAdmin(auth, cookie);
  if (caller.admin && auth.cookies.refusal(facts, caller.admin.jti)) throw AppError.forbidden(CROSS_SITE_COOKIE);
  return caller;
}

/** The caller of a socket: an API key is refused there (its events are a webhook's). */
function socketCaller(auth: AuthService, token: string | null): Promise<{ admin: AdminClaims | null; authError?: string }> {
  if (token?.startsWith(API_KEY_PREFIX)) return Promise.resolve({ admin: null, authError: NO_KEYS_ON_SOCKETS });
  return resolveAdmin(auth, token);
}

const CROSS_SITE_COOKIE = 'The sign-in cookie is refused: the request came from another site, or without the page’s X-CSRF-Token header.';

/**
 * The token of a socket: its connectionParams' (below), else the browser's session cookie sent
 * with the upgrade, honoured only from this site's page (Origin) that also sends the session's
 * CSRF value as `csrf` in connectionParams.
 */
function socketToken(auth: AuthService, connectionParams: Readonly<Record<string, unknown>> | undefined, upgrade: IncomingMessage): string | null {
  const given = connectionToken(connectionParams);
  if (given) return given;
  const cookie = auth.cookies.tokenOf(upgrade.headers.cookie);
  const origin = upgrade.headers.origin;
  const host = upgrade.headers.host ?? '';
  const csrf = (connectionParams ?? {}).csrf;
  if (!cookie || typeof csrf !== 'string') return null;
  const https = (upgrade.socket as { encrypted?: boolean }).encrypted === true;
  if (!auth.cookies.sameSite(origin, `${https ? 'https' : 'http'}://${host}`)) return null;
  const jti = jtiOf(cookie);
  return jti && auth.cookies.csrfMatches(jti, csrf) ? cookie : null;
}

/** The `jti` claim of a token, unverified (verify() checks the token itself). */
function jtiOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { jti?: unknown };
    return typeof payload.jti === 'string' ? payload.jti : undefined;
  } catch {
    return undefined;
  }
}

/** The token of a socket: `Authorization: Bearer …` (either case) or `token` in connectionParams. */
function connectionToken(connectionParams: Readonly<Record<string, unknown>> | undefined): string | null {
  const params = (connectionParams ?? {}) as { Authorization?: unknown; authorization?: unknown; token?: unknown };
  const header = [params.Authorization, params.authorization].find((v) => typeof v === 'string') as string | undefined;
  return bearerToken(header) ?? (typeof params.token === 'string' ? params.token : null);
}

/**
 * The context of an HTTP GraphQL request. A class, so that `em` stays a prototype getter: Apollo
 * copies the context's own properties, and the EntityManager is forked only if a resolver uses it.
 */
class HttpContext implements GraphQLContext {
  readonly requestId: string;
  readonly ip: string;
  readonly userAgent: string;
  readonly cookies?: GraphQLContext['cookies'];

  constructor(
    private readonly request: FastifyRequest,
    private readonly limits: PublicWriteLimit,
    readonly pubsub: PubSub,
    readonly admin: AdminClaims | null,
    readonly authError?: string,
    reply?: FastifyReply,
  ) {
    this.requestId = String(request.id);
    this.ip = request.ip;
    this.userAgent = String(request.headers['user-agent'] ?? '');
    if (reply) this.cookies = { header: String(request.headers.cookie ?? ''), https: request.protocol === 'https', set: (cookie) => void reply.header('set-cookie', cookie) };
  }

  get em(): EntityManager {
    return this.request.em;
  }

  limitPublicWrite(): Promise<void> {
    return this.limits.check(this.ip);
  }
}
