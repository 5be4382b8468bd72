/**
 * The diary: bookings taken by staff (their rules, the confirmation or none, the customer picked,
 * no public rate limit), moves (refused when closed, blocked, past or full, with nothing changed;
 * racing into the last place; the customer's 'moved' email whose calendar event keeps its UID
 * with SEQUENCE 1, on both daylight-saving change days), the days of a range, and the day sheet.
 */
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import { calendarUid } from '../../src/features/booking/booking-reference.js';
import { signIn, withAdminServer, type Admin } from '../admin-session.js';
import { appointmentRequest, freeDay, freeSlot, nextWeekday } from '../factories.js';
import type { TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => {
  t = server;
  admin = signedIn;
});
afterEach(() => t.clock.reset());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute<T[]>(query, params);
const booking = () => t.app.services.booking;
const em = () => t.app.db.orm.em.fork();
const staff = { customerId: null, sendConfirmation: true };

function calendarOf(mail: ParsedMail) {
  const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(ics, `a calendar attachment on "${mail.subject}"`).toBeTruthy();
  const root = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!);
  return { uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate().toISOString() };
}

async function stored(id: string) {
  const [row] = await sql<{ preferred_date: string; preferred_time: string; calendar_sequence: number }>(
    'SELECT preferred_date, preferred_time, calendar_sequence FROM appointment WHERE _id = ?',
    [id],
  );
  return row;
}

