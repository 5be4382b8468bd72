/** 'Start job card' on a booking: the card takes the booking's customer, vehicle and complaint, links both ways, and exists once. */
import { expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import type { TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

async function book(overrides: Record<string, unknown> = {}) {
  const res = await t.rest('POST', '/api/appointments', appointmentRequest(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.appointment as { _id: string; customerId: string };
}

/** The signing request sent to `to` (waits up to 10 s). */
const signingMail = (to: string) => t.smtp!.waitFor((m) => recipients(m).includes(to) && /^Service terms for/.test(m.subject ?? ''));
const signingMailsTo = (to: string) => t.smtp!.messages.filter((m) => recipients(m).includes(to) && /^Service terms for/.test(m.subject ?? ''));

it('makes a card from the booking, sends the policy when asked, and answers the card once', async () => {
  const appointment = await book({ fullName: 'Casey Start', email: 'casey.start@example.com', phone: '0411 222 333', registration: 'cs 123', vehicleMake: 'Subaru', vehicleModel: 'Forester', vehicleYear: 2017, serviceType: 'Brake & Suspension Systems', issueDescription: 'Squeal from the front.' });
  const res = await admin.rest('POST', `/api/admin/appointments/${appointment._id}/jobcard`, { sendPolicy: true });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body).toMatchObject({
    customerName: 'Casey Start',
    customerEmail: 'casey.start@example.com',
    customerPhone: '0411 222 333',
    carRego: 'CS 123',
    customerComplaint: 'Brake & Suspension Systems: Squeal from the front.',
    vehicleMake: 'Subaru',
    vehicleModel: 'Forester',
    vehicleYear: 2017,
    odometerKm: null,
    appointmentId: appointment._id,
    customerId: appointment.customerId,
    status: 'Pending Diagnosis',
  });
  expect((await signingMail('casey.start@example.com')).subject).toBe('Service terms for CS 123 at Truganina Auto Care');

  const again = await admin.rest('POST', `/api/admin/appointments/${appointment._id}/jobcard`, { sendPolicy: false });
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ message: 'This booking already has a job card.', jobCardId: res.body._id });
});

it('sends no email when sendPolicy is false, and makes exactly one card when started twice at once', async () => {
  const appointment = await book({ email: 'race.start@example.com', phone: '0411 222 444' });
  const answers = await Promise.all(Array.from({ length: 6 }, () => admin.rest('POST', `/api/admin/appointments/${appointment._id}/jobcard`, { sendPolicy: false })));
  const created = answers.filter((a) => a.status === 201);
  expect(created).toHaveLength(1);
  for (const a of answers.filter((x) => x.status !== 201)) expect(a).toMatchObject({ status: 409, body: { jobCardId: created[0].body._id } });
  // A card started afterwards with the policy: once its mail is here, one for the race would have been too (the outbox sends in order).
  const later = await book({ email: 'after.race@example.com', phone: '0411 222 555' });
  expect((await admin.rest('POST', `/api/admin/appointments/${later._id}/jobcard`, { sendPolicy: true })).status).toBe(201);
  await signingMail('after.race@example.com');
  expect(signingMailsTo('race.start@example.com')).toEqual([]);
  const [{ n }] = await t.app.db.orm.em.fork().getConnection().execute<Array<{ n: number }>>('select count(*)::int as n from job_card where appointment_id = ?', [appointment._id]);
  expect(n).toBe(1);
});

it('refuses bad input and unknown bookings, over REST and GraphQL', async () => {
  const appointment = await book({ email: 'bad.start@example.com' });
  expect((await admin.rest('POST', `/api/admin/appointments/${appointment._id}/jobcard`, { sendPolicy: 'yes' })).status).toBe(400);
  expect((await admin.rest('POST', `/api/admin/appointments/${'0'.repeat(24)}/jobcard`, { sendPolicy: false })).status).toBe(404);
  expect((await t.rest('POST', `/api/admin/appointments/${appointment._id}/jobcard`, { sendPolicy: false })).status).toBe(401);
  const ok = await admin.gql('mutation ($id: ID!) { startJobCardFromAppointment(appointmentId: $id, sendPolicy: false) { id appointmentId vehicleMake } }', { id: appointment._id });
  expect(ok.errors).toBeUndefined();
  expect(ok.data.startJobCardFromAppointment).toMatchObject({ appointmentId: appointment._id, vehicleMake: 'Toyota' });
  const twice = await admin.gql('mutation ($id: ID!) { startJobCardFromAppointment(appointmentId: $id, sendPolicy: false) { id } }', { id: appointment._id });
  expect(twice.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', jobCardId: ok.data.startJobCardFromAppointment.id });
});

it('autosaves the vehicle’s make, model, year and odometer, and refuses impossible ones', async () => {
  const appointment = await book({ email: 'odo.start@example.com' });
  const card = (await admin.rest('POST', `/api/admin/appointments/${appointment._id}/jobcard`, { sendPolicy: false })).body;
  const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { odometerKm: 123456, vehicleModel: 'HiLux SR5', revision: card.revision });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body).toMatchObject({ odometerKm: 123456, vehicleModel: 'HiLux SR5', vehicleMake: 'Toyota', vehicleYear: 2019 });
  const nextYear = new Date().getFullYear() + 1;
  for (const body of [{ odometerKm: -1 }, { odometerKm: 12.5 }, { vehicleYear: 1899 }, { vehicleYear: nextYear + 1 }, { vehicleMake: 'x'.repeat(101) }]) {
    const bad = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, body);
    expect(bad.status, JSON.stringify(body)).toBe(400);
    expect(bad.body.message).toMatch(/Odometer|Vehicle/);
  }
  const cleared = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { odometerKm: null });
  expect(cleared.body.odometerKm).toBeNull();
  expect(cleared.body.vehicleModel).toBe('HiLux SR5');
});

