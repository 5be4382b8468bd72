/**
 * Overdue invoice reminders on a real database with a controlled clock: one email per invoice at
 * each of the owner's steps (days after the due date), exactly once whatever the runs, only the
 * latest step for an invoice found past several, none once the invoice is paid or voided; the
 * owner's wording with its placeholders filled in; the setting checked over REST and GraphQL.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { recipients } from '../smtp-sink.js';
import { accountCustomer, invoiceOn, paymentOn, sql, voidOn } from './accounts-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

/** The overdue reminders `email` was sent (of `invoice` only, when named: the customer's first invoice, made today, comes due too). */
const overdueMails = (email: string, invoice?: string) =>
  t.smtp!.messages.filter((m) => recipients(m).includes(email) && m.subject?.startsWith('Reminder: invoice') && (!invoice || m.subject.includes(invoice)));
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/** The overdue run with the clock at noon (Melbourne) on `day`; the clock back to real time after. */
async function runOn(day: string): Promise<number> {
  t.clock.set(`${day}T01:00:00Z`);
  try {
    return await t.app.services.accounts.runOverdue();
  } finally {
    t.clock.reset();
  }
}

describe('overdue reminders', () => {
  it('go at the set days, once each, in the owner’s wording, and stop when the invoice is paid', async () => {
    const saved = await admin.rest('PUT', '/api/admin/settings/overdue-reminders', {
      days: [14, 7, 30, 7],
      wording: 'Dear {name},\n\n{invoice} ({po}) for {total} was due on {dueDate}: {amount} is still owing, {days} days on.\n\nThanks,\n{business}',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Overdue reminders saved.', days: [7, 14, 30], savedBy: 'admin' });

    const email = 'overdue.paid@example.com';
    // Their accounts payable gets the reminders too; the driver does not.
    const payables = 'payables@laverton-taxis.example';
    await accountCustomer(admin, email, {
      company: 'Laverton Taxis',
      accountTerms: { days: 14 },
      contacts: [
        { name: 'Ari Payables', role: 'Accounts payable', email: payables, accounts: true },
        { name: 'Dev Driver', email: 'driver@laverton-taxis.example' },
      ],
    });
    const invoice = await invoiceOn(t, admin, email, 200, '2026-10-30T02:00:00Z', '2026-11-13'); // $220.00
    await paymentOn(t, admin, invoice, 20, '2026-11-01');

    expect(await runOn('2026-11-19')).toBe(0); // 6 days overdue
    await settle();
    expect(overdueMails(email)).toHaveLength(0);

    await runOn('2026-11-20'); // 7 days overdue
    await runOn('2026-11-20');
    await runOn('2026-11-23');
    const first = await t.smtp!.waitFor((m) => recipients(m).includes(email) && Boolean(m.subject?.startsWith('Reminder: invoice')));
    expect(first.subject).toBe(`Reminder: invoice ${invoice} from Truganina Auto Care is overdue`);
    expect(first.text).toContain(`Dear Dana Fleet,`);
    expect(first.text).toContain(`${invoice} (PO-1) for $220.00 was due on Friday 13 November 2026: $200.00 is still owing, 7 days on.`);
    expect(first.text).toContain('Truganina Auto Care');
    const copy = await t.smtp!.waitFor((m) => recipients(m).includes(payables) && Boolean(m.subject?.startsWith('Reminder: invoice')));
    expect(copy.text).toBe(first.text);
    await settle();
    expect(overdueMails(email)).toHaveLength(1);
    expect(overdueMails(payables)).toHaveLength(1);
    expect(overdueMails('driver@laverton-taxis.example')).toHaveLength(0);

    await runOn('2026-11-27'); // 14 days: the second step
    // Waited for as it arrives (each step now mails the customer and their accounts contact), then counted.
    await t.smtp!.waitFor((m) => recipients(m).includes(email) && Boolean(m.text?.includes('14 days on')));
    await settle();
    expect(overdueMails(email)).toHaveLength(2);
    expect(overdueMails(email)[1]!.text).toContain('14 days on');

    // Paid in full: the 30-day step never goes.
    expect((await admin.rest('POST', `/api/admin/invoices/${invoice}/payments`, { amount: 200, method: 'eftpos' })).status).toBe(201);
    await runOn('2026-12-13');
    await runOn('2026-12-20');
    await settle();
    expect(overdueMails(email, invoice)).toHaveLength(2);
    const rows = await sql(t, 'select r.step_days from overdue_reminder r join invoice i on i._id = r.invoice_id where i.invoice_number = ? order by r.step_days', [invoice]);
    expect(rows.map((r) => r.step_days)).toEqual([7, 14]);
  });

  it('sends only the latest step to an invoice found past several, and none for a voided one', async () => {
    const email = 'overdue.late@example.com';
    await accountCustomer(admin, email, { company: 'Derrimut Freight', accountTerms: { days: 30, endOfMonth: true } });
    const late = await invoiceOn(t, admin, email, 100, '2026-08-20T02:00:00Z', '2026-09-30');
    const voided = await invoiceOn(t, admin, email, 100, '2026-08-21T02:00:00Z', '2026-09-30');
    await voidOn(t, admin, voided, '2026-09-01T02:00:00Z');

    await runOn('2026-11-20'); // 51 days past due: only the 30-day step
    await runOn('2026-11-21');
    await t.smtp!.waitFor((m) => recipients(m).includes(email) && Boolean(m.subject?.startsWith(`Reminder: invoice ${late}`)));
    await settle();
    const mails = overdueMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(late);
    expect(mails[0]!.text).toContain('51 days');
    const rows = await sql(t, 'select i.invoice_number, r.step_days from overdue_reminder r join invoice i on i._id = r.invoice_id where i.invoice_number in (?, ?)', [late, voided]);
    expect(rows).toEqual([{ invoice_number: late, step_days: 30 }]);
  });

  it('refuses a bad setting with a clear message (REST and GraphQL), and turns reminders off with no days', async () => {
    const badDays = await admin.rest('PUT', '/api/admin/settings/overdue-reminders', { days: [0, 400], wording: 'Hi {name}' });
    expect(badDays.status).toBe(400);
    expect(badDays.body.message).toBe('Overdue reminder days must be a list of up to 5 whole numbers from 1 to 365.');
    const badWording = await admin.rest('PUT', '/api/admin/settings/overdue-reminders', { days: [7], wording: 'Hi {firstName}' });
    expect(badWording.status).toBe(400);
    expect(badWording.body.message).toMatch(/^Unknown placeholder \{firstName\}/);
    const viaGraphql = await admin.gql('mutation { updateOverdueReminderSettings(input: { days: [7], wording: "" }) { days } }');
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const off = await admin.gql('mutation { updateOverdueReminderSettings(input: { days: [], wording: "Hi {name}" }) { days wording savedBy } }');
    expect(off.errors).toBeUndefined();
    expect(off.data.updateOverdueReminderSettings).toEqual({ days: [], wording: 'Hi {name}', savedBy: 'admin' });
    expect(await runOn('2026-12-31')).toBe(0);
    expect((await admin.rest('GET', '/api/admin/settings/overdue-reminders')).body).toMatchObject({ days: [], wording: 'Hi {name}' });
  });

  it('go on the schedule from 9 AM only, by one instance per slot', async () => {
    const on = await admin.rest('PUT', '/api/admin/settings/overdue-reminders', { days: [7], wording: 'Hi {name}, {invoice} is {days} days overdue.' });
    expect(on.status).toBe(200);
    const email = 'overdue.morning@example.com';
    await accountCustomer(admin, email, { company: 'Point Cook Plumbing', accountTerms: { days: 14 } });
    const invoice = await invoiceOn(t, admin, email, 100, '2026-10-30T02:00:00Z', '2026-11-13');
    const accounts = t.app.services.accounts;
    try {
      t.clock.set('2026-11-19T20:30:00Z'); // 7:30 AM on Friday 20 November in Melbourne
      await accounts.scheduled(new Date('2026-11-19T20:30:00Z'));
      t.clock.set('2026-11-19T22:15:00Z'); // 9:15 AM
      const slot = new Date('2026-11-19T22:15:00Z');
      await Promise.all([accounts.scheduled(slot), accounts.scheduled(slot)]);
    } finally {
      t.clock.reset();
    }
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email) && Boolean(m.subject?.startsWith(`Reminder: invoice ${invoice}`)));
    expect(mail.text).toContain(`Hi Dana Fleet, ${invoice} is 7 days overdue.`);
    await settle();
    expect(overdueMails(email, invoice)).toHaveLength(1);
    const rows = await sql(t, 'select r.step_days, r.created_at from overdue_reminder r join invoice i on i._id = r.invoice_id where i.invoice_number = ?', [invoice]);
    expect(rows.map((r) => [r.step_days, new Date(r.created_at).toISOString()])).toEqual([[7, '2026-11-19T22:15:00.000Z']]);
  });
});