describe('bookings taken by staff', () => {
  it('may take any half hour of the opening hours, the one under way included, but not a past or closed one', async () => {
    const day = freeDay();
    // 5:00 PM: hidden from the public form (its last slot is 4:30 PM), inside opening hours.
    const late = await admin.rest('POST', '/api/admin/appointments', appointmentRequest({ preferredDate: day, preferredTime: '17:00' }));
    expect(late.status, JSON.stringify(late.body)).toBe(201);
    expect(late.body.appointment).toMatchObject({ preferredDate: day, preferredTime: '17:00', status: 'booked' });
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: day, preferredTime: '17:00', email: 'x@example.com' }))).status).toBe(400);
    const closing = await admin.rest('POST', '/api/admin/appointments', appointmentRequest({ preferredDate: day, preferredTime: '17:30' }));
    expect(closing.status).toBe(400);
    expect(closing.body.message).toBe('Please choose a time on the hour or half hour within opening hours: 9:00 AM to 5:00 PM (to 12:30 PM on Saturdays).');
    const sunday = await admin.rest('POST', '/api/admin/appointments', appointmentRequest({ preferredDate: nextWeekday(day, 0), preferredTime: '10:00' }));
    expect(sunday.body.message).toBe('Truganina Auto Care is closed on Sundays. Please select another day.');

    // 10:10 AM on a weekday: staff may still book the 10:00 half hour (a walk-in), the public form may not.
    const today = nextWeekday(freeDay(), 3);
    t.clock.set(`${today}T10:10:00+11:00`);
    const walkIn = appointmentRequest({ preferredDate: today, preferredTime: '10:00' });
    await expect(booking().book(walkIn as never)).rejects.toThrow('That time has already passed today. Please choose a later time.');
    await expect(booking().book(walkIn as never, staff)).resolves.toMatchObject({ preferredTime: '10:00' });
    await expect(booking().book({ ...walkIn, preferredTime: '09:30' } as never, staff)).rejects.toThrow('That time has already passed today. Please choose a later time.');
  });

  it('sends the confirmation with its calendar invitation and no workshop notice, or nothing when unticked', async () => {
    const sent = await admin.rest('POST', '/api/admin/appointments', appointmentRequest({ email: 'phoned.in@example.com' }));
    expect(sent.status).toBe(201);
    const confirmation = await t.smtp!.waitFor((m) => m.subject!.startsWith('Your appointment at') && m.text!.includes(sent.body.appointment._id));
    expect(calendarOf(confirmation).uid).toBe(calendarUid(sent.body.appointment._id, 'http://workshop.test'));
    const quiet = await admin.rest('POST', '/api/admin/appointments', { ...appointmentRequest({ email: 'quiet@example.com' }), sendConfirmation: false });
    expect(quiet.status).toBe(201);
    expect(quiet.body.message).toBe('Appointment booked. No confirmation was sent.');
    const queued = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_message WHERE payload->>'_id' = ?`, [quiet.body.appointment._id]);
    expect(queued[0].n).toBe(0);
    expect(await sql(`SELECT 1 FROM outbox_message WHERE template = 'booking.notice' AND payload->>'_id' = ?`, [sent.body.appointment._id])).toEqual([]);
  });

  it('books for the customer picked, whatever the email typed; an unknown customer is refused', async () => {
    const first = await admin.rest('POST', '/api/admin/appointments', appointmentRequest({ fullName: 'Mai Tran', email: 'mai@example.com', phone: '0400 111 222' }));
    const customerId = first.body.appointment.customerId;
    expect(customerId).toMatch(/^[0-9a-f]{24}$/);
    const picked = await admin.rest('POST', '/api/admin/appointments', { ...appointmentRequest({ fullName: 'Mai Tran', email: 'mai.work@example.com', phone: '0400 999 888' }), customerId });
    expect(picked.status).toBe(201);
    expect(picked.body.appointment.customerId).toBe(customerId);
    const unknown = await admin.rest('POST', '/api/admin/appointments', { ...appointmentRequest(), customerId: 'f'.repeat(24) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This customer no longer exists. Please pick the customer again.');
    const viaGraphql = await admin.gql('mutation($input: StaffAppointmentInput!) { staffBookAppointment(input: $input) { id customerId preferredDateLabel } }', {
      input: { ...appointmentRequest({ fullName: 'Mai Tran', email: 'mai.home@example.com' }), customerId, sendConfirmation: false },
    });
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.staffBookAppointment).toMatchObject({ customerId, preferredDateLabel: expect.any(String) });
    const bad = await admin.rest('POST', '/api/admin/appointments', { ...appointmentRequest(), customerId: 'nope' });
    expect(bad.status).toBe(400);
    expect((await t.rest('POST', '/api/admin/appointments', appointmentRequest())).status).toBe(401);
  });
});

describe('moving an appointment', () => {
  it('moves it, frees the old time at once, and tells the customer with the calendar event moved (same UID, SEQUENCE 1)', async () => {
    const from = freeSlot();
    const made = await booking().book(appointmentRequest({ ...from, email: 'mover@example.com' }) as never);
    const to = freeSlot();
    const res = await admin.rest('POST', `/api/admin/appointments/${made._id}/reschedule`, { ...to, notify: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.appointment).toMatchObject({ _id: made._id, ...to, status: 'booked' });
    const free = await t.rest('GET', `/api/appointments/booked-slots?date=${from.preferredDate}`);
    expect(free.body.unavailableSlots).not.toContain(from.preferredTime);
    const taken = await t.rest('GET', `/api/appointments/booked-slots?date=${to.preferredDate}`);
    expect(taken.body.unavailableSlots).toContain(to.preferredTime);
    const moved = await t.smtp!.waitFor((m) => m.subject!.startsWith('Your appointment has moved') && recipients(m).includes('mover@example.com'));
    expect(moved.text).toContain('Cancel this appointment');
    expect(moved.html).toContain(`/cancel?id=${made._id}`);
    expect(calendarOf(moved)).toMatchObject({ uid: calendarUid(made._id, 'http://workshop.test'), sequence: 1 });
    // Unnotified: moved, and no mail.
    const again = await admin.rest('POST', `/api/admin/appointments/${made._id}/reschedule`, { ...freeSlot(), notify: false });
    expect(again.body.message).toBe('Appointment moved. The customer was not notified.');
    expect((await stored(made._id)).calendar_sequence).toBe(2);
    expect(await sql(`SELECT 1 FROM outbox_message WHERE template = 'booking.moved' AND "to" = 'mover@example.com'`)).toHaveLength(1);
  });

  for (const change of [
    { name: 'the autumn change (AEDT to AEST)', today: '2027-04-04T02:30:00+11:00', to: { preferredDate: '2027-04-05', preferredTime: '09:00' }, utc: '2027-04-04T23:00:00.000Z' },
    { name: 'the spring change (AEST to AEDT)', today: '2027-10-03T01:30:00+10:00', to: { preferredDate: '2027-10-04', preferredTime: '09:00' }, utc: '2027-10-03T22:00:00.000Z' },
  ]) {
    it(`on ${change.name}, the moved event starts at the new time in Melbourne`, async () => {
      const made = await booking().book(appointmentRequest({ email: `dst-${change.to.preferredDate}@example.com` }) as never);
      t.clock.set(change.today);
      await booking().reschedule(em(), made._id, { ...change.to, notify: true });
      const mail = await t.smtp!.waitFor((m) => m.subject!.startsWith('Your appointment has moved') && recipients(m).includes(`dst-${change.to.preferredDate}@example.com`));
      expect(calendarOf(mail)).toEqual({ uid: calendarUid(made._id, 'http://workshop.test'), sequence: 1, start: change.utc });
      expect(mail.subject).toContain('9:00 AM');
    });
  }

  it('is refused when the new time is closed, blocked, past or full, and then nothing changes', async () => {
    const made = await booking().book(appointmentRequest({ email: 'stays@example.com' }) as never);
    const before = await stored(made._id);
    const other = await booking().book(appointmentRequest({ email: 'holder@example.com' }) as never);
    const blockedDay = freeDay();
    const block = await admin.rest('POST', '/api/admin/block-period', { startDate: blockedDay, startTime: '12:00', endDate: blockedDay, endTime: '13:00', reason: 'Hoist inspection' });
    expect(block.status).toBe(201);
    const cases: Array<[{ preferredDate: string; preferredTime: string }, number, string]> = [
      [{ preferredDate: nextWeekday(blockedDay, 0), preferredTime: '10:00' }, 400, 'Truganina Auto Care is closed on Sundays. Please select another day.'],
      [{ preferredDate: blockedDay, preferredTime: '12:30' }, 400, 'The workshop is not taking bookings at that time. Please choose another time.'],
      [{ preferredDate: '2026-01-05', preferredTime: '10:00' }, 400, 'Please choose a date from today onwards.'],
      [{ preferredDate: other.preferredDate, preferredTime: other.preferredTime }, 409, 'This time is no longer available. Please choose another time.'],
      [{ preferredDate: made.preferredDate, preferredTime: made.preferredTime }, 400, 'The appointment is already at that time.'],
    ];
    for (const [to, status, message] of cases) {
      const res = await admin.rest('POST', `/api/admin/appointments/${made._id}/reschedule`, { ...to, notify: true });
      expect([res.status, res.body.message]).toEqual([status, message]);
      expect(await stored(made._id)).toEqual(before);
    }
    expect((await admin.rest('POST', `/api/admin/appointments/${'a'.repeat(24)}/reschedule`, { ...freeSlot(), notify: true })).status).toBe(404);
    expect((await admin.rest('POST', `/api/admin/appointments/${made._id}/reschedule`, { preferredDate: 'soon', preferredTime: '10:00' })).status).toBe(400);
    expect(await sql(`SELECT 1 FROM outbox_message WHERE template = 'booking.moved' AND "to" = 'stays@example.com'`)).toEqual([]);
  });

  it('two moves racing into the last place: one gets it, the other is refused and stays where it was', async () => {
    expect((await admin.rest('PUT', '/api/admin/settings/bays', { bays: 2 })).status).toBe(200);
    const target = freeSlot();
    await booking().book(appointmentRequest({ ...target, email: 'first-in@example.com' }) as never);
    const a = await booking().book(appointmentRequest({ email: 'racer-a@example.com' }) as never);
    const b = await booking().book(appointmentRequest({ email: 'racer-b@example.com' }) as never);
    const results = await Promise.allSettled([a, b].map((x) => booking().reschedule(em(), x._id, { ...target, notify: false })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
    expect(refused.reason.message).toBe('This time is no longer available. Please choose another time.');
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM appointment WHERE preferred_date = ? AND preferred_time = ? AND status = 'booked'`, [
      target.preferredDate,
      target.preferredTime,
    ]);
    expect(n).toBe(2);
    expect((await admin.rest('PUT', '/api/admin/settings/bays', { bays: 1 })).status).toBe(200);
  });
});

