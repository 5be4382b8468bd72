/** The GraphQL schema, built from every feature's resolvers. */
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import type { PubSub, Topic } from '../shared/pubsub.js';
import { authChecker } from './admin-guard.js';
import { validateGraphQLArg } from './validate.js';
import { AnalyticsResolver } from '../features/analytics/analytics.resolver.js';
import { AuthResolver } from '../features/auth/auth.resolver.js';
import { BackupResolver } from '../features/backups/backup.resolver.js';
import { BookingAdminResolver } from '../features/booking/booking-admin.resolver.js';
import { BookingResolver } from '../features/booking/booking.resolver.js';
import { ContactAdminResolver } from '../features/contact/contact-admin.resolver.js';
import { ContactResolver } from '../features/contact/contact.resolver.js';
import { DashboardResolver } from '../features/dashboard/dashboard.resolver.js';
import { DocumentResolver } from '../features/documents/document.resolver.js';
import { InvoiceResolver } from '../features/invoices/invoice.resolver.js';
import { EmailResolver } from '../features/email/email.resolver.js';
import { JobCardPublicResolver } from '../features/jobcards/jobcard-public.resolver.js';
import { JobCardResolver } from '../features/jobcards/jobcard.resolver.js';
import { JobInvoicingResolver } from '../features/job-invoicing/job-invoicing.resolver.js';
import { MonitorResolver } from '../features/monitor/monitor.resolver.js';
import { SiteResolver } from '../features/site/site.resolver.js';
import { VehicleHistoryResolver } from '../features/vehicles/vehicle-history.resolver.js';

export const resolvers = [
  AnalyticsResolver,
  AuthResolver,
  BackupResolver,
  BookingResolver,
  BookingAdminResolver,
  ContactResolver,
  ContactAdminResolver,
  DashboardResolver,
  DocumentResolver,
  InvoiceResolver,
  EmailResolver,
  JobCardResolver,
  JobCardPublicResolver,
  JobInvoicingResolver,
  MonitorResolver,
  SiteResolver,
  VehicleHistoryResolver,
] as const;

export type ResolverInstances = Map<Function, object>;

/** Our subscriptions read their streams from the context; TypeGraphQL still wants a PubSub. */
const pubSubAdapter = (pubsub?: PubSub) => ({
  publish: (topic: string, payload: unknown) => pubsub?.publish(topic as Topic, payload as never),
  subscribe: (topic: string) => {
    if (!pubsub) throw new Error('no pubsub: this schema is for printing only');
    return pubsub.iterate(topic as Topic);
  },
});

export function buildGraphQLSchema(instances: ResolverInstances = new Map(), pubsub?: PubSub): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validateFn: validateGraphQLArg,
    authChecker,
    pubSub: pubSubAdapter(pubsub),
    container: {
      get(type: Function) {
        const instance = instances.get(type);
        if (!instance) throw new Error(`No resolver instance registered for ${type.name}`);
        return instance;
      },
    },
  });
}
