/**
 * The Reminders page's preview says why a reminder will not go before the run decides it, with the
 * run's own rules: booked already, unsubscribed, no email address (a booking taken by phone). What
 * the preview says of each reminder due today is what the run then records.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { invoicedOwner } from '../invoices/invoices-factory.js';
import { addDays } from '../../src/shared/time.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false, env: { APPOINTMENT_REMINDER_HOURS: '168', PUBLIC_RATE_LIMIT: '1000' } });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
/** A day 2 to 4 days ahead that is not a Sunday: inside a 168-hour reminder window. */
const soonWeekday = (ahead: number) => {
  const day = addDays(today(), ahead);
  return new Date(`${day}T12:00:00Z`).getUTCDay() === 0 ? addDays(day, 1) : day;
};

const invoiceOwner = (rego: string, email: string) => invoicedOwner(t, admin, rego, email, '0412 000 333');

const dueIn = async (rego: string, days: number) => expect((await admin.rest('PATCH', `/api/admin/vehicles/${rego}`, { nextServiceDue: addDays(today(), days) })).status).toBe(200);

describe('the reminders preview', { timeout: 60_000 }, () => {
  it('names the reasons the run then records: booked already, unsubscribed, no email', async () => {
    // Booked already: its service is due and the rego has a booking ahead.
    await invoiceOwner('PRV1', 'prv1@example.com');
    await dueIn('PRV1', 5);
    const booked = await admin.rest('POST', '/api/admin/appointments', {
      fullName: 'Owner of PRV1', email: 'prv1@example.com', registration: 'PRV1', serviceType: 'Logbook Servicing', preferredDate: soonWeekday(3), preferredTime: '11:00', sendConfirmation: false,
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    // Unsubscribed.
    const quiet = await invoiceOwner('PRV2', 'prv2@example.com');
    expect((await admin.rest('PATCH', `/api/admin/customers/${quiet}`, { marketingOptOut: true })).status).toBe(200);
    await dueIn('PRV2', 5);
    // No email: a booking taken by phone (its appointment reminder; its owner's service reminder is booked already).
    const phoned = await admin.rest('POST', '/api/admin/appointments', {
      fullName: 'Phone Only', phone: '9123 7777', registration: 'PRV3', serviceType: 'Logbook Servicing', preferredDate: soonWeekday(2), preferredTime: '10:00',
    });
    expect(phoned.status, JSON.stringify(phoned.body)).toBe(201);
    await dueIn('PRV3', 5);
    // Sent.
    await invoiceOwner('PRV4', 'prv4@example.com');
    await dueIn('PRV4', 5);

    const due = (await admin.rest('GET', '/api/admin/reminders?status=due')).body as Array<{ kind: string; regoKey: string | null; sendOn: string; willSkip: string | null }>;
    const mine = due.filter((d) => d.regoKey?.startsWith('PRV') && d.sendOn === today());
    const preview = Object.fromEntries(mine.map((d) => [`${d.kind} ${d.regoKey}`, d.willSkip]));
    expect(preview).toEqual({
      'appointment PRV1': null,
      'appointment PRV3': 'no_email',
      'service_due PRV1': 'booked_already',
      'service_due PRV2': 'unsubscribed',
      // Booked already (the phone booking above) comes before no email: a customer without an address may still be reminded by text.
      'service_due PRV3': 'booked_already',
      'service_due PRV4': null,
    });
    const gql = await admin.gql('{ dueReminders { kind regoKey willSkip } }');
    expect(gql.data.dueReminders.find((d: { kind: string; regoKey: string }) => d.kind === 'service_due' && d.regoKey === 'PRV1').willSkip).toBe('booked_already');

    expect((await admin.rest('POST', '/api/admin/reminders/run')).status).toBe(200);
    const decided: Record<string, string | null> = {};
    for (const status of ['sent', 'skipped']) {
      const rows = (await admin.rest('GET', `/api/admin/reminders?status=${status}`)).body as Array<{ kind: string; regoKey: string | null; skipReason: string | null }>;
      for (const r of rows) if (r.regoKey?.startsWith('PRV')) decided[`${r.kind} ${r.regoKey}`] = r.skipReason ?? null;
    }
    expect(decided).toEqual(preview);
  });
});
