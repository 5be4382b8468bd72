/**
 * Logbook services over REST and GraphQL: the owner's service schedules (templates by make and
 * model, one default) and their validation; a vehicle's own schedule; its next service due by km
 * (estimated from its odometer readings' rate) and by months, whichever comes first, worked out
 * when a job card is invoiced; the service reminder going on that date exactly once; a logbook
 * service job card and its service record PDF.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { withAdminServer, type Admin } from '../admin-session.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { addDays, addMonths, workshopDay } from '../../src/shared/time.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer(
  (server, signedIn) => {
    t = server;
    admin = signedIn;
  },
  { env: CONFIGURED_WORKSHOP, logger: { level: 'error' } },
);

const today = () => workshopDay(t.clock.now(), 'Australia/Melbourne').date;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

/** A job card of `rego` with its odometer at `km`, its reading dated `daysAgo` days before today. */
async function cardWithReading(rego: string, km: number, daysAgo = 0) {
  const card = await createCard(admin, { carRego: rego });
  const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { odometerKm: km });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // Noon in Melbourne `daysAgo` workshop days before today (a whole number of days whatever the clocks did in between).
  if (daysAgo) await sql(`update odometer_reading set read_at = (?::date - ?::int + time '12:00') at time zone 'Australia/Melbourne' where job_card_id = ?`, [today(), daysAgo, card._id]);
  return card;
}

