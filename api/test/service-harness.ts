/**
 * A feature's rules tested where they live, without HTTP: the app's services on a real test
 * database, called as the operations call them. The same fresh database as startTestServer (a copy
 * of the run's migrated template on PostgreSQL, the migrated seed in memory on PGlite), the app's
 * composition root without its HTTP server and mail worker (createAppCore), a TestClock, and the
 * outbox as rows: nothing is sent, a test reads what was queued. Started before the file's first
 * test, closed after its last.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import { createAppCore, type AppCore } from '../src/app-core.js';
import type { Services } from '../src/services.js';
import { createTestDatabase, embeddedSeed, type TestDatabase } from './database.js';
import { TestClock, testConfig } from './harness.js';

/** A message as the outbox holds it until the worker sends it. */
export interface QueuedMail {
  to: string;
  /** The mail template it is rendered from when sent (null for a message written whole). */
  template: string | null;
  subject: string | null;
  payload: any;
  status: string;
}

export interface ServiceWorld {
  /** The app's composition root (its database, pubsub, change unit, outbox and mail module). */
  readonly core: AppCore;
  /** Every feature's services, as the operations call them. */
  readonly services: Services;
  readonly clock: TestClock;
  /** A fresh entity manager, as each request has. */
  em(): EntityManager;
  /** The mail queued so far, oldest first. */
  outbox(): Promise<QueuedMail[]>;
}

export interface ServiceWorldOptions {
  /** Configuration on top of the test server's (e.g. CONFIGURED_WORKSHOP). */
  env?: Record<string, string>;
}

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The app's services for one test file (see above). */
export function useServices(options: ServiceWorldOptions = {}): ServiceWorld {
  let started: { core: AppCore; clock: TestClock; db: TestDatabase; dataDir: string } | undefined;
  const live = () => {
    if (!started) throw new Error('useServices: the services exist from the first test of the file on');
    return started;
  };
  beforeAll(async () => {
    const db = await createTestDatabase({ migrated: true });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workshop-services-'));
    const clock = new TestClock();
    try {
      const core = await createAppCore(testConfig({ databaseUrl: db.url, dataDir, env: options.env }), {
        clock,
        inMemoryDatabase: true,
        embeddedSeed: db.url ? null : embeddedSeed(),
      });
      core.ready(quiet);
      started = { core, clock, db, dataDir };
    } catch (err) {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
      throw err;
    }
  });
  afterAll(async () => {
    if (!started) return;
    await started.core.close();
    await started.db.drop();
    rmSync(started.dataDir, { recursive: true, force: true });
  });
  return {
    get core() {
      return live().core;
    },
    get services() {
      return live().core.services;
    },
    get clock() {
      return live().clock;
    },
    em: () => live().core.db.orm.em.fork() as EntityManager,
    outbox: () => live().core.db.orm.em.fork().getConnection().execute<QueuedMail[]>('SELECT "to", template, subject, payload, status FROM outbox_message ORDER BY id'),
  };
}
