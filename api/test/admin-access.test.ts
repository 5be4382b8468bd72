/**
 * Every admin path and operation refuses callers without a valid token and leaks nothing.
 * The lists are checked against the running server, so a new admin path or field cannot be missed.
 */
import jwt from 'jsonwebtoken';
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNTRUSTED_MESSAGE } from '../src/http/graphql-guard.js';
import { asAdmin, signIn } from './admin-session.js';
import { startTestServer, type TestServer } from './harness.js';
import { subscribe, wsClient } from './ws-client.js';
import { CONFIGURED_WORKSHOP } from './configured-workshop.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: CONFIGURED_WORKSHOP });
});
afterAll(() => t.close());

const ID = 'a'.repeat(24);
const forged = jwt.sign({ username: 'admin' }, 'forged-secret-'.repeat(4), { subject: ID, issuer: 'workshop-admin', expiresIn: 3600 });
const PUBLIC_ADMIN_PATHS = ['POST /api/admin/login', 'POST /api/admin/request-password-reset', 'POST /api/admin/reset-password', 'POST /api/admin/invitations/accept'];

// Analytics & Reports (kept apart from the other lists, so branches adding paths merge cleanly).
const ANALYTICS_REST = [
  'GET /api/admin/analytics',
  'POST /api/admin/analytics/generate-report',
  'GET /api/admin/analytics/reports',
  'DELETE /api/admin/analytics/reports/:filename',
  'GET /api/admin/analytics/reports/download/:filename',
];
const ANALYTICS_GRAPHQL: Record<string, string> = {
  analytics: '{ analytics(timeframe: weekly) { financialAnalytics { totalRevenueCents } } }',
  analyticsReports: '{ analyticsReports { filename } }',
  generateAnalyticsReport: 'mutation { generateAnalyticsReport(timeframe: daily) { message } }',
  deleteAnalyticsReport: 'mutation { deleteAnalyticsReport(filename: "x.pdf") { message } }',
};
const ANALYTICS_SUBSCRIPTIONS = ['subscription { analyticsChanged }', 'subscription { analyticsReportChanged { filename } }'];

// Backups (kept apart, so branches adding paths merge cleanly).
const BACKUP_REST = ['POST /api/admin/backups', 'GET /api/admin/backups', 'GET /api/admin/backups/download/:filename', 'DELETE /api/admin/backups/:filename'];
const BACKUP_GRAPHQL: Record<string, string> = {
  backupStatus: '{ backupStatus { available last { filename } } }',
  backups: '{ backups { filename sha256 } }',
  createBackup: 'mutation { createBackup { filename } }',
  deleteBackup: 'mutation { deleteBackup(filename: "backup-20260101-020000.sql.gz") }',
  backupDownloadLink: 'mutation { backupDownloadLink(filename: "backup-20260101-020000.sql.gz") { url } }',
};

// Reminders (kept apart, so branches adding paths merge cleanly).
const REMINDER_REST = ['POST /api/admin/reminders/run', 'GET /api/admin/reminders', 'GET /api/admin/customers/:id/reminders', 'GET /api/admin/vehicles/:rego/reminders'];
const REMINDER_GRAPHQL: Record<string, string> = {
  dueReminders: '{ dueReminders { kind sendOn email } }',
  reminders: '{ reminders(status: sent) { items { id email } } }',
  runReminders: 'mutation { runReminders { appointmentReminders } }',
};

// The diary (kept apart, so branches adding paths merge cleanly).
const DIARY_REST = [
  'GET /api/admin/diary',
  'PUT /api/admin/settings/bays',
  'POST /api/admin/appointments',
  'POST /api/admin/appointments/:id/reschedule',
  'GET /api/admin/diary/day-sheet',
];
const DIARY_GRAPHQL: Record<string, string> = {
  diary: '{ diary(from: "2027-01-04", to: "2027-01-09") { bays } }',
  baysSetting: '{ baysSetting { bays } }',
  setBays: 'mutation { setBays(input: { bays: 2 }) { bays } }',
  staffBookAppointment:
    'mutation { staffBookAppointment(input: { fullName: "A B", email: "a@example.com", phone: "0412345678", vehicleMake: "M", vehicleModel: "N", vehicleYear: 2019, serviceType: "Logbook Servicing", issueDescription: "x", preferredDate: "2027-01-04", preferredTime: "09:00" }) { id } }',
  rescheduleAppointment: `mutation { rescheduleAppointment(id: "${'a'.repeat(24)}", input: { preferredDate: "2027-01-04", preferredTime: "09:00" }) { id } }`,
  daySheetLink: 'mutation { daySheetLink(date: "2027-01-04") { url } }',
};