describe('the diary and its day sheet', () => {
  it('answers each day of a range with its opening hours, booked appointments (with the job card that follows a move) and blocks', async () => {
    const monday = nextWeekday(freeDay(), 1);
    const saturday = nextWeekday(monday, 6);
    const made = await booking().book(appointmentRequest({ preferredDate: monday, preferredTime: '09:00', fullName: 'Diary Person' }) as never);
    const card = await admin.gql('mutation($id: ID!) { startJobCardFromAppointment(appointmentId: $id, sendPolicy: false) { id status } }', { id: made._id });
    expect(card.errors).toBeUndefined();
    await booking().reschedule(em(), made._id, { preferredDate: saturday, preferredTime: '11:30', notify: false });
    const cancelled = await booking().book(appointmentRequest({ preferredDate: monday, preferredTime: '10:00' }) as never);
    await admin.rest('POST', `/api/admin/cancel-appointment/${cancelled._id}`);
    await admin.rest('POST', '/api/admin/block-period', { startDate: monday, startTime: '14:00', endDate: addDay(monday), endTime: '10:00', reason: 'Training' });

    const res = await admin.rest('GET', `/api/admin/diary?from=${monday}&to=${addDay(saturday)}`);
    expect(res.status).toBe(200);
    expect(res.body.bays).toBe(1);
    expect(res.body.days).toHaveLength(7);
    const [mon, tue, , , , sat, sun] = res.body.days;
    expect(mon).toMatchObject({ date: monday, opening: { open: '09:00', close: '17:30' }, appointments: [] });
    expect(mon.blockedPeriods).toEqual([expect.objectContaining({ reason: 'Training', startTime: '14:00' })]);
    expect(tue.blockedPeriods).toHaveLength(1);
    expect(sat.opening).toEqual({ open: '09:00', close: '13:00' });
    expect(sat.appointments).toEqual([
      expect.objectContaining({ _id: made._id, fullName: 'Diary Person', preferredTime: '11:30', jobCardId: card.data.startJobCardFromAppointment.id, jobCardStatus: 'Pending Diagnosis' }),
    ]);
    expect(sun).toMatchObject({ opening: null, appointments: [], blockedPeriods: [] });

    const gql = await admin.gql(
      'query($f: String!, $t: String!) { diary(from: $f, to: $t) { bays days { date slots appointments { appointment { id customerId preferredDateLabel jobCard { id status } } jobCardStatus } } } }',
      { f: saturday, t: saturday },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.diary.days[0].slots).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
    expect(gql.data.diary.days[0].appointments).toEqual([
      {
        appointment: { id: made._id, customerId: made.customerId, preferredDateLabel: expect.stringMatching(/^Saturday /), jobCard: { id: card.data.startJobCardFromAppointment.id, status: 'PENDING_DIAGNOSIS' } },
        jobCardStatus: 'PENDING_DIAGNOSIS',
      },
    ]);

    for (const [query, message] of [
      [`from=${monday}&to=${addDays(monday, 42)}`, 'The diary shows at most 42 days at a time.'],
      [`from=${saturday}&to=${monday}`, 'The start date must not be after the end date.'],
      ['from=today&to=tomorrow', 'from and to must be dates written yyyy-MM-dd.'],
    ]) {
      const bad = await admin.rest('GET', `/api/admin/diary?${query}`);
      expect([bad.status, bad.body.message]).toEqual([400, message]);
    }
  });

  it('prints the day sheet: each appointment with its phone, vehicle, rego and service; opened with a 5-minute link', async () => {
    const day = freeDay();
    await booking().book(appointmentRequest({ preferredDate: day, preferredTime: '09:30', fullName: 'Sheet Person', phone: '0499 000 111', registration: 'SHEET1' }) as never);
    const res = await fetch(`${t.url}/api/admin/diary/day-sheet?date=${day}`, { headers: { authorization: `Bearer ${await signIn(t)}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true });
    expect(text).toContain('Sheet Person');
    expect(text).toContain('0499 000 111');
    expect(text).toContain('SHEET1');
    const link = await admin.gql('mutation($d: String!) { daySheetLink(date: $d) { url } }', { d: day });
    expect((await fetch(`${t.url}${link.data.daySheetLink.url}`)).status).toBe(200);
    const otherDay = link.data.daySheetLink.url.replace(day, freeDay());
    expect((await fetch(`${t.url}${otherDay}`)).status).toBe(403);
    expect((await fetch(`${t.url}/api/admin/diary/day-sheet?date=${day}`)).status).toBe(401);
  });
});

describe('the diary kept between changes', () => {
  type Days = { bays: number; days: { date: string; rows: (string | null)[][]; blocks: string[] }[] };

  /** A range's answers over REST and over GraphQL (both kept), and the range as stored, each as the same plain rows. */
  async function all(from: string, to: string): Promise<{ rest: Days; gql: Days; stored: Days }> {
    const rest = await admin.rest('GET', `/api/admin/diary?from=${from}&to=${to}`);
    expect(rest.status).toBe(200);
    const gql = await admin.gql(
      'query($f: String!, $t: String!) { diary(from: $f, to: $t) { bays days { date appointments { jobCardId appointment { id preferredTime customerId } } blockedPeriods { id } } } }',
      { f: from, t: to },
    );
    expect(gql.errors).toBeUndefined();
    type Row = { _id: string; preferredTime: string; customerId: string; jobCardId: string | null };
    const restDays = rest.body.days.map((d: { date: string; appointments: Row[]; blockedPeriods: { _id: string }[] }) => ({
      date: d.date,
      rows: d.appointments.map((a) => [a._id, a.preferredTime, a.customerId, a.jobCardId]),
      blocks: d.blockedPeriods.map((b) => b._id),
    }));
    const gqlDays = gql.data.diary.days.map((d: { date: string; appointments: { jobCardId: string | null; appointment: { id: string; preferredTime: string; customerId: string } }[]; blockedPeriods: { id: string }[] }) => ({
      date: d.date,
      rows: d.appointments.map((a) => [a.appointment.id, a.appointment.preferredTime, a.appointment.customerId, a.jobCardId]),
      blocks: d.blockedPeriods.map((b) => b.id),
    }));
    const appointments = await sql<{ _id: string; preferred_date: string; preferred_time: string; customer_id: string; job_card_id: string | null }>(
      `SELECT a._id, a.preferred_date, a.preferred_time, a.customer_id, j._id AS job_card_id FROM appointment a LEFT JOIN job_card j ON j.appointment_id = a._id
       WHERE a.status = 'booked' AND a.preferred_date BETWEEN ? AND ? ORDER BY a.preferred_date, a.preferred_time, a.created_at`,
      [from, to],
    );
    const blocks = await sql<{ _id: string; start_date: string; end_date: string }>('SELECT _id, start_date, end_date FROM blocked_period ORDER BY start_date, start_time');
    const [{ bays }] = await sql<{ bays: number }>('SELECT bays FROM diary_setting WHERE id = 1');
    const storedDays = restDays.map(({ date }: { date: string }) => ({
      date,
      rows: appointments.filter((a) => a.preferred_date === date).map((a) => [a._id, a.preferred_time, a.customer_id, a.job_card_id]),
      blocks: blocks.filter((b) => b.start_date <= date && b.end_date >= date).map((b) => b._id),
    }));
    return { rest: { bays: rest.body.bays, days: restDays }, gql: { bays: gql.data.diary.bays, days: gqlDays }, stored: { bays, days: storedDays } };
  }

  it('shows every change at once: bookings, job cards, moves, cancellations, blocks, bays, merges and deletions', async () => {
    const monday = nextWeekday(freeDay(), 1);
    const saturday = nextWeekday(monday, 6);
    const same = async (what: string) => {
      const { rest, gql, stored } = await all(monday, saturday);
      expect(rest, `after ${what}, the kept REST answer is what is stored`).toEqual(stored);
      expect(gql, `after ${what}, the kept GraphQL answer is what is stored`).toEqual(stored);
      return rest;
    };
    const first = await booking().book(appointmentRequest({ preferredDate: monday, preferredTime: '09:00', email: 'kept.one@example.com', phone: '0400 100 001' }) as never);
    await same('a booking');
    const staffMade = await admin.rest('POST', '/api/admin/appointments', appointmentRequest({ preferredDate: saturday, preferredTime: '10:00', email: 'kept.two@example.com', phone: '0400 100 002' }));
    expect(staffMade.status).toBe(201);
    const second = staffMade.body.appointment._id as string;
    expect((await same('a booking taken by staff')).days.at(-1)!.rows).toHaveLength(1);
    expect((await admin.rest('POST', `/api/admin/appointments/${first._id}/jobcard`, { sendPolicy: false })).status).toBe(201);
    const cardId = (await same('a job card started')).days[0].rows[0][3];
    expect(cardId).toMatch(/^[0-9a-f]{24}$/);
    expect((await admin.rest('DELETE', `/api/admin/jobcards/${cardId}`)).status).toBe(200);
    expect((await same('a job card deleted')).days[0].rows[0][3]).toBeNull();
    await booking().reschedule(em(), first._id, { preferredDate: monday, preferredTime: '11:00', notify: false });
    expect((await same('a move')).days[0].rows[0][1]).toBe('11:00');
    expect((await admin.rest('POST', '/api/admin/block-period', { startDate: monday, startTime: '14:00', endDate: monday, endTime: '16:00', reason: 'Training' })).status).toBe(201);
    const [blockId] = (await same('a block')).days[0].blocks;
    expect((await admin.rest('DELETE', `/api/admin/blocked-periods/${blockId}`)).status).toBe(200);
    expect((await same('a block removed')).days[0].blocks).toHaveLength(0);
    expect((await admin.rest('PUT', '/api/admin/settings/bays', { bays: 2 })).status).toBe(200);
    expect((await same('the bays')).bays).toBe(2);
    expect((await admin.rest('PUT', '/api/admin/settings/bays', { bays: 1 })).status).toBe(200);
    const merged = await admin.rest('POST', `/api/admin/customers/${first.customerId}/merge`, { otherId: staffMade.body.appointment.customerId });
    expect(merged.status).toBe(200);
    expect((await same('a merge')).days.at(-1)!.rows[0][2]).toBe(first.customerId);
    expect((await admin.rest('POST', `/api/admin/cancel-appointment/${second}`)).status).toBe(200);
    expect((await same('a cancellation')).days.at(-1)!.rows).toHaveLength(0);
    expect((await admin.rest('DELETE', `/api/admin/appointments/${first._id}`)).status).toBe(200);
    expect((await same('a deletion')).days[0].rows).toHaveLength(0);
  });

  it('is kept until a change is heard, from this instance or another; sent compressed as the client asks', async () => {
    const day = freeDay();
    const made = await booking().book(appointmentRequest({ preferredDate: day, preferredTime: '09:30', fullName: 'Kept Person' }) as never);
    const read = async () => {
      const rest = (await admin.rest('GET', `/api/admin/diary?from=${day}&to=${day}`)).body.days[0].appointments[0].fullName;
      const gql = await admin.gql('query($d: String!) { diary(from: $d, to: $d) { days { appointments { appointment { fullName } } } } }', { d: day });
      return [rest, gql.data.diary.days[0].appointments[0].appointment.fullName];
    };
    expect(await read()).toEqual(['Kept Person', 'Kept Person']);
    // Written behind the app's back: the kept answers stand until an event says the day changed…
    await sql('UPDATE appointment SET full_name = ? WHERE _id = ?', ['Renamed Person', made._id]);
    expect(await read()).toEqual(['Kept Person', 'Kept Person']);
    // …as another instance's change arrives (through LISTEN/NOTIFY with PUBSUB=postgres).
    t.app.pubsub.publish('availability.changed', { dates: [day] });
    expect(await read()).toEqual(['Renamed Person', 'Renamed Person']);

    const token = await signIn(t);
    const url = `${t.url}/api/admin/diary?from=${day}&to=${addDays(day, 41)}`; // over 1 KB
    const plain = await (await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } })).text();
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.text(), `${encoding} decodes to the same answer`).toBe(plain);
    }
  });
});

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const addDay = (date: string) => addDays(date, 1);
