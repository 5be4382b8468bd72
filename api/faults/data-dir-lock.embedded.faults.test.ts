/**
 * Issue 15: one writer per data directory. Two `npm start` on one DATA_DIR used to both start on
 * the embedded database, each seeing only its own writes (45 of 420 bookings lost). Now the
 * second refuses within seconds and the first keeps serving; after a kill -9 of the first, its
 * stale lock is taken over and every acknowledged booking is there.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiProcess } from './harness/cluster.js';
import { START_TIMEOUT_MS, useEmbeddedWorld } from './harness/embedded.js';
import { appointment, bookedIds, inParallel, rest, WEEKDAY_TIMES, weekdays } from './harness/http.js';

const slots = weekdays(0, 20).flatMap((d) => WEEKDAY_TIMES.map((t) => [d, t] as const));
let nextSlot = 0;

async function book(api: ApiProcess, n: number): Promise<string[]> {
  const answers = await inParallel(4, Array.from({ length: n }, () => {
    const [date, time] = slots[nextSlot++];
    return () => rest(api.url, 'POST', '/api/appointments', appointment(date, time));
  }));
  for (const a of answers) expect(a.status, a.text).toBe(201);
  return answers.map((a) => a.body.appointment._id as string);
}

describe('one process per data directory (embedded default)', () => {
  const world = useEmbeddedWorld();
  let first: ApiProcess;
  const acknowledged: string[] = [];

  // The first start on a new directory creates and migrates the database: allow a loaded machine its time.
  beforeAll(async () => {
    first = await world().spawn('first');
  }, START_TIMEOUT_MS + 10_000);

  it('a second server on the same DATA_DIR refuses within seconds, naming the directory and the first; the first keeps serving', async () => {
    acknowledged.push(...(await book(first, 20)));
    const second = await world().runToExit();
    console.info(`second start refused in ${second.ms} ms (exit code ${second.code})`);

    // Refused, not waiting for the lock: a second server still running after 30 s is killed (no code 73).
    expect(second.code).toBe(73);
    expect(second.output).toContain(
      `The data directory ${world().dataDir} is in use by another process (pid ${first.pid}, the server started `,
    );
    expect(second.output).toContain('Stop it first, or set DATA_DIR to another directory.');
    expect(second.output, 'a message, not a stack trace').not.toMatch(/^\s+at /m);
    await expect(fetch(`http://127.0.0.1:${second.port}/api/health`)).rejects.toThrow();

    const health = await rest(first.url, 'GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.database).toBe('up');
    acknowledged.push(...(await book(first, 10)));
    const stored = await bookedIds(first.url);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });

  it('after a kill -9 of the first, a new server takes over its stale lock and every acknowledged booking is there', { timeout: START_TIMEOUT_MS + 60_000 }, async () => {
    await first.kill9();
    const lockFile = path.join(world().dataDir, 'pglite.lock');
    expect(existsSync(lockFile), 'a kill -9 leaves the lock behind').toBe(true);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(first.pid);

    const started = Date.now();
    const next = await world().spawn('next');
    console.info(`restart over the stale lock answered /api/health in ${Date.now() - started} ms`);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(next.pid);
    const stored = await bookedIds(next.url);
    expect(acknowledged.filter((id) => !stored.has(id)), `of ${acknowledged.length} acknowledged`).toEqual([]);
    expect(stored.size).toBe(acknowledged.length);

    // And it refuses a second one in turn; a clean stop removes the lock.
    expect((await world().runToExit()).output).toContain(`(pid ${next.pid}, the server started `);
    await next.stop();
    expect(existsSync(lockFile), 'a clean stop removes the lock').toBe(false);
  });
});
