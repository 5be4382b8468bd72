/**
 * Labour analytics on a seeded June 2026: invoices with labour lines (with and without a
 * technician, a GST-free fee, prices with and without GST, a line stored before kinds), a voided
 * invoice that must not count, and time entries (one outside the month, one still running). The
 * same answer over REST (dollars) and GraphQL (cents), and in the report's PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type Admin } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { fetchRaw, pdfText } from '../invoices/invoices-factory.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { staffMember } from '../time-clock/time-clock-staff.js';

let t: TestServer;
let admin: Admin;
const tech: Record<'alice' | 'bob' | 'carol', string> = { alice: '', bob: '', carol: '' };
// Tuesday 30 June 2026, 12:00 in Melbourne (AEST).
const NOW = '2026-06-30T02:00:00Z';
const JUNE = '?timeframe=custom&startDate=2026-06-01&endDate=2026-06-30';

const labour = (hours: number, unitPrice: number, technicianId?: string) => ({ description: 'Labour', kind: 'labour', hours, unitPrice, technicianId });

async function invoice(at: string, carRego: string, invoiceItems: unknown[], extra: Record<string, unknown> = {}) {
  t.clock.set(at);
  const res = await admin.rest('POST', '/api/admin/generate-invoice', {
    customerEmail: `labour.${carRego.replace(/\s/g, '')}@example.com`,
    customerName: `Owner of ${carRego}`,
    carRego,
    phoneNumber: '0412 345 678',
    invoiceItems,
    gstPercentage: 10,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.invoice as { invoiceNumber: string; subtotal: number };
}

/** A time entry straight into the table (times in Melbourne's AEST: UTC+10 in June). */
async function entry(technicianId: string, cardId: string, start: string, minutes: number | null) {
  const started = new Date(`${start}+10:00`);
  const ended = minutes === null ? null : new Date(started.getTime() + minutes * 60_000);
  await t.app.db.orm.em
    .fork()
    .getConnection()
    .execute(`INSERT INTO time_entry (_id, technician_id, job_card_id, started_at, ended_at, minutes) VALUES (substr(md5(random()::text), 1, 24), ?, ?, ?, ?, ?)`, [
      technicianId,
      cardId,
      started.toISOString(),
      ended?.toISOString() ?? null,
      minutes,
    ]);
}

beforeAll(async () => {
  t = await startTestServer({ smtp: false });
  // Names sorted differently from the order they are made in.
  tech.carol = (await staffMember(t, 'technician', 'Carol Nguyen')).id;
  tech.bob = (await staffMember(t, 'technician', 'Bob Smith')).id;
  tech.alice = (await staffMember(t, 'technician', 'Alice Jones')).id;
  admin = asAdmin(t, await signIn(t));

  // A: 2.5 h by Alice ($300.00), a part ($80.01), a GST-free roadworthy fee ($50.00): $430.01 ex GST.
  await invoice('2026-06-01T00:00:00Z', 'ABC 123', [
    labour(2.5, 120, tech.alice),
    { description: 'Brake pads', kind: 'part', quantity: 1, unitPrice: '80.01' },
    { description: 'Roadworthy certificate fee', kind: 'sundry', gstFree: true, quantity: 1, unitPrice: 50 },
  ]);
  // B: the same car (rego written otherwise); 1.25 h by Bob, 1 h by nobody: $270.00.
  await invoice('2026-06-10T00:00:00Z', 'abc123', [labour(1.25, 120, tech.bob), labour(1, 120)]);
  // C: prices include GST: 1.5 h by Alice at $110 incl. = $165.00, $150.00 ex GST.
  await invoice('2026-06-20T00:00:00Z', 'XYZ 9', [labour(1.5, 110, tech.alice)], { gstIncluded: true });
  // D: 4 h by Bob, voided (deleted after it was sent): counts nowhere.
  const voided = await invoice('2026-06-15T00:00:00Z', 'VOID 1', [labour(4, 120, tech.bob)]);
  const del = await admin.rest('DELETE', `/api/admin/invoices/${voided.invoiceNumber}`);
  expect(del.status, JSON.stringify(del.body)).toBe(200);
  const kept = await admin.rest('GET', `/api/admin/invoices/${voided.invoiceNumber}?includeVoided=true`);
  expect(kept.body.voided ?? kept.body.voidedAt, 'the invoice is kept, voided').toBeTruthy();
  // E: 31 May 23:30 and F: 1 July 00:00 in Melbourne: outside June.
  await invoice('2026-05-31T13:30:00Z', 'OUT 1', [labour(3, 120, tech.alice)]);
  // G: lines stored before kinds (a diagnostic labor line of 0.5 h, a test kit, a goodwill credit): $34.00.
  await t.app.db.orm.em
    .fork()
    .getConnection()
    .execute(
      `INSERT INTO invoice (_id, number, invoice_number, customer_name, customer_email, car_rego, rego_key, items, gst_percentage, prices_include_gst, subtotal_cents, gst_cents, total_cents, issued_at, status)
       SELECT substr(md5(random()::text), 1, 24), n, 'INV-' || lpad(n::text, 6, '0'), 'Old Customer', 'old@example.com', 'OLD 1', 'OLD1', ?::jsonb, 10, false, 3400, 340, 3740, '2026-06-25T00:00:00Z', 'paid'
       FROM (SELECT nextval('invoice_number_seq')::int AS n) AS s`,
      [
        JSON.stringify([
          { description: 'Diagnostic labor', quantity: 0.5, unitPriceCents: 6000 },
          { description: 'Laboratory test kit', quantity: 1, unitPriceCents: 900 },
          { description: 'Labour goodwill', quantity: 1, unitPriceCents: -500 },
        ]),
      ],
    );

  const card = await createCard(admin);
  await entry(tech.alice, card._id, '2026-06-01T08:00:00', 180);
  await entry(tech.alice, card._id, '2026-06-20T09:00:00', 90);
  await entry(tech.bob, card._id, '2026-06-10T09:00:00', 120);
  await entry(tech.bob, card._id, '2026-05-31T23:00:00', 60); // started in May: not June's
  await entry(tech.carol, card._id, '2026-06-30T11:00:00', null); // running: an hour by noon
  t.clock.set(NOW);
});
afterAll(() => t.close());

