/** The composition root: database → pubsub → services → http → outbox worker; and their orderly close. */
import 'reflect-metadata';
import type { Config } from './config.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { embeddedDir, openDatabase, type Database } from './db/orm.js';
import { AnalyticsService } from './features/analytics/analytics.service.js';
import { BackupService } from './features/backups/backup.service.js';
import { BackupKind } from './features/backups/backup.types.js';
import { ensureAdmin, type AdminLogin } from './features/auth/admin-bootstrap.js';
import { AuthService } from './features/auth/auth.service.js';
import { loadJwtSecret } from './features/auth/jwt-secret.js';
import { BookingService } from './features/booking/booking.service.js';
import { ContactService } from './features/contact/contact.service.js';
import { DashboardService } from './features/dashboard/dashboard.service.js';
import { DocumentService } from './features/documents/document.service.js';
import { InvoiceIssuer } from './features/invoices/invoice-issuer.js';
import { InvoiceService } from './features/invoices/invoice.service.js';
import { JobInvoicingService, reopenWhenInvoiceDeleted } from './features/job-invoicing/job-invoicing.service.js';
import { EmailService } from './features/email/email.service.js';
import { MailboxConnection } from './features/email/mailbox-connection.js';
import { emailReply } from './features/mail/email.templates.js';
import { createMailModule, type MailModule } from './features/mail/mail.module.js';
import { JobCardCustomerService } from './features/jobcards/jobcard-customer.service.js';
import { documentEffects } from './features/jobcards/jobcard-effects.js';
import { JobCardService } from './features/jobcards/jobcard.service.js';
import { MonitorService } from './features/monitor/monitor.service.js';
import { createMailTransport, type MailTransport } from './features/outbox/mail-transport.js';
import { OutboxService } from './features/outbox/outbox.service.js';
import { OutboxWorker } from './features/outbox/outbox.worker.js';
import { VehicleHistoryService } from './features/vehicles/vehicle-history.service.js';
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
  /** The mail templates; a feature registers its document resolver here. */
  mail: MailModule;
  outbox: OutboxService;
  admin: AdminLogin;
  /** Starts listening and sending mail; resolves to the bound URL. */
  start(): Promise<string>;
  close(): Promise<void>;
}

/** Before the server's logger exists (a backup before migrations). */
const consoleLog = {
  info: (obj: object, msg: string) => console.log(msg, JSON.stringify(obj)),
  error: (obj: object, msg: string) => console.error(msg, JSON.stringify(obj)),
};

/** The mailbox logs through the server's logger once it exists. */
function lateLog() {
  let target: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void } | null = null;
  return {
    to(log: typeof target) {
      target = log;
    },
    info: (obj: object, msg: string) => target?.info(obj, msg),
    warn: (obj: object, msg: string) => target?.warn(obj, msg),
  };
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const clock = options.clock ?? systemClock;
  const mailboxLog = lateLog();
  const logger = options.logger ?? { level: config.logLevel };
  const db = await openDatabase({
    url: config.databaseUrl,
    embeddedDir: options.inMemoryDatabase ? null : embeddedDir(config),
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
  const backups = new BackupService({ config, clock, db });
  const pubsub = await createPubSub(config.pubsub, db.url);
  const outbox = new OutboxService(pubsub, !db.embedded);
  // Every email template, rendered by the worker when it sends.
  const mail = createMailModule(config, clock);
  // Shared through PostgreSQL on a server; in memory on embedded PGlite (one instance only).
  const limits = createRateLimitStore(db.embedded ? null : db.url);
  const jwtSecret = await loadJwtSecret(db.orm, config);
  const documents = new DocumentService({ config, clock, jwtSecret });
  // A mail attaching a stored document loads its bytes when the worker sends it.
  mail.resolveDocumentsWith(async (documentId) => {
    const doc = await documents.get(db.orm.em.fork() as EntityManager, documentId);
    return { filename: doc.filename, contentType: doc.contentType, content: doc.bytes };
  });
  const jobCardEffects = documentEffects(config, outbox, documents);
  const booking = new BookingService({ orm: db.orm, config, clock, pubsub, outbox });
  const contact = new ContactService({ config, clock, pubsub, outbox });
  const jobcards = new JobCardService({ config, clock, pubsub, effects: jobCardEffects, boundStatements: !db.embedded });
  const mailbox = config.imapUrl ? new MailboxConnection({ url: config.imapUrl, timeoutMs: config.imapTimeoutMs, log: mailboxLog }) : null;
  const email = new EmailService({ mailbox, clock, pubsub, outbox, links: documents.links });
  // A reply accepted by SMTP is filed in the mailbox's Sent folder.
  mail.onSent(emailReply.name, async (sent) => void (await email.fileInSent(sent)));
  const invoices = new InvoiceService({
    config,
    clock,
    pubsub,
    issuer: new InvoiceIssuer(config, clock, documents, outbox),
    jobCardInvoiceDeleted: reopenWhenInvoiceDeleted(jobcards),
  });
  const jobInvoicing = new JobInvoicingService({ jobcards, invoices });
  const services: Services = {
    auth: new AuthService({ orm: db.orm, config, clock, outbox, pubsub, limits, jwtSecret }),
    dashboard: new DashboardService({ orm: db.orm, clock, booking, contact }),
    booking,
    contact,
    jobcards,
    invoices,
    jobInvoicing,
    analytics: new AnalyticsService({ config, clock, pubsub, booking, invoices, jobcards, documents }),
    jobcardCustomer: new JobCardCustomerService({ clock, pubsub, effects: jobCardEffects }),
    documents,
    vehicles: new VehicleHistoryService({ booking, jobcards, invoices, timeZone: config.timeZone }),
    monitor: new MonitorService({ db, outbox, pubsub, config }),
    email,
    backups,
  };
  const admin = await ensureAdmin(db.orm, config);
  const http = await buildHttpServer(config, db, services, pubsub, limits, logger);
  setPubSubLog(pubsub, http.app.log);
  services.monitor.logTo(http.app.log);
  backups.logTo(http.app.log);
  mailboxLog.to(http.app.log);
  const worker = new OutboxWorker(
    db.orm,
    options.transport ?? createMailTransport(config.smtpUrl, config.dataDir),
    mail,
    pubsub,
    {
      from: config.mailFrom,
      pollMs: config.outboxPollMs,
      retryBaseMs: config.outboxRetryBaseMs,
      maxAttempts: config.outboxMaxAttempts,
      leaseMs: config.outboxLeaseMs,
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
    admin,
    async start() {
      const url = await http.app.listen({ port: config.port, host: config.host });
      worker.start();
      backups.start();
      // IDLE on the INBOX, so the unread count follows new mail; a second after listening, so
      // loading the IMAP client never holds up the first answers.
      mailbox?.watch(1000);
      return url;
    },
    close() {
      closing ??= (async () => {
        await http.close();
        await services.monitor.close();
        await backups.close();
        await worker.stop();
        await mailbox?.close();
        services.booking.close();
        await pubsub.close();
        await limits.close();
        await db.close();
      })();
      return closing;
    },
  };
}