it('autosaves the vehicle over GraphQL too (the admin app’s way), with the same messages', async () => {
  const appointment = await book({ email: 'odo.graphql@example.com' });
  const card = (await admin.rest('POST', `/api/admin/appointments/${appointment._id}/jobcard`, { sendPolicy: false })).body;
  const save = 'mutation ($id: ID!, $input: UpdateJobCardInput!) { updateJobCard(id: $id, input: $input) { vehicleMake vehicleModel vehicleYear odometerKm revision } }';
  const saved = await admin.gql(save, { id: card._id, input: { vehicleModel: 'Corolla', vehicleYear: 2020, odometerKm: 98765, revision: card.revision } });
  expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
  expect(saved.data.updateJobCard).toMatchObject({ vehicleMake: 'Toyota', vehicleModel: 'Corolla', vehicleYear: 2020, odometerKm: 98765 });
  const bad = await admin.gql(save, { id: card._id, input: { odometerKm: -5 } });
  expect(bad.errors?.[0]).toMatchObject({ message: 'Odometer must be 0 km or more.', extensions: { code: 'BAD_USER_INPUT' } });
});

it('shows each booking’s job card in the admin list, in one query for the list', async () => {
  const started = await book({ email: 'listed.start@example.com', phone: '0411 222 666' });
  const other = await book({ email: 'listed.other@example.com', phone: '0411 222 777' });
  const card = (await admin.rest('POST', `/api/admin/appointments/${started._id}/jobcard`, { sendPolicy: false })).body;
  const res = await admin.gql('{ appointments { id jobCard { id statusLabel } } }');
  expect(res.errors).toBeUndefined();
  const byId = new Map(res.data.appointments.map((a: { id: string; jobCard: unknown }) => [a.id, a.jobCard]));
  expect(byId.get(started._id)).toEqual({ id: card._id, statusLabel: 'Pending Diagnosis' });
  expect(byId.get(other._id)).toBeNull();
  // A customer's booking answer cannot reach the workshop's job card: not one of the app's operations.
  const anonymous = await t.gql('mutation ($input: AppointmentInput!) { bookAppointment(input: $input) { id jobCard { id } } }', { input: appointmentRequest({ email: 'anon.jobcard@example.com' }) });
  expect(anonymous.errors?.[0].extensions.code).toBe('FORBIDDEN');
  expect(anonymous.data).toBeUndefined();
});
