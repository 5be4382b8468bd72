/** The admin's one search: customers, vehicles, invoices, job cards and appointments, at most 5 of each (REST and GraphQL). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { createInvoice } from '../invoices/invoices-factory.js';
import { createCard } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: ReturnType<typeof asAdmin>;
let booking: { _id: string; customerId: string };
let card: { _id: string; [k: string]: any };
let invoiceNumber: string;
beforeAll(async () => {
  t = await startTestServer({ smtp: false });
  admin = asAdmin(t, await signIn(t));
  const booked = await t.rest('POST', '/api/appointments', appointmentRequest({ fullName: 'Morgan Findley', email: 'morgan.findley@example.com', phone: '0455 667 788', registration: 'mfz 321', vehicleMake: 'Kia', vehicleModel: 'Sportage', vehicleYear: 2021 }));
  expect(booked.status).toBe(201);
  booking = booked.body.appointment;
  card = await createCard(admin, { customerName: 'Morgan Findley', customerEmail: 'morgan.findley@example.com', customerPhone: '0455 667 788', carRego: 'MFZ321' });
  invoiceNumber = (await createInvoice(admin, { customerName: 'Morgan Findley', customerEmail: 'morgan.findley@example.com', phoneNumber: '0455 667 788', carRego: 'MFZ 321' })).invoiceNumber;
  // Six more customers with the same surname: the search answers 5.
  for (let i = 0; i < 6; i++) await createCard(admin, { customerName: `Alex Findley ${i}`, customerEmail: `alex.findley.${i}@example.com`, customerPhone: `0455 000 00${i}` });
});
afterAll(() => t.close());

const search = async (q: string) => {
  const res = await admin.rest('GET', `/api/admin/search?q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

it('finds a customer by name, by phone in another form or its last 6 digits, and a vehicle by part of its rego', async () => {
  expect((await search('morgan find')).customers.map((c: { _id: string }) => c._id)).toEqual([booking.customerId]);
  expect((await search('+61 455 667 788')).customers.map((c: { _id: string }) => c._id)).toEqual([booking.customerId]);
  expect((await search('667788')).customers.map((c: { _id: string }) => c._id)).toEqual([booking.customerId]);
  const byRego = await search('fz32');
  expect(byRego.vehicles).toEqual([expect.objectContaining({ rego: 'MFZ321', make: 'Kia', model: 'Sportage', year: 2021 })]);
  expect(byRego.jobCards.map((c: { _id: string }) => c._id)).toEqual([card._id]);
  expect(byRego.customers.map((c: { _id: string }) => c._id)).toEqual([booking.customerId]);
  expect((await search('findley')).customers).toHaveLength(5);
});

it('finds an invoice by part of its number, and a job card or an appointment by its id', async () => {
  expect((await search(invoiceNumber.slice(-6))).invoices.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toContain(invoiceNumber);
  expect((await search(card._id)).jobCards.map((c: { _id: string }) => c._id)).toEqual([card._id]);
  expect((await search(booking._id.slice(0, 10))).appointments.map((a: { _id: string }) => a._id)).toEqual([booking._id]);
});

it('finds an old invoice by its whole number behind 2,100 newer ones, and the five newest of many matches in issue order', async () => {
  // 2,100 invoices issued after the factory's one (copies of it with their own numbers, a day apart).
  await t.app.db.orm.em.getConnection().execute(
    `INSERT INTO invoice
     SELECT (jsonb_populate_record(null::invoice, to_jsonb(i) || jsonb_build_object(
       '_id', substr(md5('later' || g), 1, 24), 'number', 900000 + g, 'invoice_number', 'INV-' || (900000 + g),
       'issued_at', i.issued_at + g * interval '1 day', 'job_card_id', null))).*
     FROM invoice i, generate_series(1, 2100) AS g WHERE i.invoice_number = ?`,
    [invoiceNumber],
  );
  await t.app.db.orm.em.getConnection().execute('ANALYZE invoice');
  const numbers = async (q: string) => (await search(q)).invoices.map((i: { invoiceNumber: string }) => i.invoiceNumber);
  expect(await numbers(invoiceNumber)).toEqual([invoiceNumber]);
  expect(await numbers('INV-9020')).toEqual(['INV-902099', 'INV-902098', 'INV-902097', 'INV-902096', 'INV-902095']);
  // Matches among the newest and among the oldest alike: still the newest five.
  expect(await numbers('INV-90001')).toEqual(['INV-900019', 'INV-900018', 'INV-900017', 'INV-900016', 'INV-900015']);
});

it('answers nothing for too little, refuses too much, and is for staff only', async () => {
  expect(await search('m')).toEqual({ customers: [], vehicles: [], invoices: [], jobCards: [], appointments: [] });
  expect((await admin.rest('GET', `/api/admin/search?q=${'x'.repeat(101)}`)).status).toBe(400);
  expect((await admin.rest('GET', '/api/admin/search?q=a&q=b')).status).toBe(400);
  expect((await t.rest('GET', '/api/admin/search?q=morgan')).status).toBe(401);
});

it('answers the same over GraphQL', async () => {
  const res = await admin.gql('query ($q: String!) { search(q: $q) { customers { id } vehicles { rego } invoices { invoiceNumber } jobCards { id } appointments { id } } }', { q: 'MFZ 321' });
  expect(res.errors).toBeUndefined();
  expect(res.data.search.customers).toEqual([{ id: booking.customerId }]);
  expect(res.data.search.vehicles).toEqual([{ rego: 'MFZ321' }]);
  expect(res.data.search.jobCards).toEqual([{ id: card._id }]);
});
