/**
 * PUBLIC_RATE_LIMIT public writes per minute per client address, for REST routes and GraphQL alike,
 * counted atomically in the shared rate-limit store so N instances still allow the limit once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../shared/errors.js';
import { isOverLimit, retryAfterSeconds, type RateLimitStore } from '../shared/rate-limit-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts against the public write rate limit. */
    publicWrite?: boolean;
  }
}

export const RATE_LIMITED_MESSAGE = 'Too many requests from your network. Please wait a minute and try again.';

export class PublicWriteLimit {
  private readonly limiter: RateLimiterAbstract;

  constructor(store: RateLimitStore, perMinute: number) {
    this.limiter = store.limiter({ keyPrefix: 'public_write', points: perMinute, duration: 60 });
  }

  /** Counts one write from `ip`; 429 with Retry-After once the address is over its limit. */
  async check(ip: string): Promise<void> {
    try {
      await this.limiter.consume(ip);
    } catch (err) {
      if (isOverLimit(err)) throw AppError.tooManyRequests(RATE_LIMITED_MESSAGE, retryAfterSeconds(err));
      throw err;
    }
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
