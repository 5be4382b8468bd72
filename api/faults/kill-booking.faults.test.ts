/** Issue 7: kill -9 under booking load: every booking that was answered 201 is stored. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Cluster, useCluster, type ApiProcess } from './harness/cluster.js';
import { bookUnderLoad, WEEKDAY_TIMES, weekdays } from './harness/http.js';

const KILL_AT_MS = 1500;
const AFTER_KILL_MS = 1500;
const IN_FLIGHT = 16;

describe('kill -9 while bookings arrive', () => {
  const cluster = useCluster();
  let api: ApiProcess;

  beforeAll(async () => {
    const c = cluster.set(await Cluster.create({ env: { PUBSUB: 'memory' } }));
    api = await c.spawn('a');
  });

  it('every booking answered 201 before the kill is stored after the restart', async () => {
    const slots = weekdays(400, 400).flatMap((d) => WEEKDAY_TIMES.map((t) => [d, t] as const));
    const started = Date.now();
    const { acknowledged, beforeMidway: beforeKill, cutOff, statuses } = await bookUnderLoad(
      api.url,
      slots,
      { connections: IN_FLIGHT, tailMs: AFTER_KILL_MS },
      { atMs: KILL_AT_MS, minAcknowledged: 10, run: () => api.kill9() },
    );
    const restartAt = Date.now();
    await api.start();
    console.info(`kill -9 under load: ${acknowledged.length} acknowledged (${beforeKill} before the kill), ${cutOff} cut off; restart took ${Date.now() - restartAt} ms, load ${restartAt - started} ms`);

    expect(beforeKill, 'bookings were acknowledged before the kill').toBeGreaterThanOrEqual(10);
    expect(cutOff, 'requests were cut off by the kill').toBeGreaterThan(0);
    expect(Object.keys(statuses).filter((s) => s !== '201'), JSON.stringify(statuses)).toEqual([]);
    const stored = await cluster.get().sql<{ _id: string }>(`SELECT _id FROM appointment WHERE _id = ANY($1::text[]) AND status = 'booked'`, [acknowledged]);
    const storedIds = new Set(stored.map((r) => r._id));
    expect(acknowledged.filter((id) => !storedIds.has(id)), `of ${acknowledged.length} acknowledged`).toEqual([]);
  });
});
