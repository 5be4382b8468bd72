/**
 * The dashboard and analytics count bookings by one rule: a booking counts when it was made (while
 * it stands), a cancellation when it was cancelled. Bookings made today for next month appear in
 * both at once (the dashboard said 3 while analytics said 0 when analytics counted by appointment date).
 */
import { expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import type { TestServer } from '../harness.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

async function book() {
  const res = await t.rest('POST', '/api/appointments', appointmentRequest());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.appointment as { _id: string };
}

const counters = async () => (await admin.gql('{ dashboardCounters { totalBooked bookedLast24h totalCancelled cancelledLast24h } }')).data.dashboardCounters;
const booked = async (query: string) => {
  const res = await admin.rest('GET', `/api/admin/analytics${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.appointmentAnalytics as { totalBooked: number; totalCancelled: number };
};

it('three bookings made today for next year: 3 on the dashboard and 3 in analytics; a cancellation moves both alike', async () => {
  const made = [await book(), await book(), await book()];
  expect(await counters()).toEqual({ totalBooked: 3, bookedLast24h: 3, totalCancelled: 0, cancelledLast24h: 0 });
  for (const timeframe of ['daily', 'weekly', 'monthly', 'yearly']) expect(await booked(`?timeframe=${timeframe}`)).toMatchObject({ totalBooked: 3, totalCancelled: 0 });

  expect((await t.rest('POST', '/api/appointments/cancel', { id: made[0]._id })).status).toBe(200);
  const now = await counters();
  expect(now).toEqual({ totalBooked: 2, bookedLast24h: 2, totalCancelled: 1, cancelledLast24h: 1 });
  const today = await booked('?timeframe=daily');
  expect(today).toEqual({ totalBooked: now.bookedLast24h, totalCancelled: now.cancelledLast24h, cancellationRate: 33.3 });
  // Over every day there is, analytics' totals are the dashboard's.
  const year = new Date().getUTCFullYear();
  const all = await booked(`?timeframe=custom&startDate=${year - 5}-01-01&endDate=${year + 1}-01-31`);
  expect(all).toMatchObject({ totalBooked: now.totalBooked, totalCancelled: now.totalCancelled });
  // GraphQL answers the same.
  const gql = await admin.gql('{ analytics(timeframe: monthly) { appointmentAnalytics { totalBooked totalCancelled } } }');
  expect(gql.data.analytics.appointmentAnalytics).toEqual({ totalBooked: 2, totalCancelled: 1 });
});
