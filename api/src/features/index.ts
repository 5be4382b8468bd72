/**
 * Every feature of the api, in the order their services are made: a feature's services may use
 * those of the features above it. Adding a feature: write its `<name>.feature.ts` in its folder
 * (docs/architecture.md, 'Adding a feature') and list it here; nothing else names it.
 */
import { coreEntities } from '../db/entities.js';
import { migrationsList } from '../db/migrations/index.js';
import type { DataModel } from '../db/orm.js';
import { platformEntities } from '../platform/platform.js';
import type { Feature, ResolverEntry } from '../feature.js';
import type { Operation } from '../edge/operation.js';
import type { ApiArea } from '../edge/api-scope.js';
import { operationResolver } from '../edge/operation-graphql.js';
import type { MailTemplate } from '../platform/mail/mail-template.js';
import { accountsFeature } from './accounts/accounts.feature.js';
import { analyticsFeature } from './analytics/analytics.feature.js';
import { apiKeysFeature } from './api-keys/api-keys.feature.js';
import { auditFeature } from './audit/audit.feature.js';
import { authFeature } from './auth/auth.feature.js';
import { backupsFeature } from './backups/backups.feature.js';
import { boardFeature } from './board/board.feature.js';
import { cannedJobsFeature } from './canned-jobs/canned-jobs.feature.js';
import { bookingFeature } from './booking/booking.feature.js';
import { contactFeature } from './contact/contact.feature.js';
import { courtesyCarsFeature } from './courtesy-cars/courtesy-cars.feature.js';
import { customersFeature } from './customers/customers.feature.js';
import { dashboardFeature } from './dashboard/dashboard.feature.js';
import { diaryFeature } from './diary/diary.feature.js';
import { documentsFeature } from './documents/documents.feature.js';
import { emailFeature } from './email/email.feature.js';
import { healthFeature } from './health/health.feature.js';
import { inspectionsFeature } from './inspections/inspections.feature.js';
import { invoicesFeature } from './invoices/invoices.feature.js';
import { jobInvoicingFeature } from './job-invoicing/job-invoicing.feature.js';
import { jobcardsFeature } from './jobcards/jobcards.feature.js';
import { monitorFeature } from './monitor/monitor.feature.js';
import { partsFeature } from './parts/parts.feature.js';
import { privacyFeature } from './privacy/privacy.feature.js';
import { purchaseOrdersFeature } from './purchase-orders/purchase-orders.feature.js';
import { searchFeature } from './search/search.feature.js';
import { serviceSchedulesFeature } from './service-schedules/service-schedules.feature.js';
import { remindersFeature } from './reminders/reminders.feature.js';
import { roadworthyFeature } from './roadworthy/roadworthy.feature.js';
import { integrationsFeature } from './settings/integrations.feature.js';
import { mailSettingsFeature } from './settings/mail-settings.feature.js';
import { settingsFeature } from './settings/settings.feature.js';
import { siteFeature } from './site/site.feature.js';
import { smsFeature } from './sms/sms.feature.js';
import { smsInboxFeature } from './sms/sms-inbox.feature.js';
import { timeClockFeature } from './time-clock/time-clock.feature.js';
import { vehiclesFeature } from './vehicles/vehicles.feature.js';
import { xeroFeature } from './xero/xero.feature.js';
import { webhooksFeature } from './webhooks/webhooks.feature.js';

export const features: readonly Feature[] = [
  auditFeature,
  settingsFeature,
  mailSettingsFeature,
  integrationsFeature,
  smsFeature,
  // Before booking: the booking statement writes its deliveries.
  webhooksFeature,
  healthFeature,
  authFeature,
  apiKeysFeature,
  partsFeature,
  documentsFeature,
  bookingFeature,
  contactFeature,
  dashboardFeature,
  emailFeature,
  jobcardsFeature,
  cannedJobsFeature,
  courtesyCarsFeature,
  timeClockFeature,
  inspectionsFeature,
  invoicesFeature,
  jobInvoicingFeature,
  xeroFeature,
  purchaseOrdersFeature,
  boardFeature,
  customersFeature,
  searchFeature,
  vehiclesFeature,
  serviceSchedulesFeature,
  // After vehicles and job cards: it answers the vehicles' certificates and adds a kind of job card.
  roadworthyFeature,
  remindersFeature,
  smsInboxFeature,
  diaryFeature,
  monitorFeature,
  backupsFeature,
  analyticsFeature,
  accountsFeature,
  privacyFeature,
  siteFeature,
];

/** Every entity the ORM knows: the database's own and each feature's (listed, never globbed). */
const entities: readonly Function[] = [...coreEntities, ...platformEntities, ...features.flatMap((f) => f.entities ?? [])];

/** What the database holds: every entity and every migration (the database layer's history, then each feature's own). */
export const model: DataModel = { entities, migrations: [...migrationsList, ...features.flatMap((f) => f.migrations ?? [])] };

/** Every mail template, each registered once by its feature. */
export const templates: ReadonlyArray<MailTemplate<unknown>> = features.flatMap((f) => f.templates ?? []);

/** A feature's operations, each in its feature's API area unless it names its own. */
function operationsOf(feature: Feature): readonly Operation[] {
  return (feature.operations ?? []).map((o) => (o.apiArea !== undefined ? o : { ...o, apiArea: feature.apiArea ?? null }));
}

/** Every operation: a GraphQL field each, and a REST route where it has one. */
export const operations: readonly Operation[] = features.flatMap(operationsOf);

/** Every GraphQL resolver: each feature's own classes, and one made from its operations. */
export const resolvers: readonly ResolverEntry[] = features.flatMap((f) => [
  ...(f.resolvers ?? []),
  ...(f.operations?.some((o) => o.only !== 'rest') ? [operationResolver(f.name, operationsOf(f))] : []),
]);

/** The API area of each feature's own resolver classes (the fields they add to types: http/field-areas.ts). */
export const resolverAreas: ReadonlyMap<Function, ApiArea | null> = new Map(features.flatMap((f) => (f.resolvers ?? []).map((r) => [r.type, f.apiArea ?? null] as const)));

/** Every GraphQL resolver class (the schema is printed from these without making any). */
export const resolverTypes: readonly Function[] = resolvers.map((r) => r.type);