// The audit trail (kept apart, so branches adding paths merge cleanly).
const AUDIT_REST = ['GET /api/admin/audit'];
const AUDIT_GRAPHQL: Record<string, string> = {
  auditEvents: '{ auditEvents(limit: 1) { items { id action } nextCursor } }',
};

// Staff accounts, two-factor sign-in and sessions (kept apart, so branches adding paths merge cleanly).
const STAFF_REST = [
  'GET /api/admin/users',
  'POST /api/admin/users',
  'PATCH /api/admin/users/:id',
  'POST /api/admin/users/:id/send-reset',
  'GET /api/admin/invitations',
  'DELETE /api/admin/invitations/:id',
  'GET /api/admin/me',
  'POST /api/admin/me/mfa',
  'POST /api/admin/me/mfa/confirm',
  'DELETE /api/admin/me/mfa',
  'GET /api/admin/me/sessions',
  'DELETE /api/admin/sessions/:id',
  'GET /api/admin/settings/security',
  'PUT /api/admin/settings/security',
];
const STAFF_GRAPHQL: Record<string, string> = {
  me: '{ me { id username owner mfaEnabled mfaRequired mfaSetupRequired } }',
  staffUsers: '{ staffUsers { id username email } }',
  staffInvitations: '{ staffInvitations { id email } }',
  inviteStaff: 'mutation { inviteStaff(input: { name: "A B", email: "a@example.com" }) { id } }',
  updateStaffUser: `mutation { updateStaffUser(id: "${'a'.repeat(24)}", input: { disabled: true }) { id } }`,
  sendStaffReset: `mutation { sendStaffReset(id: "${'a'.repeat(24)}") { message } }`,
  withdrawStaffInvitation: `mutation { withdrawStaffInvitation(id: "${'a'.repeat(24)}") { message } }`,
  startMfa: 'mutation { startMfa { secret otpauthUrl } }',
  confirmMfa: 'mutation { confirmMfa(code: "123456") { recoveryCodes } }',
  disableMfa: 'mutation { disableMfa(code: "123456") { message } }',
  mySessions: '{ mySessions(all: true) { id browser user { name } } }',
  endSession: 'mutation { endSession(id: "x") { message } }',
  securitySettings: '{ securitySettings { requireMfa } }',
  updateSecuritySettings: 'mutation { updateSecuritySettings(input: { requireMfa: true }) { requireMfa } }',
};

// Inspections (kept apart, so branches adding paths merge cleanly).
const INSPECTION_REST = [
  'GET /api/admin/jobcards/:id/inspection',
  'PUT /api/admin/jobcards/:id/inspection/items/:key',
  'POST /api/admin/jobcards/:id/inspection/photos',
  'DELETE /api/admin/jobcards/:id/inspection/photos/:photoId',
  'GET /api/admin/jobcards/:id/inspection/photos/:photoId',
  'GET /api/admin/inspection-checks',
  'PUT /api/admin/inspection-checks',
];

const INSPECTION_GRAPHQL: Record<string, string> = {
  jobCardInspection: `{ jobCardInspection(jobCardId: "${'a'.repeat(24)}") { started } }`,
  saveInspectionCheck: `mutation { saveInspectionCheck(jobCardId: "${'a'.repeat(24)}", key: "battery", input: { note: "x" }) { key } }`,
  inspectionChecks: '{ inspectionChecks { key } }',
  saveInspectionChecks: 'mutation { saveInspectionChecks(checks: [{ area: "A", label: "B" }]) { key } }',
  deleteInspectionPhoto: `mutation { deleteInspectionPhoto(jobCardId: "${'a'.repeat(24)}", photoId: "${'b'.repeat(24)}") { message } }`,
};

