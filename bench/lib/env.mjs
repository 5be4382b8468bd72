/** Settings of a bench run, from the environment, and the log line writer. */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const API_MAIN = path.resolve(ROOT, process.env.BENCH_API_MAIN?.trim() || 'api/dist/main.js');
export const WEB_DIST = path.join(ROOT, 'web', 'dist');
export const RESULTS_FILE = path.join(import.meta.dirname, '..', 'results.json');

export function numEnv(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number (got "${raw}")`);
  return n;
}

export const DURATION = numEnv('BENCH_DURATION', 10);
export const WARMUP = numEnv('BENCH_WARMUP', 3);
export const CONNECTIONS = numEnv('BENCH_CONNECTIONS', 50);
export const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
export const KEEP_LOG = ['1', 'true', 'yes'].includes((process.env.BENCH_KEEP_LOG ?? '').toLowerCase());
/** Booking slots the POST target may consume at most, sized for 5000 req/s over warm-up + run. */
export const BOOKING_RATE_BUDGET = 5000;
export const WEB_JS_BUDGET_KB = 100;
/** The home page's HTML, stylesheets and initial JavaScript as sent with `Accept-Encoding: br`. */
export const WEB_TRANSFER_BUDGET_KB = 110;
/** The api's start on an existing database, spawn → first answered request (median of the runs). */
export const COLD_START_BUDGET_MS = 1500;
export const COLD_START_RUNS = 3;

export const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);

