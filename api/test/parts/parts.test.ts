/**
 * The parts catalogue over REST and GraphQL: sell prices from the owner's markup matrix to the
 * cent (or fixed), parts found as staff type, suppliers, and the stock ledger: adjustments with a
 * reason, stock on hand the sum of its moves, never below zero unless the part allows it, and 50
 * takes at once of the last 10 units giving exactly 10.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

const sql = <T>(query: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

type PartJson = { _id: string; partNumber: string; costPrice: number; sellPrice: number; sellPriceFixed: boolean; onHand: number; reserved: number; available: number; archived: boolean };

let n = 0;
async function addPart(fields: Record<string, unknown> = {}): Promise<PartJson> {
  const res = await admin.rest('POST', '/api/admin/parts', { partNumber: `TEST-${++n}`, description: `Test part ${n}`, costPrice: 10, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as PartJson;
}

const adjust = (id: string, quantity: number, reason = 'Opening stock') => admin.rest('POST', `/api/admin/parts/${id}/adjust`, { quantity, reason });

describe('the markup matrix', () => {
  it('prices a part without a fixed price from its cost, band by band, to the cent (half up)', async () => {
    const saved = await admin.rest('PUT', '/api/admin/settings/markup', [
      { upToCost: 0.1, multiplier: 1.5 },
      { upToCost: 10, multiplier: 2 },
      { upToCost: 50, multiplier: 1.6 },
      { multiplier: 1.35 },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual([{ upToCost: 0.1, multiplier: 1.5 }, { upToCost: 10, multiplier: 2 }, { upToCost: 50, multiplier: 1.6 }, { multiplier: 1.35 }]);
    expect((await admin.rest('GET', '/api/admin/settings/markup')).body).toEqual(saved.body);

    const cases: Array<[number, number]> = [
      [0.05, 0.08], // 7.5 cents: half up
      [0.1, 0.15], // the band's highest cost is in it
      [0.11, 0.22],
      [10, 20],
      [10.01, 16.02], // 16.016
      [33.33, 53.33], // 53.328
      [50, 80],
      [50.01, 67.51], // 67.5135
      [1234.57, 1666.67], // 1666.6695
    ];
    for (const [cost, sell] of cases) {
      const part = await addPart({ costPrice: cost });
      expect(part, `cost ${cost}`).toMatchObject({ costPrice: cost, sellPrice: sell, sellPriceFixed: false });
    }
  });

  it('keeps a fixed sell price until it is cleared, and follows a changed matrix otherwise', async () => {
    await admin.rest('PUT', '/api/admin/settings/markup', [{ upToCost: 10, multiplier: 2 }, { multiplier: 1.5 }]);
    const fixed = await addPart({ costPrice: 20, sellPrice: 45.5 });
    const matrix = await addPart({ costPrice: 20 });
    expect([fixed.sellPrice, fixed.sellPriceFixed, matrix.sellPrice]).toEqual([45.5, true, 30]);

    await admin.rest('PUT', '/api/admin/settings/markup', { bands: [{ multiplier: 1.25 }] });
    expect((await admin.rest('GET', `/api/admin/parts/${fixed._id}`)).body).toMatchObject({ sellPrice: 45.5 });
    expect((await admin.rest('GET', `/api/admin/parts/${matrix._id}`)).body).toMatchObject({ sellPrice: 25 });

    const cleared = await admin.rest('PATCH', `/api/admin/parts/${fixed._id}`, { sellPrice: null, costPrice: 30 });
    expect(cleared.body).toMatchObject({ costPrice: 30, sellPrice: 37.5, sellPriceFixed: false });
  });

  it('refuses a matrix that does not rise, a last band with a top, or a multiplier below 1', async () => {
    const cases: Array<[unknown, string]> = [
      [[{ upToCost: 50, multiplier: 2 }, { upToCost: 10, multiplier: 1.5 }, { multiplier: 1.2 }], 'Band 2: upToCost must be higher than the band before’s ($50.00).'],
      [[{ upToCost: 10, multiplier: 2 }, { upToCost: 100, multiplier: 1.5 }], 'Band 2: the last band covers every cost above the one before; leave its upToCost out.'],
      [[{ multiplier: 0.9 }], 'Band 1: the multiplier must be a number from 1 to 100.'],
      [[{ multiplier: 1.2345 }], 'Band 1: the multiplier must have at most 3 decimals.'],
      [[], 'Add at least one markup band.'],
    ];
    for (const [body, message] of cases) expect(await admin.rest('PUT', '/api/admin/settings/markup', body)).toMatchObject({ status: 400, body: { message } });
  });
});

describe('the catalogue', () => {
  it('finds parts as staff type: a number’s start, a barcode, words of the description or brand', async () => {
    const supplier = await admin.rest('POST', '/api/admin/suppliers', { name: `Bursons ${++n}`, email: 'orders@bursons.example', priceFileColumns: { partNumber: 'Part No', costPrice: 'Cost' } });
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
    const supplierId = (supplier.body as { _id: string })._id;
    const pads = await addPart({ partNumber: 'DB 1234-GCT', description: 'Brake pads, front (General CT)', brand: 'Bendix', supplierId, barcode: '9312345678901', bin: 'A3-2' });
    await addPart({ partNumber: 'Z418', description: 'Oil filter', brand: 'Ryco', supplierId });

    const find = async (q: string) => ((await admin.rest('GET', `/api/admin/parts?q=${encodeURIComponent(q)}`)).body as PartJson[]).map((p) => p.partNumber);
    expect(await find('db12')).toEqual(['DB 1234-GCT']);
    expect(await find('db-1234gct')).toEqual(['DB 1234-GCT']);
    expect(await find('9312345678901')).toEqual(['DB 1234-GCT']);
    expect(await find('general ct')).toEqual(['DB 1234-GCT']);
    expect(await find('1234')).toEqual(['DB 1234-GCT']); // the middle of a number
    expect(await find('pads bendix')).toEqual(['DB 1234-GCT']); // words in any order, over description and brand
    expect(await find('ryco')).toEqual(['Z418']);
    expect(await find('nothing like it')).toEqual([]);

    const again = await admin.rest('POST', '/api/admin/parts', { partNumber: 'db1234 gct', description: 'Same number', costPrice: 1, supplierId });
    expect(again).toMatchObject({ status: 400, body: { message: 'Another part of this supplier has the number db1234 gct.' } });
    const barcode = await admin.rest('POST', '/api/admin/parts', { partNumber: 'OTHER-1', description: 'Same barcode', costPrice: 1, barcode: '9312345678901' });
    expect(barcode).toMatchObject({ status: 400, body: { message: 'Another part has the barcode 9312345678901.' } });

    const archived = await admin.rest('PATCH', `/api/admin/parts/${pads._id}`, { archived: true });
    expect(archived.body).toMatchObject({ archived: true });
    expect(await find('db12')).toEqual([]);

    const gql = await admin.gql('query($q: String) { parts(filter: { q: $q }) { items { partNumber brand sellCents supplierId } nextCursor } suppliers { name priceFileColumns { partNumber costPrice } } }', { q: 'z41' });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.parts).toEqual({ items: [{ partNumber: 'Z418', brand: 'Ryco', sellCents: expect.any(Number), supplierId }], nextCursor: null });
    expect(gql.data.suppliers).toContainEqual({ name: `Bursons ${n - 2}`, priceFileColumns: { partNumber: 'Part No', costPrice: 'Cost' } });
  });

  it('changes a supplier’s email and price file columns, refusing a name another supplier has', async () => {
    const made = await admin.rest('POST', '/api/admin/suppliers', { name: `Repco ${++n}`, email: null });
    const other = await admin.rest('POST', '/api/admin/suppliers', { name: `Burson ${++n}` });
    const id = (made.body as { _id: string })._id;
    const changed = await admin.rest('PUT', `/api/admin/suppliers/${id}`, { name: made.body.name, email: 'orders@repco.example', priceFileColumns: { partNumber: 'Part No', costPrice: 'Cost ex GST', brand: 'Brand' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ email: 'orders@repco.example', priceFileColumns: { partNumber: 'Part No', costPrice: 'Cost ex GST', brand: 'Brand', description: null, barcode: null } });
    expect((await admin.rest('GET', '/api/admin/suppliers')).body).toContainEqual(expect.objectContaining({ _id: id, email: 'orders@repco.example' }));
    const clash = await admin.rest('PUT', `/api/admin/suppliers/${id}`, { name: other.body.name.toUpperCase() });
    expect(clash).toMatchObject({ status: 400, body: { message: `A supplier named “${other.body.name.toUpperCase()}” already exists.` } });
    expect(await admin.rest('PUT', `/api/admin/suppliers/${id}`, { name: 'X', priceFileColumns: { partNumber: 'Part' } })).toMatchObject({ status: 400, body: { fields: { 'priceFileColumns.costPrice': [expect.any(String)] } } });
    expect((await admin.rest('PUT', '/api/admin/suppliers/0123456789abcdef01234567', { name: 'Nobody' })).status).toBe(404);
    const audit = await admin.rest('GET', `/api/admin/audit?entityType=supplier&entityId=${id}&action=supplier.changed`);
    expect(JSON.stringify(audit.body)).toContain(`Supplier ${made.body.name} changed`);
  });

  it('pages the list with a cursor in the Link header', async () => {
    const prefix = `PAGE${++n}-`;
    for (let i = 1; i <= 5; i++) await addPart({ partNumber: `${prefix}${i}` });
    const page = (path: string) => fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${admin.token}` } });
    const first = await page(`/api/admin/parts?q=${prefix}&limit=3`);
    expect(((await first.json()) as PartJson[]).map((p) => p.partNumber)).toEqual([1, 2, 3].map((i) => `${prefix}${i}`));
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1];
    const second = await page(next);
    expect(((await second.json()) as PartJson[]).map((p) => p.partNumber)).toEqual([4, 5].map((i) => `${prefix}${i}`));
    expect(second.headers.get('link')).toBeNull();
  });

  it('says what is wrong with a part’s fields', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ description: 'No number', costPrice: 1 }, 'Part number is required.'],
      [{ partNumber: 'X1', description: 'No cost' }, 'Cost price is required.'],
      [{ partNumber: 'X1', description: 'Bad cost', costPrice: 1.005 }, 'Cost price must have at most 2 decimals.'],
      [{ partNumber: 'X1', description: 'Bad supplier', costPrice: 1, supplierId: '0123456789abcdef01234567' }, 'This supplier does not exist.'],
      [{ partNumber: 'X1', description: 'Bad barcode', costPrice: 1, barcode: 'has space' }, 'Barcode must be 1 to 60 letters, digits or symbols, without spaces.'],
      [{ partNumber: 'X1', description: 'Bad reorder', costPrice: 1, reorderPoint: -1 }, 'Reorder point must not be negative.'],
    ];
    for (const [body, message] of cases) expect(await admin.rest('POST', '/api/admin/parts', body), message).toMatchObject({ status: 400, body: { message } });
    expect(await admin.rest('GET', '/api/admin/parts/nope')).toMatchObject({ status: 404, body: { message: 'This part no longer exists.' } });
  });
});

describe('the stock ledger', () => {
  it('adjusts stock with a reason, lists the moves newest first, and keeps on hand the sum of its moves', async () => {
    const part = await addPart();
    expect(await adjust(part._id, 10)).toMatchObject({ status: 200, body: { onHand: 10, available: 10 } });
    expect(await adjust(part._id, -2.5, 'Damaged in the store')).toMatchObject({ status: 200, body: { onHand: 7.5 } });
    const refused = await adjust(part._id, -8, 'Too many');
    expect(refused).toMatchObject({ status: 409, body: { message: 'Not enough stock: 7.5 on hand, 8 asked for.' } });
    expect(await adjust(part._id, 1, '')).toMatchObject({ status: 400, body: { message: 'Reason is required.' } });
    expect(await adjust(part._id, 0)).toMatchObject({ status: 400, body: { message: 'Quantity must not be 0.' } });

    const moves = await admin.rest('GET', `/api/admin/parts/${part._id}/moves`);
    expect(moves.body).toMatchObject([
      { kind: 'adjusted', quantity: -2.5, onHandAfter: 7.5, reason: 'Damaged in the store', by: expect.any(String) },
      { kind: 'adjusted', quantity: 10, onHandAfter: 10, reason: 'Opening stock' },
    ]);
    const [sum] = await sql<{ total: string; on_hand: string }>('SELECT (SELECT sum(quantity) FROM stock_move WHERE part_id = ?) AS total, (SELECT on_hand FROM part WHERE _id = ?) AS on_hand', [part._id, part._id]);
    expect(Number(sum.total)).toBe(7.5);
    expect(Number(sum.on_hand)).toBe(7.5);

    const [audit] = await sql<{ summary: string }>("SELECT summary FROM audit_event WHERE action = 'stock.adjusted' AND entity_id = ? ORDER BY at DESC LIMIT 1", [part._id]);
    expect(audit.summary).toBe(`Stock of ${part.partNumber} adjusted by -2.5 (Damaged in the store): 7.5 on hand`);
  });

  it('lets a part that allows it go below zero', async () => {
    const special = await addPart({ allowNegative: true });
    expect(await adjust(special._id, -2, 'Fitted before it arrived')).toMatchObject({ status: 200, body: { onHand: -2, available: -2 } });
  });

  it('gives exactly 10 of 50 takes at once of the last 10 units, and never goes below zero', async () => {
    const part = await addPart();
    await adjust(part._id, 10);
    const answers = await Promise.all(Array.from({ length: 50 }, () => adjust(part._id, -1, 'Taken')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect((await admin.rest('GET', `/api/admin/parts/${part._id}`)).body).toMatchObject({ onHand: 0 });
    const [counts] = await sql<{ moves: number; below: number }>('SELECT count(*)::int AS moves, count(*) FILTER (WHERE on_hand_after < 0)::int AS below FROM stock_move WHERE part_id = ?', [part._id]);
    expect(counts).toEqual({ moves: 11, below: 0 });
  });

  it('the database itself refuses stock below zero for a part that does not allow it', async () => {
    const part = await addPart();
    await expect(sql('UPDATE part SET on_hand = -1 WHERE _id = ?', [part._id])).rejects.toThrow(/part_stock_not_negative/);
  });

  it('counts a bin: lists its parts, posts each difference as a counted move in one go, audited', async () => {
    const bin = `S${++n}`;
    const [a, b, c] = [await addPart({ bin }), await addPart({ bin: bin.toLowerCase() }), await addPart({ bin })];
    await adjust(a._id, 5);
    await adjust(b._id, 2);
    const listed = await admin.rest('GET', `/api/admin/parts?bin=${bin}`);
    expect((listed.body as PartJson[]).map((p) => p._id)).toEqual([a._id, b._id, c._id]);

    const posted = await admin.rest('POST', '/api/admin/parts/stocktake', { bin, counts: [{ partId: a._id, counted: 4 }, { partId: b._id, counted: 2 }, { partId: c._id, counted: '3' }] });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body).toEqual({
      message: 'Stocktake posted: 2 of 3 parts corrected.',
      lines: [
        { partId: a._id, partNumber: a.partNumber, before: 5, counted: 4, difference: -1 },
        { partId: b._id, partNumber: b.partNumber, before: 2, counted: 2, difference: 0 },
        { partId: c._id, partNumber: c.partNumber, before: 0, counted: 3, difference: 3 },
      ],
    });
    expect((await admin.rest('GET', `/api/admin/parts/${c._id}`)).body).toMatchObject({ onHand: 3 });
    expect(((await admin.rest('GET', `/api/admin/parts/${a._id}/moves`)).body as Array<{ kind: string }>)[0]).toMatchObject({ kind: 'counted', quantity: -1, onHandAfter: 4, reason: `Stocktake of bin ${bin}` });
    expect(((await admin.rest('GET', `/api/admin/parts/${b._id}/moves`)).body as unknown[]).length).toBe(1);
    const [audit] = await sql<{ summary: string }>("SELECT summary FROM audit_event WHERE action = 'stock.counted' ORDER BY at DESC LIMIT 1");
    expect(audit.summary).toBe(`Stocktake of bin ${bin}: 3 parts counted, 2 differences (${a.partNumber} -1, ${c.partNumber} +3)`);

    const refusals: Array<[unknown, string]> = [
      [[], 'Count at least one part.'],
      [[{ partId: a._id, counted: 1 }, { partId: a._id, counted: 2 }], 'Count 2: the part is counted twice.'],
      [[{ partId: a._id, counted: -1 }], 'Count 1: the count must be a number from 0 to 100000.'],
      [[{ partId: '0123456789abcdef01234567', counted: 1 }], 'Count 1: this part does not exist.'],
    ];
    for (const [counts, message] of refusals) expect(await admin.rest('POST', '/api/admin/parts/stocktake', { counts })).toMatchObject({ status: 400, body: { message } });
  });
});
