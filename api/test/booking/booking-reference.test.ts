/**
 * The booking reference and the calendar event's UID are not the appointment's id (which alone
 * cancels the booking): the emails print a reference of its own, the .ics carries a UID that is
 * the same in the confirmation and the reminder; appointments from before get a reference too.
 */
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { useDatabaseMigratedTo } from '../migration-database.js';
import { recipients } from '../smtp-sink.js';

const REFERENCE = /^[A-HJ-NP-Z2-9]{8}$/;

function uidOf(mail: ParsedMail): string {
  const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(ics, `a calendar attachment on "${mail.subject}"`).toBeTruthy();
  return new ICAL.Event(new ICAL.Component(ICAL.parse(ics!.content.toString('utf8'))).getFirstSubcomponent('vevent')!).uid;
}

/** The value of the Reference row of an email's details, as the plain text shows it. */
function printedReference(mail: ParsedMail): string | undefined {
  return /^Reference:?\s+(\S+)\s*$/m.exec(mail.text ?? '')?.[1];
}

describe('a booking\'s reference and calendar UID', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('print a reference that is not the id, and a UID kept from the confirmation to the reminder', async () => {
    t.clock.set('2026-12-01T00:00:00Z'); // Tue 1 Dec, 11:00 AEDT
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: '2026-12-03', preferredTime: '09:00', email: 'ref@example.com' }));
    expect(res.status).toBe(201);
    const { _id: id, reference } = res.body.appointment as { _id: string; reference: string };
    expect(reference).toMatch(REFERENCE);
    const [row] = await t.app.db.orm.em.fork().getConnection().execute('SELECT reference FROM appointment WHERE _id = ?', [id]);
    expect(row.reference).toBe(reference);

    const confirmation = await t.smtp!.waitFor((m) => recipients(m).includes('ref@example.com') && /^Your appointment at/.test(m.subject ?? ''));
    const notice = await t.smtp!.waitFor((m) => recipients(m).includes('workshop@example.com') && (m.text ?? '').includes(reference));
    for (const mail of [confirmation, notice]) expect(printedReference(mail), mail.subject).toBe(reference);
    // The id is in the cancel link only, never printed as the reference.
    expect(printedReference(confirmation)).not.toBe(id);
    const uid = uidOf(confirmation);
    expect(uid).not.toContain(id);
    expect(uid).toMatch(/^[0-9a-f]{32}@workshop\.test$/);

    t.clock.set('2026-12-01T22:00:00Z'); // 24 h ahead: the reminder
    expect((await t.app.services.reminders.run()).appointmentReminders).toBe(1);
    const reminder = await t.smtp!.waitFor((m) => recipients(m).includes('ref@example.com') && /^Reminder/.test(m.subject ?? ''));
    expect(printedReference(reminder)).toBe(reference);
    expect(uidOf(reminder)).toBe(uid);

    // A cancellation's event is the same one, cancelled.
    t.clock.reset();
    t.clock.set('2026-12-02T00:00:00Z');
    expect((await t.rest('POST', '/api/appointments/cancel', { id })).status).toBe(200);
    const cancelled = await t.smtp!.waitFor((m) => recipients(m).includes('ref@example.com') && /cancel/i.test(m.subject ?? ''));
    expect(uidOf(cancelled)).toBe(uid);
    expect(printedReference(cancelled)).toBe(reference);
  });

  it('finds the booking by its reference in the admin search, typed in any case', async () => {
    t.clock.reset();
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ email: 'find.me@example.com' }));
    expect(res.status).toBe(201);
    const admin = asAdmin(t, await signIn(t));
    const found = await admin.rest('GET', `/api/admin/search?q=${encodeURIComponent(` ${res.body.appointment.reference.toLowerCase()} `)}`);
    expect(found.status).toBe(200);
    expect(found.body.appointments.map((a: { _id: string }) => a._id)).toEqual([res.body.appointment._id]);
    // Staff see it beside the booking: the appointments list and the diary (REST and GraphQL).
    const { preferredDate } = res.body.appointment;
    const listed = (await admin.rest('GET', '/api/admin/appointments')).body.find((a: { _id: string }) => a._id === res.body.appointment._id);
    expect(listed.reference).toBe(res.body.appointment.reference);
    const diary = await admin.rest('GET', `/api/admin/diary?from=${preferredDate}&to=${preferredDate}`);
    expect(diary.body.days[0].appointments.map((a: { reference: string }) => a.reference)).toContain(res.body.appointment.reference);
    const viaGraphql = await admin.gql('query($d: String!) { diary(from: $d, to: $d) { days { appointments { appointment { id reference } } } } }', { d: preferredDate });
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.diary.days[0].appointments).toContainEqual({ appointment: { id: res.body.appointment._id, reference: res.body.appointment.reference } });
  });

  it('gives each booking a reference of its own', async () => {
    t.clock.reset();
    const refs = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await t.rest('POST', '/api/appointments', appointmentRequest());
      expect(res.status).toBe(201);
      refs.add(res.body.appointment.reference);
    }
    expect(refs.size).toBe(5);
  });
});

describe('the migration', () => {
  const db = useDatabaseMigratedTo('Migration20261211000000');

  it('gives appointments from before a unique reference of their own, and SQL inserts one by default', async () => {
    await db.sql(
      `INSERT INTO appointment (_id, full_name, email, phone, vehicle_make, vehicle_model, vehicle_year, service_type, issue_description, preferred_date, preferred_time, status, created_at)
       SELECT substr(md5(i::text), 1, 24), 'Old ' || i, 'old' || i || '@example.com', '0412345678', 'Toyota', 'Hilux', 2019, 'Logbook Servicing', 'x',
              '2026-01-05', '09:00', 'cancelled', now()
       FROM generate_series(1, 300) AS i`,
    );
    await db.migrateToLatest();
    const rows = await db.sql<{ _id: string; reference: string }>('SELECT _id, reference FROM appointment');
    expect(rows).toHaveLength(300);
    for (const r of rows) expect(r.reference).toMatch(REFERENCE);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(300);
    await db.sql(
      `INSERT INTO appointment (_id, full_name, email, phone, vehicle_make, vehicle_model, vehicle_year, service_type, issue_description, preferred_date, preferred_time, status, created_at)
       VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', 'New', 'new@example.com', '0412345678', 'Toyota', 'Hilux', 2019, 'Logbook Servicing', 'x', '2026-01-06', '09:00', 'cancelled', now())`,
    );
    const [added] = await db.sql<{ reference: string }>(`SELECT reference FROM appointment WHERE _id = 'aaaaaaaaaaaaaaaaaaaaaaaa'`);
    expect(added.reference).toMatch(REFERENCE);
    await expect(db.sql(`UPDATE appointment SET reference = ? WHERE _id = 'aaaaaaaaaaaaaaaaaaaaaaaa'`, [rows[0].reference])).rejects.toThrow(/unique/);
  });
});
