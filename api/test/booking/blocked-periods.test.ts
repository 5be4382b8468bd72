/** Blocked periods are enforced by the database where bookings are written, and block creation serialises with them. */
import { describe, expect, it } from 'vitest';
import { appointmentRequest, freeDay } from '../factories.js';
import type { TestServer } from '../harness.js';
import { type Admin, withAdminServer } from '../admin-session.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false });

const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];

async function blockedTimes(date: string): Promise<string[]> {
  return [...(await t.app.services.booking.unavailableTimes(date)).blocked].sort();
}

describe('which slots a blocked period covers', () => {
  it('blocks every opening slot that overlaps the period, across days, and leaves the slot that starts at its end', async () => {
    const day = freeDay();
    const next = (await import('../../src/shared/time.js')).addDays(day, 1);
    const res = await admin.rest('POST', '/api/admin/block-period', { startDate: day, startTime: '15:45', endDate: next, endTime: '10:00', reason: 'Hoist service' });
    expect(res.status).toBe(201);
    expect(await blockedTimes(day)).toEqual(['15:30', '16:00', '16:30']);
    expect(await blockedTimes(next)).toEqual(['09:00', '09:30']);
    const other = freeDay();
    await admin.rest('POST', '/api/admin/block-period', { startDate: other, startTime: '09:00', endDate: other, endTime: '12:00', reason: 'Training' });
    expect(await blockedTimes(other)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
  });
});

describe('the database refuses a booking inside a blocked period', () => {
  it('even when the block never reached the cache', async () => {
    const day = freeDay();
    expect((await t.app.services.booking.unavailableTimes(day)).blocked.size).toBe(0); // cached: nothing blocked
    // A block written behind the cache's back (as another instance whose event was lost would).
    await t.app.db.orm.em.getConnection().execute(
      `INSERT INTO blocked_period (_id, start_date, start_time, end_date, end_time, reason, created_at)
       VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', ?, '09:00', ?, '17:00', 'Closed', now())`,
      [day, day],
    );
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: day, preferredTime: '10:00' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The workshop is not taking bookings at that time. Please choose another time.');
    const stored = await t.app.db.orm.em.getConnection().execute(`SELECT count(*)::int AS n FROM appointment WHERE preferred_date = ?`, [day]);
    expect(stored[0].n).toBe(0);
  });

  it('30 bookings racing a block of their slots, 10 rounds: none inside, every earlier one listed as affected', async () => {
    let unreported = 0;
    let booked = 0;
    for (let round = 0; round < 10; round++) {
      const day = freeDay();
      const bookings = Array.from({ length: 30 }, (_, i) =>
        t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: day, preferredTime: TIMES[i % TIMES.length], email: `r${round}-${i}@example.com` })),
      );
      const block = admin.rest('POST', '/api/admin/block-period', { startDate: day, startTime: '09:00', endDate: day, endTime: '17:00', reason: `Round ${round}` });
      const [blockRes, ...results] = await Promise.all([block, ...bookings]);
      expect(blockRes.status).toBe(201);
      expect(results.filter((r) => ![201, 400, 409].includes(r.status)).map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual([]);
      booked += results.filter((r) => r.status === 201).length;
      const reported = new Set<string>(blockRes.body.affectedAppointments.map((a: { _id: string }) => a._id));
      const rows = await t.app.db.orm.em
        .getConnection()
        .execute<Array<{ _id: string }>>(`SELECT _id FROM appointment WHERE preferred_date = ? AND status = 'booked'`, [day]);
      // The block covers the whole day: a booking stored and not reported got in after the block.
      for (const row of rows) if (!reported.has(row._id)) unreported++;
      const late = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: day, preferredTime: '16:30', email: 'late@example.com' }));
      expect(late.status).toBe(400);
    }
    expect(unreported).toBe(0);
    expect(booked).toBeLessThanOrEqual(10 * TIMES.length);
    // 310 bookings and 10 blocks in races: 27 s on a machine also running the e2e lane (the same
    // on the code of before this session), past the default 30 s once in CI.
  }, 60_000);
});

describe('one bad booking never fails another', () => {
  it('a blocked one in the same batch fails alone', async () => {
    const day = freeDay();
    const booking = t.app.services.booking;
    expect((await booking.unavailableTimes(day)).blocked.size).toBe(0); // cached before the block
    await t.app.db.orm.em.getConnection().execute(
      `INSERT INTO blocked_period (_id, start_date, start_time, end_date, end_time, reason, created_at)
       VALUES ('bbbbbbbbbbbbbbbbbbbbbbbb', ?, '09:00', ?, '09:30', 'Early close', now())`,
      [day, day],
    );
    // Called in one turn: they share one grouped statement, which the trigger fails as a whole.
    const calls = ['09:00', '09:30', '10:00', '10:30'].map((time) =>
      booking.book(appointmentRequest({ preferredDate: day, preferredTime: time }) as never).then(
        () => 'booked',
        (err) => err.code,
      ),
    );
    expect(await Promise.all(calls)).toEqual(['BAD_USER_INPUT', 'booked', 'booked', 'booked']);
  });

  it('a NUL among 15 valid bookings, 5 rounds: the NUL gets 400, all 75 valid ones 201', async () => {
    let created = 0;
    for (let round = 0; round < 5; round++) {
      const day = freeDay();
      const bad = t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: day, preferredTime: '16:30', fullName: 'Null\u0000Byte' }));
      const good = TIMES.slice(0, 15).map((time) => t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: day, preferredTime: time })));
      const [badRes, ...goodRes] = await Promise.all([bad, ...good]);
      expect(badRes.status).toBe(400);
      created += goodRes.filter((r) => r.status === 201).length;
    }
    expect(created).toBe(75);
  });
});
