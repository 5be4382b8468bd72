/** The back office's appointments and blocked periods, over REST and GraphQL. */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { appointmentRequest, freeDay } from '../factories.js';
import type { TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

async function book(overrides: Record<string, unknown> = {}) {
  const res = await t.rest('POST', '/api/appointments', appointmentRequest(overrides));
  expect(res.status).toBe(201);
  return res.body.appointment as { _id: string; preferredDate: string; preferredTime: string; email: string };
}

describe('appointments', () => {
  it('lists every appointment with _id over REST and id over GraphQL', async () => {
    const a = await book();
    const rest = await admin.rest('GET', '/api/admin/appointments');
    expect(rest.status).toBe(200);
    expect(rest.body.find((x: { _id: string }) => x._id === a._id)).toMatchObject({ status: 'booked', email: a.email });
    const gql = await admin.gql('{ appointments { id status } }');
    expect(gql.data.appointments).toContainEqual({ id: a._id, status: 'booked' });
  });

  it('cancels from the back office, emails the customer, and frees the slot', async () => {
    const a = await book({ email: 'cancel.me@example.com' });
    const res = await admin.rest('POST', `/api/admin/cancel-appointment/${a._id}`);
    expect(res).toEqual({ status: 200, body: { message: 'Appointment cancelled. The customer has been notified by email.' } });
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('cancel.me@example.com') && m.subject!.startsWith('Cancelled'));
    expect(mail.text).toContain('we had to cancel your appointment');
    const slots = await t.rest('GET', `/api/appointments/booked-slots?date=${a.preferredDate}`);
    expect(slots.body.unavailableSlots).not.toContain(a.preferredTime);
    const again = await admin.rest('POST', `/api/admin/cancel-appointment/${a._id}`);
    expect(again.status).toBe(409);
  });

  it('deletes booked and cancelled appointments for good', async () => {
    const booked = await book();
    const cancelled = await book();
    await admin.gql(`mutation { adminCancelAppointment(id: "${cancelled._id}") { message } }`);
    for (const a of [booked, cancelled]) {
      const res = await admin.rest('DELETE', `/api/admin/appointments/${a._id}`);
      expect(res).toEqual({ status: 200, body: { message: 'Appointment permanently deleted.' } });
    }
    const list = await admin.rest('GET', '/api/admin/appointments');
    expect(list.body.map((x: { _id: string }) => x._id)).not.toContain(booked._id);
    const slots = await t.rest('GET', `/api/appointments/booked-slots?date=${booked.preferredDate}`);
    expect(slots.body.unavailableSlots).not.toContain(booked.preferredTime);
    expect((await admin.rest('DELETE', `/api/admin/appointments/${booked._id}`)).status).toBe(404);
  });

  it('answers 404 for a malformed id', async () => {
    expect((await admin.rest('DELETE', '/api/admin/appointments/nope')).status).toBe(404);
    const gql = await admin.gql('mutation { adminCancelAppointment(id: "nope") { message } }');
    expect(gql.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('blocked periods', () => {
  it('blocks, warns about booked appointments inside, lists and unblocks', async () => {
    const day = freeDay();
    const inside = await book({ preferredDate: day, preferredTime: '10:30', fullName: 'Inside Person' });
    await book({ preferredDate: day, preferredTime: '15:00' });
    const res = await admin.rest('POST', '/api/admin/block-period', {
      startDate: day,
      endDate: day,
      startTime: '09:00',
      endTime: '12:00',
      reason: 'Public holiday',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/^Period blocked\. Warning: 1 booked appointment falls inside it/);
    expect(res.body.affectedAppointments.map((a: { _id: string }) => a._id)).toEqual([inside._id]);

    const slots = await t.rest('GET', `/api/appointments/booked-slots?date=${day}`);
    expect(slots.body.unavailableSlots).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '15:00']);
    const list = await admin.rest('GET', '/api/admin/blocked-periods');
    const period = list.body.find((p: { _id: string }) => p._id === res.body.period._id);
    expect(period).toMatchObject({ startDate: day, endDate: day, startTime: '09:00', endTime: '12:00', reason: 'Public holiday' });

    expect(await admin.rest('DELETE', `/api/admin/blocked-periods/${period._id}`)).toEqual({ status: 200, body: { message: 'Period unblocked.' } });
    const after = await t.rest('GET', `/api/appointments/booked-slots?date=${day}`);
    expect(after.body.unavailableSlots).toEqual(['10:30', '15:00']);
    expect((await admin.rest('DELETE', `/api/admin/blocked-periods/${period._id}`)).status).toBe(404);
  });

  it('blocks over GraphQL with no warning when nothing is booked', async () => {
    const day = freeDay();
    const res = await admin.gql(
      `mutation($i: BlockPeriodInput!) { blockPeriod(input: $i) { message period { id reason } affectedAppointments { id } } }`,
      { i: { startDate: day, endDate: day, startTime: '09:00', endTime: '17:00', reason: 'Stocktake' } },
    );
    expect(res.data.blockPeriod).toMatchObject({ message: 'Period blocked successfully.', affectedAppointments: [], period: { reason: 'Stocktake' } });
    const availability = await appGql(t, 'Availability', { date: day });
    expect(availability.data.availability.availableTimes).toEqual([]);
  });

  it.each([
    [{ reason: '' }, 'Reason is required.'],
    [{ startDate: '' }, 'Start date is required.'],
    [{ endTime: '25:00' }, 'End time must be a time written HH:mm.'],
    [{ endTime: '08:00' }, 'The end of the period must be after its start.'],
    [{ startDate: '2030-02-30', endDate: '2030-03-01' }, 'Please enter valid start and end dates.'],
  ])('rejects %j', async (overrides, message) => {
    const day = freeDay();
    const res = await admin.rest('POST', '/api/admin/block-period', {
      startDate: day,
      endDate: day,
      startTime: '09:00',
      endTime: '17:00',
      reason: 'x',
      ...overrides,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
