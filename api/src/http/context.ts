/** What every GraphQL resolver receives: the request's own EntityManager and who is calling. */
import type { EntityManager } from '@mikro-orm/postgresql';

export interface GraphQLContext {
  em: EntityManager;
  requestId: string;
  ip: string;
  /** Counts a public write (booking, contact, cancel) against the caller's rate limit; throws 429. */
  limitPublicWrite(): void;
}
