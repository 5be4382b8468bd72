/** Two instances on one database (PUBSUB=postgres): one LISTEN connection each, that comes back, and no stale answers. */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signIn } from '../admin-session.js';
import { appointmentRequest, freeDay } from '../factories.js';
import { onPostgres, type TestServer, withTwoInstances } from '../harness.js';
import { waitFor } from '../wait-for.js';
import { appGql } from '../app-documents.js';
import { subscribe, wsClient } from '../ws-client.js';

let a: TestServer;
let b: TestServer;
withTwoInstances((first, second) => ((a = first), (b = second)));

/**
 * The pubsub's LISTEN connections, by the name they give themselves: not by their last query, which
 * is the keep-alive's `SELECT 1` once it has run (every PING_MS: on a slow machine, during this test).
 */
const LISTENERS = `application_name = 'workshop-listen'`;

async function listenConnections(): Promise<number> {
  const [row] = await a.app.db.orm.em
    .getConnection()
    .execute(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND ${LISTENERS}`);
  return row.n;
}

async function terminateListeners(): Promise<void> {
  await a.app.db.orm.em
    .getConnection()
    .execute(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND ${LISTENERS}`);
}

const slots = async (t: TestServer, date: string) => (await t.rest('GET', `/api/appointments/booked-slots?date=${date}`)).body.unavailableSlots as string[];

describe.runIf(onPostgres)('PUBSUB=postgres across two instances', () => {
  it('a booking on one instance is seen by the other at once', async () => {
    const day = freeDay();
    expect(await slots(a, day)).toEqual([]); // cached on A
    expect((await b.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: day, preferredTime: '11:00' }))).status).toBe(201);
    // Without the event, A's cache would keep the date's answer for good (it has no expiry).
    await waitFor(async () => (await slots(a, day)).includes('11:00'), { what: 'A to answer the booking made on B' });
  });

  it('business details saved on one instance are what the other prints at once', async () => {
    const phone = async (t: TestServer) => (await appGql(t, 'SiteInfo')).data.siteInfo;
    expect(await phone(a)).toMatchObject({ quoteValidityDays: 14 }); // read (and kept) by A
    const token = await signIn(b);
    const current = (await b.rest('GET', '/api/admin/settings', undefined, { authorization: `Bearer ${token}` })).body.business;
    const { savedAt: _savedAt, savedBy: _savedBy, ...fields } = current;
    const saved = await b.rest('PUT', '/api/admin/settings/business', { ...fields, phone: '03 9000 7777', quoteValidityDays: 21 }, { authorization: `Bearer ${token}` });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await waitFor(async () => (await phone(a)).phone === '03 9000 7777', { what: 'A to print the phone saved on B' });
    expect(await phone(a)).toMatchObject({ phone: '03 9000 7777', quoteValidityDays: 21 });
  });

  it('after its LISTEN connection is terminated 3 times, each instance has exactly one, and no answer is stale', async () => {
    expect(await listenConnections()).toBe(2);
    for (let round = 0; round < 3; round++) {
      const day = freeDay();
      expect(await slots(a, day)).toEqual([]); // cached on A before the drop
      await terminateListeners();
      // A answers (and would cache) while it may be deaf; then B changes the day 50 ms after the drop.
      expect(await slots(a, day)).toEqual([]);
      // The change comes 50 ms after the drop on purpose: while A may still be deaf.
      await new Promise((r) => setTimeout(r, 50));
      expect((await b.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: day, preferredTime: '14:00' }))).status).toBe(201);
      await waitFor(async () => (await listenConnections()) === 2, { what: 'both instances to listen again' });
      // The rule under test: 3 s after a change (made 50 ms after the drop), the answer is fresh.
      await new Promise((r) => setTimeout(r, 3000 - 50));
      expect(await slots(a, day)).toContain('14:00');
    }
    expect(await listenConnections()).toBe(2);
  });

  it('the server monitor samples only the instance watched, and its samples never reach the other', async () => {
    // What travels between instances, read straight from PostgreSQL (a listener on B's pubsub would make B sample).
    const listener = new pg.Client({ connectionString: a.databaseUrl! });
    listener.on('error', () => undefined); // ended below; a test database dropped first must not crash the run
    await listener.connect();
    const topics: string[] = [];
    listener.on('notification', (n) => topics.push(JSON.parse(n.payload ?? '{}').topic));
    await listener.query('LISTEN workshop_events');
    const client = wsClient(a.url, await signIn(a));
    const live = subscribe<{ systemInfo: { sampledAt: string } }>(client, 'subscription { systemInfo { sampledAt } }');
    try {
      // A sample reaches the watcher (each one spawns processes: seconds on a machine saturated by the other suites).
      await expect.poll(() => live.events.length, { timeout: 45_000, interval: 250 }).toBeGreaterThanOrEqual(1);
      expect(a.app.services.monitor.watching).toBe(true);
      expect(b.app.services.monitor.watching).toBe(false);
      expect(b.app.services.monitor.latest()).toBeNull();
      // The channel works (a booking travels), and no sample ever did.
      expect((await a.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: freeDay(), preferredTime: '10:00' }))).status).toBe(201);
      await expect.poll(() => topics).toContain('appointment.booked');
      expect(topics).not.toContain('monitor.sampled');
    } finally {
      await listener.end();
      live.stop();
      await client.dispose();
    }
  }, 60_000);
});
