/**
 * The time clock over REST and GraphQL: clocking on and off a job card, clocking on another job
 * clocks off the first, an owner or adviser clocking for a technician (a technician may not clock
 * for someone else, nor correct time), corrections (validated, minutes recomputed, audited with
 * before and after), the list's filters and date checks, and the live change the clock raises.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { listenerCount, waitFor } from '../wait-for.js';
import { subscribe, wsClient } from '../ws-client.js';
import { staffMember, type StaffMember } from './time-clock-staff.js';
import { addDays, fromLocal, workshopDay } from '../../src/shared/time.js';

const ZONE = 'Australia/Melbourne';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
/** The instant of a wall-clock time in Melbourne, `daysAgo` workshop days before today. */
function local(daysAgo: number, time: string): string {
  return fromLocal(dayAgo(daysAgo), time, ZONE).toISOString();
}
const dayAgo = (daysAgo: number) => addDays(workshopDay(new Date(), ZONE).date, -daysAgo);
const at = (iso: string) => t.clock.set(iso);
const plusSeconds = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();
type Entry = { _id: string; technicianId: string; technicianName: string; jobCardId: string; startedAt: string; endedAt: string | null; minutes: number | null; note: string | null };

const ENTRY_FIELDS = 'id technicianId technicianName jobCardId startedAt endedAt minutes note correctedAt';
const CLOCK_ON = `mutation ($jobCardId: ID!, $technicianId: ID) { clockOn(jobCardId: $jobCardId, technicianId: $technicianId) { ${ENTRY_FIELDS} } }`;
const CLOCK_OFF = `mutation ($jobCardId: ID!, $technicianId: ID) { clockOff(jobCardId: $jobCardId, technicianId: $technicianId) { ${ENTRY_FIELDS} } }`;
const ENTRIES = `query ($technicianId: ID, $jobCardId: ID, $from: String, $to: String) { timeEntries(technicianId: $technicianId, jobCardId: $jobCardId, from: $from, to: $to) { ${ENTRY_FIELDS} } }`;

async function technician(name = 'Tess Tech'): Promise<StaffMember> {
  return staffMember(t, 'technician', name);
}

