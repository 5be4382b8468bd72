/**
 * Undoing a customer's cancellation (POST /api/appointments/undo-cancel, GraphQL
 * undoCancelAppointment): the same time is booked again while it is free, within 24 hours of the
 * cancel, and the confirmation is emailed again; the booking's answer carries its reference.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appGql } from '../app-documents.js';
import { type Admin, withAdminServer } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let staff: Admin;
withAdminServer((server, signedIn) => ((t = server), (staff = signedIn)));
beforeEach(() => t.clock.reset());

let serial = 0;
/** A booking of a customer of its own (their emails are theirs alone). */
async function book(overrides: Record<string, unknown> = {}) {
  const request = appointmentRequest({ email: `undo.${++serial}.${Date.now()}@example.com`, ...overrides });
  const res = await t.rest('POST', '/api/appointments', request);
  expect(res.status).toBe(201);
  return { id: res.body.appointment._id as string, reference: res.body.appointment.reference as string, request };
}

async function cancel(id: string): Promise<string> {
  const res = await t.rest('POST', '/api/appointments/cancel', { id });
  expect(res.status).toBe(200);
  expect(res.body.undoToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return res.body.undoToken as string;
}

const undo = (token: unknown) => t.rest('POST', '/api/appointments/undo-cancel', { token });

async function statusOf(id: string): Promise<{ status: string; cancelled_at: string | null }> {
  const [row] = await t.app.db.orm.em
    .getConnection()
    .execute<Array<{ status: string; cancelled_at: string | null }>>('SELECT status, cancelled_at FROM appointment WHERE _id = ?', [id]);
  return row;
}

async function takenTimes(date: string): Promise<string[]> {
  return (await t.rest('GET', `/api/appointments/booked-slots?date=${date}`)).body.unavailableSlots;
}

describe('the booking answer', () => {
  it('carries the reference the confirmation email prints, over REST and GraphQL', async () => {
    const { reference, request } = await book({ fullName: 'Ref Rest' });
    expect(reference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes(request.email));
    expect(mail.text).toContain(`Reference: ${reference}`);
    // The email says what the site says: a request the workshop will confirm, with the time held.
    expect(mail.text).toContain('Thank you for your booking request! We will contact you shortly to confirm.');
    expect(mail.text).toContain('Your time is held for you');
    expect(mail.text).not.toMatch(/nothing more you need to do/);
    expect(mail.text).toContain('Car: Toyota Hilux ABC123');

    const gql = await appGql(t, 'BookAppointment', { input: { ...appointmentRequest(), email: 'ref.gql@example.com' } });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.bookAppointment.reference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(gql.data.bookAppointment).toMatchObject({ vehicleMake: 'Toyota', vehicleModel: 'Hilux', registration: 'ABC123', serviceType: 'Logbook Servicing' });
  });
});

describe('the confirmation of a booking staff took by phone', () => {
  it('says the customer is booked in, with no promise to contact them to confirm', async () => {
    const email = `phoned.${Date.now()}@example.com`;
    const res = await staff.rest('POST', '/api/admin/appointments', appointmentRequest({ email, fullName: 'Pat Phone' }));
    expect(res.status).toBe(201);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email));
    expect(mail.text).toContain('Thanks, Pat Phone: you are booked in');
    expect(mail.text).not.toContain('We will contact you shortly to confirm');
    expect(mail.text).toContain(`Reference: ${res.body.appointment.reference}`);
  });
});

