/**
 * Issue 7: two instances on one database with PUBSUB=postgres. Changes fan out, and a LISTEN
 * connection ended by PostgreSQL comes back once (not doubled) without leaving a stale cache.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { subscribe, wsClient } from '../test/ws-client.js';
import { Cluster, eventually, sleep, useCluster, type ApiProcess } from './harness/cluster.js';
import { adminToken, appointment, bookedSlots, rest, weekdays } from './harness/http.js';

const JWT_SECRET = 'faults-suite-secret-0123456789-abcdefghijklmnop';
const [D0, D1, D2, D3, D4] = weekdays(100, 5);

describe('two instances with PUBSUB=postgres', () => {
  const cluster = useCluster();
  let a: ApiProcess;
  let b: ApiProcess;
  let token: string;

  beforeAll(async () => {
    const c = cluster.set(await Cluster.create({ env: { JWT_SECRET, PUBSUB: 'postgres' } }));
    a = await c.spawn('a');
    b = await c.spawn('b');
    token = await adminToken(a.url);
  });

  const book = async (api: ApiProcess, date: string, time: string) => {
    const res = await rest(api.url, 'POST', '/api/appointments', appointment(date, time));
    expect(res.status, res.text).toBe(201);
  };
  const block = async (api: ApiProcess, date: string, from: string, to: string) => {
    const res = await rest(
      api.url,
      'POST',
      '/api/admin/block-period',
      { startDate: date, startTime: from, endDate: date, endTime: to, reason: 'Staff training' },
      { authorization: `Bearer ${token}` },
    );
    expect(res.status, res.text).toBe(201);
  };

  it('a booking made on B is in A’s booked slots within 1 s', async () => {
    expect(await bookedSlots(a.url, D0)).not.toContain('09:00'); // A now holds the date in its cache
    await book(b, D0, '09:00');
    expect(await eventually(async () => (await bookedSlots(a.url, D0)).includes('09:00'), 1000)).toBe(true);
  });

  it('a block created on A is in B’s booked slots within 1 s', async () => {
    expect(await bookedSlots(b.url, D1)).toEqual([]);
    await block(a, D1, '12:00', '14:00');
    expect(await eventually(async () => (await bookedSlots(b.url, D1)).includes('13:30'), 1000)).toBe(true);
  });

  it('a live dashboardCounters subscription on A gets an event for a booking made on B', async () => {
    const client = wsClient(a.url, token);
    try {
      const sub = subscribe<{ dashboardCounters: { totalBooked: number } }>(client, 'subscription { dashboardCounters { totalBooked } }');
      await sleep(500); // the subscription is registered on A
      await book(b, D0, '09:30');
      expect(await eventually(() => sub.events.length > 0, 2000), JSON.stringify(sub.errors)).toBe(true);
      expect(sub.events.at(-1)!.dashboardCounters.totalBooked).toBeGreaterThanOrEqual(2);
      sub.stop();
    } finally {
      await client.dispose();
    }
  });

  describe('LISTEN connections terminated from PostgreSQL', () => {
    it('each instance listens on exactly one connection before the drops', async () => {
      const c = cluster.get();
      expect(await c.listenConnections(a)).toBe(1);
      expect(await c.listenConnections(b)).toBe(1);
    });

    it('after 3 drops each instance listens again, on exactly one connection', async () => {
      const c = cluster.get();
      for (let round = 1; round <= 3; round++) {
        expect(await c.terminate(a, 'listen'), `round ${round}: A had a LISTEN connection to end`).toBeGreaterThan(0);
        expect(await c.terminate(b, 'listen'), `round ${round}: B had a LISTEN connection to end`).toBeGreaterThan(0);
        const back = await eventually(async () => (await c.listenConnections(a)) >= 1 && (await c.listenConnections(b)) >= 1, 10_000, 100);
        expect(back, `round ${round}: both instances listen again within 10 s`).toBe(true);
        // Public traffic meanwhile (publishing on a dead connection was one way to open extra ones).
        await book(b, D4, ['09:00', '10:00', '11:00'][round - 1]);
      }
      await sleep(2000); // let any late reconnection show up
      expect(await c.listenConnections(a)).toBe(1);
      expect(await c.listenConnections(b)).toBe(1);
    });

    it('3 s after changes made right after a drop, each instance answers fresh data', async () => {
      const c = cluster.get();
      // Both caches hold the dates, and keep being asked, as under real traffic.
      expect(await bookedSlots(a.url, D2)).toEqual([]);
      expect(await bookedSlots(b.url, D3)).toEqual([]);
      let asking = true;
      const traffic = (async () => {
        while (asking) {
          await Promise.all([bookedSlots(a.url, D2), bookedSlots(b.url, D3)]).catch(() => undefined);
          await sleep(20);
        }
      })();
      try {
        await c.terminate(a, 'listen');
        await c.terminate(b, 'listen');
        await sleep(50);
        await book(b, D2, '14:00'); // A is deaf right now
        await block(a, D3, '09:00', '10:00'); // and so is B
        await sleep(3000);
        expect(await bookedSlots(a.url, D2), 'A answers the booking made on B').toContain('14:00');
        expect(await bookedSlots(b.url, D3), 'B answers the block made on A').toContain('09:30');
      } finally {
        asking = false;
        await traffic;
      }
      expect(await eventually(async () => (await c.listenConnections(a)) === 1 && (await c.listenConnections(b)) === 1, 10_000, 100)).toBe(true);
    });
  });

});
