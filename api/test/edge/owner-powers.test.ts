/**
 * Owner powers stay with owners. A member of staff who is not an owner is refused (403) every
 * backup call that makes, downloads or deletes one, over REST and GraphQL, and the 5-minute link
 * too; an owner may. The newest verified backup is never deleted (409). Another account's sign-in
 * history (its sign-ins, sessions and addresses) is an owner's to read, by every path; one's own
 * stays readable. Backup downloads and password resets are in the audit trail with their real
 * actor.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { operations } from '../../src/features/index.js';
import { rootFields } from './operation-documents.js';
import { ADMIN, asAdmin, withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: { LOGIN_RATE_LIMIT: '1000' } });

const FORBIDDEN = { message: 'Only an owner can do this.', code: 'FORBIDDEN' };
type AuditRow = { action: string; actor: { kind: string; id: string | null; name: string; ip: string | null }; entityType: string; entityId: string | null; summary: string };

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute<T[]>(query, params);
const idOf = async (username: string) => (await sql<{ _id: string }>('SELECT _id FROM admin_user WHERE username = ?', [username]))[0]._id;

/** A member of staff (not an owner unless `owner`): invited by the owner, signed in by accepting; answers their token. */
async function join(name: string, email: string, username: string, password: string, owner = false): Promise<string> {
  expect((await admin.rest('POST', '/api/admin/users', { name, email, owner })).status).toBe(201);
  const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email) && /invited to the back office/.test(m.subject ?? ''));
  const token = new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
  const res = await t.rest('POST', '/api/admin/invitations/accept', { token, username, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

async function trail(query: string, as: Admin = admin): Promise<AuditRow[]> {
  const res = await as.rest('GET', `/api/admin/audit?${query}&limit=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AuditRow[];
}

async function backUp(): Promise<string> {
  const res = await admin.rest('POST', '/api/admin/backups');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body).toMatchObject({ verified: true, newestVerified: true });
  return res.body.filename as string;
}

const fileOf = (filename: string) => path.join(t.app.config.backupDir, filename);

describe('backups are owners’ only', () => {
  let staffToken: string;
  let staff: Admin;
  let first: string;

  it('refuses a member of staff every call that makes, downloads or deletes a backup, over REST and GraphQL; listing stays open', async () => {
    staffToken = await join('Riley Mechanic', 'riley@example.com', 'riley', 'torque-wrench-42');
    staff = asAdmin(t, staffToken);
    first = await backUp();

    for (const [method, route] of [
      ['POST', '/api/admin/backups'],
      ['GET', `/api/admin/backups/download/${first}`],
      ['GET', `/api/admin/backups/download/${first}?token=${encodeURIComponent(staffToken)}`],
      ['DELETE', `/api/admin/backups/${first}`],
    ] as const) {
      expect(await staff.rest(method, route), `${method} ${route}`).toEqual({ status: 403, body: FORBIDDEN });
    }
    // The session token as `?token=`, as a new tab opens it (no Authorization header).
    const byQuery = await fetch(`${t.url}/api/admin/backups/download/${first}?token=${encodeURIComponent(staffToken)}`);
    expect(byQuery.status).toBe(403);
    expect(await byQuery.json()).toEqual(FORBIDDEN);

    for (const [name, query] of [
      ['createBackup', 'mutation { createBackup { filename } }'],
      ['deleteBackup', 'mutation($f: String!) { deleteBackup(filename: $f) }'],
      ['backupDownloadLink', 'mutation($f: String!) { backupDownloadLink(filename: $f) { url } }'],
    ] as const) {
      const res = await staff.gql(query, { f: first });
      expect(res.errors?.[0], name).toMatchObject({ message: FORBIDDEN.message, extensions: { code: 'FORBIDDEN' } });
    }

    // Nothing happened: one backup, still there, never downloaded or deleted.
    const listed = await staff.rest('GET', '/api/admin/backups');
    expect(listed.status).toBe(200);
    expect((listed.body as Array<{ filename: string }>).map((b) => b.filename)).toEqual([first]);
    expect((await staff.gql('{ backupStatus { lastVerified { filename } } backups { filename newestVerified } }')).data).toEqual({
      backupStatus: { lastVerified: { filename: first } },
      backups: [{ filename: first, newestVerified: true }],
    });
    expect(await trail('entityType=backup&action=backup.downloaded')).toEqual([]);
    expect(await trail('entityType=backup&action=backup.deleted')).toEqual([]);
  }, 180_000);

  it('lets an owner download, by session and by the 5-minute link, each download recorded as theirs', async () => {
    const bytes = readFileSync(fileOf(first));
    const direct = await fetch(`${t.url}/api/admin/backups/download/${first}`, { headers: { authorization: `Bearer ${await signInToken()}` } });
    expect(direct.status).toBe(200);
    expect(Buffer.from(await direct.arrayBuffer()).equals(bytes)).toBe(true);

    const link = await admin.gql('mutation($f: String!) { backupDownloadLink(filename: $f) { url } }', { f: first });
    expect(link.errors).toBeUndefined();
    const byLink = await fetch(t.url + link.data.backupDownloadLink.url);
    expect(byLink.status).toBe(200);
    expect(Buffer.from(await byLink.arrayBuffer()).equals(bytes)).toBe(true);

    const ownerId = await idOf(ADMIN.username);
    const downloads = await trail(`entityType=backup&entityId=${first}&action=backup.downloaded`);
    expect(downloads).toHaveLength(2);
    for (const row of downloads) {
      expect(row).toMatchObject({ actor: { kind: 'staff', id: ownerId, name: ADMIN.username, ip: '127.0.0.1' }, summary: `Backup ${first} downloaded` });
    }
    expect(await trail(`entityType=backup&entityId=${first}&action=backup.created`)).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ kind: 'staff', id: ownerId }) }),
    ]);
  }, 60_000);

  it('refuses a 5-minute link whose maker is no longer an owner', async () => {
    const jo = asAdmin(t, await join('Jo Owner', 'jo@example.com', 'jo.owner', 'second-owner-2026', true));
    const link = await jo.gql('mutation($f: String!) { backupDownloadLink(filename: $f) { url } }', { f: first });
    expect(link.errors).toBeUndefined();
    expect((await admin.rest('PATCH', `/api/admin/users/${await idOf('jo.owner')}`, { owner: false })).status).toBe(200);
    const refused = await fetch(t.url + link.data.backupDownloadLink.url);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(FORBIDDEN);
    expect(await trail(`entityType=backup&entityId=${first}&action=backup.downloaded&actorId=${await idOf('jo.owner')}`)).toEqual([]);
  });

  it('never deletes the newest verified backup (409, REST and GraphQL); an older one goes', async () => {
    const second = await backUp();
    const listed = (await admin.rest('GET', '/api/admin/backups')).body as Array<{ filename: string; newestVerified: boolean }>;
    expect(listed.map((b) => [b.filename, b.newestVerified])).toEqual([
      [second, true],
      [first, false],
    ]);

    const refused = await admin.rest('DELETE', `/api/admin/backups/${second}`);
    expect(refused).toEqual({
      status: 409,
      body: {
        message: `${second} is the newest verified backup, the one a restore would use, so it cannot be deleted. Once a newer backup is made and verified, this one can be deleted.`,
        code: 'CONFLICT',
      },
    });
    expect((await admin.gql('mutation($f: String!) { deleteBackup(filename: $f) }', { f: second })).errors?.[0].extensions.code).toBe('CONFLICT');
    expect(readFileSync(fileOf(second)).length).toBeGreaterThan(0);
    expect(await trail(`entityType=backup&entityId=${second}&action=backup.deleted`)).toEqual([]);

    expect((await admin.rest('DELETE', `/api/admin/backups/${first}`)).status).toBe(200);
    expect(((await admin.rest('GET', '/api/admin/backups')).body as Array<{ filename: string }>).map((b) => b.filename)).toEqual([second]);
    expect(await trail(`entityType=backup&entityId=${first}&action=backup.deleted`)).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ kind: 'staff', id: await idOf(ADMIN.username) }), summary: `Backup ${first} deleted` }),
    ]);
  }, 180_000);

  /** A fresh session token of the owner (for a request made without the harness's helpers). */
  async function signInToken(): Promise<string> {
    const res = await t.rest('POST', '/api/admin/login', ADMIN);
    expect(res.status).toBe(200);
    return res.body.token as string;
  }
});

describe('another account’s sign-in history is an owner’s', () => {
  it('refuses a member of staff the owner’s history by every path, and shows them their own', async () => {
    const staff = asAdmin(t, await join('Sam Apprentice', 'sam@example.com', 'sam', 'spanner-set-2026'));
    const ownerId = await idOf(ADMIN.username);
    const samId = await idOf('sam');
    // The owner has signed in from 127.0.0.1: that is what must not be read.
    expect((await trail(`entityType=user&entityId=${ownerId}&action=auth.signed_in`)).length).toBeGreaterThan(0);

    for (const route of [
      `/api/admin/audit?entityType=user&entityId=${ownerId}`,
      `/api/admin/audit?entityType=user&entityId=${ownerId}&action=auth.signed_in`,
      `/api/admin/audit?entityType=user&entityId=${ownerId}&actorId=${ownerId}`,
      `/api/admin/audit?actorId=${ownerId}`,
      `/api/admin/audit?action=auth.signed_in`,
      `/api/admin/audit?entityType=invitation&entityId=${samId}`,
      `/api/admin/audit?entityType=settings&entityId=security`,
      '/api/admin/me/sessions?all=1',
      '/api/admin/users',
    ]) {
      expect(await staff.rest('GET', route), route).toEqual({ status: 403, body: FORBIDDEN });
    }
    for (const query of [
      `{ auditEvents(entityType: "user", entityId: "${ownerId}") { items { ip } } }`,
      `{ auditEvents(entityType: "user", entityId: "${ownerId}", action: "auth.signed_in") { items { ip } } }`,
      '{ mySessions(all: true) { address } }',
      '{ staffUsers { id } }',
    ]) {
      expect((await staff.gql(query)).errors?.[0], query).toMatchObject({ message: FORBIDDEN.message, extensions: { code: 'FORBIDDEN' } });
    }

    // Their own: sign-ins and sessions, with their own address.
    const own = await trail(`entityType=user&entityId=${samId}`, staff);
    expect(own.map((r) => r.action)).toContain('auth.signed_in');
    expect(own.find((r) => r.action === 'auth.signed_in')!.actor).toMatchObject({ id: samId, ip: '127.0.0.1' });
    const ownGql = await staff.gql(`{ auditEvents(entityType: "user", entityId: "${samId}") { items { action } } }`);
    expect(ownGql.errors).toBeUndefined();
    const sessions = await staff.rest('GET', '/api/admin/me/sessions');
    expect(sessions.status).toBe(200);
    expect((sessions.body as Array<{ user: { id: string } }>).every((s) => s.user.id === samId)).toBe(true);
  });

  it('shows a member of staff a record’s history without the addresses of other staff; the owner sees them', async () => {
    const staff = asAdmin(t, (await t.rest('POST', '/api/admin/login', { username: 'sam', password: 'spanner-set-2026' })).body.token);
    const card = await createCard(admin, { customerEmail: 'history.card@example.com' });
    const asOwner = await trail(`entityType=job_card&entityId=${card._id}`);
    expect(asOwner[0].actor).toMatchObject({ kind: 'staff', name: ADMIN.username, ip: '127.0.0.1' });
    const asStaff = await trail(`entityType=job_card&entityId=${card._id}`, staff);
    expect(asStaff).toHaveLength(asOwner.length);
    expect(asStaff[0]).toMatchObject({ action: asOwner[0].action, summary: asOwner[0].summary, actor: { kind: 'staff', name: ADMIN.username, ip: null } });
    const gql = await staff.gql(`{ auditEvents(entityType: "job_card", entityId: "${card._id}") { items { actorName ip } } }`);
    expect(gql.data.auditEvents.items[0]).toEqual({ actorName: ADMIN.username, ip: null });
  });
});

describe('password resets are in the audit trail with their real actor', () => {
  it('records the request (an unknown caller, with the address) and the reset by the link (the account holder)', async () => {
    const ownerId = await idOf(ADMIN.username);
    expect((await t.rest('POST', '/api/admin/request-password-reset')).status).toBe(200);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('workshop@example.com') && /reset your admin password/.test(m.subject ?? ''));
    const token = new URL(/http:\/\/workshop\.test\/admin\/reset-password\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
    expect(await trail(`entityType=user&entityId=${ownerId}&action=auth.reset_requested`)).toEqual([
      expect.objectContaining({ actor: { kind: 'customer', id: null, name: 'Unknown', ip: '127.0.0.1' }, summary: `Password reset link for ${ADMIN.username} requested, emailed to workshop@example.com` }),
    ]);

    // A refused password changes nothing, and leaves no record.
    expect((await t.rest('POST', '/api/admin/reset-password', { token, password: 'short1' })).status).toBe(400);
    expect(await trail(`entityType=user&entityId=${ownerId}&action=auth.password_reset`)).toEqual([]);

    const reset = await t.rest('POST', '/api/admin/reset-password', { token, password: 'Brake-pads-2026' });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    // Every session ended: the owner signs in again with the new password to read the trail.
    const again = await t.rest('POST', '/api/admin/login', { username: ADMIN.username, password: 'Brake-pads-2026' });
    expect(again.status).toBe(200);
    admin = asAdmin(t, again.body.token);
    expect(await trail(`entityType=user&entityId=${ownerId}&action=auth.password_reset`)).toEqual([
      expect.objectContaining({ actor: { kind: 'staff', id: ownerId, name: ADMIN.username, ip: '127.0.0.1' }, summary: `${ADMIN.username} chose a new password with a reset link: every session ended` }),
    ]);
  });
});

describe('every operation declared for owners', () => {
  it('refuses a member of staff who is not an owner, over REST and GraphQL, before reading anything', async () => {
    const owners = operations.filter((o) => o.access === 'owner');
    expect(owners.length).toBeGreaterThan(3);
    const staff = asAdmin(t, await join('Alex Detailer', 'alex@example.com', 'alex.d', 'chamois-cloth-77'));
    const { data } = await admin.gql(getIntrospectionQuery());
    const documents = new Map(rootFields(data.__schema).map((f) => [f.name, f.document]));
    for (const o of owners) {
      if (o.rest) {
        const route = o.rest.path.replace(/:(\w+)/g, 'x');
        expect(await staff.rest(o.rest.method, route, ['GET', 'DELETE'].includes(o.rest.method) ? undefined : {}), `${o.rest.method} ${o.rest.path}`).toEqual({ status: 403, body: FORBIDDEN });
      }
      if (o.only !== 'rest') {
        const { errors } = await staff.gql(documents.get(o.name)!);
        expect(errors?.[0]?.extensions?.code, o.name).toBe('FORBIDDEN');
        expect(errors?.[0]?.message, o.name).toBe(FORBIDDEN.message);
      }
    }
  });
});
