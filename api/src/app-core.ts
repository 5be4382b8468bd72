/**
 * The composition root's first part: database → pubsub → change unit → every feature's services.
 * app.ts builds the HTTP server and the mail worker on it; tests of the rules use it alone.
 */
import 'reflect-metadata';
import type { Config } from './config.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { embeddedDir, openDatabase, type Database } from './db/orm.js';
import { BackupService } from './features/backups/backup.service.js';
import { BackupKind } from './features/backups/backup.types.js';
import { ensureAdmin, type AdminLogin } from './features/auth/admin-bootstrap.js';
import { loadJwtSecret } from './features/auth/jwt-secret.js';
import { features, model, templates } from './features/index.js';
import { createMailModule, type MailModule } from './platform/mail/mail.module.js';
import { ChangeUnit } from './platform/changes/change-unit.js';
import { OutboxService } from './platform/outbox/outbox.service.js';
import type { FeatureDeps, FeatureLog, Services } from './feature.js';
import { createPubSub, setPubSubLog, type PubSub } from './shared/pubsub.js';
import { createRateLimitStore, type RateLimitStore } from './db/rate-limit-store.js';
import { systemClock, type Clock } from './shared/time.js';

export interface AppCoreOptions {
  clock?: Clock;
  /** Keep an embedded database in memory instead of under DATA_DIR. */
  inMemoryDatabase?: boolean;
  /** The data directory an in-memory embedded database starts from, already migrated (tests). */
  embeddedSeed?: Uint8Array | null;
}

/** The app without its HTTP server and mail worker: the database and every feature's services. */
export interface AppCore {
  config: Config;
  db: Database;
  pubsub: PubSub;
  services: Services;
  /** The mail templates; a feature registers its document resolver here. */
  mail: MailModule;
  outbox: OutboxService;
  /** The change unit every service writes through. */
  changes: ChangeUnit;
  admin: AdminLogin;
  /** The rate-limit counters the HTTP server's limits keep. */
  limits: RateLimitStore;
  /** Hands each feature the logger and lets it hook into the others (`Feature.ready`); once. `busy`: whether the server is busy answering requests. */
  ready(log: FeatureLog, busy?: () => boolean): void;
  /** Closes the features (in reverse), the pubsub, the rate-limit store and the database. */
  close(): Promise<void>;
}

/** Before the server's logger exists (a backup before migrations). */
const consoleLog = {
  info: (obj: object, msg: string) => console.log(msg, JSON.stringify(obj)),
  error: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj)),
};

/**
 * Database → pubsub → change unit → every feature's services, prepared: what the server is built
 * on (createApp), and what tests of the rules call directly, with no server.
 */
export async function createAppCore(config: Config, options: AppCoreOptions = {}): Promise<AppCore> {
  const clock = options.clock ?? systemClock;
  const db = await openDatabase({
    url: config.databaseUrl,
    embeddedDir: options.inMemoryDatabase ? null : embeddedDir(config),
    embeddedSeed: options.embeddedSeed,
    model,
    poolSize: config.dbPoolSize,
    migrate: true,
    // An upgrade can be undone: a verified backup first, or no migration at all.
    beforeMigrations: async (opened) => {
      const early = new BackupService({ config, clock, db: opened, log: consoleLog });
      if (!early.available) return;
      const backup = await early.create(BackupKind.preMigration);
      if (!backup.verified) throw new Error(`The backup made before upgrading the database failed its verification (${backup.problems.join('; ')}); the database was not changed.`);
      consoleLog.info({ filename: backup.filename }, 'backed up before applying migrations');
    },
  });
  const pubsub = await createPubSub(config.pubsub, db.url);
  const outbox = new OutboxService(pubsub, !db.embedded);
  const changes = new ChangeUnit({ outbox, pubsub, clock });
  // Every feature's email templates, rendered by the worker when it sends.
  const mail = createMailModule(config, clock, templates);
  // Shared through PostgreSQL on a server; in memory on embedded PGlite (one instance only).
  const limits = createRateLimitStore(db.embedded ? null : db.url);
  const jwtSecret = await loadJwtSecret(db.orm, config);
  // Each feature's services, in the list's order (a feature may use those listed before it).
  const services = {} as Services;
  let busy = () => false;
  const deps: FeatureDeps = { config, clock, db, orm: db.orm, pubsub, outbox, changes, mail, limits, jwtSecret, auditActions: features.flatMap((f) => f.auditActions ?? []), services, em: () => db.orm.em.fork() as EntityManager, serverBusy: () => busy() };
  for (const feature of features) Object.assign(services, feature.services?.(deps));
  for (const feature of features) await feature.prepare?.(services);
  const admin = await ensureAdmin(db.orm, config);
  return {
    config,
    db,
    pubsub,
    services,
    mail,
    outbox,
    changes,
    admin,
    limits,
    ready(log, serverBusy) {
      if (serverBusy) busy = serverBusy;
      setPubSubLog(pubsub, log);
      for (const feature of features) feature.ready?.(deps, log);
    },
    async close() {
      for (const feature of [...features].reverse()) await feature.close?.(services);
      await pubsub.close();
      await limits.close();
      await db.close();
    },
  };
}
