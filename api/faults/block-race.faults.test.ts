/**
 * Issue 7: bookings racing a block of their slots. A booking either lands before the block (and
 * is then in the block's list of affected appointments) or is refused: none is stored inside it
 * unreported. Once on one instance, once with the bookings on B and the block on A.
 */
import { describe, expect, it } from 'vitest';
import type { ApiProcess } from './harness/cluster.js';
import { appointment, rest, WEEKDAY_TIMES, weekdays, type Answer } from './harness/http.js';
import { useTwoInstances } from './harness/two-instances.js';

const ROUNDS = 10;

interface RoundResult {
  statuses: number[];
  unreported: string[];
  inside: number;
}

describe('30 bookings racing a block of their slots', () => {
  let a: ApiProcess;
  let b: ApiProcess;
  let token: string;
  const cluster = useTwoInstances((first, second, signedIn) => ((a = first), (b = second), (token = signedIn)));

  /** 15 bookings on each of two days, and a block of both days fired among them. */
  async function round(bookOn: ApiProcess, blockOn: ApiProcess, days: string[]): Promise<RoundResult> {
    const [first, second] = days;
    // Both instances hold the days in their caches, as under public traffic.
    await Promise.all([a, b].flatMap((api) => days.map((d) => rest(api.url, 'GET', `/api/appointments/booked-slots?date=${d}`))));
    const slots = days.flatMap((d) => WEEKDAY_TIMES.slice(0, 15).map((t) => [d, t]));
    const bookings: Array<Promise<Answer>> = [];
    let block: Promise<Answer> | null = null;
    for (const [i, [date, time]] of slots.entries()) {
      if (i === 10) {
        block = rest(
          blockOn.url,
          'POST',
          '/api/admin/block-period',
          { startDate: first, startTime: '08:00', endDate: second, endTime: '18:00', reason: 'Workshop closed' },
          { authorization: `Bearer ${token}` },
        );
      }
      bookings.push(rest(bookOn.url, 'POST', '/api/appointments', appointment(date, time, { email: `race.${i}@example.com` })));
      // In waves of 5: the next wave once the first of this one is answered (the server is busy booking).
      if (i % 5 === 4) await bookings[i - 4];
    }
    const answers = await Promise.all(bookings);
    const blocked = await block!;
    expect(blocked.status, blocked.text).toBe(201);
    const reported = new Set((blocked.body.affectedAppointments as Array<{ _id: string }>).map((x) => x._id));
    const stored = await cluster
      .get()
      .sql<{ _id: string }>(`SELECT _id FROM appointment WHERE status = 'booked' AND preferred_date = ANY($1::text[])`, [days]);
    return {
      statuses: answers.map((x) => x.status),
      unreported: stored.map((x) => x._id).filter((id) => !reported.has(id)),
      inside: stored.length,
    };
  }

  async function rounds(bookOn: ApiProcess, blockOn: ApiProcess, skip: number) {
    const results: RoundResult[] = [];
    for (let r = 0; r < ROUNDS; r++) results.push(await round(bookOn, blockOn, weekdays(skip + 2 * r, 2)));
    const statuses = results.flatMap((x) => x.statuses);
    return {
      serverFaults: statuses.filter((s) => s >= 500).length,
      unexpected: statuses.filter((s) => s !== 201 && s !== 400 && s !== 409 && s < 500),
      accepted: statuses.filter((s) => s === 201).length,
      inside: results.reduce((n, x) => n + x.inside, 0),
      unreported: results.flatMap((x) => x.unreported),
    };
  }

  it('on one instance: no booking is stored inside the block without being in its affected list', async () => {
    const outcome = await rounds(a, a, 200);
    expect(outcome.serverFaults, 'bookings answered 5xx').toBe(0);
    expect(outcome.unexpected).toEqual([]);
    expect(outcome.unreported, `${outcome.inside} stored inside the blocks, these not reported`).toEqual([]);
  });

  it('bookings on B, the block on A (PUBSUB=postgres): none stored inside the block unreported', async () => {
    const outcome = await rounds(b, a, 300);
    expect(outcome.serverFaults, 'bookings answered 5xx').toBe(0);
    expect(outcome.unexpected).toEqual([]);
    expect(outcome.unreported, `${outcome.inside} stored inside the blocks, these not reported`).toEqual([]);
  });
});
