/** PUBLIC_RATE_LIMIT public writes per minute per client address, for REST routes and GraphQL alike. */
import type { FastifyInstance } from 'fastify';
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

  install(app: FastifyInstance): void {
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.publicWrite) this.check(request.ip);
    });
  }
}
