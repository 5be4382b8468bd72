/**
 * The contract: real answers match the OpenAPI document the server serves. The workshop's records
 * are made through the REST calls themselves (a booking, a job card with its quote approved, an
 * invoice paid, parts, a supplier and a purchase order, a courtesy car lent, …), every described
 * read is then called with real ids, and every other described change once with an unknown id or
 * an empty body (its refusal checked against the shared error answers). Every answer's status must
 * be declared and its JSON body match the declared schema; every described operation must have
 * been called.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn } from '../admin-session.js';
import { appointmentRequest, futureWeekday } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { ContractChecker } from '../openapi-contract.js';
import { workshopDay } from '../../src/shared/time.js';

type Call = ReturnType<ContractChecker['fetcher']>;

let t: TestServer;
let checker: ContractChecker;
let doc: Record<string, any>;
let admin: Call;
let anyone: Call;
/** Real ids by what they name, for reads. */
const ids: Record<string, string> = {};

const UNKNOWN_ID = '0123456789abcdef01234567';

/** Calls that would end the signed-in session or the server's state the rest depends on: never called blind. */
const NOT_CALLED_BLIND = new Set(['logout']);

/**
 * Operations this test has only seen refuse (their refusals checked against the document), each
 * with why it does not make them work yet. The test fails when one of them starts working (take it
 * off) or when another operation is only refused (exercise it, or list it here with a reason).
 */
const ONLY_REFUSED: Record<string, string> = Object.fromEntries(
  Object.entries({
    'an outside mail server, mailbox or Twilio account (their own tests run stand-ins)':
      'updateMailSettings updateMailboxSettings sendTestMail testMailboxConnection updateSmsSettings sendTestText emailList email deleteEmail markEmailRead replyToEmail emailAttachmentView emailAttachmentDownload twilioDeliveryReport twilioInboundText',
    'Stripe or Xero connected (their own tests run stand-ins)': 'stripeWebhook payInvoiceLink connectXero disconnectXero chooseXeroTenant saveXeroApp',
    'a link or code sent by email or an authenticator (reset, invitation, two-factor, a reminder’s link)':
      'resetPassword acceptInvitation confirmMfa disableMfa sendStaffReset reminderBooking unsubscribeState unsubscribe',
    'a file upload (a photo, a supplier’s price file) and what is made from it': 'uploadInspectionPhoto inspectionPhoto quotePhoto deleteInspectionPhoto uploadRoadworthyPhoto roadworthyPhoto deleteRoadworthyPhoto uploadPriceFile priceImport applyPriceImport',
    'a card further along (completed, ready for pickup) or a failed webhook delivery': 'completeJobAndInvoice regenerateInvoice notifyCustomerReady redeliverWebhook',
    'a body this test does not make yet': 'saveInspectionCheck saveRoadworthyChecklist setRoadworthyTester',
    'a failed roadworthy inspection (its own test makes one)': 'roadworthyRejectionReport',
    'a logbook service and the owner’s schedules (their own test makes them)': 'saveServiceSchedules saveLogbookService serviceRecord',
    'recommended work, which a customer’s declined quote makes (its own test declines one)': 'closeRecommendedWork',
    'a month to state, which the statement PDF asks for (its own test asks for several)': 'customerStatementPdf',
    'a customer’s erasure, which would take away the customer the other calls use (its own test erases one)': 'eraseCustomer',
  }).flatMap(([reason, names]) => names.split(' ').map((name) => [name, reason])),
);

async function ok(call: Promise<{ status: number; body: any }>, status = 200): Promise<any> {
  const res = await call;
  expect(res.status, JSON.stringify(res.body)?.slice(0, 500)).toBe(status);
  return res.body;
}

beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: { WEBHOOK_ALLOW_PRIVATE: 'true' }, logger: { level: 'error' } });
  doc = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as Record<string, any>;
  checker = new ContractChecker(doc);
  anyone = checker.fetcher(t.url);
  admin = checker.fetcher(t.url, { authorization: `Bearer ${await signIn(t)}` });
});
afterAll(() => t?.close());

