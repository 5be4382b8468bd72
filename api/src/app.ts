/** The composition root: database → pubsub → services → http → outbox worker; and their orderly close. */
import 'reflect-metadata';
import type { Config } from './config.js';
import { embeddedDir, openDatabase, type Database } from './db/orm.js';
import { ensureAdmin, type AdminLogin } from './features/auth/admin-bootstrap.js';
import { AuthService } from './features/auth/auth.service.js';
import { loadJwtSecret } from './features/auth/jwt-secret.js';
import { BookingService } from './features/booking/booking.service.js';
import { ContactService } from './features/contact/contact.service.js';
import { DashboardService } from './features/dashboard/dashboard.service.js';
import { JobCardCustomerService } from './features/jobcards/jobcard-customer.service.js';
import { queueOnlyEffects } from './features/jobcards/jobcard-effects.js';
import { JobCardService } from './features/jobcards/jobcard.service.js';
import { createMailTransport, type MailTransport } from './features/outbox/mail-transport.js';
import { MailTemplates } from './features/outbox/mail-templates.js';
import { OutboxService } from './features/outbox/outbox.service.js';
import { OutboxWorker } from './features/outbox/outbox.worker.js';
import { buildHttpServer, type HttpServer, type Services } from './http/server.js';
import { createPubSub, setPubSubLog, type PubSub } from './shared/pubsub.js';
import { createRateLimitStore } from './shared/rate-limit-store.js';
import { systemClock, type Clock } from './shared/time.js';

export interface AppOptions {
  clock?: Clock;
  /** Fastify logger options; false silences it. */
  logger?: boolean | object;
  /** Keep an embedded database in memory instead of under DATA_DIR. */
  inMemoryDatabase?: boolean;
  transport?: MailTransport;
}

export interface App {
  config: Config;
  db: Database;
  pubsub: PubSub;
  services: Services;
  http: HttpServer;
  worker: OutboxWorker;
  admin: AdminLogin;
  /** Starts listening and sending mail; resolves to the bound URL. */
  start(): Promise<string>;
  close(): Promise<void>;
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? { level: config.logLevel };
  const db = await openDatabase({
    url: config.databaseUrl,
    embeddedDir: options.inMemoryDatabase ? null : embeddedDir(config),
    poolSize: config.dbPoolSize,
    migrate: true,
  });
  const pubsub = await createPubSub(config.pubsub, db.url);
  const outbox = new OutboxService(pubsub, !db.embedded);
  const templates = new MailTemplates();
  // Shared through PostgreSQL on a server; in memory on embedded PGlite (one instance only).
  const limits = createRateLimitStore(db.embedded ? null : db.url);
  const jwtSecret = await loadJwtSecret(db.orm, config);
  // Documents and templated mail replace these effects once they are on main.
  const jobCardEffects = queueOnlyEffects(config, outbox);
  const booking = new BookingService({ orm: db.orm, config, clock, pubsub, outbox, templates });
  const contact = new ContactService({ config, clock, pubsub, outbox });
  const services: Services = {
    auth: new AuthService({ orm: db.orm, config, clock, outbox, pubsub, limits, jwtSecret }),
    dashboard: new DashboardService({ orm: db.orm, clock, booking, contact }),
    booking,
    contact,
    jobcards: new JobCardService({ config, clock, pubsub, effects: jobCardEffects }),
    jobcardCustomer: new JobCardCustomerService({ clock, pubsub, effects: jobCardEffects }),
  };
  const admin = await ensureAdmin(db.orm, config);
  const http = await buildHttpServer(config, db, services, pubsub, limits, logger);
  setPubSubLog(pubsub, http.app.log);
  const worker = new OutboxWorker(
    db.orm,
    options.transport ?? createMailTransport(config.smtpUrl, config.dataDir),
    templates,
    pubsub,
    { from: config.mailFrom, pollMs: config.outboxPollMs, retryBaseMs: config.outboxRetryBaseMs, maxAttempts: config.outboxMaxAttempts },
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
    admin,
    async start() {
      const url = await http.app.listen({ port: config.port, host: config.host });
      worker.start();
      return url;
    },
    close() {
      closing ??= (async () => {
        await http.close();
        await worker.stop();
        services.booking.close();
        await pubsub.close();
        await limits.close();
        await db.close();
      })();
      return closing;
    },
  };
}
