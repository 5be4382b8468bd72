/**
 * A supplier's CSV price file: read in the background by the supplier's saved columns (counts of
 * new, changed and unchanged parts, each bad row named by its line, the first rows shown), then
 * applied in one go; a bad row is never applied; sell prices follow the new costs by the matrix.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

let n = 0;
async function supplier(priceFileColumns: Record<string, string> | null = { partNumber: 'Part No', description: 'Description', costPrice: 'Cost ex GST', barcode: 'EAN' }) {
  const res = await admin.rest('POST', '/api/admin/suppliers', { name: `Repco ${++n}`, ...(priceFileColumns ? { priceFileColumns } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { _id: string })._id;
}

async function upload(supplierId: string, csv: string, contentType = 'text/csv') {
  const res = await fetch(`${t.url}/api/admin/suppliers/${supplierId}/price-files`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}`, 'content-type': contentType }, body: csv });
  return { status: res.status, body: (await res.json()) as any };
}

async function settled(id: string) {
  await t.app.services.priceImports.settled();
  return (await admin.rest('GET', `/api/admin/price-imports/${id}`)).body;
}

const parts = async (q: string) => (await admin.rest('GET', `/api/admin/parts?q=${encodeURIComponent(q)}`)).body as Array<{ partNumber: string; description: string; costPrice: number; sellPrice: number; barcode: string | null }>;

describe('supplier price files', () => {
  it('reads a file, counts what it would do and names its bad rows by line, then applies only the good rows', async () => {
    await admin.rest('PUT', '/api/admin/settings/markup', [{ multiplier: 1.5 }]);
    const supplierId = await supplier();
    const made = async (fields: Record<string, unknown>) => expect((await admin.rest('POST', '/api/admin/parts', { supplierId, ...fields })).status).toBe(201);
    await made({ partNumber: 'PF-100', description: 'Brake pads', costPrice: 50 });
    await made({ partNumber: 'PF-200', description: 'Oil filter', costPrice: 9, sellPrice: 25 });
    await made({ partNumber: 'PF-300', description: 'Wiper blade', costPrice: 12 });
    await admin.rest('POST', '/api/admin/parts', { partNumber: 'OTHER-1', description: 'Someone else’s', costPrice: 1, barcode: '9300000000001' });

    const csv = [
      'Part No,Description,Cost ex GST,EAN',
      'PF-100,Brake pads,55.00,', // changed: cost
      'pf 200,Oil filter,$9.00,', // unchanged (the same number, written otherwise)
      'PF-300,"Wiper blade, 22""",12,', // changed: description
      'PF-400,Cabin filter,18.5,9312345000017', // new
      'PF-500,Bad cost,twelve,', // bad
      'PF-400,Again,19,', // bad: twice in the file
      ',No number,3,', // bad
      'PF-600,Clashing barcode,4,9300000000001', // bad: another part's barcode
      'PF-700,Same EAN,5,9312345000017', // bad: the barcode of an earlier row
    ].join('\r\n');
    const started = await upload(supplierId, csv);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.body).toMatchObject({ status: 'reading', supplierId });

    const read = await settled(started.body.id);
    expect(read).toMatchObject({ status: 'ready', rows: 9, processed: 9, new: 1, changed: 2, unchanged: 1, bad: 5 });
    expect(read.problems).toEqual([
      { line: 6, message: 'Line 6: cost price must be a number (“twelve”).' },
      { line: 7, message: 'Line 7: part number PF-400 is also on line 5; only the first is taken.' },
      { line: 8, message: 'Line 8: the part number is empty.' },
      { line: 9, message: 'Line 9: the barcode 9300000000001 of PF-600 belongs to another part.' },
      { line: 10, message: 'Line 10: the barcode 9312345000017 of PF-700 is also on line 5; only the first is taken.' },
    ]);
    expect(read.preview.map((r: { line: number; outcome: string }) => [r.line, r.outcome])).toEqual([
      [2, 'changed'],
      [3, 'unchanged'],
      [4, 'changed'],
      [5, 'new'],
    ]);
    // Nothing changes before it is applied.
    expect((await parts('PF-100'))[0]).toMatchObject({ costPrice: 50 });

    const applying = await admin.rest('POST', `/api/admin/price-imports/${started.body.id}/apply`);
    expect(applying.status, JSON.stringify(applying.body)).toBe(202);
    expect(await settled(started.body.id)).toMatchObject({ status: 'applied', appliedAt: expect.any(String) });
    expect((await parts('PF-'))).toEqual([
      expect.objectContaining({ partNumber: 'PF-100', costPrice: 55, sellPrice: 82.5 }),
      expect.objectContaining({ partNumber: 'PF-200', costPrice: 9, sellPrice: 25 }),
      expect.objectContaining({ partNumber: 'PF-300', description: 'Wiper blade, 22"', costPrice: 12 }),
      expect.objectContaining({ partNumber: 'PF-400', description: 'Cabin filter', costPrice: 18.5, sellPrice: 27.75, barcode: '9312345000017' }),
    ]);
    expect(await admin.rest('POST', `/api/admin/price-imports/${started.body.id}/apply`)).toMatchObject({ status: 409, body: { message: 'This price file is applied already.' } });
    const [audit] = await t.app.db.orm.em.fork().getConnection().execute<Array<{ summary: string }>>("SELECT summary FROM audit_event WHERE action = 'price_file.applied' AND entity_id = ?", [supplierId]);
    expect(audit.summary).toMatch(/^Price file of Repco \d+ applied by .+: 1 parts added, 2 changed$/);
  });

  it('takes the file as a multipart form’s file too', async () => {
    const supplierId = await supplier({ partNumber: 'SKU', costPrice: 'Cost' });
    const form = new FormData();
    form.append('file', new Blob(['SKU,Cost\nMP-1,3.30\n'], { type: 'text/csv' }), 'prices.csv');
    const res = await fetch(`${t.url}/api/admin/suppliers/${supplierId}/price-files`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
    expect(res.status).toBe(202);
    const id = ((await res.json()) as { id: string }).id;
    expect(await settled(id)).toMatchObject({ status: 'ready', new: 1, bad: 0 });
  });

  it('refuses a supplier without saved columns, a file without a saved column, and an empty file', async () => {
    expect(await upload(await supplier(null), 'a,b\n1,2')).toMatchObject({ status: 400, body: { message: expect.stringMatching(/price file columns first/) } });
    const supplierId = await supplier();
    expect(await upload(supplierId, 'Part No,Price\nA,1')).toMatchObject({
      status: 400,
      body: { message: 'The price file has no column “Description” or “Cost ex GST” or “EAN”: its header row is “Part No”, “Price”.' },
    });
    expect(await upload(supplierId, '\n\n')).toMatchObject({ status: 400, body: { message: 'The price file is empty.' } });
    expect(await admin.rest('GET', '/api/admin/price-imports/0123456789abcdef01234567')).toMatchObject({ status: 404 });
  });

  it('marks failed an import a stopped server left reading, and leaves one at work alone', async () => {
    const supplierId = await supplier();
    const conn = t.app.db.orm.em.fork().getConnection();
    const left = (ago: number) =>
      conn.execute<Array<{ _id: string }>>(
        `INSERT INTO price_import (_id, supplier_id, status, problems, preview, by_name, created_at) VALUES (substr(md5(random()::text), 1, 24), ?, 'reading', '[]', '[]', 'Sam', ?) RETURNING _id`,
        [supplierId, new Date(t.clock.now().getTime() - ago)],
      );
    const [[old], [fresh]] = [await left(60 * 60_000), await left(60_000)];
    expect(await t.app.services.priceImports.failStale()).toBeGreaterThanOrEqual(1);
    expect((await admin.rest('GET', `/api/admin/price-imports/${old._id}`)).body).toMatchObject({ status: 'failed', failure: 'The server stopped before this price file was done. Nothing of it was applied: upload it again.' });
    expect((await admin.rest('GET', `/api/admin/price-imports/${fresh._id}`)).body).toMatchObject({ status: 'reading' });
  });
});
