/**
 * The margin of a seeded June 2026, exact to the cent: parts with costs fitted through the real
 * invoicing of job cards (a part's cost changed after it was fitted does not move what it cost the
 * job), a free-text part line (no known cost), time entries at the technicians' cost rates, a job
 * without time entries (its lines' hours at the line technician's rate, the default without one),
 * a standalone invoice whose prices include GST, a voided invoice and one issued on 1 July left
 * out. Per technician too; a job card's margin, invoiced and not yet; who may read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type Admin } from '../admin-session.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { startTestServer, type TestServer } from '../harness.js';
import { fetchRaw, pdfText } from '../invoices/invoices-factory.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { staffMember, type StaffMember } from '../time-clock/time-clock-staff.js';

let t: TestServer;
let admin: Admin;
let alice: StaffMember;
let bob: StaffMember;
let adviser: StaffMember;
const cards: Record<'a' | 'b' | 'c' | 'd' | 'f', string> = { a: '', b: '', c: '', d: '', f: '' };
const JUNE = { timeframe: 'custom', startDate: '2026-06-01', endDate: '2026-06-30' };
const JUNE_QUERY = '?timeframe=custom&startDate=2026-06-01&endDate=2026-06-30';

const labour = (hours: number, unitPrice: number, technicianId?: string) => ({ description: 'Labour', kind: 'labour', hours, quantity: hours, unitPrice, technicianId });

async function part(partNumber: string, cost: number, sell: number, onHand: number): Promise<string> {
  const made = await admin.rest('POST', '/api/admin/parts', { partNumber, description: `Part ${partNumber}`, costPrice: cost, sellPrice: sell });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body._id as string;
  expect((await admin.rest('POST', `/api/admin/parts/${id}/adjust`, { quantity: onHand, reason: 'Opening stock' })).status).toBe(200);
  return id;
}

/** A job card with `finalItems`, invoiced through Complete Job & Generate Invoice at `at`. */
async function invoicedCard(at: string, finalItems: unknown[]): Promise<{ cardId: string; invoiceNumber: string }> {
  const card = await createCard(admin);
  const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  t.clock.set(at);
  const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {});
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { cardId: card._id, invoiceNumber: done.body.invoice.invoiceNumber as string };
}

