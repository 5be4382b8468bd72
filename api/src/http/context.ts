/** What every GraphQL resolver receives: the request's own EntityManager and who is calling. */
import type { EntityManager } from '@mikro-orm/postgresql';

export interface GraphQLContext {
  em: EntityManager;
  requestId: string;
  ip: string;
}