describe('clocking on and off over REST', () => {
  it('clocks a technician on (201), answers the same entry when already on (200), and off in whole minutes', async () => {
    const tech = await technician('Ravi Patel');
    const card = await createCard(admin);
    at(local(9, '08:00'));
    const on = await tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-on`);
    expect(on.status, JSON.stringify(on.body)).toBe(201);
    expect(on.body).toMatchObject({ technicianId: tech.id, technicianName: 'Ravi Patel', jobCardId: card._id, startedAt: local(9, '08:00'), endedAt: null, minutes: null });

    at(local(9, '08:05'));
    const again = await tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-on`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ _id: on.body._id, startedAt: local(9, '08:00'), endedAt: null });

    at(plusSeconds(local(9, '09:37'), 31));
    const off = await tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-off`);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ _id: on.body._id, endedAt: plusSeconds(local(9, '09:37'), 31), minutes: 98 });

    const twice = await tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-off`);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Not clocked on to this job.');
  });

  it('clocking on another job clocks off the first', async () => {
    const tech = await technician();
    const first = await createCard(admin);
    const second = await createCard(admin);
    at(local(9, '10:00'));
    const a = await tech.as.rest('POST', `/api/admin/jobcards/${first._id}/clock-on`);
    at(local(9, '10:45'));
    const b = await tech.as.rest('POST', `/api/admin/jobcards/${second._id}/clock-on`);
    expect(b.status).toBe(201);
    const list = await tech.as.rest('GET', `/api/admin/time-entries?technicianId=${tech.id}`);
    expect(list.status).toBe(200);
    const byId = new Map((list.body as Entry[]).map((e) => [e._id, e]));
    expect(byId.get(a.body._id)).toMatchObject({ jobCardId: first._id, endedAt: local(9, '10:45'), minutes: 45 });
    expect(byId.get(b.body._id)).toMatchObject({ jobCardId: second._id, endedAt: null });
    const open = await sql<{ n: number }>('SELECT count(*)::int AS n FROM time_entry WHERE technician_id = ? AND ended_at IS NULL', [tech.id]);
    expect(open[0].n).toBe(1);
  });

  it('refuses clocking on to an invoiced job card, and an unknown one', async () => {
    const tech = await technician();
    const card = await createCard(admin);
    await sql(`UPDATE job_card SET status = 'Invoiced' WHERE _id = ?`, [card._id]);
    const res = await tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-on`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This job card is invoiced: time can no longer be clocked on to it.');
    const unknown = await tech.as.rest('POST', `/api/admin/jobcards/${'f'.repeat(24)}/clock-on`);
    expect(unknown.status).toBe(404);
  });

  it('lets an owner or adviser clock a technician on and off; refuses a technician clocking for someone else', async () => {
    const tech = await technician('Jo Spanner');
    const other = await technician('Kim Wrench');
    const adviser = await staffMember(t, 'adviser', 'Alex Adviser');
    const card = await createCard(admin);
    at(local(9, '11:00'));
    const byAdviser = await adviser.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-on`, { technicianId: tech.id });
    expect(byAdviser.status, JSON.stringify(byAdviser.body)).toBe(201);
    expect(byAdviser.body).toMatchObject({ technicianId: tech.id, technicianName: 'Jo Spanner' });

    const refused = await other.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-on`, { technicianId: tech.id });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an owner or service adviser can clock for someone else.');
    const refusedOff = await other.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-off`, { technicianId: tech.id });
    expect(refusedOff.status).toBe(403);

    at(local(9, '11:30'));
    const byOwner = await admin.rest('POST', `/api/admin/jobcards/${card._id}/clock-off`, { technicianId: tech.id });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ _id: byAdviser.body._id, minutes: 30 });
  });
});

describe('clocking over GraphQL', () => {
  it('clocks on, moves to another job, and off; the job card’s entries list its time', async () => {
    const tech = await technician('Gus Graph');
    const first = await createCard(admin);
    const second = await createCard(admin);
    at(local(8, '07:30'));
    const on = await tech.as.gql(CLOCK_ON, { jobCardId: first._id });
    expect(on.errors).toBeUndefined();
    expect(on.data.clockOn).toMatchObject({ technicianId: tech.id, jobCardId: first._id, endedAt: null, minutes: null });
    at(plusSeconds(local(8, '08:00'), 20));
    const moved = await tech.as.gql(CLOCK_ON, { jobCardId: second._id });
    expect(moved.data.clockOn.jobCardId).toBe(second._id);
    at(local(8, '08:10'));
    const off = await tech.as.gql(CLOCK_OFF, { jobCardId: second._id });
    expect(off.data.clockOff).toMatchObject({ id: moved.data.clockOn.id, minutes: 10 });

    const ofFirst = await admin.gql(ENTRIES, { jobCardId: first._id });
    expect(ofFirst.data.timeEntries).toEqual([expect.objectContaining({ id: on.data.clockOn.id, technicianName: 'Gus Graph', minutes: 30 })]);

    const notOn = await tech.as.gql(CLOCK_OFF, { jobCardId: first._id });
    expect(notOn.errors?.[0].message).toBe('Not clocked on to this job.');
    const forOther = await tech.as.gql(CLOCK_ON, { jobCardId: first._id, technicianId: (await technician()).id });
    expect(forOther.errors?.[0]).toMatchObject({ message: 'Only an owner or service adviser can clock for someone else.', extensions: { code: 'FORBIDDEN' } });
  });
});

