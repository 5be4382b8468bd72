/**
 * The data of a page rendered per request (the customer's signing and quote pages, pages.ts):
 * the page's own GraphQL query, run in this process by the same Apollo Server, schema and
 * resolvers as `/graphql` (no HTTP round trip), as an anonymous caller. Read-only: a public write
 * would be refused.
 */
import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Database } from '../db/orm.js';
import type { PubSub } from '../shared/pubsub.js';
import type { GraphQLContext } from '../edge/context.js';

export interface PageCaller {
  requestId: string;
  ip: string;
  userAgent: string;
}

/** The query's data, or null when it has errors (not found, a malformed id, ...). */
export type PageQuery = (query: string, variables: Record<string, unknown>, caller: PageCaller) => Promise<unknown>;

export function pageQuery(apollo: ApolloServer<GraphQLContext>, db: Database, pubsub: PubSub): PageQuery {
  return async (query, variables, caller) => {
    const contextValue: GraphQLContext = {
      em: db.orm.em.fork() as EntityManager,
      requestId: caller.requestId || randomUUID(),
      ip: caller.ip,
      userAgent: caller.userAgent,
      limitPublicWrite: () => Promise.reject(new Error('page query: read-only')),
      admin: null,
      pubsub,
    };
    const { body } = await apollo.executeOperation({ query, variables }, { contextValue });
    if (body.kind !== 'single') return null;
    const { data, errors } = body.singleResult;
    return errors?.length || !data ? null : data;
  };
}
