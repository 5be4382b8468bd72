/** Group commit of bookings: one statement per event-loop turn, and still one booking per slot. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/shared/errors.js';
import { appointmentRequest, freeDay, freeSlot } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { waitFor } from '../wait-for.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false });
});
afterAll(() => t.close());

describe('bookings made in the same turn', () => {
  it('share one statement: the slot goes to exactly one, others in the batch still book, and only winners get mail', async () => {
    const contested = freeSlot();
    const free = [freeSlot(), freeSlot()];
    const conn = t.app.db.orm.em.getConnection();
    const mailBefore = (await conn.execute('SELECT count(*)::int AS n FROM outbox_message'))[0].n;

    // Called synchronously, one after another: all of them land in the same batch.
    const calls = [
      ...Array.from({ length: 6 }, (_, i) => t.app.services.booking.book(appointmentRequest({ ...contested, email: `racer${i}@example.com` }) as never)),
      ...free.map((slot) => t.app.services.booking.book(appointmentRequest(slot) as never)),
    ];
    const results = await Promise.allSettled(calls);

    const contestedResults = results.slice(0, 6);
    expect(contestedResults.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of contestedResults.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect((r as PromiseRejectedResult).reason.code).toBe('CONFLICT');
    }
    expect(results.slice(6).every((r) => r.status === 'fulfilled')).toBe(true);

    const stored = await conn.execute(
      `SELECT count(*)::int AS n FROM appointment WHERE (preferred_date, preferred_time) IN ((?, ?), (?, ?), (?, ?))`,
      [contested.preferredDate, contested.preferredTime, free[0].preferredDate, free[0].preferredTime, free[1].preferredDate, free[1].preferredTime],
    );
    expect(stored[0].n).toBe(3);
    const mailAfter = (await conn.execute('SELECT count(*)::int AS n FROM outbox_message'))[0].n;
    expect(mailAfter - mailBefore).toBe(3 * 2); // a confirmation and a workshop notice per booking made
  });

  it('stores every character as typed, in a batch: quotes, backslashes, braces, commas, the word NULL, new lines and emoji', async () => {
    const awkward = [
      { fullName: `Seán O'Brien "Bob"`, issueDescription: 'Back\\slash \\" and {braces}, commas, NULL' },
      { fullName: 'NULL', issueDescription: 'Line one\nLine two 🚗 — ünïcödé' },
      { fullName: '{}', issueDescription: '"' },
    ];
    const booked = await Promise.all(awkward.map((fields, i) => t.app.services.booking.book(appointmentRequest({ ...freeSlot(), ...fields, email: `awkward${i}@example.com` }) as never)));
    const conn = t.app.db.orm.em.getConnection();
    for (const [i, appointment] of booked.entries()) {
      const [row] = await conn.execute('SELECT full_name, issue_description FROM appointment WHERE _id = ?', [appointment._id]);
      expect(row).toEqual({ full_name: awkward[i].fullName, issue_description: awkward[i].issueDescription });
    }
    // Their mail carries the same text.
    const [mail] = await conn.execute(`SELECT payload FROM outbox_message WHERE "to" = 'awkward0@example.com'`);
    expect(JSON.stringify(mail.payload)).toContain(JSON.stringify(awkward[0].fullName).slice(1, -1));
  });

  it('one car booked by many people at once, 30 rounds of 40 over 8 slots: every booking 201 or 409, none lost to a deadlock', async () => {
    // Each statement locks a slot, the car's vehicle row (its owner changes), the next slot…:
    // two statements crossing those orders deadlock, and the one PostgreSQL ends is written again.
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    const unexpected: string[] = [];
    let created = 0;
    for (let round = 0; round < 30; round++) {
      const day = freeDay();
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: day, preferredTime: times[(i * 7 + round) % times.length], email: `car${round}-${i}@example.com` })),
        ),
      );
      unexpected.push(...results.filter((r) => r.status !== 201 && r.status !== 409).map((r) => `${r.status} ${JSON.stringify(r.body)}`));
      created += results.filter((r) => r.status === 201).length;
    }
    expect(unexpected).toEqual([]);
    expect(created).toBe(30 * times.length); // one bay: each slot once
  }, 120_000);

  // One grouped statement is in flight at a time; the next batch goes out beside it once it has taken 100 ms.
  it.skipIf(!process.env.TEST_DATABASE_URL)('a booking held up by a lock (a member of staff’s change of the car) does not hold up other customers’ bookings', async () => {
    const book = (fields: Record<string, unknown>) => t.app.services.booking.book(appointmentRequest(fields) as never) as Promise<{ _id: string }>;
    await book({ registration: 'HOLD 1', email: 'first@example.com' });
    const conn = t.app.db.orm.em.getConnection();
    const staff = new pg.Client({ connectionString: t.app.db.url });
    await staff.connect();
    let held: Promise<{ _id: string }> | null = null;
    try {
      await staff.query('BEGIN');
      await staff.query(`SELECT 1 FROM vehicle WHERE rego_key = 'HOLD1' FOR UPDATE`);
      held = book({ registration: 'HOLD1', email: 'held@example.com' });
      held.catch(() => undefined);
      // Until PostgreSQL says the held booking's statement waits for the car's row. Asked outside the
      // staff's transaction: inside one, pg_stat_activity answers the snapshot of its first reading.
      await waitFor(
        async () => {
          const [row] = await conn.execute(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%INSERT INTO appointment%'`,
          );
          return row.n > 0;
        },
        { everyMs: 10, what: 'the held booking to wait for the car’s row' },
      );
      const other = await book({ registration: 'FREE 1', email: 'other@example.com' });
      const [row] = await conn.execute('SELECT email FROM appointment WHERE _id = ?', [other._id]);
      expect(row.email).toBe('other@example.com');
    } finally {
      await staff.query('ROLLBACK');
      await staff.end();
    }
    // Once the staff's change is over, the held booking is made too.
    const made = await held!;
    const [row] = await conn.execute('SELECT email FROM appointment WHERE _id = ?', [made._id]);
    expect(row.email).toBe('held@example.com');
  }, 30_000);
});
