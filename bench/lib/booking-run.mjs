/**
 * The booking run: POST /api/appointments under load (one new customer and car per request, each
 * to a free slot), then the consistency check (every 201 is one stored appointment; requests in
 * flight when a run stops may be stored without their answer counted) and the mail backlog it
 * leaves for the api to work off.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { queryDb } from './database.mjs';
import { BOOKING_RATE_BUDGET, CONNECTIONS, DURATION, WARMUP } from './env.mjs';
import { measure } from './measure.mjs';
import { bookingSlots } from './requests.mjs';

export async function benchBookingRun(base, dbName, api) {
  // Appointments already there (the analytics history): not the booking run's.
  const [{ count: storedBefore }] = await queryDb(dbName, `SELECT count(*)::int AS count FROM appointment`);
  const slots = bookingSlots(Math.ceil((WARMUP + DURATION) * BOOKING_RATE_BUDGET));
  let seq = 0;
  const booking = await measure(
    'booking POST',
    base,
    (onNon2xx) => [
      {
        method: 'POST',
        path: '/api/appointments',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const { date, time } = slots.next();
          const n = ++seq;
          req.body = JSON.stringify({
            fullName: `Bench Customer ${n}`,
            email: `bench${n}@example.com`,
            phone: '0400 000 000',
            vehicleMake: 'Toyota',
            vehicleModel: 'Corolla',
            vehicleYear: 2019,
            registration: `BEN${n % 1000}`,
            serviceType: 'Logbook Servicing',
            issueDescription: 'Regular logbook service, benchmark run.',
            preferredDate: date,
            preferredTime: time,
          });
          return req;
        },
        onResponse: (status, body) => status >= 300 && onNon2xx(status, body),
      },
    ],
    api,
  );
  booking.slots = { planned: slots.planned, used: slots.used, lastSlot: slots.last, exceededPlan: slots.used > slots.planned };

  // Every 201 must be one stored appointment. Requests in flight when a run stops (at most one
  // per connection, warm-up and measured run) may be stored without their answer being counted.
  await sleep(500);
  const created = (booking.warmup?.statusCodes['201'] ?? 0) + (booking.statusCodes['201'] ?? 0);
  const [{ count: storedAfter }] = await queryDb(dbName, `SELECT count(*)::int AS count FROM appointment`);
  const stored = storedAfter - storedBefore;
  const inFlight = (WARMUP > 0 ? 2 : 1) * CONNECTIONS;
  booking.consistency = { created201: created, storedAppointments: stored, ok: stored >= created && stored - created <= inFlight };
  // The mail backlog left by the booking run (drained by the api at shutdown).
  booking.outbox = Object.fromEntries(
    (await queryDb(dbName, 'SELECT status, count(*)::int AS n FROM outbox_message GROUP BY status ORDER BY status').catch(() => [])).map((r) => [r.status, r.n]),
  );
  return { booking, created, stored };
}
