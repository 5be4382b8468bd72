/**
 * 'Today' on the dashboard (GET /api/admin/today and GraphQL `today`) on a server running TZ=UTC:
 * today's bookings by the Melbourne calendar, the job cards in progress and ready for pickup, the
 * quotes awaiting the customer and the unpaid invoices (part paid and overdue ones included).
 */
import { describe, expect, it } from 'vitest';
import { addDays, fromLocal } from '../../src/shared/time.js';
import { type Admin, withAdminServer } from '../admin-session.js';
import { appGql } from '../app-documents.js';
import type { TestServer } from '../harness.js';
import { createInvoice } from '../invoices/invoices-factory.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

const today = async (as: Admin = admin) => {
  const res = await as.rest('GET', '/api/admin/today');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

let seeded = 0;
/** A booking straight into the table (a past day, which the booking form refuses); answers its id and reference. */
async function book(r: { date: string; time: string; name: string; status?: 'booked' | 'cancelled'; rego?: string }) {
  const id = `${'0'.repeat(20)}${String(++seeded).padStart(4, '0')}`;
  const rows = await t.app.db.orm.em.getConnection().execute<Array<{ reference: string }>>(
    `INSERT INTO appointment (_id, full_name, email, phone, vehicle_make, vehicle_model, vehicle_year, registration, service_type, issue_description,
                              preferred_date, preferred_time, status, created_at, cancelled_at)
     VALUES (?, ?, 'today@example.com', '0400 000 000', 'Mazda', 'CX-5', 2020, ?, 'Logbook Servicing', 'Seeded', ?, ?, ?, now(), NULL) RETURNING reference`,
    [id, r.name, r.rego ?? null, r.date, r.time, r.status ?? 'booked'],
  );
  return { _id: id, reference: rows[0].reference };
}

async function setStatus(cardId: string, status: string) {
  const card = (await admin.rest('GET', `/api/admin/jobcards/${cardId}`)).body;
  const res = await admin.rest('PUT', `/api/admin/jobcards/${cardId}`, { status, revision: card.revision });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('today’s bookings', () => {
  it('lists the bookings of the Melbourne day, by time, across midnight in Melbourne (server on UTC)', async () => {
    // Monday 2 March 2026 (AEDT, UTC+11): it starts at 13:00 UTC on Sunday the 1st.
    const day = '2026-03-02';
    const later = await book({ date: day, time: '11:00', name: 'Later Lee', rego: 'LTR 111' });
    const first = await book({ date: day, time: '09:00', name: 'First Fay', rego: 'FST 222' });
    await book({ date: day, time: '10:00', name: 'Gone Gus', status: 'cancelled' });
    await book({ date: addDays(day, 1), time: '09:00', name: 'Tomorrow Tam' });
    await book({ date: addDays(day, -1), time: '09:00', name: 'Yesterday Yan' });

    const midnight = fromLocal(day, '00:00', 'Australia/Melbourne');
    const staff = admin;
    try {
      // 23:59 on Sunday in Truganina (12:59 UTC): Sunday's list.
      t.clock.set(new Date(midnight.getTime() - 60_000).toISOString());
      const before = await today(staff);
      expect(before.date).toBe(addDays(day, -1));
      expect(before.bookings.map((b: { customerName: string }) => b.customerName)).toEqual(['Yesterday Yan']);

      t.clock.set(new Date(midnight.getTime() + 60_000).toISOString());
      const after = await today(staff);
      expect(after.date).toBe(day);
      expect(after.bookings.map((b: { customerName: string; time: string }) => [b.time, b.customerName])).toEqual([
        ['09:00', 'First Fay'],
        ['11:00', 'Later Lee'],
      ]);
      expect(after.bookings[1]).toMatchObject({
        appointmentId: later._id,
        reference: later.reference,
        date: day,
        vehicle: 'Mazda CX-5 2020',
        registration: 'LTR 111',
        arrived: false,
        jobCardId: null,
      });

      // The car arrives: staff start its job card from the booking.
      const card = (await staff.rest('POST', `/api/admin/appointments/${first._id}/jobcard`, { sendPolicy: false })).body;
      const arrived = await today(staff);
      expect(arrived.bookings[0]).toMatchObject({ customerName: 'First Fay', arrived: true, jobCardId: card._id, jobCardStatus: 'Pending Diagnosis' });
      expect(arrived.inProgress.map((c: { jobCardId: string }) => c.jobCardId)).toContain(card._id);

      // GraphQL answers the same lists.
      const gql = await staff.gql('{ today { date bookings { appointmentId time arrived jobCardId } } }');
      expect(gql.data.today).toEqual({
        date: day,
        bookings: arrived.bookings.map((b: Record<string, unknown>) => ({ appointmentId: b.appointmentId, time: b.time, arrived: b.arrived, jobCardId: b.jobCardId })),
      });
    } finally {
      t.clock.reset();
    }
  });

  it('is for staff only', async () => {
    expect((await t.rest('GET', '/api/admin/today')).status).toBe(401);
    const res = await appGql(t, 'AdminToday');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data?.today ?? null).toBeNull();
  });
});

describe('the work waiting on someone', () => {
  it('a quote sent awaits the customer until they approve it; the card then is in progress, then ready for pickup', async () => {
    const card = await createCard(admin, { customerName: 'Quinn Quote', carRego: 'QQ 123' });
    const sent = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines, gstIncludedInEstimate: false });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const quote = sent.body.quote as { _id: string; number: string };

    const waiting = (await today()).awaitingApproval.find((q: { quoteId: string }) => q.quoteId === quote._id);
    expect(waiting).toMatchObject({ quoteNumber: quote.number, jobCardId: card._id, customerName: 'Quinn Quote', carRego: 'QQ 123', totalCents: 32445, total: 324.45 });
    expect((await today()).inProgress.map((c: { jobCardId: string }) => c.jobCardId)).not.toContain(card._id);

    const approved = await t.rest('POST', `/api/quotes/${quote._id}/approve`, { name: 'Quinn Quote' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await today()).awaitingApproval.map((q: { quoteId: string }) => q.quoteId)).not.toContain(quote._id);

    await setStatus(card._id, 'Work In Progress');
    expect((await today()).inProgress.find((c: { jobCardId: string }) => c.jobCardId === card._id)).toMatchObject({ status: 'Work In Progress', carRego: 'QQ 123' });
    await setStatus(card._id, 'Completed');
    const done = await today();
    expect(done.inProgress.map((c: { jobCardId: string }) => c.jobCardId)).not.toContain(card._id);
    expect(done.readyForPickup.find((c: { jobCardId: string }) => c.jobCardId === card._id)).toMatchObject({ status: 'Completed', invoiceNumber: null });
  });

  it('a part-paid invoice stays unpaid with what it still owes; overdue once its due day has passed; paid in full it leaves', async () => {
    const invoice = await createInvoice(admin, { customerName: 'Pat Part', carRego: 'PRT 001' });
    const find = async () => (await today()).unpaidInvoices.find((i: { invoiceNumber: string }) => i.invoiceNumber === invoice.invoiceNumber);
    expect(await find()).toMatchObject({ customerName: 'Pat Part', carRego: 'PRT 001', totalCents: 38495, balanceDueCents: 38495, balanceDue: 384.95, partPaid: false, overdue: false });

    const path = `/api/admin/invoices/${invoice.invoiceNumber}/payments`;
    expect((await admin.rest('POST', path, { amount: 100, method: 'cash' })).status).toBe(201);
    expect(await find()).toMatchObject({ balanceDueCents: 28495, balanceDue: 284.95, partPaid: true, overdue: false });
    const all = await today();
    expect(all.unpaidCount).toBe(all.unpaidInvoices.length);
    expect(all.owingCents).toBe(all.unpaidInvoices.reduce((sum: number, i: { balanceDueCents: number }) => sum + i.balanceDueCents, 0));

    // Due on the day of issue (payment terms 0): two days later it is overdue.
    await t.app.db.orm.em.getConnection().execute(`UPDATE invoice SET issued_at = issued_at - interval '2 days' WHERE invoice_number = ?`, [invoice.invoiceNumber]);
    expect(await find()).toMatchObject({ overdue: true, partPaid: true });

    expect((await admin.rest('POST', path, { amount: 284.95, method: 'eftpos' })).status).toBe(201);
    expect(await find()).toBeUndefined();
  });
});
