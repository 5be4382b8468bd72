/** PUBLIC_RATE_LIMIT public writes per minute per client address, for REST routes and GraphQL alike. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.js';
import { RateLimiter } from '../shared/rate-limiter.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts against the public write rate limit. */
    publicWrite?: boolean;
  }
}

export const RATE_LIMITED_MESSAGE = 'Too many requests from your network. Please wait a minute and try again.';

export class PublicWriteLimit {
  private readonly limiter: RateLimiter;

  constructor(perMinute: number) {
    this.limiter = new RateLimiter(perMinute, 60_000);
  }

  check(ip: string): void {
    if (!this.limiter.hit(ip)) throw AppError.tooManyRequests(RATE_LIMITED_MESSAGE);
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