describe('the REST answers against /api/openapi.json', () => {
  it('books, cancels and undoes as a customer', async () => {
    const booked = await ok(anyone('POST', '/api/appointments', appointmentRequest()), 201);
    ids.appointment = booked.appointment._id;
    await ok(anyone('GET', `/api/appointments/booked-slots?date=${booked.appointment.preferredDate}`));
    const other = await ok(anyone('POST', '/api/appointments', appointmentRequest({ email: 'second@example.com' })), 201);
    const cancelled = await ok(anyone('POST', '/api/appointments/cancel', { id: other.appointment._id, email: 'second@example.com' }));
    await ok(anyone('POST', '/api/appointments/undo-cancel', { token: cancelled.undoToken }));
    await ok(anyone('POST', '/api/contact', { name: 'Sam Lee', email: 'sam@example.com', phone: '0412 345 678', message: 'Do you fit tow bars?' }), 201);
  });

  it('runs a job from card to paid invoice as the front office', async () => {
    const card = await ok(admin('POST', '/api/admin/jobcards', { customerName: 'Jo Citizen', customerEmail: 'jo@example.com', carRego: 'CON123', customerPhone: '0412 345 678', customerComplaint: 'Squeal.' }), 201);
    ids.jobCard = card._id;
    const saved = await ok(admin('PUT', `/api/admin/jobcards/${card._id}`, { revision: card.revision, mechanicNotes: 'Pads worn.' }));
    expect(saved.revision).toBeGreaterThan(card.revision);
    const { quote } = await ok(admin('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: [{ description: 'Front brake pads', quantity: 1, estimateCost: 129.95 }], gstIncludedInEstimate: false }));
    ids.quote = quote._id;
    await ok(anyone('GET', `/api/quotes/${quote._id}`));
    await ok(anyone('GET', `/api/jobcards/sign/${card._id}`));
    await ok(anyone('POST', `/api/quotes/${quote._id}/approve`, { name: 'Jo Citizen' }));

    const { invoice } = await ok(
      admin('POST', '/api/admin/generate-invoice', {
        customerEmail: 'jo@example.com',
        customerName: 'Jo Citizen',
        carRego: 'CON123',
        phoneNumber: '0412 345 678',
        invoiceItems: [{ description: 'Front brake pads', quantity: 1, unitPrice: 129.95 }],
        gstPercentage: 10,
      }),
      201,
    );
    ids.invoiceNumber = invoice.invoiceNumber;
    ids.customer = invoice.customerId;
    const paid = await ok(admin('POST', `/api/admin/invoices/${invoice.invoiceNumber}/payments`, { amount: 20, method: 'cash' }), 201);
    ids.payment = paid.invoice.payments[0].id;
    await ok(admin('PATCH', `/api/admin/customers/${invoice.customerId}`, { notes: 'Prefers mornings.' }));
  });

  it('keeps parts, a supplier, a purchase order and a courtesy car', async () => {
    const supplier = await ok(admin('POST', '/api/admin/suppliers', { name: 'Repco Contract', email: 'orders@repco.example' }), 201);
    ids.supplier = supplier._id;
    await ok(admin('PUT', `/api/admin/suppliers/${supplier._id}`, { name: 'Repco Contract', email: 'sales@repco.example' }));
    const part = await ok(admin('POST', '/api/admin/parts', { partNumber: 'CT-1', description: 'Oil filter', costPrice: 8, sellPrice: 19.95, supplierId: supplier._id }), 201);
    ids.part = part._id;
    await ok(admin('POST', `/api/admin/parts/${part._id}/adjust`, { quantity: 5, reason: 'Opening stock' }));
    await ok(admin('PATCH', `/api/admin/parts/${part._id}`, { bin: 'A1' }));
    const order = await ok(admin('POST', '/api/admin/purchase-orders', { supplierId: supplier._id, lines: [{ partId: part._id, quantity: 2 }] }), 201);
    ids.purchaseOrder = order._id;
    await ok(admin('GET', `/api/admin/purchase-orders/${order._id}`));

    const car = await ok(admin('POST', '/api/admin/courtesy-cars', { rego: 'LOAN1', description: 'Corolla hatch' }), 201);
    ids.courtesyCar = car._id;
    await ok(admin('POST', `/api/admin/courtesy-cars/${car._id}/lend`, { customerName: 'Jo Citizen', customerPhone: '0412 345 678', dueBack: workshopDay(new Date(), 'Australia/Melbourne').date }));
    await ok(admin('POST', `/api/admin/courtesy-cars/${car._id}/return`, {}));
  });

  it('keeps the diary: a staff booking moved, a period blocked, a canned job and the clock', async () => {
    const booked = await ok(admin('POST', '/api/admin/appointments', { ...appointmentRequest({ email: 'phone@example.com' }), sendConfirmation: false }), 201);
    ids.staffBooking = booked.appointment._id;
    await ok(admin('POST', `/api/admin/appointments/${booked.appointment._id}/reschedule`, { preferredDate: futureWeekday(30), preferredTime: '11:00', notify: false }));
    const day = futureWeekday(31);
    const blocked = await ok(admin('POST', '/api/admin/block-period', { startDate: day, startTime: '09:00', endDate: day, endTime: '10:00', reason: 'Training' }), 201);
    ids.blockedPeriod = blocked.period._id;
    const canned = await ok(admin('POST', '/api/admin/canned-jobs', { name: 'Oil change', lines: [{ description: 'Engine oil', quantity: 5, unitPrice: 12 }] }), 201);
    ids.cannedJob = canned._id;
    await ok(admin('PUT', `/api/admin/canned-jobs/${canned._id}`, { name: 'Oil and filter', lines: [{ description: 'Engine oil', quantity: 5, unitPrice: 12 }] }));
    const on = await admin('POST', `/api/admin/jobcards/${ids.jobCard}/clock-on`, {});
    expect([200, 201], JSON.stringify(on.body)).toContain(on.status);
    ids.timeEntry = on.body._id;
    await ok(admin('POST', `/api/admin/jobcards/${ids.jobCard}/clock-off`, {}));
  });

  it('finishes what was begun: a quote declined, terms signed, orders sent and received, records removed', async () => {
    const card = await ok(admin('POST', '/api/admin/jobcards', { customerName: 'Kim Lee', customerEmail: 'kim@example.com', carRego: 'CON456', customerPhone: '0412 345 679' }), 201);
    await ok(anyone('POST', `/api/jobcards/sign/${card._id}`, { signedName: 'Kim Lee' }));
    await ok(admin('POST', `/api/admin/jobcards/${card._id}/apply-canned-job`, { cannedJobId: ids.cannedJob }));
    const { quote } = await ok(admin('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: [{ description: 'Wiper blades', quantity: 2, estimateCost: 30 }] }));
    await ok(anyone('POST', `/api/quotes/${quote._id}/decline`, { note: 'Not now.', name: 'Kim Lee' }));
    await ok(admin('DELETE', `/api/admin/jobcards/${card._id}`));

    const invoice = await ok(admin('GET', `/api/admin/invoices/${encodeURIComponent(ids.invoiceNumber)}`));
    await ok(admin('GET', `/api/admin/documents/${invoice.documentId}/view`));
    await ok(admin('GET', `/api/admin/documents/${invoice.documentId}/download`));
    const today = workshopDay(new Date(), 'Australia/Melbourne').date;
    await ok(admin('GET', `/api/admin/invoices/export/xero?from=${today}&to=${today}`));
    await ok(admin('GET', `/api/admin/diary?from=${futureWeekday(0)}&to=${futureWeekday(4)}`));
    await ok(admin('GET', `/api/admin/diary/day-sheet?date=${futureWeekday(0)}`));
    await ok(anyone('POST', `/api/jobcards/sign/${ids.jobCard}`, { signedName: 'Jo Citizen' }));
    await ok(admin('GET', `/api/admin/jobcards/view-pdf/${ids.jobCard}`));
    await ok(admin('GET', `/api/admin/jobcards/download-pdf/${ids.jobCard}`));
    const customers = await ok(admin('GET', '/api/admin/customers'));
    const [kept, merged] = customers.filter((c: any) => c._id !== ids.customer);
    if (kept && merged) await ok(admin('POST', `/api/admin/customers/${kept._id}/merge`, { otherId: merged._id }));
    await ok(admin('DELETE', `/api/admin/invoices/${encodeURIComponent(ids.invoiceNumber)}/payments/${ids.payment}`));
    await ok(admin('POST', `/api/admin/purchase-orders/${ids.purchaseOrder}/send`, {}));
    const order = await ok(admin('GET', `/api/admin/purchase-orders/${ids.purchaseOrder}`));
    await ok(admin('POST', `/api/admin/purchase-orders/${ids.purchaseOrder}/receive`, { lines: order.lines.map((l: any) => ({ partId: l.partId, quantity: l.outstanding })) }));
    const other = await ok(admin('POST', '/api/admin/purchase-orders', { supplierId: ids.supplier, lines: [{ partId: ids.part, quantity: 1 }] }), 201);
    await ok(admin('POST', `/api/admin/purchase-orders/${other._id}/cancel`, {}));

    const queries = await ok(admin('GET', '/api/admin/contact-queries'));
    await ok(admin('POST', `/api/admin/contact-queries/${queries[0]._id}/reply`, { replyMessage: 'Yes, we do.' }));
    await ok(admin('DELETE', `/api/admin/contact-queries/${queries[0]._id}`));
    await ok(admin('DELETE', `/api/admin/blocked-periods/${ids.blockedPeriod}`));
    await ok(admin('POST', `/api/admin/cancel-appointment/${ids.appointment}`));
    await ok(admin('DELETE', `/api/admin/appointments/${ids.appointment}`));
    await ok(admin('DELETE', `/api/admin/canned-jobs/${ids.cannedJob}`));
    await ok(admin('POST', `/api/admin/appointments/${ids.staffBooking}/jobcard`, { sendPolicy: false }), 201);
    await ok(admin('POST', '/api/admin/parts/stocktake', { counts: [{ partId: ids.part, counted: 3 }] }));
    await ok(admin('POST', '/api/admin/texts/read', { customerId: ids.customer }));
    const { checks } = await ok(admin('GET', '/api/admin/inspection-checks'));
    await ok(admin('PUT', '/api/admin/inspection-checks', { checks }));
    const users = await ok(admin('GET', '/api/admin/users'));
    await ok(admin('PATCH', `/api/admin/users/${users[0].id}`, { name: users[0].name }));
    await ok(anyone('POST', '/api/admin/login', ADMIN));
  });

  it('makes and revokes an API key and a webhook endpoint, and saves settings as they were read', async () => {
    const made = await ok(admin('POST', '/api/admin/api-keys', { name: 'Contract', scopes: ['invoices:read'] }), 201);
    await ok(admin('DELETE', `/api/admin/api-keys/${made.apiKey.id}`));
    const endpoint = await ok(admin('POST', '/api/admin/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['appointment.booked'] }), 201);
    await ok(admin('PATCH', `/api/admin/webhooks/${endpoint.id}`, { enabled: false }));
    await ok(admin('GET', `/api/admin/webhooks/${endpoint.id}/deliveries`));
    await ok(admin('DELETE', `/api/admin/webhooks/${endpoint.id}`));

    for (const path of ['/api/admin/settings/labour-rates', '/api/admin/settings/markup', '/api/admin/settings/opening-hours', '/api/admin/settings/services', '/api/admin/settings/reviews']) {
      const read = await admin('GET', path);
      if (read.status !== 200) continue;
      const { savedAt: _savedAt, savedBy: _savedBy, ...fields } = Array.isArray(read.body) ? {} : read.body;
      await admin('PUT', path, Array.isArray(read.body) ? read.body : fields);
    }
  });

  it('answers every described read with real records', async () => {
    for (const { method, path, op } of described()) {
      if (method !== 'GET' || seen(op.operationId)) continue;
      await admin('GET', withQuery(fill(path, realId), op));
    }
  });

  it('answers every other described change given a body made from its schema, as described', async () => {
    for (const { method, path, op } of described()) {
      if (method === 'GET' || method === 'DELETE' || seen(op.operationId) || NOT_CALLED_BLIND.has(op.operationId)) continue;
      const schema = op.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      await admin(method, fill(path, realId), sample(schema));
    }
  });

  it('refuses every other described change with an unknown record or an empty body, as described', async () => {
    for (const { method, path, op } of described()) {
      if (method === 'GET' || seen(op.operationId) || NOT_CALLED_BLIND.has(op.operationId)) continue;
      await admin(method, fill(path, () => UNKNOWN_ID), method === 'DELETE' ? undefined : {});
    }
  });

  it('then removes what the passes above read: a backup, a report, an invitation, a session and an invoice', async () => {
    await ok(admin('POST', '/api/admin/backups', {}), 201);
    const backups = await ok(admin('GET', '/api/admin/backups'));
    const older = backups.find((b: any) => !b.newestVerified);
    await ok(admin('GET', `/api/admin/backups/download/${older.filename}`));
    await ok(admin('DELETE', `/api/admin/backups/${older.filename}`));
    const reports = await ok(admin('GET', '/api/admin/analytics/reports'));
    if (reports[0]) {
      await ok(admin('GET', `/api/admin/analytics/reports/download/${reports[0].filename}`));
      await ok(admin('DELETE', `/api/admin/analytics/reports/${reports[0].filename}`));
    }
    const invited = await ok(admin('POST', '/api/admin/users', { name: 'Pat Adviser', email: 'pat@example.com', role: 'adviser' }), 201);
    await ok(admin('DELETE', `/api/admin/invitations/${invited.invitation.id}`));
    const other = (await ok(anyone('POST', '/api/admin/login', ADMIN))).token as string;
    const sessions = await ok(checker.fetcher(t.url, { authorization: `Bearer ${other}` })('GET', '/api/admin/me/sessions'));
    const current = sessions.find((s: any) => s.current);
    if (current) await ok(checker.fetcher(t.url, { authorization: `Bearer ${other}` })('DELETE', `/api/admin/sessions/${current.id}`));
    const { business } = await ok(admin('GET', '/api/admin/settings'));
    await admin('PUT', '/api/admin/settings/business', business);
    await ok(admin('DELETE', `/api/admin/invoices/${encodeURIComponent(ids.invoiceNumber)}`));
  });

  it('found every answer as described, and called every described operation', () => {
    const refusedOnly = checker.operationIds().filter((id) => !checker.seen.success.has(id) && !NOT_CALLED_BLIND.has(id));
    const refusals = refusedOnly.map((id) => `${id} (${[...(checker.seen.refused.get(id) ?? [])].join('/')})`);
    console.info(
      `OpenAPI contract: ${checker.seen.success.size} operations answered as they work, ${refusedOnly.length} only refused: ${refusals.join(', ')}; answers not described yet: ${[...checker.seen.undescribed].join(', ') || 'none'}`,
    );
    expect(checker.seen.violations).toEqual([]);
    const called = new Set([...checker.seen.success.keys(), ...checker.seen.refused.keys(), ...NOT_CALLED_BLIND]);
    expect(checker.operationIds().filter((id) => !called.has(id))).toEqual([]);
    expect(refusedOnly.filter((id) => !ONLY_REFUSED[id]), 'only refused, with no reason listed').toEqual([]);
    expect(Object.keys(ONLY_REFUSED).filter((id) => !refusedOnly.includes(id)), 'listed as only refused, but working now or gone').toEqual([]);
  });
});

function described(): Array<{ method: string; path: string; op: any }> {
  return Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

function seen(id: string): boolean {
  return checker.seen.success.has(id) || checker.seen.refused.has(id);
}

/** A path's parameters filled in by `value(name, path)`. */
function fill(path: string, value: (name: string, path: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name, path)));
}

/** The record a read's parameter names, by the path it is in. */
function realId(name: string, path: string): string {
  if (name === 'invoiceNumber') return ids.invoiceNumber;
  if (name === 'paymentId') return ids.payment;
  if (name === 'rego') return 'CON123';
  if (name === 'format') return 'xero';
  const section = path.split('/')[path.startsWith('/api/admin/') ? 3 : 2];
  const bySection: Record<string, string | undefined> = {
    jobcards: ids.jobCard,
    board: ids.jobCard,
    quotes: ids.quote,
    appointments: ids.appointment,
    customers: ids.customer,
    parts: ids.part,
    suppliers: ids.supplier,
    'purchase-orders': ids.purchaseOrder,
    'courtesy-cars': ids.courtesyCar,
    'canned-jobs': ids.cannedJob,
    'time-entries': ids.timeEntry,
  };
  return bySection[section] ?? UNKNOWN_ID;
}

/** Required query parameters: a day for dates, else the first value the schema allows. */
function withQuery(path: string, op: any): string {
  const query = (op.parameters ?? []).filter((p: any) => p.in === 'query' && p.required);
  if (!query.length) return path;
  const values = query.map((p: any) => {
    const schema = p.schema ?? {};
    const value = /date|from|to/i.test(p.name) ? futureWeekday(0) : (schema.enum?.[0] ?? (schema.type === 'integer' ? '1' : 'a'));
    return `${p.name}=${encodeURIComponent(value)}`;
  });
  return `${path}?${values.join('&')}`;
}

/** A value the schema allows, as plainly as it can be made: required properties only. */
function sample(schema: any, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.$ref) return sample(doc.components.schemas[String(schema.$ref).split('/').pop()!], depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s: any) => sample(s, depth + 1)));
  if (schema.anyOf || schema.oneOf) return sample((schema.anyOf ?? schema.oneOf).find((s: any) => s.type !== 'null'), depth + 1);
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name], depth + 1);
      return out;
    }
    case 'array':
      return schema.minItems ? [sample(schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'date') return futureWeekday(40);
      if (schema.format === 'date-time') return new Date(Date.now() + 86_400_000).toISOString();
      if (schema.format === 'email') return 'contract@example.com';
      if (schema.pattern === '^\\d{2}:\\d{2}$') return '10:00';
      if (schema.pattern === '^[0-9a-f]{24}$') return UNKNOWN_ID;
      return 'Contract check'.slice(0, schema.maxLength ?? 20);
    default:
      return null;
  }
}
