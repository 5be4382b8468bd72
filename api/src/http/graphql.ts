/** Apollo Server at /graphql and graphql-ws on the same path, over one schema and one context shape. */
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Database } from '../db/orm.js';
import type { AuthService } from '../features/auth/auth.service.js';
import type { PubSub } from '../shared/pubsub.js';
import { bearerToken, resolveAdmin } from './admin-guard.js';
import type { GraphQLContext } from './context.js';
import { formatGraphQLError } from './errors.js';
import type { PublicWriteLimit } from './public-rate-limit.js';

export interface GraphQLDeps {
  schema: GraphQLSchema;
  db: Database;
  auth: AuthService;
  pubsub: PubSub;
  publicWrites: PublicWriteLimit;
}

/** Mounts GraphQL on the app; answers a function that closes the websockets. */
export async function mountGraphQL(app: FastifyInstance, deps: GraphQLDeps): Promise<() => Promise<void>> {
  const { schema, db, auth, pubsub, publicWrites } = deps;

  const wss = new WebSocketServer({ server: app.server, path: '/graphql' });
  const wsServer = useServer(
    {
      schema,
      context: async (ctx): Promise<GraphQLContext> => {
        const ip = ctx.extra.request.socket.remoteAddress ?? '';
        const params = (ctx.connectionParams ?? {}) as { Authorization?: unknown; authorization?: unknown; token?: unknown };
        const header = [params.Authorization, params.authorization].find((v) => typeof v === 'string') as string | undefined;
        const token = bearerToken(header) ?? (typeof params.token === 'string' ? params.token : null);
        return {
          em: db.orm.em.fork() as EntityManager,
          requestId: randomUUID(),
          ip,
          limitPublicWrite: () => publicWrites.check(ip),
          pubsub,
          ...(await resolveAdmin(auth, token)),
        };
      },
    },
    wss,
  );

  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, (err) => app.log.error({ err }, 'graphql error')),
    plugins: [fastifyApolloDrainPlugin(app), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: async (request) => ({
      // Forked only if a resolver uses it (most public reads don't).
      get em() {
        return request.em;
      },
      requestId: String(request.id),
      ip: request.ip,
      limitPublicWrite: () => publicWrites.check(request.ip),
      pubsub,
      ...(await resolveAdmin(auth, bearerToken(request.headers.authorization))),
    }),
  });

  return async () => {
    await wsServer.dispose();
  };
}
