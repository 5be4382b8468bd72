/**
 * PUBLIC_RATE_LIMIT public writes per minute per client address, for REST routes and GraphQL alike,
 * counted atomically in the shared rate-limit store so N instances still allow the limit once.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../shared/errors.js';
import type { GroupedCounter } from '../db/grouped-counter.js';
import type { RateLimitStore } from '../db/rate-limit-store.js';

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

/**
 * PUBLIC_READ_RATE_LIMIT public reads per minute per client address: anonymous GraphQL requests and
 * GETs of the public REST routes, the hot path's included (hot-path.ts). Counted in this process's
 * memory in fixed minutes, one map lookup per read (the hottest read answers in microseconds; a
 * shared count would cost it a round trip), so each instance allows the limit on its own.
 */
export class PublicReadLimit {
  private counts = new Map<string, number>();
  private windowEnds = 0;

  constructor(private readonly perMinute: number) {}

  /** Counts one read from `ip`: 0 while within the limit, else the seconds until the next minute. */
  hit(ip: string): number {
    const now = Date.now();
    if (now >= this.windowEnds) {
      this.counts = new Map();
      this.windowEnds = now + 60_000;
    }
    const count = (this.counts.get(ip) ?? 0) + 1;
    this.counts.set(ip, count);
    return count > this.perMinute ? Math.max(1, Math.ceil((this.windowEnds - now) / 1000)) : 0;
  }

  /** Counts one read from `ip` when it is within the limit (true); one over it is left uncounted (false). */
  admit(ip: string): boolean {
    if (Date.now() < this.windowEnds && (this.counts.get(ip) ?? 0) >= this.perMinute) return false;
    return this.hit(ip) === 0;
  }

  /** Counts one read; 429 with Retry-After once the address is over its limit. */
  check(ip: string): void {
    const retryAfter = this.hit(ip);
    if (retryAfter) throw AppError.tooManyRequests(RATE_LIMITED_MESSAGE, retryAfter);
  }

  /** Counts the public REST reads: GETs under /api/ outside /api/admin/ (the health check aside). */
  install(app: FastifyInstance): void {
    app.addHook('onRequest', (request, _reply, done) => {
      const url = request.url;
      if (request.method !== 'GET' || !url.startsWith('/api/') || url.startsWith('/api/admin') || url.startsWith('/api/health')) return done();
      try {
        this.check(request.ip);
        done();
      } catch (error) {
        done(error as Error);
      }
    });
  }
}
