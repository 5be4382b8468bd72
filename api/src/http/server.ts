/** The Fastify app: GraphQL at /graphql (+ websockets), REST under /api, the built web app. */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createServer } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/orm.js';
import { AnalyticsResolver } from '../features/analytics/analytics.resolver.js';
import { analyticsRoutes } from '../features/analytics/analytics.routes.js';
import type { AnalyticsService } from '../features/analytics/analytics.service.js';
import { AuthResolver } from '../features/auth/auth.resolver.js';
import { BackupResolver } from '../features/backups/backup.resolver.js';
import { backupRoutes } from '../features/backups/backup.routes.js';
import type { BackupService } from '../features/backups/backup.service.js';
import { authRoutes } from '../features/auth/auth.routes.js';
import type { AuthService } from '../features/auth/auth.service.js';
import { BookingAdminResolver } from '../features/booking/booking-admin.resolver.js';
import { bookingAdminRoutes } from '../features/booking/booking-admin.routes.js';
import { BookingResolver } from '../features/booking/booking.resolver.js';
import { bookingRoutes } from '../features/booking/booking.routes.js';
import type { BookingService } from '../features/booking/booking.service.js';
import { ContactAdminResolver } from '../features/contact/contact-admin.resolver.js';
import { contactAdminRoutes } from '../features/contact/contact-admin.routes.js';
import { ContactResolver } from '../features/contact/contact.resolver.js';
import { contactRoutes } from '../features/contact/contact.routes.js';
import type { ContactService } from '../features/contact/contact.service.js';
import { DashboardResolver } from '../features/dashboard/dashboard.resolver.js';
import { DocumentResolver } from '../features/documents/document.resolver.js';
import { documentRoutes } from '../features/documents/document.routes.js';
import type { DocumentService } from '../features/documents/document.service.js';
import type { DashboardService } from '../features/dashboard/dashboard.service.js';
import { EmailResolver } from '../features/email/email.resolver.js';
import { emailRoutes } from '../features/email/email.routes.js';
import type { EmailService } from '../features/email/email.service.js';
import { healthRoutes } from '../features/health/health.routes.js';
import { InvoiceLinks } from '../features/invoices/invoice-links.js';
import { InvoiceResolver } from '../features/invoices/invoice.resolver.js';
import { invoiceRoutes } from '../features/invoices/invoice.routes.js';
import { JobCardInvoiceResolver } from '../features/invoices/jobcard-invoice.resolver.js';
import type { InvoiceService } from '../features/invoices/invoice.service.js';
import { MonitorResolver } from '../features/monitor/monitor.resolver.js';
import { monitorRoutes } from '../features/monitor/monitor.routes.js';
import type { MonitorService } from '../features/monitor/monitor.service.js';
import type { JobCardCustomerService } from '../features/jobcards/jobcard-customer.service.js';
import { JobCardPublicResolver } from '../features/jobcards/jobcard-public.resolver.js';
import { JobCardResolver } from '../features/jobcards/jobcard.resolver.js';
import { jobCardRoutes } from '../features/jobcards/jobcard.routes.js';
import type { JobCardService } from '../features/jobcards/jobcard.service.js';
import { SiteResolver, siteInfoOf } from '../features/site/site.resolver.js';
import { siteRoutes } from '../features/site/site.routes.js';
import { VehicleHistoryResolver } from '../features/vehicles/vehicle-history.resolver.js';
import { vehicleHistoryRoutes } from '../features/vehicles/vehicle-history.routes.js';
import type { VehicleHistoryService } from '../features/vehicles/vehicle-history.service.js';
import { AppError } from '../shared/errors.js';
import type { PubSub } from '../shared/pubsub.js';
import { findInvalidText, INVALID_TEXT_MESSAGE } from '../shared/text.js';
import type { RateLimitStore } from '../shared/rate-limit-store.js';
import { installAdminGuard } from './admin-guard.js';
import { installCompression } from './compression.js';
import { clientErrorHandler, withTimeouts } from './connections.js';
import { installRestErrorHandler } from './errors.js';
import { mountGraphQL } from './graphql.js';
import { bookedSlotsHotPath } from './hot-path.js';
import { PublicWriteLimit } from './public-rate-limit.js';
import { requestSerializer } from './redact.js';
import { RequestLog } from './request-log.js';
import { buildGraphQLSchema } from './schema.js';
import { callerOf, defaultWebDist, isClientRoute, sendPage, serveWebApp, WEB_FILES_ROUTE } from './static.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's own EntityManager (forked on first use). */
    em: EntityManager;
  }
}

export interface Services {
  analytics: AnalyticsService;
  auth: AuthService;
  backups: BackupService;
  booking: BookingService;
  contact: ContactService;
  dashboard: DashboardService;
  documents: DocumentService;
  invoices: InvoiceService;
  email: EmailService;
  jobcards: JobCardService;
  jobcardCustomer: JobCardCustomerService;
  vehicles: VehicleHistoryService;
  monitor: MonitorService;
}

export interface RouteInfo {
  method: string;
  url: string;
  admin: boolean;
}

