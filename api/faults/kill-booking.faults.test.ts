/** Issue 7: kill -9 under booking load: every booking that was answered 201 is stored. */
import { beforeAll, describe, expect, it } from 'vitest';
import { Cluster, sleep, useCluster, type ApiProcess } from './harness/cluster.js';
import { appointment, WEEKDAY_TIMES, weekdays } from './harness/http.js';

const LOAD_MS = 3000;
const KILL_AT_MS = 1500;
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
    const acknowledged: string[] = [];
    const statuses = new Map<string, number>();
    let next = 0;
    let failedAfterKill = 0;
    const started = Date.now();
    const client = async () => {
      while (Date.now() - started < LOAD_MS && next < slots.length) {
        const [date, time] = slots[next++];
        try {
          const res = await fetch(`${api.url}/api/appointments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(appointment(date, time)),
            signal: AbortSignal.timeout(5000),
          });
          const key = String(res.status);
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          if (res.status === 201) acknowledged.push(((await res.json()) as { appointment: { _id: string } }).appointment._id);
          else await res.body?.cancel();
        } catch {
          failedAfterKill++; // connection refused or reset: the process is gone
          await sleep(20);
        }
      }
    };
    const load = Promise.all(Array.from({ length: IN_FLIGHT }, client));
    await sleep(KILL_AT_MS);
    const beforeKill = acknowledged.length;
    await api.kill9();
    await load;
    const restartAt = Date.now();
    await api.start();
    console.info(`kill -9 under load: ${acknowledged.length} acknowledged (${beforeKill} before the kill), ${failedAfterKill} cut off; restart took ${Date.now() - restartAt} ms, load ${restartAt - started} ms`);

    expect(beforeKill, 'bookings were acknowledged before the kill').toBeGreaterThanOrEqual(10);
    expect(failedAfterKill, 'requests were cut off by the kill').toBeGreaterThan(0);
    expect([...statuses.keys()].filter((s) => s !== '201'), JSON.stringify(Object.fromEntries(statuses))).toEqual([]);
    const stored = await cluster.get().sql<{ _id: string }>(`SELECT _id FROM appointment WHERE _id = ANY($1::text[]) AND status = 'booked'`, [acknowledged]);
    const storedIds = new Set(stored.map((r) => r._id));
    expect(acknowledged.filter((id) => !storedIds.has(id)), `of ${acknowledged.length} acknowledged`).toEqual([]);
  });
});
