/** Dashboard counters, the last 24 hours, and the live subscriptions. */
import { describe, expect, it } from 'vitest';
import { withAdminServer, type Admin } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import type { TestServer } from '../harness.js';
import { listenerCount, waitFor } from '../wait-for.js';
import { subscribe, wsClient } from '../ws-client.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false });

const COUNTERS = 'totalBooked bookedLast24h totalCancelled cancelledLast24h totalQueries queriesLast24h';

async function counters() {
  return (await admin.gql(`{ dashboardCounters { ${COUNTERS} } }`)).data.dashboardCounters;
}

describe('dashboard', () => {
  it('counts totals and the last 24 hours', async () => {
    const conn = t.app.db.orm.em.getConnection();
    const before = await counters();
    const a = (await t.rest('POST', '/api/appointments', appointmentRequest())).body.appointment;
    const b = (await t.rest('POST', '/api/appointments', appointmentRequest())).body.appointment;
    await t.rest('POST', '/api/appointments', appointmentRequest());
    await t.rest('POST', '/api/appointments/cancel', { id: b._id });
    // One booking from two days ago: in the totals, not in the last 24 hours.
    await conn.execute(`UPDATE appointment SET created_at = now() - interval '2 days' WHERE _id = ?`, [a._id]);
    await t.rest('POST', '/api/contact', { name: 'N', email: 'n@example.com', message: 'm' });

    expect(await counters()).toEqual({
      totalBooked: before.totalBooked + 2,
      bookedLast24h: before.bookedLast24h + 1,
      totalCancelled: before.totalCancelled + 1,
      cancelledLast24h: before.cancelledLast24h + 1,
      totalQueries: before.totalQueries + 1,
      queriesLast24h: before.queriesLast24h + 1,
    });
  });

  it('lists the contact queries of the last 24 hours, newest first', async () => {
    const old = (await t.rest('POST', '/api/contact', { name: 'Old', email: 'o@example.com', message: 'old' })).body._id;
    await t.app.db.orm.em.getConnection().execute(`UPDATE contact_query SET created_at = now() - interval '25 hours' WHERE _id = ?`, [old]);
    const recent = (await t.rest('POST', '/api/contact', { name: 'Recent', email: 'r@example.com', message: 'new' })).body._id;
    const res = await admin.gql('{ recentContactQueries { id name } }');
    const ids = res.data.recentContactQueries.map((q: { id: string }) => q.id);
    expect(ids[0]).toBe(recent);
    expect(ids).not.toContain(old);
  });

  it('pushes fresh counters on booking, cancellation and contact, and each new query id', async () => {
    const client = wsClient(t.url, admin.token);
    const listening = listenerCount(t.app.pubsub, 'contact.received');
    const live = subscribe<{ dashboardCounters: Record<string, number> }>(client, `subscription { dashboardCounters { ${COUNTERS} } }`);
    const queries = subscribe<{ contactQueryReceived: string }>(client, 'subscription { contactQueryReceived }');
    // Both follow contact.received once they have started.
    await waitFor(() => listenerCount(t.app.pubsub, 'contact.received') >= listening + 2, { what: 'both subscriptions to start' });
    try {
      const before = await counters();
      const booked = (await t.rest('POST', '/api/appointments', appointmentRequest())).body.appointment;
      // Pushed (how soon is measured by the bench, not here).
      await expect.poll(() => live.events.at(-1)?.dashboardCounters.totalBooked, { timeout: 10_000 }).toBe(before.totalBooked + 1);

      await t.rest('POST', '/api/appointments/cancel', { id: booked._id });
      await expect.poll(() => live.events.at(-1)?.dashboardCounters.totalCancelled, { timeout: 10_000 }).toBe(before.totalCancelled + 1);

      const sent = await t.rest('POST', '/api/contact', { name: 'Live', email: 'live@example.com', message: 'hi' });
      await expect.poll(() => live.events.at(-1)?.dashboardCounters.queriesLast24h, { timeout: 10_000 }).toBe(before.queriesLast24h + 1);
      await expect.poll(() => queries.events.map((e) => e.contactQueryReceived), { timeout: 10_000 }).toContain(sent.body._id);
      expect(live.errors).toEqual([]);
    } finally {
      live.stop();
      queries.stop();
      await client.dispose();
    }
  });
});
