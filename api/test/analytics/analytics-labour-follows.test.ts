/**
 * Hours sold follow an invoice's lines however the invoice changes: a job card's invoice counts once
 * (and still once when re-generated), a deleted (voided) one no longer counts, and lines or an issue
 * date changed by any writer move the hours with them. Lines stored before kinds count as lineKind
 * reads them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type Admin } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { staffMember } from '../time-clock/time-clock-staff.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { lineKind, type PricedLine } from '../../src/shared/money.js';

let t: TestServer;
let admin: Admin;
let alice = '';
const JULY = '?timeframe=custom&startDate=2026-07-01&endDate=2026-07-31';
const AUGUST = '?timeframe=custom&startDate=2026-08-01&endDate=2026-08-31';

const labourOf = async (query: string) => {
  const res = await admin.rest('GET', `/api/admin/analytics${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.labourAnalytics as { labourHoursSold: number; carCount: number; technicians: Array<{ name: string; hoursSold: number }> };
};
const sql = (statement: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute(statement, params);

beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: CONFIGURED_WORKSHOP });
  alice = (await staffMember(t, 'technician', 'Alice Jones')).id;
  admin = asAdmin(t, await signIn(t));
  t.clock.set('2026-07-07T01:00:00Z');
});
afterAll(() => t.close());

describe('hours sold follow the invoice', () => {
  it('a job card’s invoice counts once, re-generated or not, and not once it is deleted (voided)', async () => {
    const card = await createCard(admin, { customerEmail: 'follows@example.com', carRego: 'FOL 1' });
    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {
      gstIncludedInEstimate: false,
      finalItems: [
        { description: 'Front brake pads', quantity: 1, estimateCost: 129.95 },
        { description: 'Labour', kind: 'labour', hours: 2.25, estimateCost: 120, technicianId: alice },
      ],
      mechanicNotes: '',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await labourOf(JULY)).toMatchObject({ labourHoursSold: 2.25, carCount: 1, technicians: [{ name: 'Alice Jones', hoursSold: 2.25 }] });

    const again = await admin.rest('POST', `/api/admin/jobcards/${card._id}/regenerate-invoice`, { email: false });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await labourOf(JULY)).toMatchObject({ labourHoursSold: 2.25, carCount: 1, technicians: [{ name: 'Alice Jones', hoursSold: 2.25 }] });

    const del = await admin.rest('DELETE', `/api/admin/invoices/${done.body.invoice.invoiceNumber}`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(await labourOf(JULY)).toMatchObject({ labourHoursSold: 0, carCount: 0, technicians: [] });
  });

  it('lines changed in the database, and an issue date moved to another month, move the hours with them', async () => {
    const res = await admin.rest('POST', '/api/admin/generate-invoice', {
      customerEmail: 'moved@example.com',
      customerName: 'Moved Owner',
      carRego: 'MOV 2',
      phoneNumber: '0412 345 678',
      invoiceItems: [{ description: 'Labour', kind: 'labour', hours: 1, unitPrice: 120, technicianId: alice }],
      gstPercentage: 10,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const number = res.body.invoice.invoiceNumber as string;
    expect((await labourOf(JULY)).labourHoursSold).toBe(1);

    const lines = [
      { description: 'Labour', kind: 'labour', quantity: 3.5, unitPriceCents: 12000, technicianId: alice },
      { description: 'Wheel alignment labour', kind: 'labour', quantity: 0.75, unitPriceCents: 12000 },
    ];
    await sql(`UPDATE invoice SET items = ?::jsonb WHERE invoice_number = ?`, [JSON.stringify(lines), number]);
    expect(await labourOf(JULY)).toMatchObject({ labourHoursSold: 4.25, technicians: [{ name: 'Alice Jones', hoursSold: 3.5 }] });

    await sql(`UPDATE invoice SET issued_at = '2026-08-03T01:00:00Z' WHERE invoice_number = ?`, [number]);
    expect((await labourOf(JULY)).labourHoursSold).toBe(0);
    expect(await labourOf(AUGUST)).toMatchObject({ labourHoursSold: 4.25, carCount: 1, technicians: [{ name: 'Alice Jones', hoursSold: 3.5 }] });
  });

  it('lines stored without a kind (or with one no longer known) count as labour exactly where lineKind says so', async () => {
    const lines: Array<Pick<PricedLine, 'description' | 'quantity' | 'unitPriceCents'> & { kind?: string }> = [
      { description: 'Diagnostic LABOR', quantity: 0.5, unitPriceCents: 6000 },
      { description: 'labour-only fitting', quantity: 1.25, unitPriceCents: 5000 },
      { description: 'Labourer gloves', quantity: 2, unitPriceCents: 900 },
      { description: 'Relabour', quantity: 3, unitPriceCents: 900 },
      { description: 'Labour goodwill', quantity: 1, unitPriceCents: -500 },
      { description: 'Labour (towing)', kind: 'sundry', quantity: 4, unitPriceCents: 9000 },
      { description: 'Extra labour', kind: 'service', quantity: 0.25, unitPriceCents: 9000 },
      { description: 'Élabour', quantity: 0.01, unitPriceCents: 100 },
      { description: 'labour_rate', quantity: 5, unitPriceCents: 100 },
    ];
    const expected = lines.filter((l) => lineKind(l as PricedLine) === 'labour').reduce((sum, l) => sum + l.quantity, 0);
    expect(expected, 'the cases hold labour and not-labour lines').toBeCloseTo(2.01, 5);
    await sql(
      `INSERT INTO invoice (_id, number, invoice_number, customer_name, customer_email, car_rego, rego_key, items, gst_percentage, prices_include_gst, subtotal_cents, gst_cents, total_cents, issued_at, status)
       SELECT substr(md5(random()::text), 1, 24), n, 'INV-' || lpad(n::text, 6, '0'), 'Old Customer', 'old@example.com', 'OLD 1', 'OLD1', ?::jsonb, 10, false, 3400, 340, 3740, '2026-09-10T00:00:00Z', 'paid'
       FROM (SELECT nextval('invoice_number_seq')::int AS n) AS s`,
      [JSON.stringify(lines)],
    );
    const september = await labourOf('?timeframe=custom&startDate=2026-09-01&endDate=2026-09-30');
    expect(september).toMatchObject({ labourHoursSold: expected, carCount: 1, technicians: [] });
  });
});
