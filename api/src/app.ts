/** The composition root: database → pubsub → services → http → outbox worker; and their orderly close. */
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
import type { MailTransport } from './platform/outbox/mail-transport.js';
import { ChangeUnit } from './platform/changes/change-unit.js';
import { OutboxService } from './platform/outbox/outbox.service.js';
import { OutboxWorker } from './platform/outbox/outbox.worker.js';
import type { FeatureDeps, Services } from './feature.js';
import { buildHttpServer, type HttpServer } from './http/server.js';
import { createPubSub, setPubSubLog, type PubSub } from './shared/pubsub.js';
import { createRateLimitStore } from './db/rate-limit-store.js';
import { systemClock, type Clock } from './shared/time.js';

export interface AppOptions {
  clock?: Clock;
  /** Fastify logger options; false silences it. */
  logger?: boolean | object;
  /** Keep an embedded database in memory instead of under DATA_DIR. */
  inMemoryDatabase?: boolean;
  /** The data directory an in-memory embedded database starts from, already migrated (tests). */
  embeddedSeed?: Uint8Array | null;
  transport?: MailTransport;
}

export interface App {
  config: Config;
  db: Database;
  pubsub: PubSub;
  services: Services;
  http: HttpServer;
  worker: OutboxWorker;
  /** The mail templates; a feature registers its document resolver here. */
  mail: MailModule;
  outbox: OutboxService;
  /** The change unit every service writes through. */
  changes: ChangeUnit;
  admin: AdminLogin;
  /** Starts listening and sending mail; resolves to the bound URL. */
  start(): Promise<string>;
  close(): Promise<void>;
}

/** Before the server's logger exists (a backup before migrations). */
/**
 * Above this many requests a second (a burst no workshop's own traffic comes near: a page load is
 * a dozen), or while any request is being answered, the mail worker gives way to the requests
 * between messages (outbox.worker.ts): a queue of thousands (a reminder run) otherwise took the
 * cores from a photo upload (median 405-435 → 527 ms with 33,000 queued, measured).
 */
const BUSY_REQUESTS_PER_SECOND = 200;

const consoleLog = {
  info: (obj: object, msg: string) => console.log(msg, JSON.stringify(obj)),
  error: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj)),
};

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? { level: config.logLevel };
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
  const deps: FeatureDeps = { config, clock, db, orm: db.orm, pubsub, outbox, changes, mail, limits, jwtSecret, auditActions: features.flatMap((f) => f.auditActions ?? []), services, em: () => db.orm.em.fork() as EntityManager };
  for (const feature of features) Object.assign(services, feature.services?.(deps));
  for (const feature of features) await feature.prepare?.(services);
  const admin = await ensureAdmin(db.orm, config);
  const http = await buildHttpServer(config, db, services, pubsub, limits, logger);
  setPubSubLog(pubsub, http.app.log);
  for (const feature of features) feature.ready?.(deps, http.app.log);
  const worker = new OutboxWorker(
    db.orm,
    // The server saved in the app's settings, else SMTP_URL, else .eml files; switched when an owner saves another.
    options.transport ?? services.mailSettings.outgoing,
    mail,
    pubsub,
    {
      from: config.mailFrom,
      pollMs: config.outboxPollMs,
      retryBaseMs: config.outboxRetryBaseMs,
      maxAttempts: config.outboxMaxAttempts,
      leaseMs: config.outboxLeaseMs,
      busy: () => http.meter.inFlight > 0 || http.meter.rate() > BUSY_REQUESTS_PER_SECOND,
    },
    http.app.log,
  );

  let closing: Promise<void> | null = null;
  return {
    config,
    db,
    pubsub,
    services,
    http,
    worker,
    mail,
    outbox,
    changes,
    admin,
    async start() {
      const url = await http.app.listen({ port: config.port, host: config.host });
      worker.start();
      for (const feature of features) feature.start?.(services);
      return url;
    },
    close() {
      closing ??= (async () => {
        await http.close();
        await worker.stop();
        for (const feature of [...features].reverse()) await feature.close?.(services);
        await pubsub.close();
        await limits.close();
        await db.close();
      })();
      return closing;
    },
  };
}
