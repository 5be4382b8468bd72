/**
 * Where rate-limit counters live: rate-limiter-flexible's PostgreSQL store (table `rate_limit`,
 * created by a migration) on a PostgreSQL server, so every instance shares them; in memory on
 * embedded PGlite, which only ever serves one instance.
 */
import pg from 'pg';
import { GroupedCounter } from './grouped-counter.js';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

interface LimiterOptions {
  /** Names the limiter's keys (`<prefix>:<key>`); one table holds every limiter. */
  keyPrefix: string;
  points: number;
  /** Window length in seconds. */
  duration: number;
}

export interface RateLimitStore {
  /** True when the counters are shared through PostgreSQL. */
  readonly shared: boolean;
  limiter(options: LimiterOptions): RateLimiterAbstract;
  /** A fixed-window counter whose hits are written in groups (for hot paths such as public writes). */
  counter(keyPrefix: string, windowSeconds: number): GroupedCounter;
  close(): Promise<void>;
}

// Counter updates are one short statement each; a few connections of their own keep them off the ORM's pool.
const POOL_SIZE = 4;
const SWEEP_EVERY_MS = 5 * 60_000;
const SWEEP_AFTER_MS = 60 * 60_000;

export function createRateLimitStore(databaseUrl: string | null): RateLimitStore {
  if (!databaseUrl) {
    return {
      shared: false,
      limiter: (options) => new RateLimiterMemory(options),
      counter: (prefix, windowSeconds) => new GroupedCounter(null, prefix, windowSeconds * 1000),
      close: async () => undefined,
    };
  }
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: POOL_SIZE,
    idleTimeoutMillis: 30_000,
    application_name: 'workshop-limits',
    // A counter lost in a crash costs nothing; waiting for its commit to reach the disk costs every public write.
    options: '-c synchronous_commit=off',
  });
  // A dropped idle connection must not crash the process; the next query opens another.
  pool.on('error', () => undefined);
  // Every limiter shares the table, so one sweep clears them all (the library would run one timer per limiter).
  const sweep = setInterval(() => {
    pool.query('DELETE FROM rate_limit WHERE expire < $1', [Date.now() - SWEEP_AFTER_MS]).catch(() => undefined);
  }, SWEEP_EVERY_MS);
  sweep.unref();
  return {
    shared: true,
    counter: (prefix, windowSeconds) => new GroupedCounter(pool, prefix, windowSeconds * 1000),
    limiter(options) {
      return new RateLimiterPostgres({
        ...options,
        storeClient: pool,
        storeType: 'pool',
        tableName: 'rate_limit',
        tableCreated: true,
        clearExpiredByTimeout: false,
      });
    },
    async close() {
      clearInterval(sweep);
      await pool.end();
    },
  };
}

/** The library rejects with a RateLimiterRes when a key is over its limit, and with an Error when the store fails. */
export function isOverLimit(reason: unknown): reason is RateLimiterRes {
  return reason instanceof RateLimiterRes;
}

/** Whole seconds to wait, at least 1, for a Retry-After header. */
export function retryAfterSeconds(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}