const WORKSHOP_SETUP_REST = [
  'GET /api/admin/settings/pricing',
  'PUT /api/admin/settings/pricing',
  'GET /api/admin/settings/opening-hours',
  'PUT /api/admin/settings/opening-hours',
  'GET /api/admin/settings/services',
  'PUT /api/admin/settings/services',
  'GET /api/admin/settings/reviews',
  'PUT /api/admin/settings/reviews',
  'GET /api/admin/settings/mail',
  'PUT /api/admin/settings/mail',
  'POST /api/admin/settings/mail/test',
  'GET /api/admin/settings/mailbox',
  'PUT /api/admin/settings/mailbox',
  'POST /api/admin/settings/mailbox/test',
  'GET /api/admin/setup-checklist',
  'GET /api/admin/today',
];

const WORKSHOP_SETUP_GRAPHQL: Record<string, string> = {
  pricingSettings: '{ pricingSettings { pricesIncludeGst } }',
  updatePricingSettings: 'mutation { updatePricingSettings(input: { pricesIncludeGst: true }) { pricesIncludeGst } }',
  openingHoursSettings: '{ openingHoursSettings { days { weekday } } }',
  updateOpeningHours: 'mutation { updateOpeningHours(input: { days: [{ weekday: 0, closed: true }] }) { savedBy } }',
  servicesSettings: '{ servicesSettings { savedBy } }',
  updateServicesOffered: 'mutation { updateServicesOffered(input: { offered: ["Logbook Servicing"] }) { savedBy } }',
  reviewsSettings: '{ reviewsSettings { reviewUrl } }',
  updateReviewsSettings: 'mutation { updateReviewsSettings(input: { reviewUrl: "" }) { reviewUrl } }',
  mailSettings: '{ mailSettings { configured host } }',
  updateMailSettings: 'mutation { updateMailSettings(input: { host: "x", port: 25, secure: false, user: "x", from: "x@example.com" }) { configured } }',
  sendTestMail: 'mutation { sendTestMail { message } }',
  mailboxSettings: '{ mailboxSettings { configured host } }',
  updateMailboxSettings: 'mutation { updateMailboxSettings(input: { host: "x", port: 143, secure: false, user: "x" }) { configured } }',
  testMailboxConnection: 'mutation { testMailboxConnection { message } }',
  setupChecklist: '{ setupChecklist { done missingForInvoices } }',
  today: '{ today { date bookings { time } } }',
};

const ADMIN_REST = [
  'GET /api/admin/appointments',
  'POST /api/admin/cancel-appointment/:id',
  'DELETE /api/admin/appointments/:id',
  'GET /api/admin/blocked-periods',
  'POST /api/admin/block-period',
  'DELETE /api/admin/blocked-periods/:id',
  'GET /api/admin/contact-queries',
  'POST /api/admin/contact-queries/:id/reply',
  'DELETE /api/admin/contact-queries/:id',
  'POST /api/admin/contact-queries/cleanup',
  'GET /api/admin/documents/:id/view',
  'GET /api/admin/documents/:id/download',
  'GET /api/admin/jobcards',
  'POST /api/admin/jobcards',
  'GET /api/admin/jobcards/:id',
  'PUT /api/admin/jobcards/:id',
  'DELETE /api/admin/jobcards/:id',
  'POST /api/admin/jobcards/:id/generate-quote',
  'GET /api/admin/jobcards/view-pdf/:id',
  'GET /api/admin/jobcards/download-pdf/:id',
  'POST /api/admin/jobcards/:id/complete-and-invoice',
  'POST /api/admin/jobcards/:id/regenerate-invoice',
  'GET /api/admin/invoices',
  'GET /api/admin/invoices/:invoiceNumber',
  'POST /api/admin/generate-invoice',
  'POST /api/admin/invoices/resend-email/:invoiceNumber',
  'POST /api/admin/invoices/mark-as-paid/:invoiceNumber',
  'POST /api/admin/invoices/:invoiceNumber/payments',
  'DELETE /api/admin/invoices/:invoiceNumber/payments/:paymentId',
  'DELETE /api/admin/invoices/:invoiceNumber',
  'GET /api/admin/invoices/view/:invoiceNumber',
  'GET /api/admin/invoices/download/:invoiceNumber',
  'GET /api/admin/invoices/export/:format',
  'GET /api/admin/settings',
  'PUT /api/admin/settings/business',
  'GET /api/admin/vehicles/:rego/history',
  'GET /api/admin/vehicles/:rego',
  'PATCH /api/admin/vehicles/:rego',
  'GET /api/admin/customers',
  'GET /api/admin/customers/:id',
  'PATCH /api/admin/customers/:id',
  'POST /api/admin/customers/:id/merge',
  'POST /api/admin/appointments/:id/jobcard',
  'GET /api/admin/search',
  'POST /api/admin/logout',
  'GET /api/admin/monitor/system-info',
  'GET /api/admin/emails',
  'GET /api/admin/emails/:uid',
  'POST /api/admin/emails/:uid/read',
  'DELETE /api/admin/emails/:uid',
  'POST /api/admin/reply-email',
  'GET /api/admin/emails/:uid/attachments/:index/view',
  'GET /api/admin/emails/:uid/attachments/:index/download',
  ...ANALYTICS_REST,
  ...BACKUP_REST,
  ...REMINDER_REST,
  ...DIARY_REST,
  ...AUDIT_REST,
  ...INSPECTION_REST,
  ...STAFF_REST,
  ...WORKSHOP_SETUP_REST,
];

