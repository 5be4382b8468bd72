/**
 * Bays: a half hour holds as many bookings as the workshop has bays, and the database decides
 * every race (concurrent bookings of one slot make exactly N, in one statement or many);
 * booked-slots lists a time once it is full; lowering the number cancels nothing.
 */
import { describe, expect, it } from 'vitest';
import { DiaryService } from '../../src/features/diary/diary.service.js';
import { AppError } from '../../src/shared/errors.js';
import { withAdminServer, type Admin } from '../admin-session.js';
import { appointmentRequest, freeSlot } from '../factories.js';
import type { TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => {
  t = server;
  admin = signedIn;
}, { smtp: false });

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute<T[]>(query, params);

async function setBays(bays: number): Promise<void> {
  const res = await admin.rest('PUT', '/api/admin/settings/bays', { bays });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function bookedAt(slot: { preferredDate: string; preferredTime: string }): Promise<number> {
  const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM appointment WHERE preferred_date = ? AND preferred_time = ? AND status = 'booked'`, [
    slot.preferredDate,
    slot.preferredTime,
  ]);
  return n;
}

async function unavailable(date: string): Promise<string[]> {
  const res = await t.rest('GET', `/api/appointments/booked-slots?date=${date}`);
  expect(res.status).toBe(200);
  return res.body.unavailableSlots;
}

/** 30 bookings of one slot: ten in one turn (one grouped statement), twenty each in a turn of its own (separate transactions). */
async function race(slot: { preferredDate: string; preferredTime: string }): Promise<Array<PromiseSettledResult<unknown>>> {
  const settled = (p: Promise<unknown>) =>
    p.then(
      (value) => ({ status: 'fulfilled' as const, value }),
      (reason: unknown) => ({ status: 'rejected' as const, reason }),
    );
  // Each one a new customer (own email and phone), so a refused booking that left a customer behind shows.
  const request = (i: number) => appointmentRequest({ ...slot, email: `racer${i}.${slot.preferredDate}.${slot.preferredTime.replace(':', '')}@example.com`, phone: `04${String(i).padStart(2, '0')} ${slot.preferredTime.replace(':', '')} ${slot.preferredDate.slice(-2)}0` });
  const calls: Array<Promise<PromiseSettledResult<unknown>>> = [];
  for (let i = 0; i < 10; i++) calls.push(settled(t.app.services.booking.book(request(i) as never)));
  for (let i = 10; i < 30; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    calls.push(settled(t.app.services.booking.book(request(i) as never)));
  }
  return Promise.all(calls);
}

describe('bays', () => {
  for (const bays of [1, 2, 3]) {
    it(`with ${bays} bay${bays === 1 ? '' : 's'}, 30 concurrent bookings of one slot make exactly ${bays}; the rest get the 409 message`, async () => {
      await setBays(bays);
      const slot = freeSlot();
      const results = await race(slot);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(bays);
      for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
        expect(r.reason).toBeInstanceOf(AppError);
        expect(r.reason.message).toBe('This time is no longer available. Please choose another time.');
      }
      expect(await bookedAt(slot)).toBe(bays);
      // A refused booking leaves nothing behind: no customer made for it.
      const racers = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM customer WHERE email LIKE ?`, [`racer%.${slot.preferredDate}.${slot.preferredTime.replace(':', '')}@example.com`]);
      expect(racers[0].n).toBe(bays);
      expect(await unavailable(slot.preferredDate)).toContain(slot.preferredTime);
    });
  }

  it('booked-slots lists a time only once every bay holds a booking; over HTTP the next booking gets 409', async () => {
    await setBays(2);
    const slot = freeSlot();
    expect((await t.rest('POST', '/api/appointments', appointmentRequest(slot))).status).toBe(201);
    expect(await unavailable(slot.preferredDate)).not.toContain(slot.preferredTime);
    const availability = await appGql(t, 'Availability', { date: slot.preferredDate });
    expect(availability.data.availability.availableTimes).toContain(slot.preferredTime);
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ ...slot, email: 'second@example.com' }))).status).toBe(201);
    expect(await unavailable(slot.preferredDate)).toContain(slot.preferredTime);
    const third = await t.rest('POST', '/api/appointments', appointmentRequest({ ...slot, email: 'third@example.com' }));
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('This time is no longer available. Please choose another time.');
    // A cancellation frees a place at once.
    const [{ _id }] = await sql<{ _id: string }>(`SELECT _id FROM appointment WHERE preferred_date = ? AND preferred_time = ? AND status = 'booked' LIMIT 1`, [
      slot.preferredDate,
      slot.preferredTime,
    ]);
    expect((await admin.rest('POST', `/api/admin/cancel-appointment/${_id}`)).status).toBe(200);
    expect(await unavailable(slot.preferredDate)).not.toContain(slot.preferredTime);
  });

  it('lowering the bays cancels nothing: a full slot stays booked and takes no more, a slot with room under the new number still books', async () => {
    await setBays(3);
    const full = freeSlot();
    const roomy = { preferredDate: full.preferredDate, preferredTime: freeSlot().preferredTime };
    for (let i = 0; i < 3; i++) await t.app.services.booking.book(appointmentRequest({ ...full, email: `full${i}@example.com` }) as never);
    await t.app.services.booking.book(appointmentRequest({ ...roomy, email: 'roomy@example.com' }) as never);
    await setBays(2);
    expect(await bookedAt(full)).toBe(3);
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM appointment WHERE preferred_date = ? AND status = 'cancelled'`, [full.preferredDate]))[0].n).toBe(0);
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ ...full, email: 'late@example.com' }))).status).toBe(409);
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ ...roomy, email: 'roomy2@example.com' }))).status).toBe(201);
    expect(await unavailable(full.preferredDate)).toEqual(expect.arrayContaining([full.preferredTime, roomy.preferredTime]));
  });

  it('one transaction writing years of appointments (a seed, a restore) holds a bounded number of slot locks, and writes them all', async () => {
    const [{ before }] = await sql<{ before: number }>(`SELECT count(*)::int AS before FROM appointment`);
    // 10,000 distinct half hours over 24 years, far past the server's lock table if each took a lock of its own.
    await sql(
      `INSERT INTO appointment (_id, full_name, email, phone, vehicle_make, vehicle_model, vehicle_year, registration, service_type, issue_description, preferred_date, preferred_time, status, created_at, calendar_sequence)
       SELECT substr(md5('bulk' || n), 1, 24), 'Bulk ' || n, 'bulk' || n || '@example.com', '0400 000 000', 'Toyota', 'Corolla', 2018, NULL, 'Logbook Servicing', 'History.',
              to_char(date '2031-01-06' + (n / 8) * 7 + (n % 8) / 8, 'YYYY-MM-DD'), to_char(time '09:00' + make_interval(mins => 30 * (n % 8)), 'HH24:MI'), 'booked', now(), 0
       FROM generate_series(0, 9999) AS n`,
    );
    const [{ after }] = await sql<{ after: number }>(`SELECT count(*)::int AS after FROM appointment`);
    expect(after - before).toBe(10000);
  });

  it('refuses a number outside 1 to 20 with a message, and keeps the one saved', async () => {
    await setBays(2);
    for (const bays of [0, 21, 2.5, '3', null]) {
      const res = await admin.rest('PUT', '/api/admin/settings/bays', { bays });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Bays must be a whole number from 1 to 20.');
    }
    const res = await admin.gql('mutation { setBays(input: { bays: 0 }) { bays } }');
    expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await admin.gql('{ baysSetting { bays savedBy savedAt } }')).data.baysSetting).toMatchObject({ bays: 2, savedBy: 'admin' });
  });

  it('follows WORKSHOP_BAYS at every start until staff save a number; then the saved number stays', async () => {
    await sql('UPDATE diary_setting SET bays = 1, saved_at = NULL, saved_by = NULL WHERE id = 1');
    const started = (bays: number) =>
      new DiaryService({ ...t.app.services.diary['deps'], config: { ...t.app.config, workshopBays: bays } } as never).applyConfiguredBays();
    await started(4);
    expect((await admin.gql('{ baysSetting { bays savedAt } }')).data.baysSetting).toEqual({ bays: 4, savedAt: null });
    await setBays(2);
    await started(5);
    expect((await admin.gql('{ baysSetting { bays } }')).data.baysSetting.bays).toBe(2);
  });
});
