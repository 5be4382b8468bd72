/**
 * Analytics: every timeframe on seeded data with known answers, the
 * server on TZ=UTC, invoices by issue date and bookings by the day they were made in Melbourne
 * calendar days, including the days of both daylight-saving changes and both sides of UTC midnight.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { seedAppointments, seedQuotes } from './analytics-factory.js';
import { startTestServer, type TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { seedInvoices } from '../invoices/invoices-factory.js';

let t: TestServer;
let admin: ReturnType<typeof asAdmin>;
// Monday 6 April 2026, 12:00 in Melbourne (AEST: daylight saving ended on Sunday the 5th at 3:00).
const NOW = '2026-04-06T02:00:00Z';

const inv = (issuedAt: string, totalCents: number, status: 'paid' | 'unpaid') => ({ issuedAt: new Date(issuedAt), totalCents, status });

beforeAll(async () => {
  t = await startTestServer({ smtp: false });
  admin = asAdmin(t, await signIn(t));
  t.clock.set(NOW);
  // Totals are multiples of 11: GST is a eleventh, the subtotal the rest.
  await seedInvoices(t, [
    inv('2026-04-05T20:00:00Z', 11000, 'unpaid'), // A: 06:00 on the 6th (the 5th in UTC)
    inv('2026-04-06T10:00:00Z', 22000, 'paid'), // B: 20:00 on the 6th
    inv('2026-04-06T13:59:59Z', 5500, 'unpaid'), // C: 23:59:59 on the 6th
    inv('2026-04-06T14:00:00Z', 99000, 'paid'), // D: 00:00 on the 7th: tomorrow
    inv('2026-04-05T13:30:00Z', 3300, 'paid'), // E: 23:30 AEST on the 5th (a 25-hour day)
    inv('2026-04-04T13:00:00Z', 4400, 'unpaid'), // F: 00:00 AEDT on the 5th
    inv('2026-04-04T12:59:59Z', 1100, 'paid'), // G: 23:59:59 on the 4th
    inv('2026-03-30T12:59:00Z', 7700, 'paid'), // H: 23:59 on 30 March: before the week
    inv('2026-03-30T13:00:00Z', 8800, 'unpaid'), // I: 00:00 on 31 March: the week's first minute
    inv('2026-03-08T00:00:00Z', 110000, 'paid'), // J: 11:00 on 8 March: the 30 days' first day
    inv('2026-03-07T12:59:00Z', 220000, 'unpaid'), // K: 23:59 on 7 March: before the 30 days
    inv('2025-09-30T14:30:00Z', 33000, 'paid'), // L: 00:30 AEST on 1 October 2025 (30 September in UTC)
    inv('2025-04-06T13:59:00Z', 44000, 'paid'), // M: 23:59 on 6 April 2025: before the 365 days
    inv('2025-04-06T14:00:00Z', 55000, 'unpaid'), // N: 00:00 on 7 April 2025: their first minute
    inv('2026-10-03T13:59:00Z', 4400, 'unpaid'), // S: 23:59 AEST on 3 October
    inv('2026-10-03T14:00:00Z', 1100, 'unpaid'), // P: 00:00 AEST on 4 October (a 23-hour day)
    inv('2026-10-04T12:59:00Z', 2200, 'paid'), // Q: 23:59 AEDT on 4 October
    inv('2026-10-04T13:30:00Z', 3300, 'paid'), // R: 00:30 AEDT on 5 October
  ]);
  await seedAppointments(t, [
    { date: '2026-04-06', serviceType: 'Logbook Servicing' },
    { date: '2026-04-06', serviceType: 'Logbook Servicing' },
    { date: '2026-04-06', serviceType: 'Roadworthy Certificate' },
    { date: '2026-04-06', serviceType: 'Roadworthy Certificate', status: 'cancelled' },
    { date: '2026-04-07' },
    { date: '2026-04-05' },
    { date: '2026-04-05', status: 'cancelled' },
    { date: '2026-03-30' },
    { date: '2026-03-30' },
    { date: '2025-04-06', status: 'cancelled' },
    { date: '2025-04-07' },
  ]);
  await seedQuotes(t, admin, [
    { sentAt: new Date('2026-04-05T21:00:00Z'), status: 'approved' },
    { sentAt: new Date('2026-04-05T22:00:00Z'), status: 'sent', invoiced: true },
    { sentAt: new Date('2026-04-05T23:00:00Z'), status: 'declined' },
    { sentAt: new Date('2026-04-06T01:00:00Z'), status: 'sent' },
    { sentAt: new Date('2026-04-06T01:30:00Z'), status: 'superseded' },
    { sentAt: new Date('2026-04-05T13:30:00Z'), status: 'approved' },
  ]);
});
afterAll(() => t.close());

async function restAnalytics(query: string) {
  const res = await admin.rest('GET', `/api/admin/analytics${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('GET /api/admin/analytics', () => {
  it('daily (Today): the Melbourne day, on both sides of UTC midnight, in dollars', async () => {
    const a = await restAnalytics('?timeframe=daily');
    expect(a.period).toMatchObject({ label: 'Today', startDate: '2026-04-06', endDate: '2026-04-06', days: 1, timeZone: 'Australia/Melbourne', granularity: 'day' });
    expect(a.countedBy).toEqual({ invoices: 'issue date', appointments: 'when booked or cancelled' });
    // A, B and C; not D (00:00 tomorrow) nor E (23:30 yesterday).
    expect(a.financialAnalytics).toEqual({
      totalRevenue: 385,
      paidRevenue: 220,
      outstandingRevenue: 165,
      totalInvoices: 3,
      paidInvoices: 1,
      unpaidInvoices: 2,
      revenueExGst: 350,
      gst: 35,
      averageJobValue: 116.67,
    });
    // Made that day: three standing, one cancelled since (the same day).
    expect(a.appointmentAnalytics).toEqual({ totalBooked: 3, totalCancelled: 1, cancellationRate: 25 });
    expect(a.quoteAnalytics).toEqual({ quotesSent: 4, quotesAccepted: 2, quotesDeclined: 1, quotesAwaiting: 1, acceptanceRate: 50 });
    expect(a.serviceTypes).toEqual([
      { serviceType: 'Logbook Servicing', booked: 2, cancelled: 0 },
      { serviceType: 'Roadworthy Certificate', booked: 1, cancelled: 1 },
    ]);
    expect(a.series).toEqual([
      { key: '2026-04-06', label: 'Mon 06/04', startDate: '2026-04-06', invoices: 3, revenue: 385, revenueExGst: 350, gst: 35, paidRevenue: 220, outstandingRevenue: 165, booked: 3, cancelled: 1 },
    ]);
  });

  it('weekly (Last 7 Days): seven days, the 25-hour one whole, each invoice on its local day', async () => {
    const a = await restAnalytics('?timeframe=weekly');
    expect(a.period).toMatchObject({ label: 'Last 7 Days', startDate: '2026-03-31', endDate: '2026-04-06', days: 7 });
    expect(a.financialAnalytics).toMatchObject({ totalRevenue: 561, paidRevenue: 264, outstandingRevenue: 297, totalInvoices: 7, paidInvoices: 3, unpaidInvoices: 4 });
    expect(a.series.map((s: any) => [s.key, s.revenue, s.booked, s.cancelled])).toEqual([
      ['2026-03-31', 88, 0, 0],
      ['2026-04-01', 0, 0, 0],
      ['2026-04-02', 0, 0, 0],
      ['2026-04-03', 0, 0, 0],
      ['2026-04-04', 11, 0, 0],
      ['2026-04-05', 77, 1, 1],
      ['2026-04-06', 385, 3, 1],
    ]);
    expect(a.appointmentAnalytics).toEqual({ totalBooked: 4, totalCancelled: 2, cancellationRate: 33.3 });
    expect(a.quoteAnalytics).toMatchObject({ quotesSent: 5, quotesAccepted: 3, acceptanceRate: 60 });
  });

  it('monthly (Last 30 Days) is the default', async () => {
    for (const query of ['?timeframe=monthly', '']) {
      const a = await restAnalytics(query);
      expect(a.timeframe).toBe('monthly');
      expect(a.period).toMatchObject({ label: 'Last 30 Days', startDate: '2026-03-08', endDate: '2026-04-06', days: 30 });
      expect(a.series).toHaveLength(30);
      expect(a.financialAnalytics).toMatchObject({ totalRevenue: 1738, paidRevenue: 1441, outstandingRevenue: 297, totalInvoices: 9, paidInvoices: 5 });
      expect(a.appointmentAnalytics).toEqual({ totalBooked: 6, totalCancelled: 2, cancellationRate: 25 });
      expect(a.series.find((s: any) => s.key === '2026-03-30')).toMatchObject({ revenue: 77, booked: 2 });
    }
  });

  it('yearly (Last 365 Days): per month, a month starting at Melbourne midnight', async () => {
    const a = await restAnalytics('?timeframe=yearly');
    expect(a.period).toMatchObject({ label: 'Last 365 Days', startDate: '2025-04-07', endDate: '2026-04-06', days: 365, granularity: 'month' });
    expect(a.financialAnalytics).toMatchObject({ totalRevenue: 4818, paidRevenue: 1771, outstandingRevenue: 3047, totalInvoices: 12, paidInvoices: 6, unpaidInvoices: 6 });
    const revenue = Object.fromEntries(a.series.map((s: any) => [s.key, s.revenue]));
    expect(revenue).toEqual({
      '2025-04': 550,
      '2025-05': 0,
      '2025-06': 0,
      '2025-07': 0,
      '2025-08': 0,
      '2025-09': 0,
      '2025-10': 330,
      '2025-11': 0,
      '2025-12': 0,
      '2026-01': 0,
      '2026-02': 0,
      '2026-03': 3465,
      '2026-04': 473,
    });
    expect(a.series[0]).toMatchObject({ label: 'Apr 2025', startDate: '2025-04-07', booked: 1, cancelled: 0 });
    expect(a.appointmentAnalytics).toEqual({ totalBooked: 7, totalCancelled: 2, cancellationRate: 22.2 });
  });

  it('custom: both days inclusive, and the 23-hour day of October whole', async () => {
    const oct4 = await restAnalytics('?timeframe=custom&startDate=2026-10-04&endDate=2026-10-04');
    expect(oct4.period).toMatchObject({ label: 'Custom Range', startDate: '2026-10-04', endDate: '2026-10-04', days: 1 });
    expect(oct4.financialAnalytics).toMatchObject({ totalRevenue: 33, paidRevenue: 22, totalInvoices: 2 });
    const around = await restAnalytics('?timeframe=custom&startDate=2026-10-03&endDate=2026-10-05');
    expect(around.series.map((s: any) => [s.key, s.revenue])).toEqual([
      ['2026-10-03', 44],
      ['2026-10-04', 33],
      ['2026-10-05', 33],
    ]);
  });

  it('answers a cancellation rate of 0, not NaN, when nothing was booked', async () => {
    const a = await restAnalytics('?timeframe=custom&startDate=2020-01-01&endDate=2020-01-31');
    expect(a.appointmentAnalytics).toEqual({ totalBooked: 0, totalCancelled: 0, cancellationRate: 0 });
    expect(a.quoteAnalytics.acceptanceRate).toBe(0);
    expect(a.financialAnalytics).toEqual({
      totalRevenue: 0,
      paidRevenue: 0,
      outstandingRevenue: 0,
      totalInvoices: 0,
      paidInvoices: 0,
      unpaidInvoices: 0,
      revenueExGst: 0,
      gst: 0,
      averageJobValue: 0,
    });
    expect(a.series).toHaveLength(31);
    expect(a.serviceTypes).toEqual([]);
  });

  it('refuses a bad timeframe or custom range with 400 and a message, and callers without a token with 401', async () => {
    const cases: Array<[string, string]> = [
      ['?timeframe=hourly', 'Timeframe must be daily, weekly, monthly, yearly or custom.'],
      ['?timeframe=custom', 'Please select both a start and end date for a custom range.'],
      ['?timeframe=custom&startDate=2026-04-01', 'Please select both a start and end date for a custom range.'],
      ['?timeframe=custom&endDate=2026-04-01&startDate=', 'Please select both a start and end date for a custom range.'],
      ['?timeframe=custom&startDate=2026-02-30&endDate=2026-03-01', 'Start and end dates must be real dates written yyyy-MM-dd.'],
      ['?timeframe=custom&startDate=2026-04-02&endDate=2026-04-01', 'The end date must not be before the start date.'],
      ['?timeframe=custom&startDate=2010-01-01&endDate=2026-04-01', 'A custom range can cover at most 10 years.'],
      ['?timeframe=daily&timeframe=weekly', 'timeframe must be given once, as text.'],
    ];
    for (const [query, message] of cases) {
      const res = await admin.rest('GET', `/api/admin/analytics${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    expect((await t.rest('GET', '/api/admin/analytics')).status).toBe(401);
  });
});

describe('GraphQL analytics', () => {
  const QUERY = `query ($timeframe: AnalyticsTimeframe, $startDate: String, $endDate: String) {
    analytics(timeframe: $timeframe, startDate: $startDate, endDate: $endDate) {
      timeframe
      period { label startDate endDate days granularity }
      financialAnalytics { totalRevenueCents paidRevenueCents outstandingRevenueCents totalInvoices paidInvoices unpaidInvoices revenueExGstCents gstCents averageJobValueCents }
      appointmentAnalytics { totalBooked totalCancelled cancellationRate }
      quoteAnalytics { quotesSent quotesAccepted quotesDeclined quotesAwaiting acceptanceRate }
      series { key revenueCents paidRevenueCents outstandingRevenueCents booked cancelled }
      serviceTypes { serviceType booked cancelled }
    }
  }`;

  it('answers the same figures in cents', async () => {
    const { data, errors } = await admin.gql(QUERY, { timeframe: 'weekly' });
    expect(errors).toBeUndefined();
    expect(data.analytics.period).toEqual({ label: 'Last 7 Days', startDate: '2026-03-31', endDate: '2026-04-06', days: 7, granularity: 'day' });
    expect(data.analytics.financialAnalytics).toEqual({
      totalRevenueCents: 56100,
      paidRevenueCents: 26400,
      outstandingRevenueCents: 29700,
      totalInvoices: 7,
      paidInvoices: 3,
      unpaidInvoices: 4,
      revenueExGstCents: 51000,
      gstCents: 5100,
      averageJobValueCents: 7286, // 51000 / 7 = 7285.71
    });
    expect(data.analytics.series.at(-1)).toEqual({ key: '2026-04-06', revenueCents: 38500, paidRevenueCents: 22000, outstandingRevenueCents: 16500, booked: 3, cancelled: 1 });
    const daily = await admin.gql(QUERY, { timeframe: 'daily' });
    expect(daily.data.analytics.quoteAnalytics).toEqual({ quotesSent: 4, quotesAccepted: 2, quotesDeclined: 1, quotesAwaiting: 1, acceptanceRate: 50 });
  });

  it('refuses a custom range without both dates (BAD_USER_INPUT) and strangers', async () => {
    const { data, errors } = await admin.gql(QUERY, { timeframe: 'custom', startDate: '2026-04-01' });
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message: 'Please select both a start and end date for a custom range.', extensions: { code: 'BAD_USER_INPUT' } });
    const unknown = await admin.gql(QUERY, { timeframe: 'hourly' });
    expect(unknown.status).toBe(400);
    expect((await t.gql(QUERY, {})).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const stranger = await appGql(t, 'AdminAnalytics', {});
    expect(stranger.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