async function standalone(at: string, carRego: string, invoiceItems: unknown[], extra: Record<string, unknown> = {}) {
  t.clock.set(at);
  const res = await admin.rest('POST', '/api/admin/generate-invoice', { customerEmail: 'margin@example.com', customerName: 'Margin Customer', carRego, invoiceItems, gstPercentage: 10, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.invoice as { invoiceNumber: string };
}

/** A time entry straight into the table (times in Melbourne's AEST: UTC+10 in June). */
async function entry(technicianId: string, cardId: string, start: string, minutes: number) {
  const started = new Date(`${start}+10:00`);
  await t.app.db.orm.em
    .fork()
    .getConnection()
    .execute(`INSERT INTO time_entry (_id, technician_id, job_card_id, started_at, ended_at, minutes) VALUES (substr(md5(random()::text), 1, 24), ?, ?, ?, ?, ?)`, [
      technicianId,
      cardId,
      started.toISOString(),
      new Date(started.getTime() + minutes * 60_000).toISOString(),
      minutes,
    ]);
}

beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: CONFIGURED_WORKSHOP });
  alice = await staffMember(t, 'technician', 'Alice Jones');
  bob = await staffMember(t, 'technician', 'Bob Smith');
  adviser = await staffMember(t, 'adviser', 'Sam Adviser');
  admin = asAdmin(t, await signIn(t));
  expect((await admin.rest('PUT', '/api/admin/settings/pricing', { pricesIncludeGst: false })).status).toBe(200);
  // Alice costs $45.50 an hour; Bob and anyone else the default $40.00.
  const rates = await admin.rest('PUT', '/api/admin/settings/technician-cost-rates', { defaultRate: 40, technicians: [{ technicianId: alice.id, rate: 45.5 }, { technicianId: bob.id, rate: null }] });
  expect(rates.status, JSON.stringify(rates.body)).toBe(200);

  const pads = await part('PAD-1', 50, 89.95, 10);
  const oil = await part('OIL-1', 12.34, 25, 10);

  // A: pads × 2 ($179.90, cost $100.00), wipers with no catalogue part ($30.00, no known cost),
  // 2.5 h by Alice ($300.00), shop supplies ($10.00): $519.90. Clocked: Alice 150 min ($113.75), Bob 45 min ($30.00).
  const a = await invoicedCard('2026-06-03T01:00:00Z', [
    { partId: pads, quantity: 2 },
    { description: 'Wiper blades', kind: 'part', quantity: 1, unitPrice: 30 },
    labour(2.5, 120, alice.id),
    { description: 'Shop supplies', kind: 'sundry', quantity: 1, unitPrice: 10 },
  ]);
  cards.a = a.cardId;
  await entry(alice.id, a.cardId, '2026-06-02T08:00:00', 150);
  await entry(bob.id, a.cardId, '2026-06-02T11:00:00', 45);
  // The pads cost more from now on: the job keeps what they cost when fitted.
  expect((await admin.rest('PATCH', `/api/admin/parts/${pads}`, { costPrice: 60 })).status).toBe(200);

  // B: no time entries: 1.5 h by Bob ($180.00, cost 1.5 × $40.00), 1 h by nobody ($120.00, cost
  // at the default $40.00), oil × 3 ($75.00, cost 3 × $12.34 = $37.02): $375.00.
  const b = await invoicedCard('2026-06-10T01:00:00Z', [labour(1.5, 120, bob.id), labour(1, 120), { partId: oil, quantity: 3 }]);
  cards.b = b.cardId;

  // C: a standalone invoice, prices including GST: 1.25 h by Alice at $99.99 ($124.99), a globe
  // ($33.33), a GST-free fee ($50.00). GST 10/110 of $158.32 = $14.39; subtotal $193.93. Labour's
  // share of the GST 14.39 × 124.99 / 158.32 = $11.36 → $113.63; the globe's $3.03 → $30.30; the fee $50.00.
  // Labour cost: no job card, 1.25 h × $45.50 = $56.875 → $56.88.
  cards.c = (await standalone('2026-06-20T01:00:00Z', 'MRG 1', [
    labour(1.25, 99.99, alice.id),
    { description: 'Headlight globe', kind: 'part', quantity: 1, unitPrice: 33.33 },
    { description: 'Roadworthy certificate fee', kind: 'sundry', gstFree: true, quantity: 1, unitPrice: 50 },
  ], { gstIncluded: true })).invoiceNumber;

  // D: invoiced, then the invoice deleted (voided): counts nowhere, its pads back on the shelf.
  const d = await invoicedCard('2026-06-15T01:00:00Z', [{ partId: pads, quantity: 1 }, labour(3, 120, alice.id)]);
  cards.d = d.cardId;
  await entry(alice.id, d.cardId, '2026-06-15T09:00:00', 180);
  expect((await admin.rest('DELETE', `/api/admin/invoices/${d.invoiceNumber}`)).status).toBe(200);

  // E: 1 July 00:30 in Melbourne: July's.
  await standalone('2026-06-30T14:30:00Z', 'MRG 2', [labour(1, 100, bob.id)]);

  // F: not invoiced: pads × 1 at the catalogue's cost now ($60.00), 1 h by Bob (no time: $40.00).
  const f = await createCard(admin);
  expect((await admin.rest('PUT', `/api/admin/jobcards/${f._id}`, { finalItems: [{ partId: pads, quantity: 1 }, labour(1, 120, bob.id)] })).status).toBe(200);
  cards.f = f._id;
  t.clock.set('2026-06-30T02:00:00Z');
});
afterAll(() => t?.close());

// Revenue $519.90 + $375.00 + $193.93 = $1,088.83. Parts sales 179.90 + 30.00 + 75.00 + 30.30 = $315.20;
// labour sales 300.00 + 180.00 + 120.00 + 113.63 = $713.63; other 10.00 + 50.00 = $60.00.
// Parts cost 100.00 + 37.02 = $137.02. Labour cost 113.75 + 30.00 + 60.00 + 40.00 + 56.88 = $300.63.
// Gross profit 1,088.83 − 137.02 − 300.63 = $651.18; 651.18 / 1,088.83 = 59.8 %.
const JUNE_MARGIN = {
  revenueExGstCents: 108883,
  partsSalesCents: 31520,
  partsCostCents: 13702,
  labourSalesCents: 71363,
  labourCostCents: 30063,
  otherSalesCents: 6000,
  grossProfitCents: 65118,
  grossMarginPercent: 59.8,
};

