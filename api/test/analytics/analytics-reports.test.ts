/**
 * Analytics reports: generate a PDF of a period into the document
 * store, list newest first, download in a new tab with a one-document token, delete; over REST
 * and GraphQL; and the live events of the analytics page.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { seedAppointments } from './analytics-factory.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { fetchRaw, pdfText, seedInvoices } from '../invoices/invoices-factory.js';
import { subscribe, wsClient } from '../ws-client.js';
import { listenerCount, waitFor } from '../wait-for.js';

let t: TestServer;
let token: string;
let admin: ReturnType<typeof asAdmin>;
let numbers: string[];

beforeAll(async () => {
  t = await startTestServer({ smtp: false });
  token = await signIn(t);
  admin = asAdmin(t, token);
  // Friday 10 April 2026, 09:15 in Melbourne.
  t.clock.set('2026-04-09T23:15:00Z');
  await seedInvoices(t, [
    { issuedAt: new Date('2026-04-08T01:00:00Z'), totalCents: 123_45 * 11, status: 'paid', customerName: 'Nguyễn Thị Ánh', carRego: 'ANH 123' },
    { issuedAt: new Date('2026-04-09T03:00:00Z'), totalCents: 100_00 * 11, status: 'unpaid', customerName: 'Zoë O’Brien', carRego: 'ZOE 1' },
    { issuedAt: new Date('2026-03-01T03:00:00Z'), totalCents: 11_00, status: 'paid', customerName: 'Outside The Week' },
  ]);
  numbers = (await admin.rest('GET', '/api/admin/invoices')).body.map((i: { invoiceNumber: string }) => i.invoiceNumber);
  await seedAppointments(t, [
    { date: '2026-04-08', serviceType: 'Tyre Sales & Installation' },
    { date: '2026-04-09', serviceType: 'Tyre Sales & Installation', status: 'cancelled' },
    { date: '2026-04-10', serviceType: 'Battery Testing & Replacement' },
  ]);
});
afterAll(() => t.close());

async function generate(query: string) {
  const res = await admin.rest('POST', `/api/admin/analytics/generate-report${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe('Report generated!');
  return res.body.report as { _id: string; filename: string; generatedAt: string; timeframe: string; startDate: string; endDate: string; documentId: string; sha256: string; size: number };
}

describe('POST /api/admin/analytics/generate-report', () => {
  it('renders the period, the figures, the charts’ numbers, the invoices and the workshop into a stored PDF', async () => {
    const report = await generate('?timeframe=weekly');
    expect(report).toMatchObject({ timeframe: 'weekly', periodLabel: 'Last 7 Days', startDate: '2026-04-04', endDate: '2026-04-10', generatedAt: '2026-04-09T23:15:00.000Z' });
    expect(report.filename).toBe('Analytics-Report-2026-04-04-to-2026-04-10-20260410-091500.pdf');

    const res = await fetchRaw(t, `/api/admin/analytics/reports/download/${report.filename}?token=${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`attachment; filename="${report.filename}"`);
    expect(createHash('sha256').update(res.body).digest('hex')).toBe(report.sha256);
    expect(res.body.length).toBe(report.size);

    const text = await pdfText(res.body);
    for (const s of ['Analytics Report', 'Truganina Auto Care', 'Last 7 Days', '04/04/2026', '10/04/2026', 'Generated 10/04/2026 09:15']) expect(text).toContain(s);
    // Two invoices: $1,357.95 + $1,100.00 = $2,457.95 incl. GST; GST a eleventh of each.
    expect(text).toMatch(/Revenue \(excl\. GST\) \$2,234\.50 GST \$223\.45/);
    expect(text).toMatch(/Total revenue \(incl\. GST\) \$2,457\.95 2 invoices/);
    expect(text).toMatch(/Paid \$1,357\.95 1 paid invoice/);
    expect(text).toMatch(/Outstanding \$1,100\.00 1 unpaid invoice/);
    expect(text).toMatch(/Average job value \(excl\. GST\) \$1,117\.25/);
    expect(text).toMatch(/Total booked 2 .*Total cancelled 1 .*Cancellation rate 33\.3%/);
    // The charts' numbers: one row per day, and the totals.
    expect(text).toMatch(/Wed 08\/04\/26 1 \$1,234\.50 \$123\.45 \$1,357\.95 \$1,357\.95 \$0\.00 Thu 09\/04\/26 1 \$1,000\.00/);
    expect(text).toMatch(/Total 2 \$2,234\.50 \$223\.45 \$2,457\.95 \$1,357\.95 \$1,100\.00/);
    // Made on the 8th and the 10th; the one made on the 9th was cancelled that day.
    expect(text).toMatch(/Thu 09\/04\/26 0 1 100\.0% Fri 10\/04\/26 1 0 0\.0% Total 2 1 33\.3%/);
    expect(text).toMatch(/Tyre Sales & Installation 1 1 50\.0%/);
    expect(text).toContain('INVOICES OF THE PERIOD (2)');
    expect(text).toContain(`${numbers[1]} 08/04/2026 Nguyễn Thị Ánh ANH 123 $1,234.50 $123.45 $1,357.95 Paid`);
    expect(text).toContain(`${numbers[0]} 09/04/2026 Zoë O’Brien ZOE 1 $1,000.00 $100.00 $1,100.00 Unpaid`);
    expect(text).not.toContain('Outside The Week');

    const doc = await t.app.services.documents.metadata(t.app.db.orm.em.fork() as never, report.documentId);
    expect(doc).toMatchObject({ kind: 'report', filename: report.filename, sha256: report.sha256 });
  });

  it('keeps the custom range it was made from, and refuses a custom range without both dates', async () => {
    const report = await generate('?timeframe=custom&startDate=2026-04-08&endDate=2026-04-08');
    expect(report).toMatchObject({ timeframe: 'custom', startDate: '2026-04-08', endDate: '2026-04-08' });
    const text = await pdfText((await fetchRaw(t, `/api/admin/analytics/reports/download/${report.filename}?token=${token}`)).body);
    expect(text).toContain('Custom Range');
    expect(text).toContain('INVOICES OF THE PERIOD (1)');
    expect(text).not.toContain('Zoë');
    const bad = await admin.rest('POST', '/api/admin/analytics/generate-report?timeframe=custom&startDate=2026-04-08');
    expect(bad).toMatchObject({ status: 400, body: { message: 'Please select both a start and end date for a custom range.' } });
  });

  it('names a second report of the same second apart', async () => {
    t.clock.set('2026-04-10T01:00:00Z');
    const first = await generate('?timeframe=daily');
    const second = await generate('?timeframe=daily');
    expect(first.filename).toBe('Analytics-Report-2026-04-10-to-2026-04-10-20260410-110000.pdf');
    expect(second.filename).toBe('Analytics-Report-2026-04-10-to-2026-04-10-20260410-110000-2.pdf');
    t.clock.set('2026-04-09T23:15:00Z');
  });
});

describe('GET /api/admin/analytics/reports and download', () => {
  it('lists filename and generatedAt, newest first', async () => {
    const res = await admin.rest('GET', '/api/admin/analytics/reports');
    expect(res.status).toBe(200);
    const times = res.body.map((r: { generatedAt: string }) => r.generatedAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(res.body[0]).toMatchObject({
      filename: expect.stringMatching(/^Analytics-Report-2026-04-10-to-2026-04-10-20260410-110000(-2)?\.pdf$/),
      generatedAt: '2026-04-10T01:00:00.000Z',
      timeframe: 'daily',
    });
    expect((await t.rest('GET', '/api/admin/analytics/reports')).status).toBe(401);
  });

  it('opens with the one-document token of documentLink, and that token opens no other report', async () => {
    const [a, b] = (await admin.rest('GET', '/api/admin/analytics/reports')).body;
    const link = await admin.gql(`mutation ($id: ID!) { documentLink(documentId: $id, disposition: inline) { url } }`, { id: a.documentId });
    expect(link.errors).toBeUndefined();
    const viewed = await fetchRaw(t, link.data.documentLink.url);
    expect(viewed.status).toBe(200);
    expect(createHash('sha256').update(viewed.body).digest('hex')).toBe(a.sha256);
    const docToken = new URL(link.data.documentLink.url, t.url).searchParams.get('token')!;
    expect((await fetchRaw(t, `/api/admin/analytics/reports/download/${a.filename}?token=${docToken}`)).status).toBe(200);
    expect((await fetchRaw(t, `/api/admin/analytics/reports/download/${b.filename}?token=${docToken}`)).status).toBe(403);
    expect((await fetchRaw(t, `/api/admin/analytics/reports/download/${a.filename}`)).status).toBe(401);
    expect((await fetchRaw(t, `/api/admin/analytics/reports/download/nope.pdf?token=${token}`)).status).toBe(404);
  });
});

describe('DELETE /api/admin/analytics/reports/{filename}', () => {
  it('deletes the report and its PDF for good', async () => {
    const report = await generate('?timeframe=monthly');
    const res = await admin.rest('DELETE', `/api/admin/analytics/reports/${encodeURIComponent(report.filename)}`);
    expect(res).toMatchObject({ status: 200, body: { message: `Report "${report.filename}" deleted.` } });
    const list = (await admin.rest('GET', '/api/admin/analytics/reports')).body;
    expect(list.map((r: { filename: string }) => r.filename)).not.toContain(report.filename);
    expect((await fetchRaw(t, `/api/admin/analytics/reports/download/${report.filename}?token=${token}`)).status).toBe(404);
    expect((await fetchRaw(t, `/api/admin/documents/${report.documentId}/view?token=${token}`)).status).toBe(404);
    expect(await admin.rest('DELETE', `/api/admin/analytics/reports/${report.filename}`)).toMatchObject({ status: 404, body: { message: 'Report not found.' } });
  });
});

describe('GraphQL reports', () => {
  it('generates, lists and deletes', async () => {
    const made = await admin.gql(`mutation { generateAnalyticsReport(timeframe: yearly) { message report { id filename generatedAt timeframe periodLabel startDate endDate documentId } } }`);
    expect(made.errors).toBeUndefined();
    const report = made.data.generateAnalyticsReport.report;
    expect(made.data.generateAnalyticsReport.message).toBe('Report generated!');
    expect(report).toMatchObject({ timeframe: 'yearly', periodLabel: 'Last 365 Days', startDate: '2025-04-11', endDate: '2026-04-10' });
    const listed = await admin.gql(`{ analyticsReports { filename generatedAt } }`);
    expect(listed.data.analyticsReports.map((r: { filename: string }) => r.filename)).toContain(report.filename);
    const deleted = await admin.gql(`mutation ($f: String!) { deleteAnalyticsReport(filename: $f) { message } }`, { f: report.filename });
    expect(deleted.data.deleteAnalyticsReport.message).toBe(`Report "${report.filename}" deleted.`);
    const bad = await admin.gql(`mutation { generateAnalyticsReport(timeframe: custom, endDate: "2026-04-01") { message } }`);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please select both a start and end date for a custom range.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('live analytics', () => {
  it('pushes when a figure may move (a booking), not on a job card autosave; and when a report comes or goes', async () => {
    const client = wsClient(t.url, token);
    const cardListeners = listenerCount(t.app.pubsub, 'jobcard.changed');
    const reportListeners = listenerCount(t.app.pubsub, 'analytics.report-changed');
    const figures = subscribe<{ analyticsChanged: boolean }>(client, 'subscription { analyticsChanged }');
    const cards = subscribe<{ jobCardChanged: { id: string } }>(client, 'subscription { jobCardChanged { id } }');
    const reports = subscribe<{ analyticsReportChanged: { filename: string; kind: string } }>(client, 'subscription { analyticsReportChanged { filename kind } }');
    const card = await createCard(admin);
    await waitFor(
      () => listenerCount(t.app.pubsub, 'jobcard.changed') >= cardListeners + 2 && listenerCount(t.app.pubsub, 'analytics.report-changed') > reportListeners,
      { what: 'the three subscriptions to start' },
    );
    // An autosave: pushed to jobCardChanged, and it must not reach analyticsChanged.
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { mechanicNotes: 'note 0' });
    await waitFor(() => cards.events.length > 0, { what: 'the autosave to be pushed' });
    expect(figures.events).toHaveLength(0);
    t.clock.reset();
    expect((await t.rest('POST', '/api/appointments', appointmentRequest())).status).toBe(201);
    t.clock.set('2026-04-09T23:15:00Z');
    await waitFor(() => figures.events.length > 0, { what: 'the booking to be pushed as analyticsChanged' });
    expect(figures.events).toEqual([{ analyticsChanged: true }]);
    const report = await generate('?timeframe=daily');
    await waitFor(() => reports.events.length > 0, { what: 'the new report to be pushed' });
    expect(reports.events[0].analyticsReportChanged).toEqual({ filename: report.filename, kind: 'generated' });
    for (const s of [figures, cards, reports]) s.stop();
    await client.dispose();
  });
});
