/**
 * What staff see of reminders, over REST and GraphQL: the due list (30 days), the sent list with
 * each email's delivery, the skipped list with reasons, a run on demand, and each customer's and
 * vehicle's next and last reminders; a merge keeps an unsubscribe and moves the reminders.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { invoicedOwner } from '../invoices/invoices-factory.js';
import { waitFor } from '../wait-for.js';
import { addDays } from '../../src/shared/time.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: { REVIEW_URL: 'https://g.page/r/truganina/review' } });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
const sql = (text: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<Array<Record<string, any>>>(text, params);

const owner = (rego: string, email: string) => invoicedOwner(t, admin, rego, email, '0412 000 222');

describe('the Reminders page’s lists', { timeout: 60_000 }, () => {
  it('shows what is due, runs on demand, then lists the sent ones with their delivery and the skipped ones with why', async () => {
    const soon = await owner('DUE1', 'due1@example.com');
    await owner('LATER2', 'later2@example.com');
    const quiet = await owner('QUIET3', 'quiet3@example.com');
    expect((await admin.rest('PATCH', `/api/admin/customers/${quiet}`, { marketingOptOut: true })).status).toBe(200);
    for (const [rego, days] of [['DUE1', 10], ['LATER2', 40], ['QUIET3', 5]] as const) {
      expect((await admin.rest('PATCH', `/api/admin/vehicles/${rego}`, { nextServiceDue: addDays(today(), days) })).status).toBe(200);
    }

    const due = await admin.rest('GET', '/api/admin/reminders?status=due');
    expect(due.status).toBe(200);
    const service = due.body.filter((d: any) => d.kind === 'service_due');
    expect(service.map((d: any) => [d.regoKey, d.sendOn, d.willSkip])).toEqual([
      ['QUIET3', today(), 'unsubscribed'],
      ['DUE1', today(), null],
      ['LATER2', addDays(today(), 26)],
    ].map(([r, s, w]) => [r, s, w ?? null]));
    expect(service[1]).toMatchObject({ customerId: soon, customerName: 'Owner of DUE1', email: 'due1@example.com', dueOn: addDays(today(), 10) });

    const gql = await admin.gql('{ dueReminders { kind sendOn regoKey willSkip } }');
    expect(gql.data.dueReminders.filter((d: any) => d.kind === 'service_due')).toHaveLength(3);

    const ran = await admin.gql('mutation { runReminders { appointmentReminders serviceReminders reviewRequests } }');
    expect(ran.data.runReminders).toEqual({ appointmentReminders: 0, serviceReminders: 1, reviewRequests: 0 });
    expect((await admin.rest('POST', '/api/admin/reminders/run')).body).toEqual({ appointmentReminders: 0, serviceReminders: 0, regoReminders: 0, reviewRequests: 0, recommendedWorkFollowUps: 0 });

    await t.smtp!.waitFor((m) => m.subject === 'Your DUE1 is due for a service');
    let sent: any[] = [];
    await waitFor(
      async () => {
        sent = (await admin.rest('GET', '/api/admin/reminders?status=sent')).body;
        return sent[0]?.delivery === 'sent';
      },
      { what: 'the reminder to be recorded as delivered' },
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'service_due', status: 'sent', regoKey: 'DUE1', email: 'due1@example.com', customerName: 'Owner of DUE1', delivery: 'sent', deliveryError: null });
    expect(Date.parse(sent[0].deliveredAt)).not.toBeNaN();

    const skipped = await admin.gql('{ reminders(status: skipped) { items { kind regoKey skipReason delivery } nextCursor } }');
    expect(skipped.data.reminders).toEqual({ items: [{ kind: 'service_due', regoKey: 'QUIET3', skipReason: 'unsubscribed', delivery: null }], nextCursor: null });
    expect((await admin.rest('GET', '/api/admin/reminders?status=nope')).status).toBe(400);
    expect((await admin.rest('GET', '/api/admin/reminders?status=sent&status=due')).status).toBe(400);

    const dueNow = (await admin.rest('GET', '/api/admin/reminders?status=due')).body.filter((d: any) => d.kind.startsWith('service'));
    expect(dueNow.map((d: any) => [d.kind, d.regoKey, d.sendOn])).toEqual([
      ['service_final', 'DUE1', addDays(today(), 10)],
      ['service_due', 'LATER2', addDays(today(), 26)],
    ]);
  });

  it('pages the sent list newest first', async () => {
    for (let i = 0; i < 5; i++) {
      await owner(`PAGE${i}`, `page${i}@example.com`);
      await sql('update vehicle set next_service_due = ? where rego_key = ?', [addDays(today(), 3), `PAGE${i}`]);
    }
    await admin.rest('POST', '/api/admin/reminders/run');
    const first = await admin.gql('{ reminders(status: sent, limit: 3) { items { id regoKey } nextCursor } }');
    expect(first.data.reminders.items).toHaveLength(3);
    const rest = await admin.gql('query($after: String) { reminders(status: sent, limit: 100, after: $after) { items { id } nextCursor } }', { after: first.data.reminders.nextCursor });
    const ids = [...first.data.reminders.items, ...rest.data.reminders.items].map((r: any) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(5);
    const rows = await sql("select id::text from reminder where status = 'sent' order by created_at desc, id desc");
    expect(ids).toEqual(rows.map((r) => r.id));
  });
});

describe('a customer’s and a vehicle’s reminders', { timeout: 60_000 }, () => {
  it('show the next one and the last ones, over GraphQL and REST', async () => {
    const id = await owner('MINE1', 'mine@example.com');
    await sql('update vehicle set next_service_due = ? where rego_key = ?', [addDays(today(), 2), 'MINE1']);
    await admin.rest('POST', '/api/admin/reminders/run');
    const view = await admin.gql(`{ customer(id: "${id}") { customer { marketingOptOut } reminders { next { kind sendOn } recent { kind regoKey status } } } }`);
    expect(view.data.customer).toEqual({
      customer: { marketingOptOut: false },
      reminders: { next: { kind: 'service_final', sendOn: addDays(today(), 2) }, recent: [{ kind: 'service_due', regoKey: 'MINE1', status: 'sent' }] },
    });
    const vehicle = await admin.gql('{ vehicle(rego: "mine 1") { vehicle { nextServiceDue } reminders { next { kind } recent { kind } } } }');
    expect(vehicle.data.vehicle).toEqual({ vehicle: { nextServiceDue: addDays(today(), 2) }, reminders: { next: { kind: 'service_final' }, recent: [{ kind: 'service_due' }] } });
    expect((await admin.rest('GET', '/api/admin/vehicles/mine1/reminders')).body.recent).toHaveLength(1);
    expect((await admin.rest('GET', `/api/admin/customers/${id}/reminders`)).body.next).toMatchObject({ kind: 'service_final' });
  });

  it('a merge moves the reminders and keeps the person unsubscribed', async () => {
    const keep = await owner('MRG1', 'keep@example.com');
    const gone = await owner('MRG2', 'gone@example.com');
    await sql('update vehicle set next_service_due = ? where rego_key = ?', [addDays(today(), 1), 'MRG2']);
    await admin.rest('POST', '/api/admin/reminders/run');
    expect((await admin.rest('PATCH', `/api/admin/customers/${gone}`, { marketingOptOut: true })).body.marketingOptOut).toBe(true);
    const merged = await admin.rest('POST', `/api/admin/customers/${keep}/merge`, { otherId: gone });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.marketingOptOut).toBe(true);
    expect((await admin.rest('GET', `/api/admin/customers/${keep}/reminders`)).body.recent.map((r: any) => r.regoKey)).toEqual(['MRG2']);
  });
});
