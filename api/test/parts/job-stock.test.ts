/**
 * Parts on job cards: a part line names its part (price, GST and words from it unless given),
 * holds the part's stock while the card is open, fits it when the
 * card is invoiced (refused, nothing issued, when the stock is short), and deleting the invoice
 * puts it back on the shelf; of two cards invoiced at once for the last unit, exactly one is.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

type PartJson = { _id: string; partNumber: string; sellPrice: number; onHand: number; reserved: number; available: number };

let n = 0;
async function stockedPart(onHand: number, fields: Record<string, unknown> = {}): Promise<PartJson> {
  const made = await admin.rest('POST', '/api/admin/parts', { partNumber: `JOB-${++n}`, description: 'Brake pads, front', costPrice: 50, sellPrice: 89.95, ...fields });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const part = made.body as PartJson;
  if (onHand) expect((await admin.rest('POST', `/api/admin/parts/${part._id}/adjust`, { quantity: onHand, reason: 'Opening stock' })).status).toBe(200);
  return part;
}

const partNow = async (id: string) => (await admin.rest('GET', `/api/admin/parts/${id}`)).body as PartJson;
const save = (cardId: string, finalItems: unknown[]) => admin.rest('PUT', `/api/admin/jobcards/${cardId}`, { finalItems });
const moves = async (id: string) => (await admin.rest('GET', `/api/admin/parts/${id}/moves`)).body as Array<{ kind: string; quantity: number; unitCost: number; reason: string; jobCardId: string | null }>;

describe('part lines on job cards', () => {
  it('take the part’s price, GST and words, hold its stock while the card is open, fit it when invoiced and return it when the invoice is deleted', async () => {
    const pads = await stockedPart(5);
    const fee = await stockedPart(10, { description: 'Tyre disposal levy', sellPrice: 4.5, gstFree: true });
    const card = await createCard(admin);
    const saved = await save(card._id, [
      { partId: pads._id, quantity: 2 },
      { partId: fee._id, quantity: 4, description: 'Disposal of 4 tyres' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.finalItems).toMatchObject([
      { description: `${pads.partNumber} Brake pads, front`, quantity: 2, estimateCost: 89.95, kind: 'part', gstFree: false, partId: pads._id },
      { description: 'Disposal of 4 tyres', quantity: 4, estimateCost: 4.5, kind: 'part', gstFree: true, partId: fee._id },
    ]);
    expect(await partNow(pads._id)).toMatchObject({ onHand: 5, reserved: 2, available: 3 });
    expect(await partNow(fee._id)).toMatchObject({ onHand: 10, reserved: 4, available: 6 });

    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const invoiceNumber = done.body.invoice.invoiceNumber as string;
    expect(await partNow(pads._id)).toMatchObject({ onHand: 3, reserved: 0, available: 3 });
    expect(await partNow(fee._id)).toMatchObject({ onHand: 6, reserved: 0 });
    // What the parts cost the job is kept with the move: the cost when it was fitted.
    expect((await moves(pads._id))[0]).toMatchObject({ kind: 'fitted', quantity: -2, unitCost: 50, reason: `Invoice ${invoiceNumber}`, jobCardId: card._id });

    const voided = await admin.rest('DELETE', `/api/admin/invoices/${invoiceNumber}`);
    expect(voided.status, JSON.stringify(voided.body)).toBe(200);
    // Back on the shelf, and held again by the reopened card's lines.
    expect(await partNow(pads._id)).toMatchObject({ onHand: 5, reserved: 2, available: 3 });
    expect((await moves(pads._id))[0]).toMatchObject({ kind: 'returned', quantity: 2, reason: 'Invoice deleted', jobCardId: card._id });

    // Deleting the line frees what it held.
    expect((await save(card._id, [{ description: 'Inspection', quantity: 1, unitPrice: 50 }])).status).toBe(200);
    expect(await partNow(pads._id)).toMatchObject({ onHand: 5, reserved: 0, available: 5 });
  });

  it('refuses a part that is not in the catalogue, and a part on a line that is not a part', async () => {
    const card = await createCard(admin);
    expect(await save(card._id, [{ partId: '0123456789abcdef01234567', quantity: 1 }])).toMatchObject({ status: 400, body: { message: 'Line 1: part not found.' } });
    const part = await stockedPart(0);
    expect(await save(card._id, [{ kind: 'labour', partId: part._id, quantity: 1, unitPrice: 100 }])).toMatchObject({ status: 400, body: { message: 'Line 1: only a part line names a part.' } });
    // A standalone invoice never fits stock: its lines cannot name a part.
    const standalone = await admin.rest('POST', '/api/admin/generate-invoice', { customerName: 'Counter Sale', customerEmail: 'counter@example.com', carRego: 'CNT1', invoiceItems: [{ partId: part._id, quantity: 1, unitPrice: 10, description: 'Pads' }] });
    expect(standalone).toMatchObject({ status: 400, body: { message: 'Item 1: a part of the catalogue is sold on a job card, whose invoice fits it from stock; describe the line without partId.' } });
  });

  it('refuses to invoice a job whose part is short, issuing nothing, unless the part allows negative stock', async () => {
    const short = await stockedPart(1);
    const card = await createCard(admin);
    await save(card._id, [{ partId: short._id, quantity: 2 }]);
    expect(await partNow(short._id)).toMatchObject({ onHand: 1, reserved: 2, available: -1 });
    const refused = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {});
    expect(refused).toMatchObject({ status: 409, body: { message: `Not enough stock of ${short.partNumber} to invoice: 1 on hand, 2 on the job. Receive or adjust its stock first.` } });
    const after = await admin.rest('GET', `/api/admin/jobcards/${card._id}`);
    expect(after.body.status).not.toBe('Invoiced');
    expect(await partNow(short._id)).toMatchObject({ onHand: 1 });

    const special = await stockedPart(0, { allowNegative: true });
    const ordered = await createCard(admin);
    await save(ordered._id, [{ partId: special._id, quantity: 1 }]);
    expect((await admin.rest('POST', `/api/admin/jobcards/${ordered._id}/complete-and-invoice`, {})).status).toBe(200);
    expect(await partNow(special._id)).toMatchObject({ onHand: -1, reserved: 0 });
  });

  it('invoices exactly one of two jobs for the last unit when both are invoiced at once', async () => {
    const last = await stockedPart(1);
    const cards = [await createCard(admin), await createCard(admin)];
    for (const card of cards) await save(card._id, [{ partId: last._id, quantity: 1 }]);
    const answers = await Promise.all(cards.map((card) => admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {})));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await partNow(last._id)).toMatchObject({ onHand: 0, reserved: 1 });
    const sql = t.app.db.orm.em.fork().getConnection();
    const [count] = await sql.execute<Array<{ n: number }>>("SELECT count(*)::int AS n FROM stock_move WHERE part_id = ? AND kind = 'fitted'", [last._id]);
    expect(count.n).toBe(1);
  });
});
