/** POST /api/appointments and GET /api/appointments/booked-slots on a real database. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointmentRequest, firstMondayNextYear, freeDay, freeSlot, nextWeekday } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false });
});
afterAll(() => t.close());
beforeEach(() => t.clock.reset());

describe('POST /api/appointments', () => {
  it('books a free slot and answers 201 with the stored appointment', async () => {
    const request = appointmentRequest({ registration: ' abc123 ' });
    const res = await t.rest('POST', '/api/appointments', request);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you for your booking request! We will contact you shortly to confirm.');
    expect(res.body.appointment).toMatchObject({
      fullName: request.fullName,
      preferredDate: request.preferredDate,
      preferredTime: request.preferredTime,
      registration: 'ABC123',
      status: 'booked',
      cancelledAt: null,
    });
    expect(res.body.appointment._id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('takes the booked time out of booked-slots at once', async () => {
    const request = appointmentRequest();
    const before = await t.rest('GET', `/api/appointments/booked-slots?date=${request.preferredDate}`);
    expect(before.body.unavailableSlots).not.toContain(request.preferredTime);
    expect((await t.rest('POST', '/api/appointments', request)).status).toBe(201);
    const after = await t.rest('GET', `/api/appointments/booked-slots?date=${request.preferredDate}`);
    expect(after.status).toBe(200);
    expect(after.body.unavailableSlots).toContain(request.preferredTime);
  });

  it('accepts a vehicle year sent as text, as HTML forms do', async () => {
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ vehicleYear: '2015' }));
    expect(res.status).toBe(201);
    expect(res.body.appointment.vehicleYear).toBe(2015);
  });

  it('books without a registration', async () => {
    const { registration: _omit, ...rest } = appointmentRequest();
    const res = await t.rest('POST', '/api/appointments', rest);
    expect(res.status).toBe(201);
    expect(res.body.appointment.registration).toBeNull();
  });

  const required = [
    ['fullName', 'Full name is required.'],
    ['email', 'Email is required.'],
    ['phone', 'Phone is required.'],
    ['vehicleMake', 'Vehicle make is required.'],
    ['vehicleModel', 'Vehicle model is required.'],
    ['vehicleYear', 'Vehicle year is required.'],
    ['serviceType', 'Service type is required.'],
    ['issueDescription', 'Issue description is required.'],
    ['preferredDate', 'Preferred date is required.'],
    ['preferredTime', 'Preferred time is required.'],
  ] as const;
  it.each(required)('rejects a request without %s', async (field, message) => {
    const request: Record<string, unknown> = appointmentRequest();
    delete request[field];
    const res = await t.rest('POST', '/api/appointments', request);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each(required.filter(([f]) => f !== 'vehicleYear'))('rejects a blank %s', async (field, message) => {
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ [field]: '' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    ['an email without @', { email: 'alex.example.com' }, 'Please enter a valid email address.'],
    ['a vehicle year before 1900', { vehicleYear: 1899 }, 'Vehicle year must be 1900 or later.'],
    ['a fractional vehicle year', { vehicleYear: 2019.5 }, 'Vehicle year must be a whole number.'],
    ['a service that is not offered', { serviceType: 'Paint & Panel' }, 'Please choose one of the listed services.'],
    ['a date that is not yyyy-MM-dd', { preferredDate: '23/11/2027' }, 'Preferred date must be a date written yyyy-MM-dd.'],
    ['a date that does not exist', { preferredDate: '2027-02-30' }, 'Please provide a valid date written yyyy-MM-dd.'],
    ['a time that is not HH:mm', { preferredTime: '9am' }, 'Preferred time must be a time written HH:mm.'],
    ['a phone number with letters', { phone: 'call me' }, 'Please enter a valid phone number.'],
    ['an overlong name', { fullName: 'x'.repeat(201) }, 'Full name must be at most 200 characters.'],
  ])('rejects %s', async (_label, overrides, message) => {
    const res = await t.rest('POST', '/api/appointments', appointmentRequest(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('rejects a vehicle year after next year, by the workshop clock', async () => {
    t.clock.set('2026-06-01T00:00:00Z');
    const tooNew = await t.rest('POST', '/api/appointments', appointmentRequest({ vehicleYear: 2028 }));
    expect(tooNew.status).toBe(400);
    expect(tooNew.body.message).toBe('Vehicle year must be 2027 or earlier.');
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ vehicleYear: 2027 }))).status).toBe(201);
  });

  it('rejects a date before today in Melbourne', async () => {
    // 14:00 UTC on 22 Nov is already 23 Nov in Melbourne: the 22nd is in the past there.
    t.clock.set('2026-11-22T14:00:00Z');
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: '2026-11-20', preferredTime: '10:00' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a date from today onwards.');
  });

  it('rejects a time already past today, and takes a later one', async () => {
    t.clock.set('2026-11-23T00:10:00Z'); // Monday 23 Nov, 11:10 AEDT
    const past = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: '2026-11-23', preferredTime: '11:00' }));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('That time has already passed today. Please choose a later time.');
    const later = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: '2026-11-23', preferredTime: '11:30' }));
    expect(later.status).toBe(201);
  });

  it('rejects Sundays with the workshop name', async () => {
    const sunday = nextWeekday(firstMondayNextYear(), 0);
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: sunday, preferredTime: '10:00' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Truganina Auto Care is closed on Sundays. Please select another day.');
  });

  it('rejects Saturday times from 13:00 and takes 12:30', async () => {
    const saturday = nextWeekday(firstMondayNextYear(), 6);
    for (const time of ['13:00', '15:30']) {
      const res = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: saturday, preferredTime: time }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Truganina Auto Care closes at 1:00 PM on Saturdays. Please select a time before 1:00 PM.');
    }
    const ok = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: saturday, preferredTime: '12:30' }));
    expect(ok.status).toBe(201);
  });

  it.each(['09:15', '08:30', '17:00', '16:45'])('rejects %s: not a slot within opening hours', async (time) => {
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredTime: time }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Please choose a time on the hour or half hour/);
  });

  it('rejects a time inside a blocked period', async () => {
    const preferredDate = freeDay();
    await t.app.services.booking.blockPeriod(t.app.db.orm.em.fork(), {
      startDate: preferredDate,
      startTime: '12:00',
      endDate: preferredDate,
      endTime: '14:00',
      reason: 'Staff training',
    });
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate, preferredTime: '13:30' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The workshop is not taking bookings at that time. Please choose another time.');
    const slots = await t.rest('GET', `/api/appointments/booked-slots?date=${preferredDate}`);
    expect(slots.body.unavailableSlots).toEqual(['12:00', '12:30', '13:00', '13:30']);
  });

  it('answers 409 for a slot that is already booked', async () => {
    const request = appointmentRequest();
    expect((await t.rest('POST', '/api/appointments', request)).status).toBe(201);
    const again = await t.rest('POST', '/api/appointments', { ...request, email: 'someone.else@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This time is no longer available. Please choose another time.');
  });

  it('gives exactly one of 20 concurrent requests for one slot', async () => {
    const slot = freeSlot();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.rest('POST', '/api/appointments', appointmentRequest({ ...slot, email: `racer${i}@example.com` }))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await t.app.db.orm.em
      .getConnection()
      .execute(`SELECT count(*)::int AS n FROM appointment WHERE preferred_date = ? AND preferred_time = ?`, [slot.preferredDate, slot.preferredTime]);
    expect(rows[0].n).toBe(1);
  });

  it('answers 400 with a message for a body that is not JSON or not an object', async () => {
    const broken = await t.rest('POST', '/api/appointments', '{"fullName":');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('The request body is not valid JSON.');
    const list = await t.rest('POST', '/api/appointments', [appointmentRequest()]);
    expect(list.status).toBe(400);
    expect(list.body.message).toBe('The request body must be a JSON object.');
  });
});

describe('GET /api/appointments/booked-slots', () => {
  it('answers an empty list for a free day', async () => {
    const res = await t.rest('GET', `/api/appointments/booked-slots?date=${freeDay()}`);
    expect(res).toEqual({ status: 200, body: { unavailableSlots: [] } });
  });

  it('answers a cached date exactly as a fresh one, and follows every change', async () => {
    const date = freeDay();
    const first = await fetch(`${t.url}/api/appointments/booked-slots?date=${date}`); // loads and caches
    const cached = await fetch(`${t.url}/api/appointments/booked-slots?date=${date}`, { headers: { 'x-request-id': 'hot-1' } });
    expect(cached.status).toBe(200);
    expect(cached.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(cached.headers.get('x-request-id')).toBe('hot-1');
    expect(await cached.text()).toBe(await first.text());

    await t.app.services.booking.blockPeriod(t.app.db.orm.em.fork(), { startDate: date, startTime: '09:00', endDate: date, endTime: '10:00', reason: 'x' });
    const afterBlock = await t.rest('GET', `/api/appointments/booked-slots?date=${date}`);
    expect(afterBlock.body.unavailableSlots).toEqual(['09:00', '09:30']);
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: date, preferredTime: '11:00' }))).status).toBe(201);
    const afterBooking = await t.rest('GET', `/api/appointments/booked-slots?date=${date}`);
    expect(afterBooking.body.unavailableSlots).toEqual(['09:00', '09:30', '11:00']);
  });

  it.each(['', '?date=', '?date=2026-02-30', '?date=tomorrow'])('answers 400 for %s', async (query) => {
    const res = await t.rest('GET', `/api/appointments/booked-slots${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please provide a valid date written yyyy-MM-dd.');
  });
});
