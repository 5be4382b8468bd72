/** Vehicle history: a rego's appointments, job cards, quotes and invoices in time order, with what it cost (REST and GraphQL). */
import { expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { createInvoice } from '../invoices/invoices-factory.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false, env: CONFIGURED_WORKSHOP });

it('lists every record of a rego, whatever its case and spacing, oldest first, with totals spent', async () => {
  const booked = await t.rest('POST', '/api/appointments', appointmentRequest({ registration: 'hist 9', fullName: 'History Owner' }));
  expect(booked.status).toBe(201);
  await t.rest('POST', '/api/appointments', appointmentRequest({ registration: 'OTHER1' }));

  t.clock.set(new Date(Date.now() - 3 * 3600_000).toISOString());
  const card = await createCard(admin, { carRego: 'Hist9', customerName: 'History Owner' });
  t.clock.set(new Date(Date.now() - 2 * 3600_000).toISOString());
  const quote = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: [{ description: 'Clutch', quantity: 1, estimateCost: 900 }], gstIncludedInEstimate: false });
  expect(quote.status).toBe(200);
  t.clock.set(new Date(Date.now() - 3600_000).toISOString());
  const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { gstIncludedInEstimate: false, finalItems: [{ description: 'Clutch', quantity: 1, estimateCost: 900 }] });
  expect(done.status).toBe(200);
  t.clock.reset();
  const later = await createInvoice(admin, { carRego: 'h i s t 9', customerName: 'History Owner', invoiceItems: [{ description: 'Wipers', quantity: 1, unitPrice: 45 }] });
  await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${later.invoiceNumber}`);
  await createInvoice(admin, { carRego: 'HIST90' });

  const res = await admin.rest('GET', `/api/admin/vehicles/${encodeURIComponent(' hIsT 9 ')}/history`);
  expect(res.status).toBe(200);
  const h = res.body;
  expect(h.rego).toBe('HIST9');
  // The appointment is next year: last in time order.
  expect(h.events.map((e: { kind: string }) => e.kind)).toEqual(['jobCard', 'quote', 'invoice', 'invoice', 'appointment']);
  expect(h.events.map((e: { title: string }) => e.title)).toEqual([
    'Job card',
    `Quote ${quote.body.quote.number}`,
    `Invoice ${done.body.invoice.invoiceNumber}`,
    `Invoice ${later.invoiceNumber}`,
    'Appointment: Logbook Servicing',
  ]);
  const times = h.events.map((e: { at: string }) => Date.parse(e.at));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(h.events[4]).toMatchObject({ id: booked.body.appointment._id, status: 'booked', customerName: 'History Owner', total: null });
  expect(h.events[2]).toMatchObject({ status: 'unpaid', total: 990, jobCardId: card._id });
  // 990.00 (the job) + 49.50 (wipers): 49.50 paid.
  expect(h).toMatchObject({ totalSpent: 1039.5, paid: 49.5, outstanding: 990 });
  expect(h.appointments).toHaveLength(1);
  expect(h.jobCards.map((c: { _id: string }) => c._id)).toEqual([card._id]);
  expect(h.quotes).toHaveLength(1);
  expect(h.invoices).toHaveLength(2);

  const gql = await admin.gql(`{ vehicleHistory(rego: "HIST9") { rego totalSpentCents paidCents outstandingCents events { kind } jobCards { id status } quotes { number } } }`);
  expect(gql.errors).toBeUndefined();
  expect(gql.data.vehicleHistory).toMatchObject({
    rego: 'HIST9',
    totalSpentCents: 103950,
    paidCents: 4950,
    outstandingCents: 99000,
    jobCards: [{ id: card._id, status: 'INVOICED' }],
    quotes: [{ number: quote.body.quote.number }],
  });
});

it('answers an empty history for an unknown rego, and refuses a blank or too long one', async () => {
  const res = await admin.rest('GET', '/api/admin/vehicles/NOSUCH1/history');
  expect(res).toMatchObject({ status: 200, body: { rego: 'NOSUCH1', events: [], totalSpent: 0 } });
  expect((await admin.rest('GET', `/api/admin/vehicles/${encodeURIComponent('  ')}/history`)).body.message).toBe('Please enter a rego.');
  expect((await admin.rest('GET', `/api/admin/vehicles/${'X'.repeat(21)}/history`)).status).toBe(400);
  expect((await t.rest('GET', '/api/admin/vehicles/HIST9/history')).status).toBe(401);
});
