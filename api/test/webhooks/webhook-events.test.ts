/**
 * The events beyond bookings, each sent with the record as the REST API shows it: a job card's
 * changes (its autosave included) and completion (by a save, or with its invoice), a quote sent and decided, an invoice issued, a
 * payment recorded, an invoice voided, a part's stock falling to its reorder point and a customer
 * edited; each signed (verified with the standardwebhooks package), in the order they happened.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type Admin } from '../admin-session.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { startTestServer, type TestServer } from '../harness.js';
import { createInvoice } from '../invoices/invoices-factory.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';
import { waitFor } from '../wait-for.js';
import { signedHeaders, startReceiver, type Receiver } from './webhook-receiver.js';

interface Event {
  type: string;
  timestamp: string;
  data: Record<string, any>;
}

let receiver: Receiver;
let t: TestServer;
let owner: Admin;
let secret: string;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await startTestServer({ env: { ...CONFIGURED_WORKSHOP, WEBHOOK_ALLOW_PRIVATE: 'true' } });
  owner = asAdmin(t, await signIn(t));
  const types = (await owner.rest('GET', '/api/admin/webhooks/event-types')).body.map((e: { name: string }) => e.name);
  const made = await owner.rest('POST', '/api/admin/webhooks', { url: `${receiver.url}/all`, events: types });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  secret = made.body.secret;
}, 120_000);

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

let seen = 0;
/** The events received since the last call, once `count` have come, each verified. */
async function next(count: number): Promise<Event[]> {
  await waitFor(() => receiver.to('/all').length >= seen + count, { what: `${count} more events` });
  const fresh = receiver.to('/all').slice(seen, seen + count);
  seen += count;
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(receiver.to('/all').length, 'no more events than expected').toBe(seen);
  return fresh.map((r) => new Webhook(secret).verify(r.body, signedHeaders(r)) as Event);
}

