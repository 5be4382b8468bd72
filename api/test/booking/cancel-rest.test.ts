/** POST /api/appointments/cancel: every rule of the customer's cancel link. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false });
});
afterAll(() => t.close());
beforeEach(() => t.clock.reset());

async function book(overrides: Record<string, unknown> = {}) {
  const request = appointmentRequest(overrides);
  const res = await t.rest('POST', '/api/appointments', request);
  expect(res.status).toBe(201);
  return { id: res.body.appointment._id as string, request };
}

describe('POST /api/appointments/cancel', () => {
  it('cancels with a matching email (any case), sets cancelledAt and frees the slot', async () => {
    const { id, request } = await book({ email: 'Sam.Lee@Example.com' });
    const res = await t.rest('POST', '/api/appointments/cancel', { id, email: 'sam.lee@example.COM' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your appointment has been cancelled successfully. A confirmation has been sent to your email.');

    const [row] = await t.app.db.orm.em.getConnection().execute('SELECT status, cancelled_at FROM appointment WHERE _id = ?', [id]);
    expect(row.status).toBe('cancelled');
    expect(Number.isNaN(Date.parse(row.cancelled_at))).toBe(false);

    const slots = await t.rest('GET', `/api/appointments/booked-slots?date=${request.preferredDate}`);
    expect(slots.body.unavailableSlots).not.toContain(request.preferredTime);
    const rebook = await t.rest('POST', '/api/appointments', { ...request, email: 'next@example.com' });
    expect(rebook.status).toBe(201);
  });

  it('cancels without an email (it is optional)', async () => {
    const { id } = await book();
    expect((await t.rest('POST', '/api/appointments/cancel', { id })).status).toBe(200);
  });

  it('refuses a wrong email and leaves the appointment booked', async () => {
    const { id } = await book();
    const res = await t.rest('POST', '/api/appointments/cancel', { id, email: 'intruder@example.com' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The email address in this link does not match the appointment.');
    const [row] = await t.app.db.orm.em.getConnection().execute('SELECT status FROM appointment WHERE _id = ?', [id]);
    expect(row.status).toBe('booked');
  });

  it('refuses to cancel twice', async () => {
    const { id } = await book();
    expect((await t.rest('POST', '/api/appointments/cancel', { id })).status).toBe(200);
    const again = await t.rest('POST', '/api/appointments/cancel', { id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This appointment has already been cancelled.');
  });

  it('refuses an unknown id', async () => {
    const res = await t.rest('POST', '/api/appointments/cancel', { id: 'f'.repeat(24) });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('We could not find this appointment. It may already have been removed.');
  });

  it.each([[{}], [{ id: 'short' }], [{ id: 'Z'.repeat(24) }], [{ id: 42 }]])('refuses the malformed link %j', async (body) => {
    const res = await t.rest('POST', '/api/appointments/cancel', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Invalid cancellation link. Missing or malformed appointment ID.');
  });

  it('refuses to cancel an appointment that has already taken place', async () => {
    t.clock.set('2026-11-22T22:00:00Z'); // Mon 23 Nov 2026, 09:00 AEDT
    const { id } = await book({ preferredDate: '2026-11-23', preferredTime: '10:00' });
    t.clock.set('2026-11-23T00:00:00Z'); // 11:00 AEDT: the appointment was at 10:00
    const res = await t.rest('POST', '/api/appointments/cancel', { id });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^This appointment has already taken place/);
  });
});
