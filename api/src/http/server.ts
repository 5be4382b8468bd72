/** The Fastify app: GraphQL at /graphql (+ websockets), REST under /api, the built web app. */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/orm.js';
import type { FeatureEdge, Services } from '../feature.js';
import { features, operations, resolvers } from '../features/index.js';
import { operationRoutes } from '../edge/operation-rest.js';
import { siteInfoOf } from '../features/site/public.js';
import { AppError } from '../shared/errors.js';
import type { PubSub } from '../shared/pubsub.js';
import { findInvalidText, INVALID_TEXT_MESSAGE } from '../shared/text.js';
import type { RateLimitStore } from '../db/rate-limit-store.js';
import { installAdminGuard } from './admin-guard.js';
import { installCompression } from './compression.js';
import { clientErrorHandler, withTimeouts } from './connections.js';
import { installRestErrorHandler } from './errors.js';
import { mountGraphQL } from './graphql.js';
import { serveGraphiQLPage } from './graphiql-page.js';
import type { KeptAnswers } from './kept-answers.js';
import { bookedSlotsHotPath } from './hot-path.js';
import { installPreReadBodies, keptGraphqlHotPath } from './graphql-hot-path.js';
import { PublicReadLimit, PublicWriteLimit } from './public-rate-limit.js';
import { requestSerializer } from './redact.js';
import { RequestLog } from './request-log.js';
import { buildGraphQLSchema } from './schema.js';
import { serveOpenApi } from './openapi/openapi-route.js';
import type { PublicPages } from './pages.js';
import { callerOf, defaultWebDist, isClientRoute, sendPage, serveWebApp, WEB_FILES_ROUTE } from './static.js';
import { installActorScope } from './actor-scope.js';
import { AllowedMethods, refuseControlCharacters } from './request-url.js';
import { installSecurityHeaders } from './security-headers.js';
import { RequestMeter } from '../shared/request-meter.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's own EntityManager (forked on first use). */
    em: EntityManager;
  }
}

export type { Services };

interface RouteInfo {
  method: string;
  url: string;
  admin: boolean;
}

export interface HttpServer {
  app: FastifyInstance;
  /** Every REST route, for audits and tests. */
  routes: RouteInfo[];
  /** Requests begun per second: background work gives way while the server is busy. */
  meter: RequestMeter;
  /** Closes websockets, then stops accepting and waits for in-flight requests. */
  close(): Promise<void>;
}

const EM = Symbol('em');

export async function buildHttpServer(
  config: Config,
  db: Database,
  services: Services,
  pubsub: PubSub,
  limits: RateLimitStore,
  logger: boolean | object,
): Promise<HttpServer> {
  let closing = false;
  const publicReads = new PublicReadLimit(config.publicReadRateLimit);
  const reads = { limit: publicReads, trustProxy: config.trustProxy };
  const hotPath = bookedSlotsHotPath(services.booking, () => closing, config, reads);
  let kept: KeptAnswers | null = null;
  const graphqlHotPath = keptGraphqlHotPath(() => kept, () => closing, config, reads);
  const meter = new RequestMeter();
  const app = Fastify({
    // PDF links carry a token in the query: the request serializer logs URLs without it.
    logger: logger === false ? false : { ...(logger === true ? {} : logger), serializers: { req: requestSerializer } },
    // One line per request: API calls at info, pages and static files at debug (request-log.ts).
    logController: new RequestLog(),
    // Kept answers of the hottest public reads skip the framework; see hot-path.ts and graphql-hot-path.ts.
    serverFactory: (handler) =>
      withTimeouts(
        // Header and request deadlines are checked on this interval (Node's default is 30 s).
        createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
          meter.hit(res);
          return hotPath(req, res) || graphqlHotPath(req, res, handler) || handler(req, res);
        }),
        config,
      ),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    clientErrorHandler,
  });

  app.decorateRequest('em', {
    getter() {
      const holder = this as unknown as { [EM]?: EntityManager };
      return (holder[EM] ??= db.orm.em.fork() as EntityManager);
    },
  });
  // Before any route: compression hooks onto the routes registered after it.
  await installCompression(app, [WEB_FILES_ROUTE]);
  // Headers for browsers and scanners on every answer; a NUL or other control character in an address is a 400.
  installSecurityHeaders(app, config);
  refuseControlCharacters(app);
  installPreReadBodies(app);
  // Admin calls send a JSON content type even with no body (e.g. request-password-reset).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(body as string);
    } catch {
      return done(AppError.badInput('The request body is not valid JSON.'));
    }
    // NUL and lone surrogates are refused here, for REST and GraphQL alike (each in its own shape, errors.ts), before any rule or SQL sees them.
    if (findInvalidText(parsed) !== undefined) return done(AppError.badInput(INVALID_TEXT_MESSAGE));
    done(null, parsed);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // A request finishing during shutdown must not leave its keep-alive socket holding the server open.
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  installRestErrorHandler(app);
  installActorScope(app);
  const routes: RouteInfo[] = [];
  // A known path asked with another method is a 405 naming the ones it takes (the router only says 404).
  const allowed = new AllowedMethods((pathname) => pages !== null && !pathname.startsWith('/api/') && pathname !== '/api' && !pathname.startsWith('/graphql'));
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      allowed.add(method, route.url);
      if (method !== 'HEAD') routes.push({ method, url: route.url, admin: Boolean((route.config as { admin?: unknown } | undefined)?.admin) });
    }
  });
  installAdminGuard(app, services.auth, services.documents.links, services.apiKeys.uses);
  const publicWrites = new PublicWriteLimit(limits, config.publicRateLimit);
  publicWrites.install(app);
  publicReads.install(app);

  const edge: FeatureEdge = { config, db, services };
  // A browser opening /graphql gets the GraphiQL page of the web app (loaded below), GraphQL any other request.
  let pages: PublicPages | null = null;
  serveGraphiQLPage(app, () => pages);
  const schema = await buildGraphQLSchema(new Map(resolvers.map((r) => [r.type, r.create(edge)])), pubsub);
  const keptFields = new Map(features.flatMap((f) => Object.entries(f.keptFields?.(services) ?? {})));
  const graphql = await mountGraphQL(app, { schema, db, auth: services.auth, pubsub, publicWrites, keptFields, publicReads, apiKeyCalls: services.apiKeys.uses });
  kept = graphql.kept;
  services.monitor.countConnectionsWith(graphql.liveConnections);

  for (const feature of features) feature.routes?.(app, edge);
  operationRoutes(app, operations, services);
  serveOpenApi(app, schema, config);

  const siteInfo = async () => siteInfoOf(config, await services.settings.state());
  pages = await serveWebApp(app, config.webDist ?? defaultWebDist(), await siteInfo(), graphql.pageQuery);
  // Saved business details (any instance) re-render the public pages with them.
  const served = pages;
  if (served) {
    const refresh = () => void siteInfo().then((site) => served.useSite(site), (err: unknown) => app.log.error({ err }, 'could not read the business settings'));
    pubsub.on('settings.changed', refresh);
    pubsub.on('pubsub.reset', refresh);
  }
  app.setNotFoundHandler(async (request, reply) => {
    if (pages && isClientRoute(request.method, request.url)) {
      return sendPage(request, reply, await pages.page(request.url, callerOf(request)));
    }
    if (allowed.answer(request, reply)) return reply;
    return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  return {
    app,
    routes,
    meter,
    async close() {
      closing = true;
      await graphql.close();
      await app.close();
    },
  };
}
