/**
 * Issue 20: bays on two instances. Bookings of one half hour sent to both instances at once, with
 * staff moving other appointments into it meanwhile, fill it exactly to the number of bays and
 * not one more; everyone else gets the 409 message and no server fault; both instances then list
 * the time as taken. The database decides (the slot-capacity trigger), not either instance's cache.
 */
import { describe, expect, it } from 'vitest';
import type { ApiProcess } from './harness/cluster.js';
import { appointment, bookedSlots, rest, WEEKDAY_TIMES, weekdays, type Answer } from './harness/http.js';
import { useTwoInstances } from './harness/two-instances.js';

const TAKEN = 'This time is no longer available. Please choose another time.';

describe('bookings and moves racing for the last bays of one half hour, on two instances', () => {
  let a: ApiProcess;
  let b: ApiProcess;
  let token: string;
  const cluster = useTwoInstances((first, second, signedIn) => ((a = first), (b = second), (token = signedIn)));

  for (const [round, bays] of [
    [0, 2],
    [1, 3],
    [2, 5],
  ] as const) {
    it(`with ${bays} bays: 40 bookings and 4 moves into one half hour make exactly ${bays}`, async () => {
      const auth = { authorization: `Bearer ${token}` };
      expect((await rest(a.url, 'PUT', '/api/admin/settings/bays', { bays }, auth)).status).toBe(200);
      const [day, other] = weekdays(3 * round, 2);
      const time = WEEKDAY_TIMES[5];
      // Both instances hold the day in their caches, as under public traffic.
      await Promise.all([a, b].map((api) => bookedSlots(api.url, day)));
      const movers: string[] = [];
      for (let i = 0; i < 4; i++) {
        const made = await rest(b.url, 'POST', '/api/appointments', appointment(other, WEEKDAY_TIMES[i], { email: `mover.${round}.${i}@example.com` }));
        expect(made.status, made.text).toBe(201);
        movers.push(made.body.appointment._id);
      }
      const answers: Array<Promise<Answer>> = [];
      for (let i = 0; i < 40; i++) {
        answers.push(rest(i % 2 ? a.url : b.url, 'POST', '/api/appointments', appointment(day, time, { email: `bay.${round}.${i}@example.com` })));
        if (i % 10 === 3) {
          const id = movers[(i - 3) / 10];
          answers.push(rest(i % 20 ? b.url : a.url, 'POST', `/api/admin/appointments/${id}/reschedule`, { preferredDate: day, preferredTime: time, notify: false }, auth));
        }
      }
      const settled = await Promise.all(answers);
      expect(settled.filter((x) => x.status >= 500).map((x) => x.text)).toEqual([]);
      expect(settled.filter((x) => x.status === 200 || x.status === 201)).toHaveLength(bays);
      for (const refused of settled.filter((x) => x.status !== 200 && x.status !== 201)) expect([refused.status, refused.body.message]).toEqual([409, TAKEN]);
      const stored = await cluster
        .get()
        .sql<{ n: number }>(`SELECT count(*)::int AS n FROM appointment WHERE status = 'booked' AND preferred_date = $1 AND preferred_time = $2`, [day, time]);
      expect(stored[0].n).toBe(bays);
      // A refused move left its appointment where it was.
      const [{ n: stayed }] = await cluster.get().sql<{ n: number }>(`SELECT count(*)::int AS n FROM appointment WHERE _id = ANY($1::text[]) AND preferred_date = $2`, [movers, other]);
      expect(stayed + settled.filter((x) => x.status === 200).length).toBe(movers.length);
      for (const api of [a, b]) expect(await bookedSlots(api.url, day)).toContain(time);
    });
  }
});
