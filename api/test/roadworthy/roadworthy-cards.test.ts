/**
 * A job card made as a roadworthy inspection: by its kind, or started from a booking for a
 * roadworthy certificate. The vehicle's failed inspection is re-tested while its 7-day window is
 * open; after it, the new card is a full inspection again, and says which failure it no longer
 * re-tests.
 */
import { describe, expect, it } from 'vitest';
import { withAdminServer, type Admin } from '../admin-session.js';
import { addDays, workshopDay } from '../../src/shared/time.js';
import { appointmentRequest } from '../factories.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { becomeTester } from './tester.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => {
  t = server;
  admin = signedIn;
});

const today = () => workshopDay(t.clock.now(), 'Australia/Melbourne').date;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
const inspection = async (cardId: string) => (await admin.rest('GET', `/api/admin/jobcards/${cardId}/roadworthy`)).body;

/** A roadworthy card of `rego` failed on its brakes, dated `date`. */
async function failed(rego: string, date: string) {
  await becomeTester(admin);
  const card = await createCard(admin, { carRego: rego, kind: 'roadworthy' });
  const items = (await inspection(card._id)).items.map((i: { key: string }) => ({ key: i.key, result: i.key === 'brake-components' ? 'fail' : 'pass', note: '' }));
  const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}/roadworthy`, { items, result: 'fail' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await sql('update roadworthy_inspection set inspected_on = ? where job_card_id = ?', [date, card._id]);
  return card;
}

describe('roadworthy job cards', () => {
  it('a card made with kind roadworthy is an inspection with the whole checklist; an unknown kind is refused and makes no card', async () => {
    const card = await createCard(admin, { carRego: 'RWC001', kind: 'roadworthy' });
    const made = await inspection(card._id);
    expect(made).toMatchObject({ kind: 'roadworthy', retestOf: null, previousFail: null });
    expect(made.items.length).toBeGreaterThan(20);
    expect((await inspection((await createCard(admin, { carRego: 'RWC001', kind: 'repair' }))._id)).kind).toBe('repair');

    const before = await sql<{ n: string }>('select count(*)::int as n from job_card');
    const refused = await admin.rest('POST', '/api/admin/jobcards', { customerName: 'Kim', customerEmail: 'kim@example.com', carRego: 'RWC002', kind: 'banana' });
    expect([refused.status, refused.body.message]).toEqual([400, "A job card's kind is one of: repair, logbook, roadworthy."]);
    expect(await sql('select count(*)::int as n from job_card')).toEqual(before);
    // A logbook service is made the same way, to the vehicle's schedule.
    const logbook = await createCard(admin, { carRego: 'RWC003', kind: 'logbook' });
    expect((await admin.rest('GET', `/api/admin/jobcards/${logbook._id}/logbook`)).body).toMatchObject({ kind: 'logbook', items: expect.arrayContaining([expect.objectContaining({ done: null })]) });
    expect((await inspection(logbook._id)).kind).toBe('repair');
  });

  it('inside the window the next roadworthy card of the vehicle re-tests the failed items; a repair card of it says the window is open', async () => {
    const first = await failed('RWC010', addDays(today(), -7));
    // The customer was also texted (their card has a mobile): the items to repair and the window's last day.
    const texts = await sql<{ body: string }>(`select body from sms_message where kind = 'roadworthy.rejected' and body like '%RWC010%'`);
    expect(texts).toHaveLength(1);
    expect(texts[0].body).toMatch(/^.+: RWC010 did not pass its roadworthy inspection \(1 item to repair\)\. Bring it back by .+ and only that item is re-tested\. The report is in your email\.$/);
    const repair = await createCard(admin, { carRego: 'rwc 010' });
    expect((await inspection(repair._id)).previousFail).toEqual({ jobCardId: first._id, jobNumber: expect.any(String), reinspectBy: today(), windowOpen: true });

    const retest = await createCard(admin, { carRego: 'RWC010', kind: 'roadworthy' });
    const view = await inspection(retest._id);
    expect(view).toMatchObject({ kind: 'roadworthy', retestOf: first._id, retestOfJobNumber: expect.stringMatching(/^JC-\d+$/), previousFail: null });
    expect(view.items.filter((i: { result: string | null }) => i.result === null).map((i: { key: string }) => i.key)).toEqual(['brake-components']);
    // Re-tested: no further card of the vehicle re-tests it again.
    expect((await inspection((await createCard(admin, { carRego: 'RWC010' }))._id)).previousFail).toBeNull();
  });

  it('after the window the new card is a full inspection, and says which failure it no longer re-tests', async () => {
    const first = await failed('RWC020', addDays(today(), -8));
    const card = await createCard(admin, { carRego: 'RWC020', kind: 'roadworthy' });
    const view = await inspection(card._id);
    expect(view).toMatchObject({ kind: 'roadworthy', retestOf: null, previousFail: { jobCardId: first._id, reinspectBy: addDays(today(), -1), windowOpen: false } });
    expect(view.items.every((i: { result: string | null }) => i.result === null)).toBe(true);
  });

  it('a card started from a booking for a roadworthy certificate is an inspection; from another service, a repair', async () => {
    const booked = await t.rest('POST', '/api/appointments', appointmentRequest({ registration: 'RWC030', serviceType: 'Roadworthy Certificate' }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const started = await admin.rest('POST', `/api/admin/appointments/${booked.body.appointment._id}/jobcard`, { sendPolicy: false });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect((await inspection(started.body._id)).kind).toBe('roadworthy');

    // The diary shows the booking's result and the day it is good until, as soon as it is saved.
    const day = booked.body.appointment.preferredDate as string;
    const diaryEntry = async () =>
      (await admin.rest('GET', `/api/admin/diary?from=${day}&to=${day}`)).body.days[0].appointments.find((e: { _id: string }) => e._id === booked.body.appointment._id);
    expect(await diaryEntry()).toMatchObject({ jobCardId: started.body._id, roadworthyResult: null, roadworthyUntil: null });
    const { sub } = await admin.session();
    await admin.rest('PUT', `/api/admin/team/${sub}/tester-number`, { testerNumber: 'LVT 40123' });
    const items = (await inspection(started.body._id)).items.map((i: { key: string }) => ({ key: i.key, result: 'pass', note: '' }));
    expect((await admin.rest('PUT', `/api/admin/jobcards/${started.body._id}/roadworthy`, { items, result: 'pass', certificateNumber: 'RWC 998877' })).status).toBe(200);
    expect(await diaryEntry()).toMatchObject({ roadworthyResult: 'pass', roadworthyUntil: addDays(today(), 30) });
    const gql = await admin.gql('query($d: String!) { diary(from: $d, to: $d) { days { appointments { jobCardId roadworthyResult roadworthyUntil } } } }', { d: day });
    expect(gql.data.diary.days[0].appointments).toContainEqual({ jobCardId: started.body._id, roadworthyResult: 'pass', roadworthyUntil: addDays(today(), 30) });
    // And the vehicle: its last certificate, current for 30 days.
    const vehicle = await admin.gql('query($r: String!) { vehicle(rego: $r) { vehicle { roadworthy { certificateNumber issuedOn currentUntil current jobCardId } } } }', { r: 'RWC030' });
    expect(vehicle.data.vehicle.vehicle.roadworthy).toEqual({ certificateNumber: 'RWC 998877', issuedOn: today(), currentUntil: addDays(today(), 30), current: true, jobCardId: started.body._id });
    expect((await admin.rest('GET', '/api/admin/vehicles/RWC030')).body.roadworthy).toEqual(vehicle.data.vehicle.vehicle.roadworthy);

    const service = await t.rest('POST', '/api/appointments', appointmentRequest({ registration: 'RWC031' }));
    const repair = await admin.rest('POST', `/api/admin/appointments/${service.body.appointment._id}/jobcard`, { sendPolicy: false });
    expect((await inspection(repair.body._id)).kind).toBe('repair');
    // A vehicle never passed has no certificate.
    const none = await admin.gql('query($r: String!) { vehicle(rego: $r) { vehicle { roadworthy { certificateNumber } } } }', { r: 'RWC031' });
    expect(none.data.vehicle.vehicle.roadworthy).toBeNull();
    expect((await admin.rest('GET', '/api/admin/vehicles/RWC031')).body.roadworthy).toBeNull();
  });

  it('the Team page lists each account’s tester number, set and cleared by an owner', async () => {
    const { sub } = await admin.session();
    await admin.rest('PUT', `/api/admin/team/${sub}/tester-number`, { testerNumber: ' LVT 777 ' });
    const listed = await admin.gql('{ staffUsers { id testerNumber } }');
    expect(listed.data.staffUsers.find((u: { id: string }) => u.id === sub)).toEqual({ id: sub, testerNumber: 'LVT 777' });
    const cleared = await admin.gql('mutation($id: ID!) { setRoadworthyTester(userId: $id, testerNumber: null) { testerNumber } }', { id: sub });
    expect(cleared.data.setRoadworthyTester).toEqual({ testerNumber: null });
    expect((await admin.gql('{ staffUsers { id testerNumber } }')).data.staffUsers.find((u: { id: string }) => u.id === sub).testerNumber).toBeNull();
  });
});
