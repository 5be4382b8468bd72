/**
 * The second pass of `npm test` when the first ran on a PostgreSQL server (`npm run test:pglite`):
 * the integration tests whose behaviour depends on the database engine, again on embedded PGlite,
 * the default `npm start` runs on. The rule for the list (docs/architecture.md, Tests): a test file
 * is here when what it checks is decided by the database itself — its functions and triggers,
 * locks, races and transactions, migrations, backups and restores, search, paging, totals and
 * dates computed in SQL — or when it has tests that run only on the embedded database.
 * Without TEST_DATABASE_URL the first pass already runs every test on PGlite and this one is not run.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

const engineDependent = [
  // The database's rules: functions, triggers and the tables they keep.
  'test/platform/sql-current.test.ts',
  'test/platform/table-ownership.test.ts',
  'test/audit/audit.test.ts',
  'test/customers/customers.test.ts',
  'test/customers/fleet-customers.test.ts',
  'test/booking/phone-bookings.test.ts',
  'test/vehicles/vehicles.test.ts',
  'test/booking/blocked-periods.test.ts',
  'test/diary/diary-bays.test.ts',
  // Races, locks and transactions: requests at once that the database decides between.
  'test/booking/booking-service.test.ts',
  'test/booking/booking-rest.test.ts',
  'test/booking/booking-graphql.test.ts',
  'test/sms/sms.test.ts',
  'test/api-keys/api-keys.test.ts',
  'test/api-keys/api-key-limits.test.ts',
  'test/sms/sms-inbound.test.ts',
  'test/sms/sms-outgoing.test.ts',
  'test/webhooks/webhooks.test.ts',
  'test/webhooks/webhook-events.test.ts',
  'test/booking/cancel-undo.test.ts',
  'test/courtesy-cars/courtesy-cars.test.ts',
  'test/roadworthy/roadworthy.test.ts',
  'test/roadworthy/roadworthy-cards.test.ts',
  // Photos' documents go with their row (the database's rule), counted under the inspection's lock.
  'test/roadworthy/roadworthy-photos.test.ts',
  'test/privacy/privacy.test.ts',
  'test/accounts/statements.test.ts',
  'test/accounts/overdue-reminders.test.ts',
  'test/accounts/credit-limit.test.ts',
  'test/service-schedules/service-schedules.test.ts',
  'test/time-clock/time-clock-concurrency.test.ts',
  'test/time-clock/time-clock.test.ts',
  'test/canned-jobs/canned-jobs.test.ts',
  'test/parts/parts.test.ts',
  'test/parts/job-stock.test.ts',
  'test/parts/price-import.test.ts',
  'test/parts/purchase-orders.test.ts',
  'test/jobcards/appointment-jobcard.test.ts',
  'test/jobcards/jobcards-quotes.test.ts',
  'test/jobcards/jobcards-signing.test.ts',
  'test/settings/settings.test.ts',
  'test/auth/auth.test.ts',
  'test/auth/login-device.test.ts',
  'test/edge/rate-limit.test.ts',
  'test/booking/booking-writer.test.ts',
  'test/diary/diary.test.ts',
  'test/invoices/invoices-concurrency.test.ts',
  'test/invoices/records-whole.test.ts',
  'test/job-invoicing/invoices-jobcards.test.ts',
  'test/job-invoicing/job-invoicing.test.ts',
  // Line kinds and GST per line: totals read from the stored JSON lines (lines saved before kinds too).
  'test/documents/line-kinds.test.ts',
  'test/jobcards/jobcards-autosave-concurrency.test.ts',
  'test/platform/change-unit.test.ts',
  'test/platform/outbox.test.ts',
  'test/auth/login-throttle.test.ts',
  'test/reminders/reminders.test.ts',
  'test/reminders/reminders-preview.test.ts',
  'test/reminders/rego-reminders.test.ts',
  // Declined work: kept on the vehicle by the quote decision's statement, done by the invoice's, followed up once by the reminder run's SQL.
  'test/reminders/recommended-work-reminders.test.ts',
  'test/job-invoicing/declined-work.test.ts',
  // Migrations on a database filled by the previous version.
  'test/customers/customers-migration.test.ts',
  'test/jobcards/price-name-migration.test.ts',
  'test/reminders/reminders-migration.test.ts',
  'test/booking/booking-reference.test.ts',
  // Backups and restores of the database the test runs on, and the embedded database on disk.
  'test/auth/token-sessions.test.ts',
  'test/auth/admin-reset-password.test.ts',
  'test/settings/mail-settings.test.ts',
  // Texts and Stripe saved in the app: sealed secrets, the worker's claim of the test text.
  'test/settings/sms-stripe-settings.test.ts',
  // Search, paging, and totals and calendar days computed in SQL.
  'test/search/search.test.ts',
  'test/jobcards/jobcards-paging.test.ts',
  'test/invoices/invoices-money.test.ts',
  'test/invoices/stripe-checkout.test.ts',
  // The Xero queue: written in the change's transaction, leased and sent once.
  'test/xero/xero-sync.test.ts',
  'test/analytics/analytics.test.ts',
  'test/analytics/analytics-labour.test.ts',
  'test/analytics/analytics-labour-follows.test.ts',
  'test/analytics/analytics-margin.test.ts',
  'test/dashboard/today.test.ts',
  'test/board/board.test.ts',
  // Every described REST call's answer against the OpenAPI document, on the engine's own answers (dates, sums, pages).
  'test/edge/openapi-contract.test.ts',
];

// A file moved or renamed would silently leave the pass: name it.
const missing = engineDependent.filter((file) => !existsSync(path.join(import.meta.dirname, file)));
if (missing.length) throw new Error(`vitest.pglite.config.ts lists test files that do not exist: ${missing.join(', ')}`);

export default defineConfig({
  ...base,
  test: { ...base.test, include: engineDependent },
});
