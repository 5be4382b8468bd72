/** The GraphQL schema, built from every feature's resolvers. */
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { BookingResolver } from '../features/booking/booking.resolver.js';
import { ContactResolver } from '../features/contact/contact.resolver.js';
import { SiteResolver } from '../features/site/site.resolver.js';

export const resolvers = [BookingResolver, ContactResolver, SiteResolver] as const;

export type ResolverInstances = Map<Function, object>;

export function buildGraphQLSchema(instances: ResolverInstances = new Map()): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: { forbidUnknownValues: false },
    container: {
      get(type: Function) {
        const instance = instances.get(type);
        if (!instance) throw new Error(`No resolver instance registered for ${type.name}`);
        return instance;
      },
    },
  });
}
