/** Opening hours saved on one instance change the other's slots, booking rules and diary at once (PUBSUB=postgres, one database). */
import { describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { appGql } from '../app-documents.js';
import { appointmentRequest, futureWeekday } from '../factories.js';
import { onPostgres, type TestServer, withTwoInstances } from '../harness.js';
import { waitFor } from '../wait-for.js';

let a: TestServer;
let b: TestServer;
withTwoInstances((first, second) => ((a = first), (b = second)));

const times = async (t: TestServer, date: string) => (await appGql(t, 'Availability', { date })).data.availability.availableTimes as string[];

describe.runIf(onPostgres)('opening hours across two instances', () => {
  it('hours saved on A change B’s slots, its booking rules and its diary without a restart', async () => {
    const monday = futureWeekday(5);
    const adminB = asAdmin(b, await signIn(b));
    // B has the day's slots and diary cached under the default week.
    expect((await times(b, monday)).at(-1)).toBe('16:30');
    expect((await adminB.rest('GET', `/api/admin/diary?from=${monday}&to=${monday}`)).body.days[0].opening).toEqual({ open: '09:00', close: '17:30' });

    const adminA = asAdmin(a, await signIn(a));
    const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday === 0 ? { weekday, closed: true } : { weekday, open: '08:00', close: weekday === 1 ? '12:00' : '17:30' }));
    expect((await adminA.rest('PUT', '/api/admin/settings/opening-hours', { days })).status).toBe(200);
    // A: at once.
    expect(await times(a, monday)).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);

    // Without the event, B's cache would keep the day's slots for good (it has no expiry).
    await waitFor(async () => (await times(b, monday)).at(-1) === '11:30', { what: 'B to offer the hours saved on A' });
    expect((await times(b, monday))[0]).toBe('08:00');
    const late = await b.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: monday, preferredTime: '14:00' }));
    expect(late).toMatchObject({ status: 400, body: { message: 'Truganina Auto Care closes at 12:00 PM on Mondays. Please select a time before 12:00 PM.' } });
    expect((await b.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: monday, preferredTime: '08:00' }))).status).toBe(201);
    expect((await adminB.rest('GET', `/api/admin/diary?from=${monday}&to=${monday}`)).body.days[0].opening).toEqual({ open: '08:00', close: '12:00' });
  });
});
