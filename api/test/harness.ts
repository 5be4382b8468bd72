/** Starts the real app (real database, real SMTP receiver) on a free port for one test file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { createApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Clock } from '../src/shared/time.js';
import { createTestDatabase, embeddedSeed } from './database.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';

export class TestClock implements Clock {
  private fixed: Date | null = null;
  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }
  set(iso: string): void {
    this.fixed = new Date(iso);
  }
  reset(): void {
    this.fixed = null;
  }
}

export interface TestServer {
  app: App;
  url: string;
  clock: TestClock;
  smtp: SmtpSink | null;
  /** The PostgreSQL database this server runs on; null on embedded PGlite. */
  databaseUrl: string | null;
  rest(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
  gql(query: string, variables?: Record<string, unknown>): Promise<{ status: number; data: any; errors?: any[] }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Start a real SMTP receiver and point SMTP_URL at it (default true). */
  smtp?: boolean;
  /** Fastify logger options, e.g. { level: 'info', stream } to capture the log (default: silent). */
  logger?: object;
  /** Run on this existing database (another test server's `databaseUrl`) instead of a fresh one: a second instance. */
  databaseUrl?: string;
  /** Embedded PGlite even when TEST_DATABASE_URL names a server. */
  embedded?: boolean;
  /** DATA_DIR, kept after close; without TEST_DATABASE_URL the embedded database lives there on disk, not in memory. */
  dataDir?: string;
}

/**
 * A test app's configuration: its database (null: embedded PGlite) and data directory, the test
 * admin and business, a quick outbox, rate limits no test reaches, and reminders only when a test runs them.
 */
export function testConfig(options: { databaseUrl: string | null; dataDir: string; smtpUrl?: string; env?: Record<string, string> }): Config {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    ADMIN_EMAIL: 'workshop@example.com',
    ADMIN_PASSWORD: 'correct-horse-battery',
    BUSINESS_NAME: 'Truganina Auto Care',
    PUBLIC_URL: 'http://workshop.test',
    OUTBOX_POLL_MS: '200',
    OUTBOX_RETRY_BASE_MS: '200',
    LOG_LEVEL: 'silent',
    PUBLIC_RATE_LIMIT: '100000',
    PUBLIC_READ_RATE_LIMIT: '100000',
    // Reminders run when a test asks (a quarter-hour tick mid-test would mail its bookings).
    REMINDER_SCHEDULE: 'off',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...options.env,
  });
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : options.embedded
      ? { url: null, drop: async () => undefined }
      : await createTestDatabase({ migrated: true });
  const smtp = options.smtp === false ? null : await startSmtpSink();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'workshop-test-'));
  const config = testConfig({ databaseUrl: db.url, dataDir, smtpUrl: smtp?.url, env: options.env });
  const clock = new TestClock();
  const inMemory = !options.dataDir;
  const app = await createApp(config, {
    clock,
    logger: options.logger ?? false,
    inMemoryDatabase: inMemory,
    // Already migrated: no initdb and no migrations per server (global-setup.ts).
    embeddedSeed: inMemory && !db.url ? embeddedSeed() : null,
  });
  const url = await app.start();

  return {
    app,
    url,
    clock,
    smtp,
    databaseUrl: db.url,
    async rest(method, route, body, headers = {}) {
      const res = await fetch(url + route, {
        method,
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON */
      }
      return { status: res.status, body: parsed };
    },
    async gql(query, variables) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const json = (await res.json()) as { data?: unknown; errors?: unknown[] };
      return { status: res.status, data: json.data, errors: json.errors as any[] | undefined };
    },
    async close() {
      await app.close();
      await smtp?.close();
      await db.drop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Whether the tests run on a PostgreSQL server (TEST_DATABASE_URL) rather than the embedded database. */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Two instances of the app on one PostgreSQL database with PUBSUB=postgres: started before the
 * file's first test (`use` receives them then; on the embedded database none is started), closed
 * after its last.
 */
export function withTwoInstances(use: (a: TestServer, b: TestServer) => void): void {
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  beforeAll(async () => {
    if (!onPostgres) return;
    a = await startTestServer({ smtp: false, env: { PUBSUB: 'postgres' } });
    b = await startTestServer({ smtp: false, env: { PUBSUB: 'postgres' }, databaseUrl: a.databaseUrl ?? undefined });
    use(a, b);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
}