const ADMIN_GRAPHQL: Record<string, string> = {
  appointments: '{ appointments { id email } }',
  blockedPeriods: '{ blockedPeriods { id } }',
  contactQueries: '{ contactQueries { id email message } }',
  dashboardCounters: '{ dashboardCounters { totalBooked } }',
  recentContactQueries: '{ recentContactQueries { id } }',
  adminCancelAppointment: `mutation { adminCancelAppointment(id: "${ID}") { message } }`,
  deleteAppointment: `mutation { deleteAppointment(id: "${ID}") { message } }`,
  blockPeriod: `mutation { blockPeriod(input: { startDate: "2030-01-07", startTime: "09:00", endDate: "2030-01-07", endTime: "17:00", reason: "x" }) { message } }`,
  unblockPeriod: `mutation { unblockPeriod(id: "${ID}") { message } }`,
  replyToContactQuery: `mutation { replyToContactQuery(id: "${ID}", replyMessage: "hi") { message } }`,
  deleteContactQuery: `mutation { deleteContactQuery(id: "${ID}") { message } }`,
  cleanupContactQueries: 'mutation { cleanupContactQueries { message deletedCount } }',
  document: `{ document(id: "${ID}") { id sha256 } }`,
  documentLink: `mutation { documentLink(documentId: "${ID}", disposition: inline) { url } }`,
  jobCards: '{ jobCards { id customerName customerEmail } }',
  jobCardDays: '{ jobCardDays { date jobCards { id customerName } } }',
  jobCardPage: '{ jobCardPage(limit: 1) { items { id createdDate createdDateLabel } nextCursor } }',
  jobCard: `{ jobCard(id: "${ID}") { id customerName termsAcceptance { ip } } }`,
  createJobCard: 'mutation { createJobCard(input: { customerName: "x", customerEmail: "x@example.com", carRego: "X1" }) { id } }',
  updateJobCard: `mutation { updateJobCard(id: "${ID}", input: { mechanicNotes: "x" }) { id } }`,
  deleteJobCard: `mutation { deleteJobCard(id: "${ID}") { message } }`,
  generateQuote: `mutation { generateQuote(id: "${ID}", input: { items: [{ description: "x", quantity: 1, estimateCost: 1 }] }) { message } }`,
  logout: 'mutation { logout { message } }',
  invoices: '{ invoices { items { invoiceNumber customerEmail } nextCursor } }',
  invoice: '{ invoice(invoiceNumber: "INV-000001") { invoiceNumber customerEmail } }',
  invoiceExportSummary: '{ invoiceExportSummary(from: "2026-01-01", to: "2026-01-31") { invoices } }',
  vehicleHistory: '{ vehicleHistory(rego: "ABC123") { rego totalSpentCents } }',
  vehicle: '{ vehicle(rego: "ABC123") { vehicle { regoKey vin } } }',
  updateVehicle: 'mutation { updateVehicle(rego: "ABC123", input: { vin: null }) { regoKey } }',
  customers: '{ customers { items { id name email } nextCursor } }',
  customer: `{ customer(id: "${ID}") { customer { id email } } }`,
  updateCustomer: `mutation { updateCustomer(id: "${ID}", input: { notes: "x" }) { id } }`,
  mergeCustomers: `mutation { mergeCustomers(id: "${ID}", otherId: "${ID}") { id } }`,
  startJobCardFromAppointment: `mutation { startJobCardFromAppointment(appointmentId: "${ID}", sendPolicy: false) { id } }`,
  search: '{ search(q: "abc") { customers { id } } }',
  generateInvoice: `mutation { generateInvoice(input: { customerName: "x", customerEmail: "x@example.com", carRego: "X1", invoiceItems: [{ description: "x", quantity: 1, unitPrice: 1 }] }) { message } }`,
  resendInvoice: 'mutation { resendInvoice(invoiceNumber: "INV-000001") { message } }',
  markInvoicePaid: 'mutation { markInvoicePaid(invoiceNumber: "INV-000001") { message } }',
  recordInvoicePayment: 'mutation { recordInvoicePayment(invoiceNumber: "INV-000001", input: { amountCents: 100 }) { message } }',
  reverseInvoicePayment: `mutation { reverseInvoicePayment(invoiceNumber: "INV-000001", paymentId: "${ID}") { message } }`,
  deleteInvoice: 'mutation { deleteInvoice(invoiceNumber: "INV-000001") { message } }',
  businessSettings: '{ businessSettings { businessName } }',
  updateBusinessSettings: `mutation { updateBusinessSettings(input: { businessName: "x", abn: "", gstRegistered: true, address: "x", phone: "0390000000", email: "x@example.com", bankAccountName: "", bsb: "", accountNumber: "", paymentTermsDays: 0, quoteValidityDays: 14, documentFooter: "" }) { businessName } }`,
  completeJobAndInvoice: `mutation { completeJobAndInvoice(jobCardId: "${ID}") { message } }`,
  jobCompletionPreview: `{ jobCompletionPreview(jobCardId: "${ID}") { totalCents missingDetails } }`,
  regenerateInvoice: `mutation { regenerateInvoice(jobCardId: "${ID}") { message } }`,
  invoicePdfLink: 'mutation { invoicePdfLink(invoiceNumber: "INV-000001") { url } }',
  invoiceExportLink: 'mutation { invoiceExportLink(format: xero, from: "2026-01-01", to: "2026-01-31") { url } }',
  systemInfo: '{ systemInfo { sampledAt cpuUsage { usagePercentage } } }',
  emailInbox: '{ emailInbox { configured emails { uid from } } }',
  email: '{ email(uid: 1) { uid html } }',
  mailboxConfigured: '{ mailboxConfigured }',
  unreadMailCount: '{ unreadMailCount }',
  markEmailRead: 'mutation { markEmailRead(uid: 1) { message } }',
  deleteEmail: 'mutation { deleteEmail(uid: 1) { message } }',
  replyToEmail: 'mutation { replyToEmail(input: { recipientEmail: "a@example.com", subject: "Re: x", message: "hi", originalEmailId: 1 }) { message } }',
  emailAttachmentLink: 'mutation { emailAttachmentLink(uid: 1, index: 0) { url } }',
  ...ANALYTICS_GRAPHQL,
  ...BACKUP_GRAPHQL,
  ...REMINDER_GRAPHQL,
  ...DIARY_GRAPHQL,
  ...AUDIT_GRAPHQL,
  ...INSPECTION_GRAPHQL,
  ...STAFF_GRAPHQL,
  ...WORKSHOP_SETUP_GRAPHQL,
};
const ADMIN_SUBSCRIPTIONS = [
  'subscription { dashboardCounters { totalBooked } }',
  'subscription { contactQueryReceived }',
  'subscription { jobCardChanged { id kind } }',
  'subscription { invoiceChanged { invoiceNumber kind } }',
  'subscription { systemInfo { sampledAt } }',
  'subscription { unreadMailCount }',
  'subscription { diaryChanged { dates } }',
  'subscription { today { date } }',
  ...ANALYTICS_SUBSCRIPTIONS,
];
const PUBLIC_GRAPHQL = ['availability', 'siteInfo', 'bookAppointment', 'cancelAppointment', 'undoCancelAppointment', 'sendContactMessage', 'login', 'requestPasswordReset', 'resetPassword', 'acceptInvitation',
  // The customer's links (job card id or quote id, no token).
  'serviceTerms', 'signingPolicy', 'signPolicy', 'quote', 'approveQuote', 'declineQuote'];