describe('undo a cancellation', () => {
  it('books the same time again, emails the confirmation again, and says so', async () => {
    const { id, reference, request } = await book({ fullName: 'Una Undo' });
    const token = await cancel(id);
    expect(await takenTimes(request.preferredDate)).not.toContain(request.preferredTime);

    // The cancellation email carries the undo link of this very token.
    const cancelled = await t.smtp!.waitFor((m) => recipients(m).includes(request.email) && /^Cancelled/.test(m.subject ?? ''));
    expect(cancelled.text).toContain(`Undo — keep my booking: http://workshop.test/cancel?undo=${token}`);
    // The workshop's copy has no undo link: only the customer keeps or lets go of their booking.
    const copy = await t.smtp!.waitFor((m) => recipients(m).includes('workshop@example.com') && m.subject === `Cancelled: Una Undo, ${cancelled.subject!.split(' on ')[1]}`);
    expect(copy.text).not.toContain('undo=');

    const res = await undo(token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your booking is kept. We have emailed your confirmation again.');
    expect(res.body.appointment).toMatchObject({ _id: id, reference, status: 'booked', preferredDate: request.preferredDate, preferredTime: request.preferredTime, cancelledAt: null });
    expect(await statusOf(id)).toEqual({ status: 'booked', cancelled_at: null });
    expect(await takenTimes(request.preferredDate)).toContain(request.preferredTime);

    const again = await t.smtp!.waitFor((m) => recipients(m).includes(request.email) && /^Booking kept/.test(m.subject ?? ''));
    expect(again.text).toContain('Thanks, Una Undo: your booking is kept');
    expect(again.text).toContain(`Reference: ${reference}`);
    expect(again.text).toContain(`http://workshop.test/cancel?id=${id}`);
    // The calendar event outranks the cancellation's (same UID, higher SEQUENCE).
    const cancelIcs = cancelled.attachments.find((a) => a.filename === 'appointment-cancelled.ics')!.content.toString('utf8');
    const keptIcs = again.attachments.find((a) => a.filename === 'appointment.ics')!.content.toString('utf8');
    const sequence = (ics: string) => Number(/SEQUENCE:(\d+)/.exec(ics)![1]);
    expect(sequence(keptIcs)).toBeGreaterThan(sequence(cancelIcs));
    await t.smtp!.waitFor((m) => recipients(m).includes('workshop@example.com') && (m.subject ?? '').startsWith('Booking kept: Una Undo'));

    // The link has done its work: a second use changes nothing.
    const twice = await undo(token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Your booking is already active: there is nothing to undo.');
  });

  it('is refused with 409 once someone else has booked that time, and the other booking stands', async () => {
    const { id, request } = await book();
    const token = await cancel(id);
    const other = await book({ preferredDate: request.preferredDate, preferredTime: request.preferredTime, fullName: 'Quick Taker' });

    const res = await undo(token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Sorry, that time has been booked by someone else. Please choose another time.');
    expect((await statusOf(id)).status).toBe('cancelled');
    expect((await statusOf(other.id)).status).toBe('booked');
  });

  it('lets the database decide a race between an undo and a new booking of the time: one wins, the other gets 409', async () => {
    const { id, request } = await book();
    const token = await cancel(id);
    const [undone, booked] = await Promise.all([
      undo(token),
      t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: request.preferredDate, preferredTime: request.preferredTime, email: 'racer@example.com' })),
    ]);
    // The undo won (200, the booking refused) or the booking did (201, the undo refused).
    expect([`${undone.status} ${booked.status}`]).toContainEqual(expect.stringMatching(/^(200 409|409 201)$/));
    if (undone.status === 409) expect(undone.body.message).toBe('Sorry, that time has been booked by someone else. Please choose another time.');
    const rows = await t.app.db.orm.em.getConnection().execute(
      `SELECT count(*)::int AS n FROM appointment WHERE preferred_date = ? AND preferred_time = ? AND status = 'booked'`,
      [request.preferredDate, request.preferredTime],
    );
    expect(rows[0].n).toBe(1);
  });

  it('is refused 24 hours after the cancel, and allowed just before', async () => {
    t.clock.set('2026-12-07T00:00:00Z');
    const late = await book();
    const lateToken = await cancel(late.id);
    const onTime = await book();
    const onTimeToken = await cancel(onTime.id);

    t.clock.set('2026-12-07T23:59:00Z');
    expect((await undo(onTimeToken)).status).toBe(200);

    t.clock.set('2026-12-08T00:00:00Z');
    const res = await undo(lateToken);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This booking was cancelled more than 24 hours ago, so it can no longer be restored. Please book another time.');
    expect((await statusOf(late.id)).status).toBe('cancelled');
  });

  it('is refused once the time of the booking has passed', async () => {
    t.clock.set('2026-11-22T22:00:00Z'); // Mon 23 Nov 2026, 09:00 AEDT
    const { id } = await book({ preferredDate: '2026-11-23', preferredTime: '10:00' });
    const token = await cancel(id);
    t.clock.set('2026-11-23T00:00:00Z'); // 11:00 AEDT
    const res = await undo(token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The time of this booking has passed, so it cannot be restored. Please book another time.');
  });

  it.each([[{}], [{ token: 42 }], [{ token: 'short' }], [{ token: `${'a'.repeat(42)}!` }]])('refuses the malformed link %j with 400 and a message', async (body) => {
    const res = await t.rest('POST', '/api/appointments/undo-cancel', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This undo link is not valid. Please use the link from your cancellation email or page.');
  });

  it('refuses an unknown token with 404, and the appointment id is no token', async () => {
    const res = await undo('A'.repeat(43));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('We could not find a cancelled booking for this link. Please book another time.');
    const { id } = await book();
    await cancel(id);
    expect((await undo(id)).status).toBe(400);
    expect((await statusOf(id)).status).toBe('cancelled');
  });

  it('cannot undo a cancellation by the workshop with the customer’s older link', async () => {
    const { id } = await book();
    const token = await cancel(id);
    expect((await undo(token)).status).toBe(200);
    expect((await staff.rest('POST', `/api/admin/cancel-appointment/${id}`)).status).toBe(200);
    const res = await undo(token);
    expect(res.status).toBe(404);
    expect((await statusOf(id)).status).toBe('cancelled');
  });

  it('works the same over GraphQL with the web app’s own documents', async () => {
    const { id, reference, request } = await book();
    const cancelled = await appGql(t, 'CancelAppointment', { id, email: request.email });
    expect(cancelled.errors).toBeUndefined();
    const token = cancelled.data.cancelAppointment.undoToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const undone = await appGql(t, 'UndoCancelAppointment', { token });
    expect(undone.errors).toBeUndefined();
    expect(undone.data.undoCancelAppointment).toMatchObject({
      message: 'Your booking is kept. We have emailed your confirmation again.',
      appointment: { id, reference, preferredDate: request.preferredDate, preferredTime: request.preferredTime },
    });

    await cancel(id);
    const bad = await appGql(t, 'UndoCancelAppointment', { token: 'nope' });
    expect(bad.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    // The first link was replaced by the second cancel's.
    const stale = await appGql(t, 'UndoCancelAppointment', { token });
    expect(stale.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('undo is a public write', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ smtp: false, env: { PUBLIC_RATE_LIMIT: '2' } });
  });
  afterAll(() => limited.close());

  it('is counted with the other public writes and answered 429 past the limit', async () => {
    for (let i = 0; i < 2; i++) expect((await limited.rest('POST', '/api/appointments/undo-cancel', { token: 'A'.repeat(43) })).status).toBe(404);
    const res = await limited.rest('POST', '/api/appointments/undo-cancel', { token: 'A'.repeat(43) });
    expect(res.status).toBe(429);
    const gql = await appGql(limited, 'UndoCancelAppointment', { token: 'A'.repeat(43) });
    expect(gql.errors?.[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});