export interface HttpServer {
  app: FastifyInstance;
  /** Every REST route, for audits and tests. */
  routes: RouteInfo[];
  /** Closes websockets, then stops accepting and waits for in-flight requests. */
  close(): Promise<void>;
}

const EM = Symbol('em');

export async function buildHttpServer(
  config: Config,
  db: Database,
  services: Services,
  pubsub: PubSub,
  limits: RateLimitStore,
  logger: boolean | object,
): Promise<HttpServer> {
  let closing = false;
  const hotPath = bookedSlotsHotPath(services.booking, () => closing);
  const app = Fastify({
    // PDF links carry a token in the query: the request serializer logs URLs without it.
    logger: logger === false ? false : { ...(logger === true ? {} : logger), serializers: { req: requestSerializer } },
    // One line per request: API calls at info, pages and static files at debug (request-log.ts).
    logController: new RequestLog(),
    // Cached answers of the hottest public read skip the framework; see hot-path.ts.
    serverFactory: (handler) =>
      withTimeouts(
        // Header and request deadlines are checked on this interval (Node's default is 30 s).
        createServer({ connectionsCheckingInterval: 1000 }, (req, res) => hotPath(req, res) || handler(req, res)),
        config,
      ),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    clientErrorHandler,
  });

  app.decorateRequest('em', {
    getter() {
      const holder = this as unknown as { [EM]?: EntityManager };
      return (holder[EM] ??= db.orm.em.fork() as EntityManager);
    },
  });
  // Before any route: compression hooks onto the routes registered after it.
  await installCompression(app, [WEB_FILES_ROUTE]);
  // Admin calls send a JSON content type even with no body (e.g. request-password-reset).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(body as string);
    } catch {
      return done(AppError.badInput('The request body is not valid JSON.'));
    }
    // NUL and lone surrogates are refused here, for REST and GraphQL alike (each in its own shape, errors.ts), before any rule or SQL sees them.
    if (findInvalidText(parsed) !== undefined) return done(AppError.badInput(INVALID_TEXT_MESSAGE));
    done(null, parsed);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // A request finishing during shutdown must not leave its keep-alive socket holding the server open.
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  installRestErrorHandler(app);
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, admin: Boolean((route.config as { admin?: unknown } | undefined)?.admin) });
    }
  });
  installAdminGuard(app, services.auth, services.documents.links);
  const publicWrites = new PublicWriteLimit(limits, config.publicRateLimit);
  publicWrites.install(app);

  const schema = await buildGraphQLSchema(
    new Map<Function, object>([
      [AnalyticsResolver, new AnalyticsResolver(services.analytics)],
      [AuthResolver, new AuthResolver(services.auth)],
      [BackupResolver, new BackupResolver(services.backups, services.documents.links)],
      [BookingResolver, new BookingResolver(services.booking)],
      [BookingAdminResolver, new BookingAdminResolver(services.booking)],
      [ContactResolver, new ContactResolver(services.contact)],
      [ContactAdminResolver, new ContactAdminResolver(services.contact)],
      [DashboardResolver, new DashboardResolver(services.dashboard)],
      [DocumentResolver, new DocumentResolver(services.documents)],
      [InvoiceResolver, new InvoiceResolver(services.invoices, new InvoiceLinks(services.invoices, services.documents.links), config.timeZone)],
      [JobCardInvoiceResolver, new JobCardInvoiceResolver(services.invoices)],
      [EmailResolver, new EmailResolver(services.email)],
      [JobCardResolver, new JobCardResolver(services.jobcards)],
      [JobCardPublicResolver, new JobCardPublicResolver(services.jobcardCustomer)],
      [MonitorResolver, new MonitorResolver(services.monitor)],
      [SiteResolver, new SiteResolver(config)],
      [VehicleHistoryResolver, new VehicleHistoryResolver(services.vehicles)],
    ]),
    pubsub,
  );
  const graphql = await mountGraphQL(app, { schema, db, auth: services.auth, pubsub, publicWrites });
  services.monitor.countConnectionsWith(graphql.liveConnections);

  healthRoutes(app, db);
  authRoutes(app, services.auth);
  bookingRoutes(app, services.booking);
  bookingAdminRoutes(app, services.booking);
  contactRoutes(app, services.contact);
  contactAdminRoutes(app, services.contact);
  documentRoutes(app, services.documents);
  emailRoutes(app, services.email, services.documents.links);
  jobCardRoutes(app, services.jobcards, services.jobcardCustomer, services.documents);
  invoiceRoutes(app, services.invoices, services.documents);
  vehicleHistoryRoutes(app, services.vehicles);
  monitorRoutes(app, services.monitor);
  backupRoutes(app, services.backups);
  analyticsRoutes(app, services.analytics, services.documents);
  siteRoutes(app, config);

  const pages = await serveWebApp(app, config.webDist ?? defaultWebDist(), siteInfoOf(config), graphql.pageQuery);
  app.setNotFoundHandler(async (request, reply) => {
    if (pages && isClientRoute(request.method, request.url)) {
      return sendPage(request, reply, await pages.page(request.url, callerOf(request)));
    }
    return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });

  return {
    app,
    routes,
    async close() {
      closing = true;
      await graphql.close();
      await app.close();
    },
  };
}