describe('gross profit of a seeded month', () => {
  it('is exact over GraphQL: parts and labour sales and costs, gross profit and margin; per technician', async () => {
    const { data, errors } = await admin.gql(
      `query ($timeframe: AnalyticsTimeframe, $startDate: String, $endDate: String) {
        analytics(timeframe: $timeframe, startDate: $startDate, endDate: $endDate) {
          financialAnalytics { revenueExGstCents totalInvoices }
          marginAnalytics { revenueExGstCents partsSalesCents partsCostCents labourSalesCents labourCostCents otherSalesCents grossProfitCents grossMarginPercent }
          labourAnalytics { technicians { technicianId name labourSalesCents labourCostCents grossProfitCents } }
        }
      }`,
      JUNE,
    );
    expect(errors).toBeUndefined();
    expect(data.analytics.financialAnalytics).toEqual({ revenueExGstCents: 108883, totalInvoices: 3 });
    expect(data.analytics.marginAnalytics).toEqual(JUNE_MARGIN);
    // Alice: 300.00 + 113.63 sold; 113.75 + 56.88 cost. Bob: 180.00 sold; 30.00 + 60.00 cost.
    expect(data.analytics.labourAnalytics.technicians).toEqual([
      { technicianId: alice.id, name: 'Alice Jones', labourSalesCents: 41363, labourCostCents: 17063, grossProfitCents: 24300 },
      { technicianId: bob.id, name: 'Bob Smith', labourSalesCents: 18000, labourCostCents: 9000, grossProfitCents: 9000 },
    ]);
  });

  it('is the same over REST, in dollars', async () => {
    const res = await admin.rest('GET', `/api/admin/analytics${JUNE_QUERY}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.marginAnalytics).toEqual({
      revenueExGst: 1088.83,
      partsSales: 315.2,
      partsCost: 137.02,
      labourSales: 713.63,
      labourCost: 300.63,
      otherSales: 60,
      grossProfit: 651.18,
      grossMarginPercent: 59.8,
      technicians: [
        { technicianId: alice.id, name: 'Alice Jones', labourSales: 413.63, labourCost: 170.63, grossProfit: 243 },
        { technicianId: bob.id, name: 'Bob Smith', labourSales: 180, labourCost: 90, grossProfit: 90 },
      ],
    });
  });

  it('is in the report’s PDF', async () => {
    const made = await admin.rest('POST', `/api/admin/analytics/generate-report${JUNE_QUERY}`);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const pdf = await fetchRaw(t, `/api/admin/analytics/reports/download/${made.body.report.filename}?token=${admin.token}`);
    const text = await pdfText(pdf.body);
    expect(text).toContain('Gross profit $651.18');
    expect(text).toContain('Gross margin 59.8%');
    expect(text).toContain('Parts cost $137.02');
    expect(text).toContain('Labour cost $300.63');
    expect(text).toMatch(/Alice Jones \$413\.63 \$170\.63 \$243\.00 Bob Smith \$180\.00 \$90\.00 \$90\.00/);
  });
});

describe('a job card’s margin', () => {
  it('of an invoiced card is its invoice’s, the parts at their cost when fitted', async () => {
    const res = await admin.rest('GET', `/api/admin/jobcards/${cards.a}/margin`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // $519.90 − $100.00 − ($113.75 + $30.00) = $276.15; 53.1 %.
    expect(res.body).toMatchObject({ jobCardId: cards.a, revenueExGst: 519.9, partsSales: 209.9, partsCost: 100, labourSales: 300, labourCost: 143.75, otherSales: 10, grossProfit: 276.15, grossMarginPercent: 53.1 });
    expect(res.body.invoiceNumber).toMatch(/^INV-\d{6}$/);
  });

  it('of a card not invoiced yet is what its invoice would take, its parts at their cost now', async () => {
    const { data, errors } = await adviser.as.gql(
      `query ($id: ID!) { jobCardMargin(jobCardId: $id) { jobCardId invoiceNumber revenueExGstCents partsSalesCents partsCostCents labourSalesCents labourCostCents grossProfitCents grossMarginPercent } }`,
      { id: cards.f },
    );
    expect(errors).toBeUndefined();
    // $89.95 + $120.00 = $209.95; − $60.00 − $40.00 = $109.95; 52.4 %.
    expect(data.jobCardMargin).toEqual({
      jobCardId: cards.f,
      invoiceNumber: null,
      revenueExGstCents: 20995,
      partsSalesCents: 8995,
      partsCostCents: 6000,
      labourSalesCents: 12000,
      labourCostCents: 4000,
      grossProfitCents: 10995,
      grossMarginPercent: 52.4,
    });
  });

  it('of a card whose invoice was voided is worked out again from its lines and time (the pads at their cost now)', async () => {
    const res = await admin.rest('GET', `/api/admin/jobcards/${cards.d}/margin`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // $89.95 + $360.00 = $449.95; − $60.00 − 180 min × $45.50 / 60 ($136.50) = $253.45.
    expect(res.body).toMatchObject({ invoiceNumber: null, revenueExGst: 449.95, partsCost: 60, labourCost: 136.5, grossProfit: 253.45 });
  });

  it('is refused to a technician (403, FORBIDDEN), and 404 for no such card', async () => {
    expect((await alice.as.rest('GET', `/api/admin/jobcards/${cards.a}/margin`)).status).toBe(403);
    const { errors } = await alice.as.gql(`query ($id: ID!) { jobCardMargin(jobCardId: $id) { grossProfitCents } }`, { id: cards.a });
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { errors: analyticsErrors } = await alice.as.gql(`{ analytics { marginAnalytics { grossProfitCents } } }`);
    expect(analyticsErrors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.rest('GET', '/api/admin/jobcards/0123456789abcdef01234567/margin')).status).toBe(404);
  });
});

describe('technician cost rates', () => {
  it('are read and saved by owners only, in dollars an hour, with the technicians by name', async () => {
    const res = await admin.rest('GET', '/api/admin/settings/technician-cost-rates');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      defaultRate: 40,
      technicians: [
        { technicianId: alice.id, name: 'Alice Jones', rate: 45.5 },
        { technicianId: bob.id, name: 'Bob Smith', rate: null },
      ],
    });
    expect((await adviser.as.rest('GET', '/api/admin/settings/technician-cost-rates')).status).toBe(403);
    expect((await alice.as.rest('PUT', '/api/admin/settings/technician-cost-rates', { defaultRate: 1 })).status).toBe(403);
    const { errors } = await adviser.as.gql('{ technicianCostRates { defaultRateCents } }');
    expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuse what is not a rate with a clear message', async () => {
    const put = (body: unknown) => admin.rest('PUT', '/api/admin/settings/technician-cost-rates', body);
    expect(await put({})).toMatchObject({ status: 400, body: { message: 'Enter the default cost rate (dollars an hour).' } });
    expect(await put({ defaultRate: -1 })).toMatchObject({ status: 400, body: { message: 'The default cost rate must not be negative.' } });
    expect(await put({ defaultRate: 1000.01 })).toMatchObject({ status: 400, body: { message: 'The default cost rate must be at most $1,000.00 an hour.' } });
    expect(await put({ defaultRate: 40, technicians: [{ technicianId: alice.id, rate: 12.345 }] })).toMatchObject({
      status: 400,
      body: { message: 'Technician 1: the rate must have at most 2 decimals.' },
    });
    expect(await put({ defaultRate: 40, technicians: [{ technicianId: '0123456789abcdef01234567', rate: 30 }] })).toMatchObject({
      status: 400,
      body: { message: 'Technician 1: no staff account has the id 0123456789abcdef01234567.' },
    });
    expect(await put({ defaultRate: 40, technicians: [{ technicianId: bob.id, rate: 30 }, { technicianId: bob.id, rate: 31 }] })).toMatchObject({
      status: 400,
      body: { message: `Technician 2: ${bob.id} is given twice.` },
    });
    // Nothing refused was saved.
    expect((await admin.rest('GET', '/api/admin/settings/technician-cost-rates')).body.defaultRate).toBe(40);
  });

  it('are audited when saved, and the margin follows them', async () => {
    const saved = await admin.rest('PUT', '/api/admin/settings/technician-cost-rates', { defaultRate: 40, technicians: [{ technicianId: alice.id, rate: 45.5 }, { technicianId: bob.id, rate: 50 }] });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Technician cost rates saved. Margins use them from now on.');
    const rows = await t.app.db.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ summary: string }>>(`SELECT summary FROM audit_event WHERE action = 'settings.technician_cost_rates_saved' ORDER BY summary`);
    // The first save and this one (refused saves write nothing).
    expect(rows.map((r) => r.summary)).toEqual([
      'Technician cost rates saved (default $40.00/h; 1 rate of their own)',
      'Technician cost rates saved (default $40.00/h; 2 rates of their own)',
    ]);
    // Bob's 45 min on A ($37.50) and 1.5 h on B ($75.00) at $50.00: labour cost $300.63 + $7.50 + $15.00.
    const res = await admin.rest('GET', `/api/admin/analytics${JUNE_QUERY}`);
    expect(res.body.marginAnalytics).toMatchObject({ labourCost: 323.13, grossProfit: 628.68 });
  });
});

describe('a period’s margin, kept between answers', () => {
  it('is worked out again when an invoice of the period is deleted', async () => {
    const before = await admin.rest('GET', `/api/admin/analytics${JUNE_QUERY}`);
    expect(before.body.marginAnalytics.revenueExGst).toBe(1088.83);
    expect((await admin.rest('DELETE', `/api/admin/invoices/${cards.c}`)).status).toBe(200);
    // Without C ($193.93, Alice's $56.88 of cost): $894.90 − $137.02 − ($113.75 + $37.50 + $75.00 + $40.00).
    const after = await admin.rest('GET', `/api/admin/analytics${JUNE_QUERY}`);
    expect(after.body.marginAnalytics).toMatchObject({ revenueExGst: 894.9, partsSales: 284.9, labourSales: 600, partsCost: 137.02, labourCost: 266.25, grossProfit: 491.63 });
  });
});
