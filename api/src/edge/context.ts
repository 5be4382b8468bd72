/** What every GraphQL resolver receives: the request's own EntityManager and who is calling. */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminClaims } from '../features/auth/auth.types.js';
import type { PubSub } from '../shared/pubsub.js';

export interface GraphQLContext {
  em: EntityManager;
  requestId: string;
  ip: string;
  /** The caller's User-Agent header ('' when absent): evidence of signatures and quote decisions. */
  userAgent: string;
  /** Counts a public write (booking, contact, cancel) against the caller's rate limit; rejects with 429. */
  limitPublicWrite(): Promise<void>;
  /** The signed-in admin, when the call carried a valid token. */
  admin: AdminClaims | null;
  /** Why a token that was sent is not accepted (expired, ...). */
  authError?: string;
  /** Event streams for subscriptions. */
  pubsub: PubSub;
  /** HTTP requests only (not sockets): the Cookie header, whether it came over https, and a way to answer a Set-Cookie. */
  cookies?: { header: string; https: boolean; set(cookie: string): void };
}
