/**
 * PUBLIC_RATE_LIMIT public writes per minute per client address, for REST routes and GraphQL alike,
 * counted atomically in the shared rate-limit store so N instances still allow the limit once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.js';
import type { GroupedCounter } from '../shared/grouped-counter.js';
import type { RateLimitStore } from '../shared/rate-limit-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts against the public write rate limit. */
    publicWrite?: boolean;
  }
}

export const RATE_LIMITED_MESSAGE = 'Too many requests from your network. Please wait a minute and try again.';

export class PublicWriteLimit {
  private readonly counter: GroupedCounter;

  constructor(
    store: RateLimitStore,
    private readonly perMinute: number,
  ) {
    this.counter = store.counter('public_write', 60);
  }

  /** Counts one write from `ip`; 429 with Retry-After once the address is over its limit. */
  async check(ip: string): Promise<void> {
    const hit = await this.counter.hit(ip);
    if (hit.count > this.perMinute) throw AppError.tooManyRequests(RATE_LIMITED_MESSAGE, Math.max(1, Math.ceil(hit.msBeforeNext / 1000)));
  }

  /** Adds the check to the routes that declare `publicWrite` (and only to them). */
  install(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      if (!(route.config as { publicWrite?: boolean } | undefined)?.publicWrite) return;
      const limit = async (request: FastifyRequest) => this.check(request.ip);
      route.preHandler = [limit, ...[route.preHandler ?? []].flat()] as typeof route.preHandler;
    });
  }
}