describe('admin REST paths', () => {
  it('are exactly the listed ones plus the public sign-in paths', () => {
    const underAdmin = t.app.http.routes.filter((r) => r.url.startsWith('/api/admin'));
    expect(underAdmin.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...ADMIN_REST, ...PUBLIC_ADMIN_PATHS].sort());
    // Every admin path requires a token; only the sign-in paths are open.
    expect(underAdmin.filter((r) => !r.admin).map((r) => `${r.method} ${r.url}`).sort()).toEqual([...PUBLIC_ADMIN_PATHS].sort());
  });

  for (const [label, headers] of [
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not.a.token' }],
    ['a forged token', { authorization: `Bearer ${forged}` }],
    ['a non-bearer scheme', { authorization: `Basic ${Buffer.from('admin:pw').toString('base64')}` }],
  ] as const) {
    it.each(ADMIN_REST)(`%s answers 401 with ${label}`, async (route) => {
      const [method, path] = route.split(' ');
      const res = await t.rest(method, path.replace(':id', ID).replace(':uid', '1').replace(':index', '0'), method === 'GET' || method === 'DELETE' ? undefined : {}, headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
    });
  }

  it('does not take a token from the query string on these paths', async () => {
    const res = await t.rest('GET', `/api/admin/appointments?token=${forged}`);
    expect(res.status).toBe(401);
  });
});

