/** The GraphQL schema, built from every feature's resolvers (features/index.ts). */
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { PubSub, Topic } from '../shared/pubsub.js';
import { authCheckerFor } from './admin-guard.js';
import { fieldAreas } from './field-areas.js';
import { validateGraphQLArg } from '../edge/validate.js';
import { resolverAreas, resolverTypes } from '../features/index.js';

export type ResolverInstances = Map<Function, object>;

/** Our subscriptions read their streams from the context; TypeGraphQL still wants a PubSub. */
const pubSubAdapter = (pubsub?: PubSub) => ({
  publish: (topic: string, payload: unknown) => pubsub?.publish(topic as Topic, payload as never),
  subscribe: (topic: string) => {
    if (!pubsub) throw new Error('no pubsub: this schema is for printing only');
    return pubsub.iterate(topic as Topic);
  },
});

export function buildGraphQLSchema(instances: ResolverInstances = new Map(), pubsub?: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: resolverTypes as [Function, ...Function[]],
    validateFn: validateGraphQLArg,
    authChecker: authCheckerFor(fieldAreas(resolverAreas)),
    pubSub: pubSubAdapter(pubsub),
    container: {
      get(type: Function) {
        const instance = instances.get(type);
        if (!instance) throw new Error(`No resolver instance registered for ${type.name}`);
        return instance;
      },
    },
  });
}
