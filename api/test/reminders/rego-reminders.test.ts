/**
 * Registration reminders on a real database with a controlled clock: the expiry date from the
 * admin vehicle page and the booking form (checked), the reminder REGO_REMINDER days before it
 * exactly once (two runs, two instances), again for a renewed expiry, none to an unsubscribed
 * owner, none when the setting is 0.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { waitFor } from '../wait-for.js';

const SERVER_TEST_MS = 120_000;

const servers: TestServer[] = [];
afterEach(async () => {
  for (const t of servers.splice(0).reverse()) await t.close();
});

async function server(databaseUrl?: string): Promise<TestServer> {
  const t = await startTestServer({ env: { ...CONFIGURED_WORKSHOP }, ...(databaseUrl ? { databaseUrl } : {}) });
  servers.push(t);
  return t;
}

const sql = (t: TestServer, text: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<Array<Record<string, any>>>(text, params);
const run = (t: TestServer) => t.app.services.reminders.run();
const regoReminders = (t: TestServer) => sql(t, "select subject_key, due_on::text as due_on, status, skip_reason from reminder where kind = 'rego_due' order by id");
const regoMails = (t: TestServer) => t.smtp!.messages.filter((m) => m.subject?.startsWith('Registration due'));

/** The workshop day `days` from today (real time), yyyy-MM-dd. */
function dayFromToday(days: number): string {
  const melbourne = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
  const d = new Date(`${melbourne}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A vehicle and its owner (made by the database from an invoice), its registration expiring on `expiry`. */
async function vehicleExpiring(t: TestServer, rego: string, email: string, expiry: string): Promise<void> {
  const clock = t.clock.now();
  t.clock.reset(); // signed in and invoiced now (a token signed at a test time would be expired in real time)
  const admin = asAdmin(t, await signIn(t));
  const res = await admin.rest('POST', '/api/admin/generate-invoice', {
    customerEmail: email,
    customerName: 'Robin Owner',
    carRego: rego,
    phoneNumber: '0412 000 222',
    invoiceItems: [{ description: 'Wiper blades', quantity: 1, unitPrice: 40 }],
    gstPercentage: 10,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await sql(t, "update vehicle set registration_expiry = ?, make = 'Mazda', model = 'CX-5' where rego_key = ?", [expiry, rego]);
  t.clock.set(clock.toISOString());
}

describe('the registration reminder', { timeout: SERVER_TEST_MS }, () => {
  it('goes once, 14 days before the expiry, with the booking link for a roadworthy; a renewed registration is reminded again', async () => {
    const t = await server();
    t.clock.set('2027-03-01T01:00:00Z'); // Mon 1 Mar, 12:00 AEDT: 15 days before
    await vehicleExpiring(t, 'REG140', 'robin@example.com', '2027-03-16');
    expect((await run(t)).regoReminders).toBe(0);
    // The Reminders page's due list shows it coming, on the day it will go.
    const due = await t.app.services.reminders.due(t.app.db.orm.em.fork());
    expect(due.filter((d) => d.kind === 'rego_due')).toMatchObject([{ regoKey: 'REG140', sendOn: '2027-03-02', dueOn: '2027-03-16', customerName: 'Robin Owner', willSkip: null }]);

    t.clock.set('2027-03-02T01:00:00Z'); // 14 days before
    expect(await run(t)).toEqual({ appointmentReminders: 0, serviceReminders: 0, regoReminders: 1, reviewRequests: 0, recommendedWorkFollowUps: 0 });
    expect((await run(t)).regoReminders).toBe(0);
    t.clock.set('2027-03-03T01:00:00Z');
    expect((await run(t)).regoReminders).toBe(0);

    const mail = await t.smtp!.waitFor((m) => m.subject?.startsWith('Registration due') ?? false);
    expect(mail.subject).toBe('Registration due for REG140 on 16 March 2027');
    expect(recipients(mail)).toEqual(['robin@example.com']);
    expect(mail.text).toContain('the registration of your Mazda CX-5 (REG140) is due on Tuesday 16 March 2027');
    expect(mail.text).toContain('roadworthy certificate');
    const link = /booking\?reminder=([0-9a-f]{64})/.exec(mail.text ?? '')![1];
    expect(mail.text).toContain(`Unsubscribe: http://workshop.test/unsubscribe/${link}`);
    const prefill = await t.rest('GET', `/api/reminders/${link}/booking`);
    expect(prefill.status).toBe(200);
    expect(prefill.body).toMatchObject({ registration: 'REG140', vehicleMake: 'Mazda', serviceType: 'Roadworthy Certificate' });

    // Renewed for a year: a new date, a new reminder 14 days before it.
    await sql(t, "update vehicle set registration_expiry = '2028-03-16' where rego_key = 'REG140'");
    t.clock.set('2028-03-02T01:00:00Z');
    expect((await run(t)).regoReminders).toBe(1);
    expect((await run(t)).regoReminders).toBe(0);
    expect(await regoReminders(t)).toEqual([
      { subject_key: 'REG140', due_on: '2027-03-16', status: 'sent', skip_reason: null },
      { subject_key: 'REG140', due_on: '2028-03-16', status: 'sent', skip_reason: null },
    ]);
    await waitFor(() => regoMails(t).length >= 2, { timeoutMs: 10_000, what: 'the second registration reminder' });
    expect(regoMails(t).map((m) => m.subject)).toEqual(['Registration due for REG140 on 16 March 2027', 'Registration due for REG140 on 16 March 2028']);
  });

  it('is not sent to an owner who unsubscribed (it offers a roadworthy or a service: marketing)', async () => {
    const t = await server();
    t.clock.set('2027-03-02T01:00:00Z');
    await vehicleExpiring(t, 'OPT555', 'optout@example.com', '2027-03-16');
    await sql(t, "update customer set marketing_opt_out_at = now() where email = 'optout@example.com'");
    expect((await run(t)).regoReminders).toBe(0);
    expect(await regoReminders(t)).toEqual([{ subject_key: 'OPT555', due_on: '2027-03-16', status: 'skipped', skip_reason: 'unsubscribed' }]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(regoMails(t)).toHaveLength(0);
  });

  it('follows the setting: 0 sends none, other days move the day it goes; a wrong value is refused', async () => {
    const t = await server();
    const admin = asAdmin(t, await signIn(t));
    expect((await admin.rest('GET', '/api/admin/settings/rego-reminders')).body).toMatchObject({ regoReminderDays: 14, savedAt: null });
    const wrong = await admin.rest('PUT', '/api/admin/settings/rego-reminders', { regoReminderDays: 91 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Registration reminder days must be a whole number from 0 to 90 (0 turns them off).');
    const off = await admin.rest('PUT', '/api/admin/settings/rego-reminders', { regoReminderDays: 0 });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ message: 'Registration reminders saved.', regoReminderDays: 0, savedBy: 'admin' });

    t.clock.set('2027-03-02T01:00:00Z');
    await vehicleExpiring(t, 'OFF000', 'off@example.com', '2027-03-16');
    expect((await run(t)).regoReminders).toBe(0);
    expect(await regoReminders(t)).toEqual([]);

    t.clock.reset();
    expect((await admin.gql('mutation { updateRegoReminderSettings(input: { regoReminderDays: 30 }) { regoReminderDays } }')).data).toEqual({ updateRegoReminderSettings: { regoReminderDays: 30 } });
    t.clock.set('2027-02-14T01:00:00Z'); // 30 days before
    expect((await run(t)).regoReminders).toBe(1);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('two instances running at once send one reminder per vehicle', async () => {
    const a = await server();
    const b = await server(a.databaseUrl!);
    a.clock.set('2027-03-02T01:00:00Z');
    b.clock.set('2027-03-02T01:00:00Z');
    for (let i = 0; i < 10; i++) await vehicleExpiring(a, `TWO${i}`, `two${i}@example.com`, '2027-03-16');
    const [x, y] = await Promise.all([run(a), run(b)]);
    expect(x.regoReminders + y.regoReminders).toBe(10);
    const [x2, y2] = await Promise.all([run(a), run(b)]);
    expect(x2.regoReminders + y2.regoReminders).toBe(0);
    const sent = () => [...regoMails(a), ...regoMails(b)].flatMap(recipients);
    await waitFor(() => sent().length >= 10, { timeoutMs: 20_000, what: 'the 10 registration reminders to be sent' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(sent().sort()).toEqual(Array.from({ length: 10 }, (_, i) => `two${i}@example.com`).sort());
  });
});

describe('the registration expiry', { timeout: SERVER_TEST_MS }, () => {
  it('from the booking form lands on the booked vehicle; a wrong date is refused and books nothing', async () => {
    const t = await server();
    const expiry = dayFromToday(200);
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ registration: 'bkx 901', registrationExpiry: expiry, email: 'booker@example.com' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const admin = asAdmin(t, await signIn(t));
    const vehicle = await admin.rest('GET', '/api/admin/vehicles/BKX901');
    expect(vehicle.status).toBe(200);
    expect(vehicle.body.registrationExpiry).toBe(expiry);

    const refused = async (registrationExpiry: unknown, message: string) => {
      const r = await t.rest('POST', '/api/appointments', appointmentRequest({ registration: 'BAD111', registrationExpiry }));
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.message).toBe(message);
    };
    await refused('2027-02-30', 'The registration expiry must be a date (yyyy-MM-dd).');
    await refused('16/03/2027', 'The registration expiry must be a date (yyyy-MM-dd).');
    await refused(dayFromToday(-2 * 366), 'The registration expiry cannot be more than 2 years in the past.');
    await refused(dayFromToday(3 * 366), 'The registration expiry cannot be more than 3 years ahead.');
    expect(await sql(t, "select count(*)::int as n from appointment where registration = 'BAD111'")).toEqual([{ n: 0 }]);

    // Without the field a booking keeps the date the vehicle has.
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ registration: 'BKX901' }))).status).toBe(201);
    expect((await admin.rest('GET', '/api/admin/vehicles/BKX901')).body.registrationExpiry).toBe(expiry);
  });

  it('is corrected on the admin vehicle page (REST and GraphQL), checked the same way, and cleared with null', async () => {
    const t = await server();
    await vehicleExpiring(t, 'EDT222', 'edit@example.com', dayFromToday(10));
    const admin = asAdmin(t, await signIn(t));
    const later = dayFromToday(365);
    const saved = await admin.rest('PATCH', '/api/admin/vehicles/edt 222', { registrationExpiry: later });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.registrationExpiry).toBe(later);
    const bad = await admin.rest('PATCH', '/api/admin/vehicles/EDT222', { registrationExpiry: dayFromToday(4 * 365) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('The registration expiry cannot be more than 3 years ahead.');
    const gql = await admin.gql('mutation { updateVehicle(rego: "EDT222", input: { registrationExpiry: null }) { registrationExpiry } }');
    expect(gql.data).toEqual({ updateVehicle: { registrationExpiry: null } });
  });
});
