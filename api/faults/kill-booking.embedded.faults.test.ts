/**
 * Issue 15: kill -9 under booking load on the embedded default (the built server with no
 * DATABASE_URL, PGlite under DATA_DIR): every booking answered 201 is stored after the restart,
 * three rounds on the same directory.
 */
import { describe, expect, it } from 'vitest';
import { START_TIMEOUT_MS, useEmbeddedWorld } from './harness/embedded.js';
import { bookedIds, bookUnderLoad, WEEKDAY_TIMES, weekdays } from './harness/http.js';

const ROUNDS = 3;
const CONNECTIONS = 20;
const KILL_AT_MS = 1500;
const AFTER_KILL_MS = 1000;
/** Killed no sooner than this many bookings were acknowledged, however slow the machine. */
const MIN_BEFORE_KILL = 20;

describe('kill -9 while bookings arrive, embedded database', () => {
  const world = useEmbeddedWorld();

  // Three embedded starts and restarts: allow a loaded machine its time.
  it(`every booking answered 201 before a kill -9 is stored after the restart (${ROUNDS} rounds)`, { timeout: (ROUNDS + 1) * START_TIMEOUT_MS }, async () => {
    let api = await world().spawn('round-1');
    const acknowledged: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Disjoint slots per round: a round's bookings never collide with an earlier one's.
      const slots = weekdays(round * 300, 300).flatMap((d) => WEEKDAY_TIMES.map((t) => [d, t] as const));
      const victim = api;
      const outcome = await bookUnderLoad(api.url, slots, { connections: CONNECTIONS, tailMs: AFTER_KILL_MS }, {
        atMs: KILL_AT_MS,
        minAcknowledged: MIN_BEFORE_KILL,
        run: () => victim.kill9(),
      });
      const restartAt = Date.now();
      api = await world().spawn(`round-${round + 1}`);
      const restartMs = Date.now() - restartAt;
      acknowledged.push(...outcome.acknowledged);
      const stored = await bookedIds(api.url);
      const lost = acknowledged.filter((id) => !stored.has(id));
      console.info(
        `round ${round}: ${outcome.acknowledged.length} acknowledged (${outcome.beforeMidway} before the kill), ${outcome.cutOff} cut off; ` +
          `after the restart (${restartMs} ms) ${acknowledged.length - lost.length} of ${acknowledged.length} acknowledged so far stored, ${stored.size} booked in all`,
      );

      expect(outcome.beforeMidway, 'bookings were acknowledged before the kill').toBeGreaterThanOrEqual(MIN_BEFORE_KILL);
      expect(outcome.cutOff, 'requests were cut off by the kill').toBeGreaterThan(0);
      expect(Object.keys(outcome.statuses).filter((s) => s !== '201'), JSON.stringify(outcome.statuses)).toEqual([]);
      expect(lost, `round ${round}: of ${acknowledged.length} acknowledged`).toEqual([]);
    }
  });
});
