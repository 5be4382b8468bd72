/**
 * Purchase orders: made from a job card's parts not on hand or from low stock, emailed to the
 * supplier with their PDF, received in parts (stock moves at the invoiced cost, which becomes the
 * part's cost), the supplier's invoice recorded; the job cards they are for wait for parts on the
 * board until the order arrives in full (or is cancelled), unless another open order holds them.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import type { TestServer } from '../harness.js';
import { pdftotext } from '../invoices/invoices-factory.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

type PartJson = { _id: string; partNumber: string; costPrice: number; sellPrice: number; onHand: number; reserved: number; available: number };
type OrderJson = {
  _id: string;
  number: string;
  status: string;
  lines: Array<{ partId: string; quantity: number; received: number; outstanding: number; unitCost: number }>;
  total: number;
  jobCards: Array<{ id: string; waitingForParts: boolean }>;
  supplierInvoiceNumber: string | null;
  supplierInvoiceTotal: number | null;
  documentId: string | null;
  sentTo: string | null;
};

let n = 0;
async function supplier(email: string | null = 'orders@bursons.example'): Promise<string> {
  const made = await admin.rest('POST', '/api/admin/suppliers', { name: `Bursons ${++n}`, email, priceFileColumns: { partNumber: 'Part', costPrice: 'Cost' } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body._id as string;
}

async function part(supplierId: string, onHand: number, fields: Record<string, unknown> = {}): Promise<PartJson> {
  const made = await admin.rest('POST', '/api/admin/parts', { partNumber: `PO-P${++n}`, description: 'Oil filter', supplierId, costPrice: 8, ...fields });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  if (onHand) expect((await admin.rest('POST', `/api/admin/parts/${made.body._id}/adjust`, { quantity: onHand, reason: 'Opening stock' })).status).toBe(200);
  return made.body as PartJson;
}

const partNow = async (id: string) => (await admin.rest('GET', `/api/admin/parts/${id}`)).body as PartJson;
const stageOf = async (cardId: string) => {
  const board = (await admin.rest('GET', '/api/admin/board')).body as { columns: Array<{ stage: string; cards: Array<{ _id: string }> }> };
  return board.columns.find((c) => c.cards.some((card) => card._id === cardId))?.stage ?? 'absent';
};

async function cardInProgressNeeding(partId: string, quantity: number) {
  const card = await createCard(admin);
  const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { status: 'Work In Progress', finalItems: [{ partId, quantity }] });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return card;
}

async function order(body: Record<string, unknown>): Promise<OrderJson> {
  const made = await admin.rest('POST', '/api/admin/purchase-orders', body);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as OrderJson;
}

describe('purchase orders', () => {
  it('orders a job card’s missing parts, emails the PDF, receives them in parts, and the card waits for parts until they all arrive', async () => {
    const bursons = await supplier();
    const filter = await part(bursons, 1, { costPrice: 8 });
    const pads = await part(bursons, 0, { costPrice: 40, description: 'Brake pads, front' });
    const card = await cardInProgressNeeding(filter._id, 3);
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: [{ partId: filter._id, quantity: 3 }, { partId: pads._id, quantity: 1 }] });
    expect(await stageOf(card._id)).toBe('in-progress');

    // What the card is short: 2 filters (1 on the shelf) and the pads, from their supplier.
    const short = await admin.rest('GET', `/api/admin/purchase-orders/suggestions?jobCardId=${card._id}`);
    expect(short.status, JSON.stringify(short.body)).toBe(200);
    expect(short.body).toEqual([
      expect.objectContaining({ partId: filter._id, quantity: 2, supplierId: bursons, unitCost: 8, onHand: 1, reserved: 3, onOrder: 0 }),
      expect.objectContaining({ partId: pads._id, quantity: 1, supplierId: bursons, unitCost: 40 }),
    ]);

    const po = await order({ supplierId: bursons, lines: short.body.map((l: { partId: string; quantity: number }) => ({ partId: l.partId, quantity: l.quantity })), jobCardIds: [card._id] });
    expect(po).toMatchObject({ number: expect.stringMatching(/^PO-\d{6}$/), status: 'draft', total: 56, jobCards: [{ id: card._id, waitingForParts: true }] });
    expect(await stageOf(card._id)).toBe('waiting-for-parts');
    // On order now: the card is no longer short.
    expect((await admin.rest('GET', `/api/admin/purchase-orders/suggestions?jobCardId=${card._id}`)).body).toEqual([]);

    const sent = await admin.rest('POST', `/api/admin/purchase-orders/${po._id}/send`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ status: 'sent', sentTo: 'orders@bursons.example', documentId: expect.any(String) });
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('orders@bursons.example') && m.subject!.includes(po.number));
    expect(mail.attachments).toHaveLength(1);
    const pdf = await pdftotext(mail.attachments[0].content);
    expect(pdf).toContain('Purchase Order');
    expect(pdf).toContain(po.number);
    expect(pdf).toContain(`${filter.partNumber} · Oil filter`);
    expect(pdf).toContain('$56.00');

    // The filters come first, at a new cost: into stock, and the part's cost follows.
    const first = await admin.rest('POST', `/api/admin/purchase-orders/${po._id}/receive`, { lines: [{ partId: filter._id, quantity: 2, unitCost: 9.5 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ status: 'part-received', lines: [{ partId: filter._id, received: 2, outstanding: 0, unitCost: 9.5 }, { partId: pads._id, received: 0, outstanding: 1 }] });
    expect(await partNow(filter._id)).toMatchObject({ onHand: 3, costPrice: 9.5 });
    const moves = (await admin.rest('GET', `/api/admin/parts/${filter._id}/moves`)).body;
    expect(moves[0]).toMatchObject({ kind: 'received', quantity: 2, unitCost: 9.5, reason: po.number });
    expect(await stageOf(card._id)).toBe('waiting-for-parts');

    // More than is still to come is refused, nothing received.
    const over = await admin.rest('POST', `/api/admin/purchase-orders/${po._id}/receive`, { lines: [{ partId: pads._id, quantity: 2 }] });
    expect(over).toMatchObject({ status: 400, body: { message: `Line 1: 1 of ${pads.partNumber} is still to come, not 2.` } });
    expect(await partNow(pads._id)).toMatchObject({ onHand: 0 });

    // The rest, with the supplier's invoice: the order is received and the card leaves Waiting for parts.
    const rest = await admin.rest('POST', `/api/admin/purchase-orders/${po._id}/receive`, { lines: [{ partId: pads._id, quantity: 1 }], supplierInvoiceNumber: 'INV-88812', supplierInvoiceTotal: 64.9 });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body).toMatchObject({ status: 'received', supplierInvoiceNumber: 'INV-88812', supplierInvoiceTotal: 64.9, jobCards: [{ id: card._id, waitingForParts: false }] });
    expect(await partNow(pads._id)).toMatchObject({ onHand: 1, costPrice: 40 });
    expect(await stageOf(card._id)).toBe('in-progress');

    // A received order takes no more deliveries and cannot be cancelled.
    expect(await admin.rest('POST', `/api/admin/purchase-orders/${po._id}/receive`, { lines: [{ partId: pads._id, quantity: 1 }] })).toMatchObject({ status: 409, body: { message: `${po.number} has arrived in full: it cannot be received.` } });
    expect((await admin.rest('POST', `/api/admin/purchase-orders/${po._id}/cancel`)).status).toBe(409);
    const audit = await admin.rest('GET', `/api/admin/audit?entityType=purchase_order&entityId=${po._id}&limit=100`);
    expect(audit.status).toBe(200);
    const summaries = JSON.stringify(audit.body);
    expect(summaries).toContain(`${po.number} received in part: 2 × ${filter.partNumber}`);
    expect(summaries).toContain(`${po.number} received in full: 1 × ${pads.partNumber}`);
    expect(summaries).toContain(`${po.number} emailed to orders@bursons.example`);
  });

  it('keeps a card waiting while another open order holds it, and frees it when the last is cancelled', async () => {
    const a = await supplier();
    const b = await supplier();
    const one = await part(a, 0);
    const two = await part(b, 0);
    const card = await cardInProgressNeeding(one._id, 1);
    const first = await order({ supplierId: a, lines: [{ partId: one._id, quantity: 1 }], jobCardIds: [card._id] });
    const second = await order({ supplierId: b, lines: [{ partId: two._id, quantity: 1 }], jobCardIds: [card._id] });
    expect(await stageOf(card._id)).toBe('waiting-for-parts');
    expect((await admin.rest('POST', `/api/admin/purchase-orders/${first._id}/receive`, { lines: [{ partId: one._id, quantity: 1 }] })).body.status).toBe('received');
    expect(await stageOf(card._id)).toBe('waiting-for-parts');
    const cancelled = await admin.rest('POST', `/api/admin/purchase-orders/${second._id}/cancel`);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', jobCards: [{ id: card._id, waitingForParts: false }] });
    expect(await stageOf(card._id)).toBe('in-progress');
  });

  it('makes a card ordered for before its work began wait for parts when it comes to Work In Progress, until the order arrives', async () => {
    const s = await supplier();
    const p = await part(s, 0);
    const card = await createCard(admin);
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: [{ partId: p._id, quantity: 1 }] });
    const po = await order({ supplierId: s, lines: [{ partId: p._id, quantity: 1 }], jobCardIds: [card._id] });
    expect(po.jobCards).toEqual([expect.objectContaining({ id: card._id, waitingForParts: false })]);
    expect(await stageOf(card._id)).toBe('booked-in');
    expect((await admin.rest('POST', `/api/admin/board/${card._id}/move`, { stage: 'in-progress' })).status).toBe(200);
    expect(await stageOf(card._id)).toBe('waiting-for-parts');
    await admin.rest('POST', `/api/admin/purchase-orders/${po._id}/receive`, { lines: [{ partId: p._id, quantity: 1 }] });
    expect(await stageOf(card._id)).toBe('in-progress');
    // Once arrived, the card comes back to Work In Progress without waiting.
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { status: 'Pending Quote Approval' });
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { status: 'Work In Progress' });
    expect(await stageOf(card._id)).toBe('in-progress');
  });

  it('suggests low stock by reorder point, counting what job cards hold and what is on order', async () => {
    const s = await supplier();
    const low = await part(s, 2, { reorderPoint: 3, reorderQuantity: 10 });
    const fine = await part(s, 8, { reorderPoint: 3, reorderQuantity: 10 });
    const held = await part(s, 5, { reorderPoint: 2 });
    await createCard(admin).then((c) => admin.rest('PUT', `/api/admin/jobcards/${c._id}`, { finalItems: [{ partId: held._id, quantity: 4 }] }));
    const lines = async () => ((await admin.rest('GET', `/api/admin/purchase-orders/suggestions?supplierId=${s}`)).body as Array<{ partId: string; quantity: number; reason: string }>);
    const first = await lines();
    expect(first.map((l) => [l.partId, l.quantity, l.reason]).sort()).toEqual(
      [
        [low._id, 10, '2 to come, reorder point 3'],
        [held._id, 2, '1 to come, reorder point 2'],
      ].sort(),
    );
    expect(first.some((l) => l.partId === fine._id)).toBe(false);
    await order({ supplierId: s, lines: [{ partId: low._id, quantity: 10 }] });
    expect((await lines()).map((l) => l.partId)).toEqual([held._id]);
  });

  it('refuses what cannot be ordered, sent or received, with a message naming it', async () => {
    const noEmail = await supplier(null);
    const p = await part(noEmail, 0);
    expect(await admin.rest('POST', '/api/admin/purchase-orders', { supplierId: noEmail, lines: [] })).toMatchObject({ status: 400, body: { message: 'Add at least one part to the order.' } });
    expect(await admin.rest('POST', '/api/admin/purchase-orders', { supplierId: noEmail, lines: [{ partId: p._id, quantity: 0 }] })).toMatchObject({ status: 400, body: { message: 'Line 1: quantity must be a number greater than 0.' } });
    expect(await admin.rest('POST', '/api/admin/purchase-orders', { supplierId: noEmail, lines: [{ partId: p._id, quantity: 1 }, { partId: p._id, quantity: 2 }] })).toMatchObject({ status: 400, body: { message: 'Line 2: this part is on the order twice; put it on one line.' } });
    expect(await admin.rest('POST', '/api/admin/purchase-orders', { supplierId: noEmail, lines: [{ partId: p._id, quantity: 1 }], jobCardIds: ['0123456789abcdef01234567'] })).toMatchObject({ status: 400, body: { message: 'A job card of jobCardIds does not exist.' } });
    const po = await order({ supplierId: noEmail, lines: [{ partId: p._id, quantity: 1, unitCost: 12.34 }] });
    expect(po.lines[0].unitCost).toBe(12.34);
    const send = await admin.rest('POST', `/api/admin/purchase-orders/${po._id}/send`);
    expect(send.status).toBe(400);
    expect(send.body.message).toContain('has no email address');
    expect(await admin.rest('POST', `/api/admin/purchase-orders/${po._id}/receive`, { lines: [{ partId: '0123456789abcdef01234567', quantity: 1 }] })).toMatchObject({ status: 400, body: { message: `Line 1: this part is not on ${po.number}.` } });
    expect((await admin.rest('GET', '/api/admin/purchase-orders/0123456789abcdef01234567')).status).toBe(404);
    const patched = await admin.rest('PATCH', `/api/admin/purchase-orders/${po._id}`, { supplierInvoiceNumber: 'B-1', supplierInvoiceTotal: 13.57 });
    expect(patched.body).toMatchObject({ supplierInvoiceNumber: 'B-1', supplierInvoiceTotal: 13.57 });
    const open = await admin.rest('GET', `/api/admin/purchase-orders?status=open&supplierId=${noEmail}`);
    expect(open.body.map((o: OrderJson) => o._id)).toEqual([po._id]);
  });
});