// Sold: 2.5 + 1.25 + 1 + 1.5 + 0.5 = 6.75 h. Clocked: 270 + 120 + 60 min = 7.5 h. 6.75 / 7.5 = 0.9.
// Average ex GST: (430.01 + 270.00 + 150.00 + 34.00) / 4 = 221.0025 → $221.00.
const TECHNICIANS = () => [
  { technicianId: tech.alice, name: 'Alice Jones', hoursSold: 4, hoursClocked: 4.5, efficiency: 0.889 },
  { technicianId: tech.bob, name: 'Bob Smith', hoursSold: 1.25, hoursClocked: 2, efficiency: 0.625 },
  { technicianId: tech.carol, name: 'Carol Nguyen', hoursSold: 0, hoursClocked: 1, efficiency: 0 },
];

describe('labour analytics', () => {
  it('REST: hours sold and clocked, efficiency, average repair order in dollars, cars and technicians by name', async () => {
    const res = await admin.rest('GET', `/api/admin/analytics${JUNE}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.financialAnalytics.totalInvoices).toBe(4);
    expect(res.body.labourAnalytics).toEqual({
      labourHoursSold: 6.75,
      labourHoursClocked: 7.5,
      efficiency: 0.9,
      averageRepairOrder: 221,
      carCount: 3,
      technicians: TECHNICIANS(),
    });
  });

  it('GraphQL: the same figures, the average in cents', async () => {
    const { data, errors } = await admin.gql(
      `query ($timeframe: AnalyticsTimeframe, $startDate: String, $endDate: String) {
        analytics(timeframe: $timeframe, startDate: $startDate, endDate: $endDate) {
          labourAnalytics { labourHoursSold labourHoursClocked efficiency averageRepairOrderCents carCount
            technicians { technicianId name hoursSold hoursClocked efficiency } }
        }
      }`,
      { timeframe: 'custom', startDate: '2026-06-01', endDate: '2026-06-30' },
    );
    expect(errors).toBeUndefined();
    expect(data.analytics.labourAnalytics).toEqual({
      labourHoursSold: 6.75,
      labourHoursClocked: 7.5,
      efficiency: 0.9,
      averageRepairOrderCents: 22100,
      carCount: 3,
      technicians: TECHNICIANS(),
    });
  });

  it('counts a running entry up to now, and leaves efficiency out when nothing was clocked', async () => {
    t.clock.set('2026-06-30T03:30:00Z'); // 13:30: Carol's clock has run 2.5 h
    const later = (await admin.rest('GET', `/api/admin/analytics${JUNE}`)).body.labourAnalytics;
    expect(later.labourHoursClocked).toBe(9);
    expect(later.technicians.find((x: { name: string }) => x.name === 'Carol Nguyen').hoursClocked).toBe(2.5);
    t.clock.set(NOW);
    // May: E (3 h by Alice) and Bob's entry that started on the 31st.
    const may = (await admin.rest('GET', '/api/admin/analytics?timeframe=custom&startDate=2026-05-01&endDate=2026-05-31')).body.labourAnalytics;
    expect(may).toMatchObject({ labourHoursSold: 3, labourHoursClocked: 1, efficiency: 3, carCount: 1, averageRepairOrder: 360 });
    const april = (await admin.rest('GET', '/api/admin/analytics?timeframe=custom&startDate=2026-04-01&endDate=2026-04-30')).body.labourAnalytics;
    expect(april).toEqual({ labourHoursSold: 0, labourHoursClocked: 0, efficiency: null, averageRepairOrder: 0, carCount: 0, technicians: [] });
  });

  it('the report PDF holds the labour figures and the technicians', async () => {
    const res = await admin.rest('POST', `/api/admin/analytics/generate-report${JUNE}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const pdf = await fetchRaw(t, `/api/admin/analytics/reports/download/${res.body.report.filename}?token=${admin.token}`);
    const text = await pdfText(pdf.body);
    expect(text).toMatch(/Hours sold 6\.75/);
    expect(text).toMatch(/Hours clocked 7\.50/);
    expect(text).toMatch(/Efficiency 90\.0%/);
    expect(text).toMatch(/Average repair order \(excl\. GST\) \$221\.00/);
    expect(text).toMatch(/Cars 3/);
    expect(text).toMatch(/Alice Jones 4\.00 4\.50 88\.9% Bob Smith 1\.25 2\.00 62\.5% Carol Nguyen 0\.00 1\.00 0\.0%/);
  });
});
