/** The GraphQL face of booking: availability, bookAppointment, cancelAppointment, siteInfo. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointmentRequest, firstMondayNextYear, freeDay, freeSlot, nextWeekday } from '../factories.js';
import { asAdmin, signIn } from '../admin-session.js';
import { appDocument } from '../app-documents.js';
import { startTestServer, type TestServer } from '../harness.js';

let t: TestServer;
/** Staff may ask for fields the public pages' documents leave out (unavailableTimes, createdAt). */
let staff: ReturnType<typeof asAdmin>;
beforeAll(async () => {
  t = await startTestServer({ smtp: false });
  staff = asAdmin(t, await signIn(t));
});
afterAll(() => t.close());
beforeEach(() => t.clock.reset());

// The public pages' own documents: anonymous callers may run only the app's.
const AVAILABILITY = appDocument('Availability').query;
const BOOK = appDocument('BookAppointment').query;
const CANCEL = appDocument('CancelAppointment').query;
const SITE_INFO = appDocument('SiteInfo').query;
const UNAVAILABLE = `query($date: String!) { availability(date: $date) { unavailableTimes } }`;

describe('availability(date)', () => {
  it('lists every weekday slot of a free day', async () => {
    const date = freeDay();
    const { data } = await t.gql(AVAILABILITY, { date });
    expect(data.availability).toMatchObject({ date, closed: false });
    expect(data.availability.availableTimes).toHaveLength(16);
    expect((await staff.gql(UNAVAILABLE, { date })).data.availability.unavailableTimes).toEqual([]);
  });

  it('says Sundays are closed and offers Saturday mornings only', async () => {
    const sunday = await t.gql(AVAILABILITY, { date: nextWeekday(firstMondayNextYear(), 0) });
    expect(sunday.data.availability).toMatchObject({ closed: true, availableTimes: [] });
    const saturday = await t.gql(AVAILABILITY, { date: nextWeekday(firstMondayNextYear(), 6) });
    expect(saturday.data.availability.availableTimes.at(-1)).toBe('12:30');
  });

  it('removes booked, blocked and already-passed times', async () => {
    t.clock.set('2026-11-23T00:10:00Z'); // Monday 23 Nov 2026, 11:10 in Melbourne
    const today = '2026-11-23';
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: today, preferredTime: '14:00' }))).status).toBe(201);
    await t.app.services.booking.blockPeriod(t.app.db.orm.em.fork(), {
      startDate: today,
      startTime: '15:00',
      endDate: today,
      endTime: '16:00',
      reason: 'Hoist inspection',
    });
    const { data } = await t.gql(AVAILABILITY, { date: today });
    expect(data.availability.availableTimes).toEqual(['11:30', '12:00', '12:30', '13:00', '13:30', '14:30', '16:00', '16:30']);
    expect((await staff.gql(UNAVAILABLE, { date: today })).data.availability.unavailableTimes).toEqual(['14:00', '15:00', '15:30']);
  });

  it('answers BAD_USER_INPUT for a date that is not yyyy-MM-dd', async () => {
    const res = await t.gql(AVAILABILITY, { date: '2026-13-40' });
    expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].message).toBe('Please provide a valid date written yyyy-MM-dd.');
  });
});