describe('the list of time entries', () => {
  it('filters by workshop days (inclusive, Melbourne), and refuses bad dates', async () => {
    const tech = await technician();
    const card = await createCard(admin);
    // 23:30 in Melbourne is still that day there (the previous one's afternoon in UTC).
    for (const [start, end] of [[local(6, '23:30'), local(6, '23:50')], [local(5, '08:00'), local(5, '09:00')], [local(4, '08:00'), local(4, '08:15')]]) {
      at(start);
      expect((await tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-on`)).status).toBe(201);
      at(end);
      expect((await tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-off`)).status).toBe(200);
    }
    const days = async (from: string, to: string) => ((await admin.rest('GET', `/api/admin/time-entries?technicianId=${tech.id}&from=${from}&to=${to}`)).body as Entry[]).map((e) => e.minutes);
    expect(await days(dayAgo(6), dayAgo(6))).toEqual([20]);
    expect(await days(dayAgo(5), dayAgo(4))).toEqual([15, 60]);
    expect(await days(dayAgo(3), dayAgo(1))).toEqual([]);

    for (const [query, message] of [
      ['from=2027-02-30', 'From date must be a date (yyyy-MM-dd).'],
      ['to=02/01/2027', 'To date must be a date (yyyy-MM-dd).'],
      [`from=${dayAgo(1)}&to=${dayAgo(3)}`, 'From date cannot be after the to date.'],
    ]) {
      const res = await admin.rest('GET', `/api/admin/time-entries?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const gql = await admin.gql(ENTRIES, { from: 'yesterday' });
    expect(gql.errors?.[0].message).toBe('From date must be a date (yyyy-MM-dd).');
  });

  it('shows a technician only their own time', async () => {
    const tech = await technician();
    const other = await technician();
    const card = await createCard(admin);
    await tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-on`);
    await other.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-on`);
    const own = await tech.as.rest('GET', `/api/admin/time-entries?jobCardId=${card._id}`);
    expect((own.body as Entry[]).map((e) => e.technicianId)).toEqual([tech.id]);
    const all = await admin.rest('GET', `/api/admin/time-entries?jobCardId=${card._id}`);
    expect((all.body as Entry[]).map((e) => e.technicianId).sort()).toEqual([tech.id, other.id].sort());
    const someoneElse = await tech.as.rest('GET', `/api/admin/time-entries?technicianId=${other.id}`);
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.body.message).toBe('Technicians can see only their own time.');
  });
});

describe('corrections', () => {
  async function clockedEntry(tech: StaffMember) {
    const card = await createCard(admin);
    at(local(7, '08:00'));
    const on = await tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-on`);
    at(local(7, '09:00'));
    await tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-off`);
    at(local(7, '17:00'));
    return { card, entry: on.body as Entry };
  }

  it('corrects start and end, recomputes the minutes, and records who changed what, before and after', async () => {
    const tech = await technician('Cora Correct');
    const adviser = await staffMember(t, 'adviser', 'Ada Adviser');
    const { card, entry } = await clockedEntry(tech);
    const res = await adviser.as.rest('PATCH', `/api/admin/time-entries/${entry._id}`, { startedAt: local(7, '07:45'), endedAt: local(7, '09:20'), note: 'Forgot to clock on' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ _id: entry._id, startedAt: local(7, '07:45'), endedAt: local(7, '09:20'), minutes: 95, note: 'Forgot to clock on' });

    const audit = await admin.rest('GET', `/api/admin/audit?entityType=job_card&entityId=${card._id}&action=time_entry.corrected&limit=10`);
    expect(audit.status).toBe(200);
    expect(audit.body).toHaveLength(1);
    expect(audit.body[0]).toMatchObject({
      actor: { kind: 'staff', id: adviser.id, name: 'Ada Adviser' },
      summary: expect.stringContaining('Time of Cora Correct on JC-'),
      changes: {
        startedAt: [local(7, '08:00'), local(7, '07:45')],
        endedAt: [local(7, '09:00'), local(7, '09:20')],
        minutes: [60, 95],
        note: [null, 'Forgot to clock on'],
      },
    });
  });

  it('refuses an end before the start, a time in the future, a bad time and a technician (403)', async () => {
    const tech = await technician();
    const { entry } = await clockedEntry(tech);
    for (const [body, message] of [
      [{ endedAt: local(7, '07:00') }, 'End time must be after the start time.'],
      [{ startedAt: local(7, '09:00') }, 'End time must be after the start time.'],
      [{ endedAt: local(7, '18:00') }, 'End time cannot be in the future.'],
      [{ startedAt: '2026-12-23 08:00' }, 'Start time must be a date and time with its offset (e.g. 2026-12-21T08:15:00+11:00).'],
    ] as const) {
      const res = await admin.rest('PATCH', `/api/admin/time-entries/${entry._id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const byTech = await tech.as.rest('PATCH', `/api/admin/time-entries/${entry._id}`, { note: 'my own' });
    expect(byTech.status).toBe(403);
    const gql = await tech.as.gql(`mutation ($id: ID!) { correctTimeEntry(id: $id, input: { note: "mine" }) { id } }`, { id: entry._id });
    expect(gql.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const unchanged = await admin.rest('GET', `/api/admin/time-entries?technicianId=${tech.id}`);
    expect(unchanged.body[0]).toMatchObject({ minutes: 60, note: null });
  });
});

describe('the live change', () => {
  it('names the technician and the job cards whose time changed', async () => {
    const tech = await technician();
    const first = await createCard(admin);
    const second = await createCard(admin);
    const heard: unknown[] = [];
    const off = t.app.pubsub.on('timeclock.changed', (event) => heard.push(event));
    try {
      await tech.as.rest('POST', `/api/admin/jobcards/${first._id}/clock-on`);
      await tech.as.rest('POST', `/api/admin/jobcards/${second._id}/clock-on`);
      await tech.as.rest('POST', `/api/admin/jobcards/${second._id}/clock-off`);
      await expect.poll(() => heard.length).toBe(3);
      expect(heard).toEqual([
        { kind: 'clocked-on', technicianId: tech.id, jobCardIds: [first._id] },
        { kind: 'clocked-on', technicianId: tech.id, jobCardIds: [first._id, second._id] },
        { kind: 'clocked-off', technicianId: tech.id, jobCardIds: [second._id] },
      ]);
    } finally {
      off();
    }
  });
});

describe('timeClockChanged', () => {
  it('tells a technician’s job card page when someone clocks on or off it, and nothing of other cards', async () => {
    const tech = await technician();
    const watched = await createCard(admin);
    const other = await createCard(admin);
    const client = wsClient(t.url, tech.as.token);
    const listening = listenerCount(t.app.pubsub, 'timeclock.changed');
    const live = subscribe<{ timeClockChanged: { kind: string; technicianId: string; jobCardIds: string[] } }>(client, `subscription { timeClockChanged(jobCardId: "${watched._id}") { kind technicianId jobCardIds } }`);
    await waitFor(() => listenerCount(t.app.pubsub, 'timeclock.changed') > listening, { what: 'the subscription to start' });
    await admin.rest('POST', `/api/admin/jobcards/${other._id}/clock-on`, { technicianId: tech.id });
    await admin.rest('POST', `/api/admin/jobcards/${watched._id}/clock-on`, { technicianId: tech.id });
    await tech.as.rest('POST', `/api/admin/jobcards/${watched._id}/clock-off`);
    await waitFor(() => live.events.length >= 2, { what: 'both changes of the watched card to be pushed' });
    expect(live.errors).toEqual([]);
    expect(live.events.map((e) => e.timeClockChanged)).toEqual([
      { kind: 'clocked-on', technicianId: tech.id, jobCardIds: [other._id, watched._id] },
      { kind: 'clocked-off', technicianId: tech.id, jobCardIds: [watched._id] },
    ]);
    live.stop();
    await client.dispose();
  });
});
