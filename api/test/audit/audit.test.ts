/**
 * The audit trail: every audited change leaves exactly one row naming who (staff by account,
 * customers by address, the system), what, and the fields that matter before and after; a change
 * that rolls back leaves none; the database refuses to update, delete or truncate it; staff read it
 * newest first, filtered and paged (REST and GraphQL).
 */
import { describe, expect, it } from 'vitest';
import { ADMIN, signIn, withAdminServer, type Admin } from '../admin-session.js';
import { appointmentRequest, freeDay, freeSlot } from '../factories.js';
import type { TestServer } from '../harness.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';

let t: TestServer;
let admin: Admin;
withAdminServer(
  (server, signedIn) => {
    t = server;
    admin = signedIn;
  },
  { env: CONFIGURED_WORKSHOP },
);

type Row = { id: string; at: string; actor: { kind: string; id: string | null; name: string; ip: string | null }; action: string; entityType: string; entityId: string | null; summary: string; changes: Record<string, [unknown, unknown]> };

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute<T[]>(query, params);
const adminId = async () => (await sql<{ _id: string }>('SELECT _id FROM admin_user WHERE username = ?', [ADMIN.username]))[0]._id;

async function trailOf(entityType: string, entityId: string): Promise<Row[]> {
  const res = await admin.rest('GET', `/api/admin/audit?entityType=${entityType}&entityId=${encodeURIComponent(entityId)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Row[];
}

describe('the audit trail', () => {
  it('records staff changes with the member of staff, and the fields before and after', async () => {
    const staff = { kind: 'staff', id: await adminId(), name: ADMIN.username, ip: '127.0.0.1' };
    const day = freeDay();
    const blocked = await admin.rest('POST', '/api/admin/block-period', { startDate: day, startTime: '09:00', endDate: day, endTime: '12:00', reason: 'Hoist service' });
    expect(blocked.status).toBe(201);
    const id = (await sql<{ _id: string }>('SELECT _id FROM blocked_period WHERE reason = ?', ['Hoist service']))[0]._id;
    expect((await admin.rest('DELETE', `/api/admin/blocked-periods/${id}`)).status).toBe(200);
    const trail = await trailOf('blocked_period', id);
    expect(trail.map((r) => r.action)).toEqual(['blocked_period.deleted', 'blocked_period.created']);
    expect(trail[1]).toMatchObject({ actor: staff, summary: `Blocked ${day} 09:00 to ${day} 12:00: Hoist service`, changes: { startDate: [null, day], reason: [null, 'Hoist service'] } });
    expect(trail[0].changes).toMatchObject({ startTime: ['09:00', null] });

    const card = await createCard(admin);
    const quoted = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines, gstIncludedInEstimate: false });
    expect(quoted.status).toBe(200);
    expect((await admin.rest('DELETE', `/api/admin/jobcards/${card._id}`)).status).toBe(200);
    const cardTrail = await trailOf('job_card', card._id);
    expect(cardTrail.map((r) => r.action)).toEqual(['jobcard.deleted', 'jobcard.quote_sent', 'jobcard.created']);
    expect(cardTrail.every((r) => r.actor.kind === 'staff' && r.actor.name === ADMIN.username)).toBe(true);
    expect(cardTrail[1].changes.status).toEqual(['Pending Diagnosis', 'Pending Quote Approval']);
    expect(cardTrail[1].summary).toMatch(/^Quote Q\d{6} for .* sent to .*: 2 lines, total \$324\.45$/);
  });

  it('records a customer’s cancel with their address, and staff moves with the old and new time', async () => {
    const booked = await t.app.services.booking.book(appointmentRequest({ ...freeSlot(), email: 'audit.cancel@example.com' }) as never);
    expect((await t.rest('POST', '/api/appointments/cancel', { id: booked._id, email: 'audit.cancel@example.com' })).status).toBe(200);
    const [cancelled] = await trailOf('appointment', booked._id);
    expect(cancelled).toMatchObject({ action: 'appointment.cancelled', actor: { kind: 'customer', id: null, name: 'Customer', ip: '127.0.0.1' }, changes: { status: ['booked', 'cancelled'] } });
    expect(cancelled.summary).toContain('cancelled by the customer');

    const moving = await t.app.services.booking.book(appointmentRequest({ ...freeSlot(), email: 'audit.move@example.com' }) as never);
    const to = freeSlot();
    expect((await admin.rest('POST', `/api/admin/appointments/${moving._id}/reschedule`, { ...to, notify: false })).status).toBe(200);
    const [moved] = await trailOf('appointment', moving._id);
    expect(moved).toMatchObject({
      action: 'appointment.rescheduled',
      actor: { kind: 'staff', name: ADMIN.username },
      changes: { preferredDate: [moving.preferredDate, to.preferredDate], preferredTime: [moving.preferredTime, to.preferredTime] },
    });
  });

  it('records each booking, written with it, as the customer’s or the member of staff’s; a refused booking leaves none', async () => {
    const slot = freeSlot();
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ ...slot, email: 'audit.booked@example.com', fullName: 'Robin Audit' }));
    expect(res.status).toBe(201);
    expect(await trailOf('appointment', res.body.appointment._id)).toMatchObject([
      {
        action: 'appointment.booked',
        actor: { kind: 'customer', id: null, name: 'Customer', ip: '127.0.0.1' },
        summary: `Logbook Servicing for Robin Audit (Toyota Hilux ABC123) booked for ${slot.preferredDate} ${slot.preferredTime} by the customer`,
        changes: { status: [null, 'booked'], preferredDate: [null, slot.preferredDate], preferredTime: [null, slot.preferredTime] },
      },
    ]);

    const byStaff = await admin.rest('POST', '/api/admin/appointments', { ...appointmentRequest({ email: 'audit.phone@example.com' }), sendConfirmation: false });
    expect(byStaff.status).toBe(201);
    const [booked] = await trailOf('appointment', byStaff.body.appointment._id);
    expect(booked).toMatchObject({ action: 'appointment.booked', actor: { kind: 'staff', id: await adminId(), name: ADMIN.username } });
    expect(booked.summary).not.toContain('by the customer');

    // One more booking than bays for the same half hour at once: the database skips one row of the
    // grouped statement, and that booking is refused and leaves no record.
    const before = (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM audit_event WHERE action = 'appointment.booked'`))[0].n;
    const full = freeSlot();
    const bays = (await sql<{ bays: number }>('SELECT coalesce((SELECT bays FROM diary_setting WHERE id = 1), 1) AS bays'))[0].bays;
    const answers = await Promise.all(
      Array.from({ length: bays + 1 }, (_, i) => t.rest('POST', '/api/appointments', appointmentRequest({ ...full, email: `audit.full${i}@example.com` }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(bays).fill(201), 409]);
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM audit_event WHERE action = 'appointment.booked'`))[0].n).toBe(before + bays);
  });

  it('records each job card save that changed something, written by the save’s own statement, with the fields before and after', async () => {
    const card = await createCard(admin, { customerName: 'Sam Autosave', carRego: 'AUD123' });
    const save = (body: object) => admin.rest('PUT', `/api/admin/jobcards/${card._id}`, body);
    expect((await save({ status: 'Work In Progress', mechanicNotes: 'Front pads at 2 mm.' })).status).toBe(200);
    expect((await save({ finalItems: lines })).status).toBe(200);
    // Nothing changed: nothing recorded.
    expect((await save({ mechanicNotes: 'Front pads at 2 mm.' })).status).toBe(200);
    // A stale revision is refused, and leaves no record.
    expect((await save({ mechanicNotes: 'late', revision: 1 })).status).toBe(409);
    const edits = (await trailOf('job_card', card._id)).filter((r) => r.action === 'jobcard.updated');
    expect(edits).toHaveLength(2);
    const [items, started] = edits;
    expect(started).toMatchObject({
      actor: { kind: 'staff', id: await adminId(), name: ADMIN.username },
      summary: 'Job card for Sam Autosave (AUD123) edited (status, mechanic notes): status Pending Diagnosis → Work In Progress',
      changes: { status: ['Pending Diagnosis', 'Work In Progress'], mechanicNotes: ['', 'Front pads at 2 mm.'] },
    });
    expect(items.summary).toBe('Job card for Sam Autosave (AUD123) edited (items)');
    expect(items.changes.finalItems[0]).toEqual([]);
    expect(items.changes.finalItems[1]).toHaveLength(lines.length);
  });

  it('a change that is refused or rolls back leaves no record', async () => {
    const card = await createCard(admin);
    const before = (await sql<{ n: number }>('SELECT count(*)::int AS n FROM audit_event'))[0].n;
    // Refused inside its transaction (an empty quote), and a unit that fails after declaring its audit row.
    expect((await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: [] })).status).toBe(400);
    await expect(
      t.app.changes.run(t.app.db.orm.em.fork(), async (_tx, effects) => {
        effects.audit({ action: 'test.rolled_back', entityType: 'test', entityId: null, summary: 'never' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM audit_event'))[0].n).toBe(before);
    // Outside any request: the system's.
    await t.app.changes.run(t.app.db.orm.em.fork(), async (_tx, effects) => effects.audit({ action: 'test.by_system', entityType: 'test', entityId: 'x', summary: 'a scheduled job' }));
    expect((await trailOf('test', 'x'))[0].actor).toEqual({ kind: 'system', id: null, name: 'System', ip: null });
  });

  it('is append-only: the database refuses to update, delete or truncate it', async () => {
    await signIn(t);
    for (const statement of ['UPDATE audit_event SET summary = ?', 'DELETE FROM audit_event WHERE summary <> ?', 'TRUNCATE audit_event']) {
      await expect(sql(statement, statement.includes('?') ? ['tampered'] : [])).rejects.toThrow(/append-only/);
    }
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM audit_event WHERE summary = 'tampered'`))[0].n).toBe(0);
  });

  it('records sign-ins and failed ones, and business settings with the bank account before and after', async () => {
    expect((await t.rest('POST', '/api/admin/login', { username: ADMIN.username, password: 'wrong-password-1' })).status).toBe(401);
    const token = await signIn(t);
    const id = await adminId();
    const [signedIn, failed] = await trailOf('user', id);
    expect(signedIn).toMatchObject({ action: 'auth.signed_in', actor: { kind: 'staff', id, name: ADMIN.username } });
    expect(failed).toMatchObject({ action: 'auth.sign_in_failed', actor: { kind: 'customer', name: `Unknown (sign-in as “${ADMIN.username}”)`, ip: '127.0.0.1' }, summary: `Failed sign-in as “${ADMIN.username}”` });

    const settings = { businessName: 'Truganina Auto Care', abn: '51 824 753 556', gstRegistered: true, address: '1 Example St', phone: '03 9000 1234', email: 'office@example.com', bankAccountName: 'Truganina Auto Care', bsb: '063000', accountNumber: '12345678', paymentTermsDays: 7, quoteValidityDays: 30, documentFooter: '' };
    const put = (patch: object) => t.rest('PUT', '/api/admin/settings/business', { ...settings, ...patch }, { authorization: `Bearer ${token}` });
    expect((await put({})).status).toBe(200);
    expect((await put({ bsb: '083004' })).status).toBe(200);
    const [changed] = await trailOf('settings', 'business');
    expect(changed).toMatchObject({ action: 'settings.saved', changes: { bsb: ['063-000', '083-004'] } });
    expect(Object.keys(changed.changes)).toEqual(['bsb']);
  });

  it('records customers’ decisions as theirs, and staff replies, customer edits and completed jobs as the staff member’s', async () => {
    const card = await createCard(admin, { customerEmail: 'audit.quote@example.com' });
    const quote = (await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines })).body.quote as { _id: string; number: string };
    expect((await t.rest('POST', `/api/quotes/${quote._id}/decline`, { note: 'Too dear' })).status).toBe(200);
    const [declined] = await trailOf('job_card', card._id);
    expect(declined).toMatchObject({ action: 'quote.declined', actor: { kind: 'customer', ip: '127.0.0.1' }, changes: { quoteStatus: ['sent', 'declined'] } });

    // The customer declined: staff invoice the work as added after the decision.
    const added = lines.map((line) => ({ ...line, origin: 'added' }));
    const completed = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { gstIncludedInEstimate: false, finalItems: added });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const [done] = await trailOf('job_card', card._id);
    expect(done).toMatchObject({ action: 'jobcard.completed', actor: { kind: 'staff', name: ADMIN.username } });
    expect(done.changes.status).toEqual(['Pending Quote Approval', 'Invoiced']);
    const [issued] = await trailOf('invoice', completed.body.invoice.invoiceNumber);
    expect(issued).toMatchObject({ action: 'invoice.created', changes: { status: [null, 'unpaid'] } });

    expect((await t.rest('POST', '/api/contact', { name: 'Audit Sender', email: 'audit.sender@example.com', phone: '', message: 'Hello there' })).status).toBe(201);
    const [{ _id: queryId, customer_id: customerId }] = await sql<{ _id: string; customer_id: string }>(`SELECT _id, customer_id FROM contact_query WHERE email = 'audit.sender@example.com'`);
    expect((await admin.rest('POST', `/api/admin/contact-queries/${queryId}/reply`, { replyMessage: 'Hi, yes.' })).status).toBe(200);
    expect((await trailOf('contact_query', queryId))[0]).toMatchObject({ action: 'contact.replied', summary: 'Replied to Audit Sender (audit.sender@example.com)' });
    expect((await admin.rest('PATCH', `/api/admin/customers/${customerId}`, { phone: '0412 000 777' })).status).toBe(200);
    expect((await trailOf('customer', customerId))[0]).toMatchObject({ action: 'customer.updated', changes: { phone: [null, '+61412000777'] } });
  });

  it('records reports generated and deleted by staff', async () => {
    const made = await admin.rest('POST', '/api/admin/analytics/generate-report?timeframe=custom&startDate=2026-10-01&endDate=2026-10-31');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const filename = made.body.report.filename as string;
    expect((await admin.rest('DELETE', `/api/admin/analytics/reports/${filename}`)).status).toBe(200);
    const trail = await trailOf('report', filename);
    expect(trail.map((r) => r.action)).toEqual(['report.deleted', 'report.generated']);
    expect(trail[1]).toMatchObject({ actor: { kind: 'staff', name: ADMIN.username }, summary: expect.stringContaining('(custom, 2026-10-01 to 2026-10-31)') });
  });

  it('reads newest first, filtered by action, kind of actor and days, one page at a time with a Link to the next', async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.changes.run(t.app.db.orm.em.fork(), async (_tx, effects) => effects.audit({ action: 'test.paged', entityType: 'test', entityId: `p${i}`, summary: `paged ${i}` }));
    }
    const authorization = `Bearer ${await signIn(t)}`;
    const first = await fetch(`${t.url}/api/admin/audit?action=test.paged&limit=2`, { headers: { authorization } });
    expect(((await first.json()) as Row[]).map((r) => r.entityId)).toEqual(['p2', 'p1']);
    const link = /<([^>]+)>; rel="next"/.exec(String(first.headers.get('link')))?.[1];
    expect(link).toBeTruthy();
    const next = await fetch(`${t.url}${link}`, { headers: { authorization } });
    expect(((await next.json()) as Row[]).map((r) => r.entityId)).toEqual(['p0']);
    expect(next.headers.get('link')).toBeNull();
    const gql = await admin.gql('{ auditEvents(action: "test.paged", limit: 5) { items { id entityId actorKind fieldChanges { field } } nextCursor } }');
    expect(gql.data.auditEvents).toEqual({ items: ['p2', 'p1', 'p0'].map((entityId) => ({ id: expect.stringMatching(/^\d+$/), entityId, actorKind: 'system', fieldChanges: [] })), nextCursor: null });
    const paged = await admin.gql('{ auditEvents(action: "test.paged", limit: 2) { items { id } nextCursor } }');
    const rest = await admin.gql(`{ auditEvents(action: "test.paged", limit: 2, after: "${paged.data.auditEvents.nextCursor}") { items { entityId } nextCursor } }`);
    expect(rest.data.auditEvents).toEqual({ items: [{ entityId: 'p0' }], nextCursor: null });
    const bySystem = await admin.gql('{ auditEvents(actorKind: "system", action: "test.paged", limit: 5) { items { entityId } } }');
    expect(bySystem.data.auditEvents.items).toHaveLength(3);
    const byStaff = await admin.rest('GET', '/api/admin/audit?actorKind=staff&action=test.paged');
    expect(byStaff.body).toEqual([]);
    expect((await admin.rest('GET', '/api/admin/audit?actorKind=robot')).status).toBe(400);
    expect((await admin.rest('GET', '/api/admin/audit?from=2030-01-02&to=2030-01-01')).status).toBe(400);
    expect((await admin.rest('GET', '/api/admin/audit?action=te%20st')).status).toBe(400);
    expect((await t.rest('GET', '/api/admin/audit')).status).toBe(401);
  });
});

describe('the actions in words', () => {
  it('are what the features declare: the Activity filter offers each, with its kind of record', async () => {
    const { data, errors } = await admin.gql('{ auditActions { action label entityType } }');
    expect(errors).toBeUndefined();
    const actions = data.auditActions as Array<{ action: string; label: string; entityType: string }>;
    expect(actions).toContainEqual({ action: 'invoice.exported', label: 'Invoices exported', entityType: 'invoice' });
    expect(actions).toContainEqual({ action: 'jobcard.updated', label: 'Job card edited', entityType: 'job_card' });
    expect(actions).toContainEqual({ action: 'user.invited', label: 'Staff member invited', entityType: 'invitation' });
    expect(new Set(actions.map((a) => a.action)).size).toBe(actions.length);
  });
});