describe('admin GraphQL operations', () => {
  it('cover every field that is not public', async () => {
    // Introspection is staff's.
    const { data } = await asAdmin(t, await signIn(t)).gql(getIntrospectionQuery());
    const fields = data.__schema.types
      .filter((type: { name: string }) => ['Query', 'Mutation'].includes(type.name))
      .flatMap((type: { fields: Array<{ name: string }> }) => type.fields.map((f) => f.name));
    expect(fields.filter((f: string) => !PUBLIC_GRAPHQL.includes(f)).sort()).toEqual(Object.keys(ADMIN_GRAPHQL).sort());
  });

  // Without a token an operation that is not the app's own is refused before it is read (403); with a
  // refused token, 401 (the back office signs out). The app's own admin operations: resolvers-only 401s.
  for (const [label, header, status, code, message] of [
    ['no token', undefined, 403, 'FORBIDDEN', UNTRUSTED_MESSAGE],
    ['a forged token', `Bearer ${forged}`, 401, 'UNAUTHENTICATED', 'Please sign in to continue.'],
  ] as const) {
    it.each(Object.entries(ADMIN_GRAPHQL))(`%s answers ${code} (${status}) with ${label}`, async (_name, query) => {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(header ? { authorization: header } : {}) },
        body: JSON.stringify({ query }),
      });
      const body = (await res.json()) as { data: unknown; errors: Array<{ message: string; extensions: { code: string } }> };
      expect(res.status).toBe(status);
      // A nullable field (unreadMailCount) answers { field: null } rather than data: null; nothing leaks either way.
      expect(body.data == null || Object.values(body.data as object).every((v) => v === null)).toBe(true);
      expect(body.errors[0].extensions.code).toBe(code);
      expect(body.errors[0].message).toBe(message);
    });
  }

  it.each(ADMIN_SUBSCRIPTIONS)('subscription %s is refused without a valid token', async (query) => {
    for (const token of [undefined, forged]) {
      const client = wsClient(t.url, token);
      const sub = subscribe(client, query);
      await sub.done;
      expect(sub.events).toEqual([]);
      // An operation that is not the app's closes the socket before it is read: 4403, or 4401 with the token's refusal.
      const [closed] = sub.errors as Array<{ code?: number; reason?: string }>;
      expect({ code: closed.code, reason: closed.reason }).toEqual(token ? { code: 4401, reason: 'Please sign in to continue.' } : { code: 4403, reason: UNTRUSTED_MESSAGE });
      await client.dispose();
    }
  });
});