describe('events of job cards, quotes, invoices, parts and customers', () => {
  it('a job card created, saved by its autosave and completed', async () => {
    const card = await createCard(owner);
    const [created] = await next(1);
    expect(created).toMatchObject({ type: 'jobcard.changed', data: { _id: card._id, status: 'Pending Diagnosis' } });

    const saved = await owner.rest('PUT', `/api/admin/jobcards/${card._id}`, { mechanicNotes: 'Pads at 2 mm.', revision: card.revision });
    expect(saved.status).toBe(200);
    const [edited] = await next(1);
    expect(edited).toMatchObject({ type: 'jobcard.changed', data: { _id: card._id, mechanicNotes: 'Pads at 2 mm.' } });
    expect(edited.data).toEqual((await owner.rest('GET', `/api/admin/jobcards/${card._id}`)).body);
    expect(edited.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(edited.timestamp) - Date.now())).toBeLessThan(60_000);

    expect((await owner.rest('PUT', `/api/admin/jobcards/${card._id}`, { status: 'Completed', revision: saved.body.revision })).status).toBe(200);
    const completed = await next(2);
    expect(completed.map((e) => e.type)).toEqual(['jobcard.changed', 'jobcard.completed']);
    expect(completed[1].data).toMatchObject({ _id: card._id, status: 'Completed' });
    // Saved again as Completed: changed, not completed again.
    const again = (await owner.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
    expect((await owner.rest('PUT', `/api/admin/jobcards/${card._id}`, { status: 'Completed', workshopNotes: 'Ready', revision: again.revision })).status).toBe(200);
    expect((await next(1)).map((e) => e.type)).toEqual(['jobcard.changed']);
  });

  it('autosaves of several cards at once (grouped into one statement on PostgreSQL) each send their card as saved', async () => {
    const cards = [];
    for (let i = 0; i < 4; i++) cards.push(await createCard(owner, { customerName: `Group ${i}` }));
    await next(4);
    const saves = await Promise.all(
      cards.map((c, i) => owner.rest('PUT', `/api/admin/jobcards/${c._id}`, { mechanicNotes: `Note ${i}`, ...(i === 0 ? { status: 'Completed' } : {}), revision: c.revision })),
    );
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const events = await next(5);
    const sent = events.map((e) => `${e.type} ${e.data.customerName}: ${e.data.mechanicNotes}`).sort();
    expect(sent).toEqual(['jobcard.changed Group 0: Note 0', 'jobcard.changed Group 1: Note 1', 'jobcard.changed Group 2: Note 2', 'jobcard.changed Group 3: Note 3', 'jobcard.completed Group 0: Note 0']);
    for (const [i, c] of cards.entries()) {
      const now = (await owner.rest('GET', `/api/admin/jobcards/${c._id}`)).body;
      expect(events.find((e) => e.type === 'jobcard.changed' && e.data._id === c._id)!.data, `card ${i}`).toEqual(now);
    }
  });

  it('a job completed and invoiced in one step (Complete Job & Generate Invoice)', async () => {
    const card = await createCard(owner);
    await next(1);
    const done = await owner.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { gstIncludedInEstimate: false, finalItems: lines });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const events = await next(3);
    expect(events.map((e) => e.type)).toEqual(['jobcard.changed', 'jobcard.completed', 'invoice.issued']);
    expect(events[1].data).toMatchObject({ _id: card._id, status: 'Invoiced' });
    expect(events[2].data).toMatchObject({ invoiceNumber: done.body.invoice.invoiceNumber });
  });

  it('a quote sent and approved', async () => {
    const card = await createCard(owner);
    await next(1);
    const { quote } = (await owner.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines })).body;
    const sent = await next(2);
    expect(sent.map((e) => e.type)).toEqual(['jobcard.changed', 'quote.sent']);
    expect(sent[1].data).toMatchObject({ _id: quote._id, jobCardId: card._id, status: 'sent' });
    expect((await t.rest('POST', `/api/quotes/${quote._id}/approve`, { name: 'Sam Customer' })).status).toBe(200);
    const decided = await next(2);
    expect(decided.map((e) => e.type)).toEqual(['jobcard.changed', 'quote.decided']);
    expect(decided[1].data).toMatchObject({ _id: quote._id, jobCardId: card._id, status: 'approved', approvedByName: 'Sam Customer' });
  });

  it('an invoice issued, a payment recorded, the invoice voided', async () => {
    const invoice = await createInvoice(owner);
    const [issued] = await next(1);
    expect(issued).toMatchObject({ type: 'invoice.issued', data: { invoiceNumber: invoice.invoiceNumber } });
    const paid = await owner.rest('POST', `/api/admin/invoices/${invoice.invoiceNumber}/payments`, { amount: 10, method: 'cash' });
    expect(paid.status).toBe(201);
    const [payment] = await next(1);
    expect(payment).toMatchObject({ type: 'payment.recorded', data: { invoiceNumber: invoice.invoiceNumber, payment: { amount: 10, method: 'cash' } } });
    expect((await owner.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`)).status).toBe(200);
    const [voided] = await next(1);
    expect(voided).toMatchObject({ type: 'invoice.voided', data: { invoiceNumber: invoice.invoiceNumber } });
  });

  it('a part’s stock falling to its reorder point, once', async () => {
    const part = (await owner.rest('POST', '/api/admin/parts', { partNumber: 'HOOK-1', description: 'Oil filter', costPrice: 10, reorderPoint: 2 })).body;
    const adjust = (quantity: number) => owner.rest('POST', `/api/admin/parts/${part._id}/adjust`, { quantity, reason: 'Count' });
    expect((await adjust(4)).status).toBe(200);
    expect((await adjust(-1)).status).toBe(200);
    expect((await adjust(-1)).status).toBe(200);
    const [low] = await next(1);
    expect(low).toMatchObject({ type: 'part.stock_low', data: { _id: part._id, partNumber: 'HOOK-1', onHand: 2, reorderPoint: 2 } });
    expect((await adjust(-1)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.to('/all')).toHaveLength(seen);
  });

  it('a customer edited', async () => {
    const invoice = await createInvoice(owner, { customerEmail: 'hooked.customer@example.com' });
    await next(1);
    const res = await owner.rest('PATCH', `/api/admin/customers/${invoice.customerId}`, { notes: 'Prefers a call.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [changed] = await next(1);
    expect(changed).toMatchObject({ type: 'customer.changed', data: { _id: invoice.customerId, email: 'hooked.customer@example.com', notes: 'Prefers a call.' } });
  });
});
