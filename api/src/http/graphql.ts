/** Apollo Server at /graphql and graphql-ws on the same path, over one schema and one context shape. */
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Database } from '../db/orm.js';
import type { AuthService } from '../features/auth/auth.service.js';
import type { AdminClaims } from '../features/auth/auth.service.js';
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
          userAgent: String(ctx.extra.request.headers['user-agent'] ?? ''),
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
    context: async (request) => {
      const caller = await resolveAdmin(auth, bearerToken(request.headers.authorization));
      return new HttpContext(request, publicWrites, pubsub, caller.admin, caller.authError);
    },
  });

  return async () => {
    await wsServer.dispose();
  };
}

/**
 * The context of an HTTP GraphQL request. A class, so that `em` stays a prototype getter: Apollo
 * copies the context's own properties, and the EntityManager is forked only if a resolver uses it.
 */
class HttpContext implements GraphQLContext {
  readonly requestId: string;
  readonly ip: string;
  readonly userAgent: string;

  constructor(
    private readonly request: FastifyRequest,
    private readonly limits: PublicWriteLimit,
    readonly pubsub: PubSub,
    readonly admin: AdminClaims | null,
    readonly authError?: string,
  ) {
    this.requestId = String(request.id);
    this.ip = request.ip;
    this.userAgent = String(request.headers['user-agent'] ?? '');
  }

  get em(): EntityManager {
    return this.request.em;
  }

  limitPublicWrite(): void {
    this.limits.check(this.ip);
  }
}
