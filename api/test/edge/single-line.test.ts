/**
 * One-line fields (names, regos, phone numbers, a vehicle's make, a business name…) refuse line
 * breaks and every other control character with a 400 that names the field, on every public and
 * admin form, REST and GraphQL alike, and nothing is stored; text meant for several lines (a
 * message, a complaint, notes) keeps its line breaks.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { appointmentRequest, BUSINESS_SETTINGS } from '../factories.js';
import type { TestServer } from '../harness.js';
import { invoiceRequest } from '../invoices/invoices-factory.js';
import { cardRequest, createCard } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false });

/** Line breaks (CRLF, LF, CR, NEL, the Unicode separators), a tab, a bell, an escape, DEL. */
const CONTROLS = ['\r\nBcc: x@x.co', '\n', '\r', '\u0085', '\u2028', '\u2029', '\t', '\u0007', '\u001b[2J', '\u007f'];
const message = (label: string) => `${label} must be a single line of text, without line breaks or control characters.`;
const sql = (text: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute(text, params);
const count = async (table: string) => (await sql(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

async function refused(send: (bad: string) => Promise<{ status: number; body: any }>, label: string, table?: string): Promise<void> {
  const before = table ? await count(table) : 0;
  for (const control of CONTROLS) {
    const res = await send(`Ab${control}cd`);
    expect(res.status, `${label} ${JSON.stringify(control)}: ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body.message, `${label} ${JSON.stringify(control)}`).toMatch(label === 'phone' ? /valid phone number|single line/ : new RegExp(`^${label} must be a single line`));
  }
  if (table) expect(await count(table), table).toBe(before);
}

describe('the public forms', () => {
  it('booking: full name, vehicle make and model, registration, phone', async () => {
    for (const [field, label] of [['fullName', 'Full name'], ['vehicleMake', 'Vehicle make'], ['vehicleModel', 'Vehicle model'], ['registration', 'Registration'], ['phone', 'phone']]) {
      await refused((bad) => t.rest('POST', '/api/appointments', appointmentRequest({ [field]: bad })), label, 'appointment');
    }
  });

  it('contact: name and phone; the message keeps its lines', async () => {
    const contact = (o: Record<string, unknown>) => ({ name: 'Zoë O’Brien', email: 'zoe@example.com', message: 'Hello', ...o });
    await refused((bad) => t.rest('POST', '/api/contact', contact({ name: bad })), 'Name', 'contact_query');
    await refused((bad) => t.rest('POST', '/api/contact', contact({ phone: `0412 345${bad}678` })), 'phone', 'contact_query');
    const ok = await t.rest('POST', '/api/contact', contact({ message: 'Line one\r\nLine two' }));
    expect(ok.status).toBe(201);
    expect((await sql('SELECT message FROM contact_query WHERE _id = ?', [ok.body._id]))[0].message).toBe('Line one\r\nLine two');
  });

  it('the typed name of a signing', async () => {
    const card = await createCard(admin);
    for (const control of CONTROLS) {
      const res = await t.rest('POST', `/api/jobcards/sign/${card._id}`, { signedName: `Sam${control}Lee` });
      expect(res, JSON.stringify(control)).toMatchObject({ status: 400, body: { message: message('The typed name') } });
    }
    expect((await sql('SELECT terms_accepted FROM job_card WHERE _id = ?', [card._id]))[0].terms_accepted).toBe(false);
  });
});

describe('the admin forms', () => {
  it('job card: customer name, rego, phone, vehicle make (new and autosaved); the complaint keeps its lines', async () => {
    await refused((bad) => admin.rest('POST', '/api/admin/jobcards', cardRequest({ customerName: bad })), 'Customer name', 'job_card');
    await refused((bad) => admin.rest('POST', '/api/admin/jobcards', cardRequest({ carRego: bad })), 'Car rego', 'job_card');
    await refused((bad) => admin.rest('POST', '/api/admin/jobcards', cardRequest({ customerPhone: bad })), 'phone', 'job_card');
    const card = await createCard(admin, { customerComplaint: 'Noise\nwhen braking' });
    await refused((bad) => admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { vehicleMake: bad }), 'Vehicle make');
    const [row] = await sql('SELECT customer_complaint, vehicle_make FROM job_card WHERE _id = ?', [card._id]);
    expect(row).toMatchObject({ customer_complaint: 'Noise\nwhen braking', vehicle_make: null });
    // GraphQL answers the same rule.
    const viaGraphql = await admin.gql('mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }', { input: cardRequest({ customerName: 'Sam\r\nLee' }) });
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: message('Customer name'), extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('invoice: customer name, rego and phone', async () => {
    await refused((bad) => admin.rest('POST', '/api/admin/generate-invoice', invoiceRequest({ customerName: bad })), 'Customer name', 'invoice');
    await refused((bad) => admin.rest('POST', '/api/admin/generate-invoice', invoiceRequest({ carRego: bad })), 'Car rego', 'invoice');
    await refused((bad) => admin.rest('POST', '/api/admin/generate-invoice', invoiceRequest({ phoneNumber: bad })), 'phone', 'invoice');
  });

  it('staff: the name of an invitation and of an account', async () => {
    await refused((bad) => admin.rest('POST', '/api/admin/users', { name: bad, email: 'staff.name@example.com' }), 'Name', 'staff_invitation');
    const viaGraphql = await admin.gql('mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { id } }', { input: { name: 'Sam\nTaylor', email: 'sam.t@example.com' } });
    expect(viaGraphql.errors?.[0]).toMatchObject({ message: message('Name'), extensions: { code: 'BAD_USER_INPUT' } });
    expect(await count('staff_invitation')).toBe(0);
  });

  it('customer and vehicle edits: name, phone, make, model, VIN', async () => {
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ email: 'edit.me@example.com', registration: 'EDIT01' }));
    expect(res.status).toBe(201);
    const customerId = res.body.appointment.customerId as string;
    await refused((bad) => admin.rest('PATCH', `/api/admin/customers/${customerId}`, { name: bad }), 'Name');
    await refused((bad) => admin.rest('PATCH', `/api/admin/customers/${customerId}`, { phone: bad }), 'Phone');
    await refused((bad) => admin.rest('PATCH', '/api/admin/vehicles/EDIT01', { make: bad }), 'Vehicle make');
    await refused((bad) => admin.rest('PATCH', '/api/admin/vehicles/EDIT01', { vin: bad }), 'VIN');
    const [customer] = await sql('SELECT name FROM customer WHERE _id = ?', [customerId]);
    expect(customer.name).toBe('Alex Nguyen');
  });

  it('business settings: name, address, phone, account name; the footer keeps its lines', async () => {
    const settings = { ...BUSINESS_SETTINGS, documentFooter: 'LMCT 12345' };
    for (const [field, label] of [['businessName', 'Business name'], ['address', 'Address'], ['bankAccountName', 'Account name']]) {
      await refused((bad) => admin.rest('PUT', '/api/admin/settings/business', { ...settings, [field]: bad }), label);
    }
    expect((await admin.rest('GET', '/api/admin/settings')).body.business.savedAt).toBeNull();
    const saved = await admin.rest('PUT', '/api/admin/settings/business', { ...settings, documentFooter: 'LMCT 12345\nABN 51 824 753 556' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await admin.rest('PUT', '/api/admin/settings/business', { ...settings, documentFooter: 'LMCT\u0007' })).status).toBe(400);
  });

  it('a payment\'s reference', async () => {
    const invoice = await admin.rest('POST', '/api/admin/generate-invoice', invoiceRequest());
    expect(invoice.status).toBe(201);
    const number = invoice.body.invoice?.invoiceNumber ?? invoice.body.invoiceNumber;
    await refused((bad) => admin.rest('POST', `/api/admin/invoices/${number}/payments`, { amount: 10, method: 'cash', reference: bad }), 'Reference', 'invoice_payment');
  });
});
