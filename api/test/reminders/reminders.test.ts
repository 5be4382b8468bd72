/**
 * Reminders on a real database with a controlled clock: each kind due and not due at its edges,
 * exactly once (a second run, two instances, a run that failed half way), the daylight-saving days
 * whatever the server's TZ, the booking link and its expiry, and the one-click unsubscribe.
 */
import type { ParsedMail } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { startTestServer, type TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { waitFor } from '../wait-for.js';

/** Each test starts its own server (two, some): on embedded PGlite on a busy machine that alone takes seconds. */
const SERVER_TEST_MS = 120_000;

const servers: TestServer[] = [];
// Each test's servers close when it ends: sixteen servers left open to the end of the file held
// about a hundred PostgreSQL connections, the server's whole limit while other suites ran too.
afterEach(async () => {
  process.env.TZ = 'UTC';
  for (const t of servers.splice(0).reverse()) await t.close();
});

async function server(env: Record<string, string> = {}, databaseUrl?: string): Promise<TestServer> {
  const t = await startTestServer({ env: { ...CONFIGURED_WORKSHOP, ...env }, ...(databaseUrl ? { databaseUrl } : {}) });
  servers.push(t);
  return t;
}

const sql = (t: TestServer, text: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<Array<Record<string, any>>>(text, params);
const run = (t: TestServer) => t.app.services.reminders.run();
/** A header as it was written (mailparser folds List-* headers into one parsed object). */
const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
const token = (mail: ParsedMail) => /unsubscribe\/([0-9a-f]{64})/.exec(mail.text ?? '')![1];

async function book(t: TestServer, overrides: Record<string, unknown>): Promise<string> {
  const res = await t.rest('POST', '/api/appointments', appointmentRequest(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.appointment._id as string;
}

/** A vehicle and its owner (made by the database from an invoice), due for a service on `due` (and at `dueKm` when given). */
async function vehicleDue(t: TestServer, rego: string, email: string | null, due: string, dueKm: number | null = null): Promise<void> {
  const clock = t.clock.now();
  t.clock.reset(); // signed in and invoiced now (a token signed at a test time would be expired in real time)
  const admin = asAdmin(t, await signIn(t));
  const res = await admin.rest('POST', '/api/admin/generate-invoice', {
    customerEmail: email ?? 'nobody@example.com',
    customerName: 'Sam Owner',
    carRego: rego,
    phoneNumber: '0412 000 111',
    invoiceItems: [{ description: 'Tyre', quantity: 1, unitPrice: 100 }],
    gstPercentage: 10,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await sql(t, "update vehicle set next_service_due = ?, next_service_due_km = ?, make = 'Toyota', model = 'Corolla' where rego_key = ?", [due, dueKm, rego]);
  if (!email) await sql(t, 'update customer set email = null where _id = (select customer_id from vehicle where rego_key = ?)', [rego]);
  t.clock.set(clock.toISOString());
}

const reminders = (t: TestServer, kind: string) => sql(t, 'select subject_key, due_on::text as due_on, status, skip_reason from reminder where kind = ? order by id', [kind]);

describe('the appointment reminder', { timeout: SERVER_TEST_MS }, () => {
  it('goes once, exactly 24 hours ahead, with the same calendar event as the confirmation; never early, never for a late or cancelled booking', async () => {
    const t = await server();
    t.clock.set('2026-12-01T00:00:00Z'); // Tue 1 Dec, 11:00 AEDT
    const id = await book(t, { preferredDate: '2026-12-03', preferredTime: '09:00', email: 'due@example.com' }); // Thu 09:00 AEDT = Wed 22:00Z
    const cancelled = await book(t, { preferredDate: '2026-12-03', preferredTime: '10:00', email: 'cancelled@example.com' });
    expect((await t.rest('POST', '/api/appointments/cancel', { id: cancelled })).status).toBe(200);
    const confirmation = await t.smtp!.waitFor((m) => recipients(m).includes('due@example.com'));

    t.clock.set('2026-12-01T21:59:00Z'); // 24 h and 1 minute ahead
    expect(await run(t)).toEqual({ appointmentReminders: 0, serviceReminders: 0, regoReminders: 0, reviewRequests: 0, recommendedWorkFollowUps: 0 });
    t.clock.set('2026-12-01T22:00:00Z'); // exactly 24 h ahead
    expect((await run(t)).appointmentReminders).toBe(1);
    expect((await run(t)).appointmentReminders).toBe(0);
    // The run that queued one is the system's, in the audit trail; runs that queued nothing leave none.
    const runs = await t.app.db.orm.em.getConnection().execute<Array<{ actor_kind: string; summary: string }>>(`SELECT actor_kind, summary FROM audit_event WHERE action = 'reminders.queued'`);
    expect(runs).toEqual([{ actor_kind: 'system', summary: 'Reminders queued: 1 appointment reminder, 0 service reminders, 0 registration reminders, 0 review requests' }]);
    t.clock.set('2026-12-02T10:00:00Z');
    expect((await run(t)).appointmentReminders).toBe(0);

    const mail = await t.smtp!.waitFor((m) => m.subject?.startsWith('Reminder:') ?? false);
    expect(mail.subject).toBe('Reminder: your appointment tomorrow at 9:00 AM');
    expect(recipients(mail)).toEqual(['due@example.com']);
    expect(mail.text).toContain('Thursday 3 December 2026, at 9:00 AM, at Truganina Auto Care, ' + CONFIGURED_WORKSHOP.BUSINESS_ADDRESS);
    expect(mail.text).toContain(`http://workshop.test/cancel?id=${id}&email=due%40example.com`);
    expect(header(mail, 'list-unsubscribe')).toBeUndefined(); // transactional
    const uid = (m: ParsedMail) => /UID:(\S+)/.exec(m.attachments.find((a) => a.filename === 'appointment.ics')!.content.toString())![1];
    expect(uid(mail)).toBe(uid(confirmation));
    expect(t.smtp!.messages.filter((m) => recipients(m).includes('cancelled@example.com') && m.subject?.startsWith('Reminder:'))).toHaveLength(0);
    expect(await reminders(t, 'appointment')).toEqual([{ subject_key: id, due_on: '2026-12-03', status: 'sent', skip_reason: null }]);
  });

  it('is not sent for a booking made 2 hours or less before its start', async () => {
    const t = await server();
    t.clock.set('2026-12-01T21:00:00Z'); // Wed 08:00 AEDT
    await book(t, { preferredDate: '2026-12-02', preferredTime: '09:30' }); // 1.5 h ahead
    t.clock.set('2026-12-01T22:00:00Z');
    expect((await run(t)).appointmentReminders).toBe(0);
    expect(await reminders(t, 'appointment')).toEqual([]);
  });

  // Melbourne's clocks go forward at 02:00 on Sun 4 Oct 2026 and back at 03:00 on Sun 5 Apr 2026.
  // With APPOINTMENT_REMINDER_HOURS=48 the 48 hours before a Monday 9:00 AM span the change: real hours, not wall-clock ones.
  describe.each(['UTC', 'America/New_York'])('across daylight saving with the server on TZ=%s', (zone) => {
    it.each([
      // Mon 5 Oct 09:00 AEDT (+11) = Sun 4 Oct 22:00Z; 48 h before = Fri 2 Oct 22:00Z = Sat 3 Oct 08:00 AEST (+10).
      ['the day clocks go forward', '2026-09-30T00:00:00Z', '2026-10-05', '2026-10-02T22:00:00Z', 'Monday 5 October 2026'],
      // Mon 6 Apr 09:00 AEST (+10) = Sun 5 Apr 23:00Z; 48 h before = Fri 3 Apr 23:00Z = Sat 4 Apr 10:00 AEDT (+11).
      ['the day clocks go back', '2026-04-01T00:00:00Z', '2026-04-06', '2026-04-03T23:00:00Z', 'Monday 6 April 2026'],
    ])('over %s: due exactly 48 real hours before 9:00 AM workshop time', async (_day, bookedAt, date, dueAt, words) => {
      process.env.TZ = zone;
      const t = await server({ APPOINTMENT_REMINDER_HOURS: '48' });
      t.clock.set(bookedAt);
      await book(t, { preferredDate: date, preferredTime: '09:00' });
      t.clock.set(new Date(new Date(dueAt).getTime() - 60_000).toISOString());
      expect((await run(t)).appointmentReminders).toBe(0);
      t.clock.set(dueAt);
      expect((await run(t)).appointmentReminders).toBe(1);
      const mail = await t.smtp!.waitFor((m) => m.subject?.startsWith('Reminder:') ?? false);
      expect(mail.subject).toBe(`Reminder: your appointment on ${words} at 9:00 AM`);
    });

    it('a service due after clocks go back: reminded from midnight 14 workshop days before (AEDT), again from midnight on the day (AEST)', async () => {
      process.env.TZ = zone;
      const t = await server();
      await vehicleDue(t, 'DST1', 'dst@example.com', '2026-04-18');
      t.clock.set('2026-04-03T12:59:00Z'); // Fri 3 Apr 23:59 AEDT (+11)
      expect((await run(t)).serviceReminders).toBe(0);
      t.clock.set('2026-04-03T13:00:00Z'); // Sat 4 Apr 00:00 AEDT: 14 days before
      expect((await run(t)).serviceReminders).toBe(1);
      t.clock.set('2026-04-17T13:59:00Z'); // Fri 17 Apr 23:59 AEST (+10)
      expect((await run(t)).serviceReminders).toBe(0);
      t.clock.set('2026-04-17T14:00:00Z'); // Sat 18 Apr 00:00 AEST: the due date
      expect((await run(t)).serviceReminders).toBe(1);
    });
  });
});

describe('service-due reminders', { timeout: SERVER_TEST_MS }, () => {
  it('go 14 days before the due date and once more on it, each once, with a booking link that fills in the form until 60 days after', async () => {
    const t = await server();
    t.clock.set('2027-03-01T01:00:00Z'); // Mon 1 Mar 2027, 12:00 AEDT
    await vehicleDue(t, 'ABC123', 'owner@example.com', '2027-03-20', 65_000);
    await vehicleDue(t, 'NOMAIL1', null, '2027-03-20');
    t.clock.set('2027-03-05T12:59:00Z'); // Fri 5 Mar 23:59 AEDT: 15 days before
    expect((await run(t)).serviceReminders).toBe(0);
    t.clock.set('2027-03-05T13:00:00Z'); // Sat 6 Mar 00:00 AEDT: 14 days before
    expect((await run(t)).serviceReminders).toBe(1);
    expect((await run(t)).serviceReminders).toBe(0);
    expect(await reminders(t, 'service_due')).toEqual([
      { subject_key: 'ABC123', due_on: '2027-03-20', status: 'sent', skip_reason: null },
      { subject_key: 'NOMAIL1', due_on: '2027-03-20', status: 'skipped', skip_reason: 'no_email' },
    ]);
    const first = await t.smtp!.waitFor((m) => m.subject === 'Your Toyota Corolla (ABC123) is due for a service');
    expect(recipients(first)).toEqual(['owner@example.com']);
    expect(header(first, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const link = token(first);
    expect(header(first, 'list-unsubscribe')).toContain(`http://workshop.test/api/unsubscribe/${link}`);
    expect(first.text).toContain(`Book your service: http://workshop.test/booking?reminder=${link}`);
    // Due by km as well: the mail names both, whichever comes first, and the km in its facts.
    expect(first.text).toContain('your Toyota Corolla is due for its next service on Saturday 20 March 2027 or at 65,000 km, whichever comes first.');
    expect(first.text).toMatch(/^Or at:?\s+65,000 km$/m);

    const prefill = await t.rest('GET', `/api/reminders/${link}/booking`);
    expect(prefill.status).toBe(200);
    expect(prefill.body).toEqual({
      fullName: 'Sam Owner',
      email: 'owner@example.com',
      phone: '0412 000 111',
      vehicleMake: 'Toyota',
      vehicleModel: 'Corolla',
      vehicleYear: null,
      registration: 'ABC123',
      serviceType: 'Logbook Servicing',
    });

    t.clock.set('2027-03-19T13:00:00Z'); // Sat 20 Mar 00:00 AEDT: the due date
    expect((await run(t)).serviceReminders).toBe(1);
    expect((await run(t)).serviceReminders).toBe(0);
    await t.smtp!.waitFor((m) => m.subject === 'Your Toyota Corolla (ABC123) is due for a service today');

    t.clock.set('2027-05-19T13:00:00Z'); // 60 days after: the link still works that day
    expect((await t.rest('GET', `/api/reminders/${link}/booking`)).status).toBe(200);
    t.clock.set('2027-05-20T13:00:00Z'); // 61 days after
    const expired = await t.rest('GET', `/api/reminders/${link}/booking`);
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe('This link is not valid any more. Please choose a time on the booking form, or call us.');
    expect((await t.rest('GET', `/api/reminders/${'0'.repeat(64)}/booking`)).status).toBe(404);
    expect((await t.rest('GET', '/api/reminders/not-a-token/booking')).status).toBe(404);
  });

  it('skips the second reminder when the rego was booked since the first', async () => {
    const t = await server();
    t.clock.set('2027-03-01T01:00:00Z');
    await vehicleDue(t, 'BKD456', 'booker@example.com', '2027-03-10');
    expect((await run(t)).serviceReminders).toBe(1);
    t.clock.set('2027-03-02T01:00:00Z');
    await book(t, { preferredDate: '2027-03-15', preferredTime: '09:00', registration: 'bkd 456', email: 'booker@example.com' });
    t.clock.set('2027-03-09T13:00:00Z'); // the due date
    expect((await run(t)).serviceReminders).toBe(0);
    expect(await reminders(t, 'service_final')).toEqual([{ subject_key: 'BKD456', due_on: '2027-03-10', status: 'skipped', skip_reason: 'booked_already' }]);
  });

  it('is set 12 months after a job card is invoiced, and staff can change or stop it', async () => {
    const t = await server();
    const admin = asAdmin(t, await signIn(t));
    const card = await createCard(admin, { carRego: 'JOB 789' });
    expect((await admin.rest('GET', '/api/admin/vehicles/JOB789')).body.nextServiceDue).toBeNull();
    const invoiced = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { finalItems: [{ description: 'Logbook service', quantity: 1, estimateCost: 289 }] });
    expect(invoiced.status, JSON.stringify(invoiced.body)).toBe(200);
    const issuedOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
    const [y, m, d] = issuedOn.split('-').map(Number);
    const expected = new Date(Date.UTC(y + 1, m - 1, Math.min(d, new Date(Date.UTC(y + 1, m, 0)).getUTCDate()))).toISOString().slice(0, 10);
    expect((await admin.rest('GET', '/api/admin/vehicles/JOB789')).body.nextServiceDue).toBe(expected);

    const moved = await admin.rest('PATCH', '/api/admin/vehicles/job789', { nextServiceDue: '2030-01-31' });
    expect(moved.status).toBe(200);
    expect(moved.body.nextServiceDue).toBe('2030-01-31');
    for (const [value, message] of [
      ['2020-01-01', 'The next service date cannot be in the past.'],
      ['2027-02-30', 'The next service date must be a date (yyyy-MM-dd).'],
      [42, 'The next service date must be a date (yyyy-MM-dd).'],
    ] as const) {
      const bad = await admin.rest('PATCH', '/api/admin/vehicles/JOB789', { nextServiceDue: value });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(message);
    }
    expect((await admin.rest('PATCH', '/api/admin/vehicles/JOB789', { nextServiceDue: null })).body.nextServiceDue).toBeNull();
  });
});

describe('unsubscribing', { timeout: SERVER_TEST_MS }, () => {
  it('one click stops service reminders and review requests to that customer; appointment reminders still go; staff see and change it', async () => {
    const t = await server({ REVIEW_URL: 'https://g.page/r/truganina/review' });
    t.clock.set('2027-03-01T01:00:00Z');
    await vehicleDue(t, 'UNS111', 'leaving@example.com', '2027-03-10');
    expect((await run(t)).serviceReminders).toBe(1);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('leaving@example.com') && (m.subject?.includes('due for a service') ?? false));
    const link = token(mail);
    expect(mail.text).toContain(`Unsubscribe: http://workshop.test/unsubscribe/${link}`);
    // No km known: the date alone.
    expect(mail.text).toContain('your Toyota Corolla is due for its next service on Wednesday 10 March 2027.');
    expect(mail.text).not.toMatch(/^Or at/m);

    expect((await t.rest('GET', `/api/unsubscribe/${link}`)).body).toEqual({ email: 'l•••@example.com', unsubscribed: false });
    // As a mailbox provider sends it (RFC 8058): a form body.
    const res = await fetch(`${t.url}/api/unsubscribe/${link}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(
      'You are unsubscribed: we will send you no more service, registration or recommended-work reminders, or review requests. Emails about your bookings, quotes and invoices still come.',
    );
    expect((await t.rest('POST', `/api/unsubscribe/${link}`)).status).toBe(200); // twice is once
    expect((await t.rest('GET', `/api/unsubscribe/${link}`)).body.unsubscribed).toBe(true);
    expect((await t.rest('POST', `/api/unsubscribe/${'f'.repeat(64)}`)).status).toBe(404);

    t.clock.set('2027-03-09T13:00:00Z');
    expect((await run(t)).serviceReminders).toBe(0);
    expect(await reminders(t, 'service_final')).toEqual([{ subject_key: 'UNS111', due_on: '2027-03-10', status: 'skipped', skip_reason: 'unsubscribed' }]);

    const [{ customer_id: customerId }] = await sql(t, "select customer_id from vehicle where rego_key = 'UNS111'");
    t.clock.reset();
    const admin = asAdmin(t, await signIn(t));
    expect((await admin.rest('GET', `/api/admin/customers/${customerId}`)).body.marketingOptOut).toBe(true);
    const back = await admin.rest('PATCH', `/api/admin/customers/${customerId}`, { marketingOptOut: false });
    expect(back.body.marketingOptOut).toBe(false);
    expect((await admin.rest('PATCH', `/api/admin/customers/${customerId}`, { marketingOptOut: 'yes' })).status).toBe(400);
  });
});

describe('review requests', { timeout: SERVER_TEST_MS }, () => {
  it('go 2 days after an invoice is paid, at most one per customer per 180 days, and never without REVIEW_URL', async () => {
    const t = await server({ REVIEW_URL: 'https://g.page/r/truganina/review' });
    const paid = async (target: TestServer, email: string, at: string) => {
      const admin = asAdmin(target, await signIn(target));
      const res = await admin.rest('POST', '/api/admin/generate-invoice', { customerEmail: email, customerName: 'Rae View', carRego: 'REV1', phoneNumber: '0412 555 666', invoiceItems: [{ description: 'Oil', quantity: 1, unitPrice: 80 }], gstPercentage: 10 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect((await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${res.body.invoice.invoiceNumber}`)).status).toBe(200);
      await sql(target, 'update invoice set paid_at = ? where invoice_number = ?', [at, res.body.invoice.invoiceNumber]);
    };
    await paid(t, 'rae@example.com', '2027-06-01T02:00:00Z'); // Tue 1 Jun, 12:00 AEST
    await paid(t, 'rae@example.com', '2027-06-01T03:00:00Z');
    t.clock.set('2027-06-02T13:59:00Z'); // Wed 2 Jun 23:59: one day after
    expect((await run(t)).reviewRequests).toBe(0);
    t.clock.set('2027-06-02T14:00:00Z'); // Thu 3 Jun 00:00: two days after
    expect((await run(t)).reviewRequests).toBe(1);
    expect((await run(t)).reviewRequests).toBe(0);
    const rows = await reminders(t, 'review');
    expect(rows.map((r) => [r.status, r.skip_reason])).toEqual([['sent', null], ['skipped', 'asked_recently']]);
    const mail = await t.smtp!.waitFor((m) => m.subject === 'How did we do? A quick review for Truganina Auto Care');
    expect(mail.text).toContain('Leave a review: https://g.page/r/truganina/review');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    const quiet = await server();
    await paid(quiet, 'q@example.com', '2027-06-01T02:00:00Z');
    quiet.clock.set('2027-06-02T14:00:00Z');
    expect((await run(quiet)).reviewRequests).toBe(0);
    expect(await reminders(quiet, 'review')).toEqual([]);
  });
});

describe('exactly once', { timeout: SERVER_TEST_MS }, () => {
  it('a run that fails half way commits nothing; the next run sends every reminder once', async () => {
    const t = await server();
    t.clock.set('2027-03-01T01:00:00Z');
    for (let i = 0; i < 3; i++) await vehicleDue(t, `ONCE${i}`, `once${i}@example.com`, '2027-03-10');
    await book(t, { preferredDate: '2027-03-02', preferredTime: '11:00' });
    // The service reminders' statement fails (as a crash would end it) after the appointment reminder was written.
    await sql(t, `create or replace function fail_service() returns trigger language plpgsql as $$ begin raise exception 'crash'; end $$`);
    await sql(t, `create trigger fail_service before insert on reminder for each row when (new.kind = 'service_due') execute function fail_service()`);
    await expect(run(t)).rejects.toThrow(/crash/);
    expect(await sql(t, 'select count(*)::int as n from reminder')).toEqual([{ n: 0 }]);
    expect(await sql(t, "select count(*)::int as n from outbox_message where template like 'reminder.%'")).toEqual([{ n: 0 }]);
    await sql(t, 'drop trigger fail_service on reminder');
    expect(await run(t)).toEqual({ appointmentReminders: 1, serviceReminders: 3, regoReminders: 0, reviewRequests: 0, recommendedWorkFollowUps: 0 });
    expect(await run(t)).toEqual({ appointmentReminders: 0, serviceReminders: 0, regoReminders: 0, reviewRequests: 0, recommendedWorkFollowUps: 0 });
    const [{ n }] = await sql(t, "select count(*)::int as n from outbox_message where template like 'reminder.%'");
    expect(n).toBe(4);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('two instances running at once send one email per reminder, and one of them makes each scheduled slot', async () => {
    const a = await server();
    const b = await server({}, a.databaseUrl!);
    a.clock.set('2027-03-01T01:00:00Z');
    b.clock.set('2027-03-01T01:00:00Z');
    for (let i = 0; i < 20; i++) await vehicleDue(a, `TWO${i}`, `two${i}@example.com`, '2027-03-10');
    const [x, y] = await Promise.all([run(a), run(b)]);
    expect(x.serviceReminders + y.serviceReminders).toBe(20);
    const slot = new Date('2027-03-01T01:15:00Z');
    const made = await Promise.all([a.app.services.reminders.scheduled(slot), b.app.services.reminders.scheduled(slot)]);
    expect(made.filter(Boolean)).toHaveLength(1);
    const sent = () => [...a.smtp!.messages, ...b.smtp!.messages].filter((m) => m.subject?.includes('due for a service')).flatMap(recipients);
    await waitFor(() => sent().length >= 20, { timeoutMs: 20_000, what: 'the 20 service reminders to be sent' });
    // And no more than one each: a second of quiet on purpose, for a duplicate to show up.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sent().sort()).toEqual(Array.from({ length: 20 }, (_, i) => `two${i}@example.com`).sort());
  });
});
