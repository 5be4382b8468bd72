/**
 * The booking service's rules, called directly on a real database (as Outline tests its commands):
 * what a booking may be, that each booking queues its two mails in the same transaction, that the
 * database decides a race for one slot, and what cancelling and blocking do. The HTTP suites stay
 * the contract; these pin the rules where they live.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { AppointmentStatus } from '../../src/features/booking/appointment.entity.js';
import type { AppointmentInput } from '../../src/features/booking/booking.inputs.js';
import { SLOT_BLOCKED_MESSAGE, SLOT_TAKEN_MESSAGE, type BookingService } from '../../src/features/booking/booking.service.js';
import { AppError } from '../../src/shared/errors.js';
import { appointmentRequest, firstMondayNextYear, freeDay, freeSlot, nextWeekday } from '../factories.js';
import { useServices } from '../service-harness.js';

const world = useServices();
let booking: BookingService;
const em = () => world.em();

/** The AppError a call fails with (its code and message), or a failed expectation. */
async function failure(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return { code: (err as AppError).code, message: (err as AppError).message };
}

const request = (overrides: Record<string, unknown> = {}) => appointmentRequest(overrides) as unknown as AppointmentInput;

beforeAll(() => {
  booking = world.services.booking;
});

describe('BookingService.book', () => {
  it('stores the appointment booked, upper-cases the rego and queues the confirmation and the notice with it', async () => {
    const before = (await world.outbox()).length;
    const appointment = await booking.book(request({ registration: ' abc 123 ' }));
    expect(appointment).toMatchObject({ status: AppointmentStatus.booked, registration: 'ABC 123', cancelledAt: null });
    const queued = (await world.outbox()).slice(before);
    expect(queued.map((r) => r.template).sort()).toEqual(['booking.confirmation', 'booking.notice']);
    expect(queued.find((r) => r.template === 'booking.confirmation')?.to).toBe('alex.nguyen@example.com');
  });

  it('refuses Sundays, Saturday afternoons, times off the half hour and past dates, with the messages the form shows', async () => {
    const monday = firstMondayNextYear();
    const sunday = nextWeekday(monday, 0);
    const saturday = nextWeekday(monday, 6);
    expect(await failure(booking.book(request({ preferredDate: sunday, preferredTime: '10:00' })))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Truganina Auto Care is closed on Sundays. Please select another day.',
    });
    expect((await failure(booking.book(request({ preferredDate: saturday, preferredTime: '13:00' })))).message).toMatch(/closes at 1:00 PM on Saturdays/);
    expect((await failure(booking.book(request({ preferredDate: monday, preferredTime: '10:15' })))).message).toMatch(/on the hour or half hour/);
    expect((await failure(booking.book(request({ preferredDate: '2020-01-06', preferredTime: '10:00' })))).message).toBe('Please choose a date from today onwards.');
  });

  it('makes exactly one booking of ten simultaneous requests for one slot; the rest get the taken message', async () => {
    const slot = freeSlot();
    const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => booking.book(request({ ...slot, email: `racer${i}@example.com` }))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT', message: SLOT_TAKEN_MESSAGE });
    }
  });
});

describe('BookingService.cancel and blockPeriod', () => {
  it('cancels from the customer link only with the matching email, once, and frees the time', async () => {
    const slot = freeSlot();
    const appointment = await booking.book(request(slot));
    expect((await failure(booking.cancel(em(), appointment._id, { email: 'someone.else@example.com', by: 'customer' }))).code).toBe('FORBIDDEN');
    expect(await booking.cancel(em(), appointment._id, { email: ' ALEX.NGUYEN@example.com ', by: 'customer' })).toMatch(/cancelled successfully/);
    expect((await failure(booking.cancel(em(), appointment._id, { by: 'workshop' }))).message).toBe('This appointment has already been cancelled.');
    expect((await booking.unavailableTimes(slot.preferredDate)).unavailableSet.has(slot.preferredTime)).toBe(false);
    expect((await booking.book(request(slot))).status).toBe(AppointmentStatus.booked);
  });

  it('blocks a period, answers the bookings already inside it, and refuses new ones there', async () => {
    const day = freeDay();
    const inside = await booking.book(request({ preferredDate: day, preferredTime: '10:00' }));
    const { affected } = await booking.blockPeriod(em(), { startDate: day, startTime: '09:30', endDate: day, endTime: '11:00', reason: 'Hoist service' });
    expect(affected.map((a) => a._id)).toEqual([inside._id]);
    expect(await failure(booking.book(request({ preferredDate: day, preferredTime: '10:30' })))).toEqual({ code: 'BAD_USER_INPUT', message: SLOT_BLOCKED_MESSAGE });
    expect((await booking.book(request({ preferredDate: day, preferredTime: '11:00' }))).status).toBe(AppointmentStatus.booked);
  });
});