async function invoice(cardId: string) {
  const res = await admin.rest('POST', `/api/admin/jobcards/${cardId}/complete-and-invoice`, { finalItems: [{ description: 'Service', quantity: 1, estimateCost: 289 }] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const vehicle = async (rego: string) => (await admin.rest('GET', `/api/admin/vehicles/${rego}`)).body;

describe('service schedules', () => {
  it('start with the default (15,000 km or 12 months); the owner adds a make and model’s; bad input is refused with its reason', async () => {
    const first = await admin.rest('GET', '/api/admin/service-schedules');
    expect(first.status).toBe(200);
    expect(first.body.schedules).toHaveLength(1);
    const [fallback] = first.body.schedules;
    expect(fallback).toMatchObject({ make: null, model: null, everyKm: 15000, everyMonths: 12 });
    expect(fallback.items).toContain('Replace engine oil and filter');

    const corolla = { make: 'toyota', model: 'corolla', everyKm: 10000, everyMonths: 6, items: ['Replace engine oil and filter', ' Rotate tyres '] };
    const saved = await admin.rest('PUT', '/api/admin/service-schedules', { schedules: [fallback, corolla] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.schedules.map((s: { make: string | null; model: string | null }) => [s.make, s.model])).toEqual([
      [null, null],
      ['Toyota', 'Corolla'],
    ]);
    expect(saved.body.schedules[1].items).toEqual(['Replace engine oil and filter', 'Rotate tyres']);
    expect(saved.body.schedules[0].id).toBe(fallback.id);

    const refusals: Array<[unknown, RegExp]> = [
      [[{ ...fallback, everyKm: 0 }], /^The distance between services must be a whole number of km from 1,000 to 100,000\.$/],
      [[{ ...fallback, everyMonths: 6.5 }], /^The time between services must be a whole number of months from 1 to 60\.$/],
      [[{ ...fallback, items: [] }], /at least one item/],
      [[corolla], /Keep the default schedule/],
      [[fallback, { ...corolla, id: undefined }, { ...corolla, everyKm: 20000 }], /There are two schedules for Toyota Corolla\./],
      [[fallback, { ...corolla, make: null }], /needs its make/],
      [[], /Send the whole list/],
    ];
    for (const [schedules, message] of refusals) {
      const res = await admin.rest('PUT', '/api/admin/service-schedules', { schedules });
      expect(res.status, JSON.stringify(schedules)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const refused = await admin.gql('mutation($s: [ServiceScheduleInput!]!) { saveServiceSchedules(schedules: $s) { id } }', {
      s: [{ id: fallback.id, everyKm: 500, everyMonths: 12, items: ['Oil'] }],
    });
    expect(refused.errors?.[0]).toMatchObject({ message: expect.stringMatching(/from 1,000 to 100,000/), extensions: { code: 'BAD_USER_INPUT' } });
    const gql = await admin.gql('query { serviceSchedules { make model everyKm everyMonths } }');
    expect(gql.data.serviceSchedules).toEqual([
      { make: null, model: null, everyKm: 15000, everyMonths: 12 },
      { make: 'Toyota', model: 'Corolla', everyKm: 10000, everyMonths: 6 },
    ]);
  });
});

describe('next service due', () => {
  it('by km from the readings’ rate when that comes first: 100 km a day, 15,000 km after the 50,000 km service is 150 days', async () => {
    await cardWithReading('KMF 100', 40_000, 100);
    const service = await cardWithReading('KMF 100', 50_000);
    await invoice(service._id);
    const v = await vehicle('KMF100');
    expect(v).toMatchObject({ nextServiceDueKm: 65_000, nextServiceDueDate: addDays(today(), 150), nextServiceDue: addDays(today(), 150) });
    const schedule = await admin.rest('GET', '/api/admin/vehicles/kmf100/service-schedule');
    expect(schedule.body).toMatchObject({ lastServiceOn: today(), lastServiceKm: 50_000, kmPerDay: 100, dueByMonths: addMonths(today(), 12), dueByKm: addDays(today(), 150), nextServiceDueKm: 65_000 });
    const gql = await admin.gql('query { vehicle(rego: "KMF100") { vehicle { nextServiceDueKm nextServiceDueDate } } }');
    expect(gql.data.vehicle.vehicle).toEqual({ nextServiceDueKm: 65_000, nextServiceDueDate: addDays(today(), 150) });
  });

  it('by months when that comes first: 10 km a day would take 1,500 days', async () => {
    await cardWithReading('MTH 200', 40_000, 100);
    const service = await cardWithReading('MTH 200', 41_000);
    await invoice(service._id);
    expect(await vehicle('MTH200')).toMatchObject({ nextServiceDueKm: 56_000, nextServiceDueDate: addMonths(today(), 12) });
  });

  it('by months alone with one reading, or readings under a week apart', async () => {
    const only = await cardWithReading('ONE 300', 70_000);
    await invoice(only._id);
    expect(await vehicle('ONE300')).toMatchObject({ nextServiceDueKm: 85_000, nextServiceDueDate: addMonths(today(), 12) });
    expect((await admin.rest('GET', '/api/admin/vehicles/ONE300/service-schedule')).body).toMatchObject({ kmPerDay: null, dueByKm: null });

    await cardWithReading('WEEK 1', 10_000, 6);
    const soon = await cardWithReading('WEEK 1', 14_000);
    await invoice(soon._id);
    expect(await vehicle('WEEK1')).toMatchObject({ nextServiceDueKm: 29_000, nextServiceDueDate: addMonths(today(), 12) });
  });

  it('follows the vehicle’s own schedule over its template, and back', async () => {
    await cardWithReading('OWN 400', 40_000, 100);
    await invoice((await cardWithReading('OWN 400', 50_000))._id);
    const own = await admin.rest('PUT', '/api/admin/vehicles/OWN400/service-schedule', { everyKm: 5000, everyMonths: null, items: null });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ own: { everyKm: 5000, everyMonths: null }, schedule: { source: 'vehicle', everyKm: 5000, everyMonths: 12 }, nextServiceDueKm: 55_000, nextServiceDueDate: addDays(today(), 50) });
    // The template under its own parts: what a part left null takes.
    expect(own.body.template).toMatchObject({ name: 'Default', source: 'default', everyKm: 15000, everyMonths: 12 });
    const items = await admin.rest('PUT', '/api/admin/vehicles/OWN400/service-schedule', { everyKm: 5000, everyMonths: null, items: [' Replace engine oil and filter ', 'Check the towbar'] });
    expect(items.body).toMatchObject({ own: { items: ['Replace engine oil and filter', 'Check the towbar'] }, schedule: { items: ['Replace engine oil and filter', 'Check the towbar'] } });
    expect(items.body.template.items).toContain('Replace engine oil and filter');
    expect(items.body.template.items).not.toContain('Check the towbar');
    const tooMany = await admin.rest('PUT', '/api/admin/vehicles/OWN400/service-schedule', { everyKm: 5000, items: Array.from({ length: 41 }, (_, i) => `Item ${i + 1}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('A schedule can have at most 40 items.');
    expect(await vehicle('OWN400')).toMatchObject({ nextServiceDueKm: 55_000, nextServiceDueDate: addDays(today(), 50) });
    const bad = await admin.rest('PUT', '/api/admin/vehicles/OWN400/service-schedule', { everyKm: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/from 1,000 to 100,000/);
    expect((await admin.rest('PUT', '/api/admin/vehicles/NOSUCH1/service-schedule', { everyKm: 5000 })).status).toBe(404);
    await admin.rest('PUT', '/api/admin/vehicles/OWN400/service-schedule', { everyKm: null, everyMonths: null, items: null });
    expect(await vehicle('OWN400')).toMatchObject({ nextServiceDueKm: 65_000, nextServiceDueDate: addDays(today(), 150) });
  });

  it('follows a schedule saved for its make at once, and the default again when that is removed', async () => {
    const card = await cardWithReading('MAZ 800', 40_000, 100);
    expect((await admin.rest('PATCH', '/api/admin/vehicles/MAZ800', { make: 'Mazda', model: 'CX-5' })).status).toBe(200);
    await invoice((await cardWithReading('MAZ 800', 50_000))._id);
    expect(card._id).toBeTruthy();
    expect(await vehicle('MAZ800')).toMatchObject({ nextServiceDueKm: 65_000, nextServiceDueDate: addDays(today(), 150) });
    const schedules = (await admin.rest('GET', '/api/admin/service-schedules')).body.schedules;
    const mazda = { make: 'Mazda', model: null, everyKm: 5000, everyMonths: 12, items: ['Replace engine oil and filter'] };
    expect((await admin.rest('PUT', '/api/admin/service-schedules', { schedules: [...schedules, mazda] })).status).toBe(200);
    expect(await vehicle('MAZ800')).toMatchObject({ nextServiceDueKm: 55_000, nextServiceDueDate: addDays(today(), 50) });
    expect((await admin.rest('GET', '/api/admin/vehicles/MAZ800/service-schedule')).body.schedule).toMatchObject({ name: 'Mazda (every model)', source: 'make' });
    expect((await admin.rest('PUT', '/api/admin/service-schedules', { schedules })).status).toBe(200);
    expect(await vehicle('MAZ800')).toMatchObject({ nextServiceDueKm: 65_000, nextServiceDueDate: addDays(today(), 150) });
  });

  it('keeps a date set by hand when the schedules change (the km follows), and shows the schedule’s date beside it', async () => {
    await cardWithReading('HND 900', 40_000, 100);
    await invoice((await cardWithReading('HND 900', 50_000))._id);
    const byHand = addDays(today(), 30);
    expect((await admin.rest('PATCH', '/api/admin/vehicles/HND900', { nextServiceDue: byHand })).status).toBe(200);
    expect((await admin.rest('GET', '/api/admin/vehicles/HND900/service-schedule')).body).toMatchObject({ setByHand: true, nextServiceDueDate: byHand, scheduleDueDate: addDays(today(), 150), nextServiceDueKm: 65_000 });
    // A vehicle whose date was not set by hand, serviced the same way, follows the schedules.
    await cardWithReading('SCH 901', 40_000, 100);
    await invoice((await cardWithReading('SCH 901', 50_000))._id);

    const schedules = (await admin.rest('GET', '/api/admin/service-schedules')).body.schedules;
    const shorter = schedules.map((s: { make: string | null }) => (s.make ? s : { ...s, everyKm: 10_000 }));
    expect((await admin.rest('PUT', '/api/admin/service-schedules', { schedules: shorter })).status).toBe(200);
    try {
      expect(await vehicle('SCH901')).toMatchObject({ nextServiceDue: addDays(today(), 100), nextServiceDueKm: 60_000 });
      expect(await vehicle('HND900')).toMatchObject({ nextServiceDue: byHand, nextServiceDueKm: 60_000 });
      const gql = await admin.gql('query { vehicleServiceSchedule(rego: "HND900") { setByHand nextServiceDueDate scheduleDueDate } }');
      expect(gql.data.vehicleServiceSchedule).toEqual({ setByHand: true, nextServiceDueDate: byHand, scheduleDueDate: addDays(today(), 100) });
      // Cleared by hand (no reminders) stands too.
      expect((await admin.rest('PATCH', '/api/admin/vehicles/SCH901', { nextServiceDue: null })).status).toBe(200);
    } finally {
      expect((await admin.rest('PUT', '/api/admin/service-schedules', { schedules })).status).toBe(200);
    }
    expect(await vehicle('HND900')).toMatchObject({ nextServiceDue: byHand, nextServiceDueKm: 65_000 });
    expect(await vehicle('SCH901')).toMatchObject({ nextServiceDue: null });
  });

  it('replaces a date set by hand when the vehicle’s own schedule is saved, or its next service is invoiced', async () => {
    await cardWithReading('HND 902', 40_000, 100);
    await invoice((await cardWithReading('HND 902', 50_000))._id);
    const byHand = addDays(today(), 30);
    expect((await admin.rest('PATCH', '/api/admin/vehicles/HND902', { nextServiceDue: byHand })).status).toBe(200);
    const own = await admin.rest('PUT', '/api/admin/vehicles/HND902/service-schedule', { everyKm: 5000, everyMonths: null, items: null });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body).toMatchObject({ setByHand: false, nextServiceDueDate: addDays(today(), 50), scheduleDueDate: addDays(today(), 50) });
    expect(await vehicle('HND902')).toMatchObject({ nextServiceDue: addDays(today(), 50), nextServiceDueKm: 55_000 });

    expect((await admin.rest('PATCH', '/api/admin/vehicles/HND902', { nextServiceDue: byHand })).status).toBe(200);
    expect((await admin.rest('GET', '/api/admin/vehicles/HND902/service-schedule')).body).toMatchObject({ setByHand: true, nextServiceDueDate: byHand });
    // Its next service: 51,000 km today, 5,000 km on at 110 km a day (40,000 km 100 days ago) is 46 days away.
    await invoice((await cardWithReading('HND 902', 51_000))._id);
    expect((await admin.rest('GET', '/api/admin/vehicles/HND902/service-schedule')).body).toMatchObject({ setByHand: false, nextServiceDueDate: addDays(today(), 46), nextServiceDueKm: 56_000 });
    expect(await vehicle('HND902')).toMatchObject({ nextServiceDue: addDays(today(), 46), nextServiceDueKm: 56_000 });
  });

  it('sends the service reminder on the computed date, 14 days before it, exactly once', async () => {
    await cardWithReading('REM 500', 40_000, 100);
    await invoice((await cardWithReading('REM 500', 50_000))._id);
    await admin.rest('PUT', '/api/admin/vehicles/REM500/service-schedule', { everyKm: 5000 });
    const due = addDays(today(), 50);
    expect((await vehicle('REM500')).nextServiceDueDate).toBe(due);
    const reminded = () => sql<{ due_on: string; status: string }>(`select due_on::text as due_on, status from reminder where kind = 'service_due' and subject_key = 'REM500'`);
    const now = t.clock.now().toISOString();
    try {
      t.clock.set(`${addDays(due, -15)}T01:00:00Z`);
      await t.app.services.reminders.run();
      expect(await reminded()).toEqual([]);
      t.clock.set(`${addDays(due, -14)}T01:00:00Z`);
      await t.app.services.reminders.run();
      await t.app.services.reminders.run();
      expect(await reminded()).toEqual([{ due_on: due, status: 'sent' }]);
    } finally {
      t.clock.set(now);
      t.clock.reset();
    }
  });
});

describe('logbook service job card', () => {
  it('asks the vehicle’s schedule, records each item done or not with a note, and prints the service record', async () => {
    const card = await cardWithReading('LOG 600', 62_450);
    expect((await admin.rest('PATCH', '/api/admin/vehicles/LOG600', { make: 'Toyota', model: 'Corolla', year: 2019, vin: 'JTDBR32E720012345' })).status).toBe(200);
    const path = `/api/admin/jobcards/${card._id}/logbook`;
    expect((await admin.rest('GET', path)).body).toMatchObject({ kind: 'repair', items: [] });
    const started = await admin.rest('POST', path, {});
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toMatchObject({ kind: 'logbook', scheduleName: 'Toyota Corolla', everyKm: 10000, everyMonths: 6 });
    expect(started.body.items.map((i: { text: string; done: null }) => [i.text, i.done])).toEqual([
      ['Replace engine oil and filter', null],
      ['Rotate tyres', null],
    ]);
    expect((await admin.rest('POST', path, {})).status).toBe(409);

    const [oil, tyres] = started.body.items;
    const saved = await admin.rest('PUT', path, { items: [{ key: oil.key, done: true, note: 'Castrol 5W-30' }, { key: tyres.key, done: false, note: 'Customer declined' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.items).toMatchObject([
      { done: true, note: 'Castrol 5W-30' },
      { done: false, note: 'Customer declined' },
    ]);
    for (const body of [{ items: [{ key: 'nope', done: true }] }, { items: [{ key: oil.key, done: 'yes' }] }, { items: 'all' }]) {
      const bad = await admin.rest('PUT', path, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message).toBeTruthy();
    }

    const res = await fetch(`${t.url}/api/admin/jobcards/${card._id}/service-record.pdf`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { text: raw } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true });
    const text = raw.replace(/\s+/g, ' ');
    for (const expected of [
      'Service record',
      'LOG 600',
      '2019 Toyota Corolla',
      'JTDBR32E720012345',
      '62,450 km',
      'Replace engine oil and filter',
      'Done',
      'Castrol 5W-30',
      'Not done',
      'Customer declined',
      'ABN 51 824 753 556',
      '7 Dohertys Road, Truganina VIC 3029',
      'At 72,450 km or by',
      'Workshop stamp',
      'Signature and date',
    ]) {
      expect(text).toContain(expected);
    }
    const repair = await createCard(admin);
    expect((await fetch(`${t.url}/api/admin/jobcards/${repair._id}/service-record.pdf`, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(404);
  });

  it('once a vehicle has a logbook service, only another one moves its last service; a repair invoiced after it does not', async () => {
    await cardWithReading('LBK 700', 30_000, 100);
    const service = await cardWithReading('LBK 700', 40_000, 10);
    expect((await admin.rest('POST', `/api/admin/jobcards/${service._id}/logbook`, {})).status).toBe(201);
    await invoice(service._id);
    const after = (await admin.rest('GET', '/api/admin/vehicles/LBK700/service-schedule')).body;
    expect(after).toMatchObject({ lastServiceOn: today(), lastServiceKm: 40_000, nextServiceDueKm: 55_000 });
    // A date set by hand stays too: a repair is not its next service.
    const byHand = addDays(today(), 20);
    expect((await admin.rest('PATCH', '/api/admin/vehicles/LBK700', { nextServiceDue: byHand })).status).toBe(200);
    const repair = await cardWithReading('LBK 700', 41_000);
    await invoice(repair._id);
    expect((await admin.rest('GET', '/api/admin/vehicles/LBK700/service-schedule')).body).toMatchObject({ lastServiceKm: 40_000, nextServiceDueKm: 55_000, setByHand: true, nextServiceDueDate: byHand });
  });
});
