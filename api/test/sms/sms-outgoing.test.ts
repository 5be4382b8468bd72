/**
 * What goes to customers by text: the appointment reminder (once, whatever the concurrent runs),
 * service reminders only with consent and never in the quiet hours, the quote's link, a new
 * invoice, 'your car is ready' by the customer's chosen way, and the customer's choice itself
 * (contactPreference, smsOptOut). Texts that must reach the provider go to the Twilio stand-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type Admin } from '../admin-session.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { recipients } from '../smtp-sink.js';
import { startTwilioStandIn, TWILIO_TEST_SID, TWILIO_TEST_TOKEN, type TwilioStandIn } from '../twilio-stand-in.js';
import { waitFor } from '../wait-for.js';

const KINDS = 'booking.confirmation,appointment.reminder,quote.sent,jobcard.ready,invoice.sent,service.due,review.request';

interface TextRow {
  _id: string;
  phone: string;
  kind: string;
  body: string;
  status: string;
  segments: number;
  appointment_id: string | null;
  customer_id: string | null;
  next_attempt_at: Date;
}

let standIn: TwilioStandIn;
let t: TestServer;
let admin: Admin;

beforeAll(async () => {
  standIn = await startTwilioStandIn();
  t = await startTestServer({
    env: {
      ...CONFIGURED_WORKSHOP,
      SMS_KINDS: KINDS,
      TWILIO_ACCOUNT_SID: TWILIO_TEST_SID,
      TWILIO_AUTH_TOKEN: TWILIO_TEST_TOKEN,
      TWILIO_FROM: 'TruganinaAC',
      TWILIO_API_URL: standIn.url,
      PUBLIC_RATE_LIMIT: '1000',
    },
  });
  admin = asAdmin(t, await signIn(t));
}, 120_000);

afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const sql = <R = Record<string, any>>(text: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<R[]>(text, params);
const textsTo = (phone: string, kind: string) => sql<TextRow>('SELECT * FROM sms_message WHERE phone = ? AND kind = ? ORDER BY created_at', [phone, kind]);
const run = () => t.app.services.reminders.run();
const customerOfPhone = async (e164: string) => (await sql<{ _id: string }>('SELECT _id FROM customer WHERE phone = ?', [e164]))[0]!._id;

async function book(overrides: Record<string, unknown>): Promise<string> {
  const res = await t.rest('POST', '/api/appointments', appointmentRequest(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.appointment._id as string;
}

/** An invoice made by staff for a customer with this email and phone (the database makes the customer), now. */
async function invoiceFor(email: string, phone: string, rego: string) {
  const res = await admin.rest('POST', '/api/admin/generate-invoice', {
    customerEmail: email,
    customerName: 'Sam Owner',
    carRego: rego,
    phoneNumber: phone,
    invoiceItems: [{ description: 'Tyre', quantity: 1, unitPrice: 100 }],
    gstPercentage: 10,
    gstIncluded: false,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.invoice as { invoiceNumber: string };
}

describe('the appointment reminder by text', () => {
  it('texts the customer once with the reply words, however many runs at once; an email-only customer gets none', async () => {
    t.clock.set('2026-12-01T00:00:00Z'); // Tue 1 Dec, 11:00 AEDT
    const id = await book({ preferredDate: '2026-12-03', preferredTime: '09:00', email: 'remind.me@example.com', phone: '0412 700 001', registration: 'RMD 001' });
    await book({ preferredDate: '2026-12-03', preferredTime: '09:30', email: 'email.only@example.com', phone: '0412 700 002' });
    expect((await admin.rest('PATCH', `/api/admin/customers/${await customerOfPhone('+61412700002')}`, { contactPreference: 'email' })).status).toBe(200);

    t.clock.set('2026-12-01T22:30:00Z'); // Wed 09:30 AEDT: 24 hours before Thu 09:30, 23.5 before 09:00
    const counts = await Promise.all([run(), run(), run()]);
    expect(counts.reduce((sum, c) => sum + c.appointmentReminders, 0)).toBe(2);
    expect(await run()).toMatchObject({ appointmentReminders: 0 });

    const texts = await textsTo('+61412700001', 'appointment.reminder');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ appointment_id: id, customer_id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(texts[0]!.body).toMatch(/^Truganina Auto Care: reminder of your booking .*9:00 AM/);
    expect(texts[0]!.body).toContain('Reply 1 to confirm or 2 to cancel.');
    await waitFor(async () => standIn.messages.some((m) => m.params.To === '+61412700001' && m.params.Body!.includes('Reply 1 to confirm')), { what: 'the reminder text at Twilio' });
    // Not chosen yet: the email goes as well.
    await t.smtp!.waitFor((m) => recipients(m).includes('remind.me@example.com') && /reminder/i.test(m.subject ?? ''));

    // The email-only customer: the reminder email, no text.
    expect(await textsTo('+61412700002', 'appointment.reminder')).toEqual([]);
    await t.smtp!.waitFor((m) => recipients(m).includes('email.only@example.com') && /reminder/i.test(m.subject ?? ''));
    t.clock.reset();
  });
});

describe('service reminders by text (marketing)', () => {
  it('go only with explicit consent, never to an opted-out number, and one decided at 9 pm waits until 9 am', async () => {
    t.clock.reset();
    await invoiceFor('not.chosen@example.com', '0412 800 001', 'MKT001');
    await invoiceFor('chose.both@example.com', '0412 800 002', 'MKT002');
    await invoiceFor('stopped@example.com', '0412 800 003', 'MKT003');
    await invoiceFor('unsubscribed@example.com', '0412 800 004', 'MKT004');
    const [, both, stopped, unsubscribed] = await Promise.all(['+61412800001', '+61412800002', '+61412800003', '+61412800004'].map(customerOfPhone));
    expect((await admin.rest('PATCH', `/api/admin/customers/${both}`, { contactPreference: 'both' })).status).toBe(200);
    expect((await admin.rest('PATCH', `/api/admin/customers/${stopped}`, { contactPreference: 'sms' })).status).toBe(200);
    expect((await admin.rest('PATCH', `/api/admin/customers/${unsubscribed}`, { contactPreference: 'both', marketingOptOut: true })).status).toBe(200);
    await sql(`INSERT INTO sms_opt_out (phone, at) VALUES ('+61412800003', now())`);
    await sql(`UPDATE vehicle SET next_service_due = '2027-03-15', make = 'Toyota', model = 'Corolla' WHERE rego_key IN ('MKT001', 'MKT002', 'MKT003', 'MKT004')`);
    await sql(`UPDATE vehicle SET next_service_due_km = 65000 WHERE rego_key = 'MKT002'`);

    t.clock.set('2027-03-10T10:00:00Z'); // Wed 10 Mar, 21:00 AEDT
    // The preview says which will go by text, by the run's own rules.
    const due = await t.app.services.reminders.due(t.app.db.orm.em.fork());
    const preview = Object.fromEntries(due.filter((r) => r.regoKey?.startsWith('MKT') && r.kind === 'service_due').map((r) => [r.regoKey, [r.byText, r.willSkip]]));
    expect(preview).toEqual({ MKT001: [false, null], MKT002: [true, null], MKT003: [false, null], MKT004: [false, 'unsubscribed'] });
    expect((await run()).serviceReminders).toBe(3);
    t.clock.reset();

    expect(await textsTo('+61412800001', 'service.due')).toEqual([]); // never chose: email only
    expect(await textsTo('+61412800003', 'service.due')).toEqual([]); // replied STOP
    expect(await textsTo('+61412800004', 'service.due')).toEqual([]); // unsubscribed: nothing at all
    const [text] = await textsTo('+61412800002', 'service.due');
    expect(text!.body).toMatch(/^Truganina Auto Care: your Toyota Corolla \(MKT002\) is due for a service on Mon,? 15 Mar or at 65,000 km\. Book online: http:\/\/workshop\.test\/booking\?reminder=[0-9a-f]{64} Reply STOP to opt out$/);
    expect(new Date(text!.next_attempt_at).toISOString()).toBe('2027-03-10T22:00:00.000Z'); // Thu 11 Mar, 09:00 AEDT

    const decided = await sql(`SELECT subject_key, status, skip_reason FROM reminder WHERE kind = 'service_due' AND subject_key LIKE 'MKT%' ORDER BY subject_key`);
    expect(decided).toEqual([
      { subject_key: 'MKT001', status: 'sent', skip_reason: null },
      { subject_key: 'MKT002', status: 'sent', skip_reason: null },
      // Texts only, and the text cannot go: the email does.
      { subject_key: 'MKT003', status: 'sent', skip_reason: null },
      { subject_key: 'MKT004', status: 'skipped', skip_reason: 'unsubscribed' },
    ]);
    await t.smtp!.waitFor((m) => recipients(m).includes('stopped@example.com'));
  });
});

describe('quotes and invoices by text', () => {
  it('a quote sent texts its link to a customer whose preference includes texts', async () => {
    const card = await createCard(admin, { customerEmail: 'quote.text@example.com', customerPhone: '0412 900 001', carRego: 'QTX 001' });
    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: [{ description: 'Brake pads', quantity: 1, estimateCost: 200 }], gstIncludedInEstimate: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [text] = await textsTo('+61412900001', 'quote.sent');
    expect(text!.body).toBe(`Truganina Auto Care: your quote ${res.body.quote.number} for QTX 001 is $200.00. View and approve it here: http://workshop.test/quote/${res.body.quote._id}`);
    await waitFor(async () => standIn.messages.some((m) => m.params.Body === text!.body), { what: 'the quote text at Twilio' });
  });

  it('a new invoice texts its total and, without Stripe, where it was emailed', async () => {
    const invoice = await invoiceFor('invoice.text@example.com', '0412 900 002', 'INV 002');
    const [text] = await textsTo('+61412900002', 'invoice.sent');
    expect(text!.body).toBe(`Truganina Auto Care: your invoice ${invoice.invoiceNumber} for INV 002 is $110.00. We have emailed it to invoice.text@example.com.`);
  });
});

describe('an invoice by text while Stripe is connected', () => {
  let paid: TestServer;
  beforeAll(async () => {
    paid = await startTestServer({ smtp: false, env: { ...CONFIGURED_WORKSHOP, SMS_KINDS: 'invoice.sent', STRIPE_SECRET_KEY: 'sk_test_texts', STRIPE_WEBHOOK_SECRET: 'whsec_texts' } });
  }, 120_000);
  afterAll(() => paid?.close());

  it("carries the invoice's Pay now link", async () => {
    const owner = asAdmin(paid, await signIn(paid));
    const res = await owner.rest('POST', '/api/admin/generate-invoice', {
      customerEmail: 'pay.text@example.com',
      customerName: 'Pat Payer',
      carRego: 'PAY 001',
      phoneNumber: '0412 930 001',
      invoiceItems: [{ description: 'Service', quantity: 1, unitPrice: 200 }],
      gstPercentage: 10,
      gstIncluded: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const number = res.body.invoice.invoiceNumber as string;
    const [text] = await paid.app.db.orm.em.fork().getConnection().execute<TextRow[]>(`SELECT * FROM sms_message WHERE kind = 'invoice.sent'`);
    expect(text!.body).toMatch(new RegExp(`^Truganina Auto Care: your invoice ${number} for PAY 001 is \\$220\\.00\\. Pay now: http://workshop\\.test/api/pay/${number}\\.[A-Za-z0-9_-]{43}$`));
  });
});

describe("'your car is ready' (notify-ready)", () => {
  it('goes by text and email by default, by email alone when the customer chose email, and is refused with neither', async () => {
    const card = await createCard(admin, { customerName: 'Rhea Ready', customerEmail: 'rhea.ready@example.com', customerPhone: '0412 910 001', carRego: 'RDY 001' });
    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/notify-ready`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: 'Rhea Ready was told by email and text that their car is ready.', sentBy: ['email', 'sms'], readyNotifiedAt: expect.any(String) });
    const [text] = await textsTo('+61412910001', 'jobcard.ready');
    expect(text!.body).toMatch(/^Truganina Auto Care: your RDY 001 is ready for pickup\./);
    await t.smtp!.waitFor((m) => recipients(m).includes('rhea.ready@example.com') && m.subject === 'Your RDY 001 is ready for pickup');
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.readyNotifiedAt).toBe(res.body.readyNotifiedAt);
    const audit = await sql(`SELECT summary FROM audit_event WHERE action = 'jobcard.ready_notified' AND entity_id = ?`, [card._id]);
    expect(audit).toHaveLength(1);

    await admin.rest('PATCH', `/api/admin/customers/${card.customerId}`, { contactPreference: 'email' });
    const again = await admin.rest('POST', `/api/admin/jobcards/${card._id}/notify-ready`);
    expect(again.body).toMatchObject({ sentBy: ['email'], message: 'Rhea Ready was told by email that their car is ready.' });
    expect(await textsTo('+61412910001', 'jobcard.ready')).toHaveLength(1);

    const nobody = await createCard(admin, { customerName: 'Nora Nowhere', customerEmail: 'nora@example.com', customerPhone: null, carRego: 'RDY 002' });
    await sql(`UPDATE job_card SET customer_email = '', customer_phone = NULL, customer_id = NULL WHERE _id = ?`, [nobody._id]);
    const refused = await admin.rest('POST', `/api/admin/jobcards/${nobody._id}/notify-ready`);
    expect(refused).toMatchObject({ status: 400, body: { message: 'We have no email address or mobile number for Nora Nowhere: add one to the job card, or give them a call.' } });

    const gql = await admin.gql('mutation ($id: ID!) { notifyCustomerReady(id: $id) { message sentBy jobCard { readyNotifiedAt } } }', { id: nobody._id });
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe("the customer's choice", () => {
  it('contactPreference is edited and checked; smsOptOut says whether their number replied STOP', async () => {
    await invoiceFor('choice@example.com', '0412 920 001', 'CHO 001');
    await invoiceFor('landline@example.com', '(03) 9123 4567', 'CHO 002');
    const mobile = await customerOfPhone('+61412920001');
    const landline = await customerOfPhone('+61391234567');

    expect(await admin.rest('PATCH', `/api/admin/customers/${mobile}`, { contactPreference: 'fax' })).toMatchObject({ status: 400, body: { message: expect.stringContaining("Contact by must be 'email', 'sms' or 'both'.") } });
    expect(await admin.rest('PATCH', `/api/admin/customers/${landline}`, { contactPreference: 'sms' })).toMatchObject({
      status: 400,
      body: { message: 'Texts need a mobile number: add one before choosing to contact them by text only.' },
    });
    const chosen = await admin.rest('PATCH', `/api/admin/customers/${mobile}`, { contactPreference: 'sms' });
    expect(chosen).toMatchObject({ status: 200, body: { contactPreference: 'sms' } });
    expect((await admin.rest('GET', `/api/admin/customers/${landline}`)).body.contactPreference).toBe('both');

    const query = 'query ($id: ID!) { customer(id: $id) { customer { contactPreference smsOptOut } } }';
    expect((await admin.gql(query, { id: mobile })).data.customer.customer).toEqual({ contactPreference: 'sms', smsOptOut: false });
    await sql(`INSERT INTO sms_opt_out (phone, at) VALUES ('+61412920001', now())`);
    expect((await admin.gql(query, { id: mobile })).data.customer.customer).toEqual({ contactPreference: 'sms', smsOptOut: true });

    const viaGql = await admin.gql('mutation ($id: ID!) { updateCustomer(id: $id, input: { contactPreference: "both" }) { contactPreference } }', { id: mobile });
    expect(viaGql.data.updateCustomer).toEqual({ contactPreference: 'both' });
  });
});
