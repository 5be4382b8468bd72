/** The Fastify app: Apollo at /graphql (+ graphql-ws on the same path), REST under /api, the web app. */
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import Fastify, { type FastifyInstance } from 'fastify';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Config } from '../config.js';
import type { Database } from '../db/orm.js';
import { bookingRoutes } from '../features/booking/booking.routes.js';
import { BookingResolver } from '../features/booking/booking.resolver.js';
import type { BookingService } from '../features/booking/booking.service.js';
import { contactRoutes } from '../features/contact/contact.routes.js';
import { ContactResolver } from '../features/contact/contact.resolver.js';
import type { ContactService } from '../features/contact/contact.service.js';
import { healthRoutes } from '../features/health/health.routes.js';
import { SiteResolver } from '../features/site/site.resolver.js';
import type { GraphQLContext } from './context.js';
import { formatGraphQLError, installRestErrorHandler } from './errors.js';
import { PublicWriteLimit } from './public-rate-limit.js';
import { buildGraphQLSchema } from './schema.js';
import { defaultWebDist, isClientRoute, serveWebApp } from './static.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's own EntityManager (forked on first use). */
    em: EntityManager;
  }
}

export interface Services {
  booking: BookingService;
  contact: ContactService;
}

export interface HttpServer {
  app: FastifyInstance;
  /** Closes websockets, then stops accepting and waits for in-flight requests. */
  close(): Promise<void>;
}

const EM = Symbol('em');

export async function buildHttpServer(config: Config, db: Database, services: Services, logger: boolean | object): Promise<HttpServer> {
  const app = Fastify({
    logger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  });

  app.decorateRequest('em', {
    getter() {
      const holder = this as unknown as { [EM]?: EntityManager };
      return (holder[EM] ??= db.orm.em.fork() as EntityManager);
    },
  });
  let closing = false;
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A request finishing during shutdown must not leave its keep-alive socket holding the server open.
    if (closing) reply.header('connection', 'close');
  });
  installRestErrorHandler(app);
  const publicWrites = new PublicWriteLimit(config.publicRateLimit);
  publicWrites.install(app);

  const schema = await buildGraphQLSchema(
    new Map<Function, object>([
      [BookingResolver, new BookingResolver(services.booking)],
      [SiteResolver, new SiteResolver(config)],
      [ContactResolver, new ContactResolver(services.contact)],
    ]),
  );

  const wss = new WebSocketServer({ server: app.server, path: '/graphql' });
  const wsServer = useServer(
    {
      schema,
      context: (ctx): GraphQLContext => {
        const req = ctx.extra.request;
        const ip = req.socket.remoteAddress ?? '';
        return { em: db.orm.em.fork() as EntityManager, requestId: randomUUID(), ip, limitPublicWrite: () => publicWrites.check(ip) };
      },
    },
    wss,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, (err) => app.log.error({ err }, 'graphql error')),
    plugins: [
      fastifyApolloDrainPlugin(app),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              await wsServer.dispose();
            },
          };
        },
      },
    ],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: async (request) => ({
      em: request.em,
      requestId: String(request.id),
      ip: request.ip,
      limitPublicWrite: () => publicWrites.check(request.ip),
    }),
  });

  healthRoutes(app, db);
  bookingRoutes(app, services.booking);
  contactRoutes(app, services.contact);

  const webDist = config.webDist ?? defaultWebDist();
  const servesWeb = await serveWebApp(app, webDist);
  app.setNotFoundHandler((request, reply) => {
    if (servesWeb && isClientRoute(request.method, request.url)) return reply.type('text/html').sendFile('index.html');
    return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  return {
    app,
    async close() {
      closing = true;
      await wsServer.dispose();
      await app.close();
    },
  };
}