describe('bookAppointment', () => {
  it('books and exposes the id as `id`', async () => {
    const { data, errors } = await t.gql(BOOK, { input: appointmentRequest() });
    expect(errors).toBeUndefined();
    expect(data.bookAppointment.id).toMatch(/^[0-9a-f]{24}$/);
    expect(data.bookAppointment.status).toBe('booked');
    const full = await staff.gql(`mutation($input: AppointmentInput!) { bookAppointment(input: $input) { id registration createdAt } }`, { input: appointmentRequest() });
    expect(full.data.bookAppointment.id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Date(full.data.bookAppointment.createdAt).toString()).not.toBe('Invalid Date');
  });

  it('answers BAD_USER_INPUT with field messages for invalid input', async () => {
    const res = await t.gql(BOOK, { input: appointmentRequest({ email: 'nope', vehicleYear: 1800 }) });
    expect(res.data).toBeNull();
    expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].extensions.fields).toEqual({
      email: ['Please enter a valid email address.'],
      vehicleYear: ['Vehicle year must be 1900 or later.'],
    });
  });

  it('answers BAD_USER_INPUT for a Saturday afternoon', async () => {
    const saturday = nextWeekday(firstMondayNextYear(), 6);
    const res = await t.gql(BOOK, { input: appointmentRequest({ preferredDate: saturday, preferredTime: '14:00' }) });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Truganina Auto Care closes at 1:00 PM on Saturdays. Please select a time before 1:00 PM.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('answers CONFLICT for a taken slot, also when the requests race', async () => {
    const slot = freeSlot();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.gql(BOOK, { input: appointmentRequest({ ...slot, email: `gql${i}@example.com` }) })),
    );
    expect(results.filter((r) => r.data?.bookAppointment)).toHaveLength(1);
    const conflicts = results.filter((r) => r.errors?.[0].extensions.code === 'CONFLICT');
    expect(conflicts).toHaveLength(9);
    expect(conflicts[0].errors?.[0].message).toBe('This time is no longer available. Please choose another time.');
  });

  it('answers GraphQL validation errors for a missing field, without internals', async () => {
    const { preferredTime: _omit, ...input } = appointmentRequest();
    const res = await t.gql(BOOK, { input });
    expect(res.status).toBe(400);
    expect(res.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res.errors)).not.toMatch(/stacktrace|at \w+ \(/);
  });
});

describe('cancelAppointment', () => {
  it('cancels and frees the slot again', async () => {
    const request = appointmentRequest();
    const booked = await t.gql(BOOK, { input: request });
    const id = booked.data.bookAppointment.id;
    const res = await t.gql(CANCEL, { id, email: request.email.toUpperCase() });
    expect(res.data.cancelAppointment.message).toBe(
      'Your appointment has been cancelled successfully. A confirmation has been sent to your email.',
    );
    const { data } = await t.gql(AVAILABILITY, { date: request.preferredDate });
    expect(data.availability.availableTimes).toContain(request.preferredTime);
  });

  it.each([
    ['a malformed id', 'abc', null, 'BAD_USER_INPUT', 'Invalid cancellation link. Missing or malformed appointment ID.'],
    ['an unknown id', 'a'.repeat(24), null, 'NOT_FOUND', 'We could not find this appointment. It may already have been removed.'],
  ])('refuses %s', async (_label, id, email, code, message) => {
    const res = await t.gql(CANCEL, { id, email });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code } });
  });
});

describe('siteInfo', () => {
  it('tells the web app the workshop name, zone and the ten services in order', async () => {
    const { data } = await t.gql(SITE_INFO);
    expect(data.siteInfo.businessName).toBe('Truganina Auto Care');
    expect(data.siteInfo.timeZone).toBe('Australia/Melbourne');
    expect(data.siteInfo.serviceTypes).toHaveLength(10);
    expect(data.siteInfo.serviceTypes[0]).toBe('Roadworthy Certificate');
    expect(data.siteInfo.serviceTypes[9]).toBe('Other');
    expect(data.siteInfo.openingHours[2]).toEqual({ days: 'Sunday', hours: 'Closed' });
  });

  it('gives each weekday its opening times, what the booking form offers when availability cannot be checked', async () => {
    const { data } = await t.gql(SITE_INFO);
    const times = data.siteInfo.bookingTimes as Array<{ weekday: number; times: string[] }>;
    expect(times.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(times[0].times).toEqual([]);
    expect(times[1].times).toHaveLength(16);
    expect([times[1].times[0], times[1].times[1], times[1].times.at(-1)]).toEqual(['09:00', '09:30', '16:30']);
    expect(times[6].times).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
  });
});
