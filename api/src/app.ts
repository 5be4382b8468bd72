/** The composition root: the app's core (app-core.ts: database → pubsub → services) → http → outbox worker; and their orderly close. */
import 'reflect-metadata';
import type { Config } from './config.js';
import { features } from './features/index.js';
import type { MailTransport } from './platform/outbox/mail-transport.js';
import { OutboxWorker } from './platform/outbox/outbox.worker.js';
import { buildHttpServer, type HttpServer } from './http/server.js';
import { createAppCore, type AppCore, type AppCoreOptions } from './app-core.js';

export interface AppOptions extends AppCoreOptions {
  /** Fastify logger options; false silences it. */
  logger?: boolean | object;
  transport?: MailTransport;
}

export interface App extends Omit<AppCore, 'ready' | 'limits'> {
  http: HttpServer;
  worker: OutboxWorker;
  /** Starts listening and sending mail; resolves to the bound URL. */
  start(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Above this many requests a second (a burst no workshop's own traffic comes near: a page load is
 * a dozen), or while any request is being answered, the mail and text workers give way to the
 * requests between messages (platform/outbox/leased-worker.ts): a queue of thousands (a reminder run) otherwise took the
 * cores from a photo upload (median 405-435 → 527 ms with 33,000 queued, measured).
 */
const BUSY_REQUESTS_PER_SECOND = 200;

export async function createApp(config: Config, options: AppOptions = {}): Promise<App> {
  const logger = options.logger ?? { level: config.logLevel };
  const core = await createAppCore(config, options);
  const { db, services, pubsub, mail } = core;
  const http = await buildHttpServer(config, db, services, pubsub, core.limits, logger);
  const busy = () => http.meter.inFlight > 0 || http.meter.rate() > BUSY_REQUESTS_PER_SECOND;
  core.ready(http.app.log, busy);
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
      busy,
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
    outbox: core.outbox,
    changes: core.changes,
    admin: core.admin,
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
        await core.close();
      })();
      return closing;
    },
  };
}
