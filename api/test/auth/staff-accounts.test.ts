/**
 * Staff accounts (issue 22): an owner invites (a one-use link, 72 hours), the invitee chooses a
 * username and password and is signed in; owners rename, make owner or not, disable (every session
 * ends at once on every instance, tokens refused and live subscriptions closed) and enable; the last
 * active owner stays; nobody disables themselves; other staff get 403 on owner calls; sessions are
 * listed and ended; each change leaves exactly one audit record with its actor and fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asAdmin, signIn, type Admin } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { recipients } from '../smtp-sink.js';
import { subscribe, wsClient, type Subscribed } from '../ws-client.js';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
let t: TestServer;
/** A second instance on the same database (PostgreSQL server only). */
let b: TestServer | null = null;
let admin: Admin;
const env = { PUBSUB: onServer ? 'postgres' : 'memory', LOGIN_RATE_LIMIT: '1000' };
beforeAll(async () => {
  t = await startTestServer({ env });
  if (onServer) b = await startTestServer({ smtp: false, databaseUrl: t.databaseUrl!, env: { ...env, SMTP_URL: t.smtp!.url } });
  admin = asAdmin(t, await signIn(t));
});
afterAll(async () => {
  await b?.close();
  await t.close();
});

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const FORBIDDEN = { message: 'Only an owner can do this.', code: 'FORBIDDEN' };

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute<T[]>(query, params);
const idOf = async (username: string) => (await sql<{ _id: string }>('SELECT _id FROM admin_user WHERE username = ?', [username]))[0]._id;
type AuditRow = { action: string; actor: { kind: string; id: string | null; name: string }; entityType: string; entityId: string | null; summary: string; changes: Record<string, [unknown, unknown]> };
async function trail(entityType: string, entityId: string, action?: string): Promise<AuditRow[]> {
  const res = await admin.rest('GET', `/api/admin/audit?entityType=${entityType}&entityId=${entityId}${action ? `&action=${action}` : ''}&limit=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AuditRow[];
}

/** The link of the invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email) && /invited to the back office/.test(m.subject ?? ''));
  return new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
}

async function login(username: string, password: string, userAgent = FIREFOX, server = t) {
  return server.rest('POST', '/api/admin/login', { username, password }, { 'user-agent': userAgent });
}

/** Invites, accepts and answers the new account's token. */
async function join(name: string, email: string, username: string, password: string, owner = false): Promise<string> {
  expect((await admin.rest('POST', '/api/admin/users', { name, email, owner })).status).toBe(201);
  const res = await t.rest('POST', '/api/admin/invitations/accept', { token: await invitationToken(email), username, password }, { 'user-agent': FIREFOX });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

async function liveSubscription(server: TestServer, token: string): Promise<Subscribed<{ contactQueryReceived: string }>> {
  const live = subscribe<{ contactQueryReceived: string }>(wsClient(server.url, token), 'subscription { contactQueryReceived }');
  await expect
    .poll(
      async () => {
        if (!live.events.length) expect((await server.rest('POST', '/api/contact', { name: 'Live Check', email: 'live@example.com', message: 'are you there?' })).status).toBe(201);
        return live.events.length;
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  return live;
}

async function closedWith(live: Subscribed<unknown>, ms = 8000): Promise<{ code: number; reason: string }> {
  await Promise.race([live.done, new Promise((_, reject) => setTimeout(() => reject(new Error('the socket stayed open')), ms))]);
  const closed = live.errors[0] as { code: number; reason: string };
  return { code: closed.code, reason: closed.reason };
}

describe('invitations', () => {
  it('invite → accept (link from the email) → signed in; the link works once, and the same password rules apply', async () => {
    const adminId = await idOf(ADMIN.username);
    const invited = await admin.rest('POST', '/api/admin/users', { name: '  Sam   Taylor ', email: 'sam@example.com' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      message: 'Invitation sent to sam@example.com. The link works once, for 72 hours.',
      invitation: { name: 'Sam Taylor', email: 'sam@example.com', owner: false, invitedBy: ADMIN.username },
    });
    const { id, createdAt, expiresAt } = invited.body.invitation;
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(72 * 3600_000);
    expect((await admin.rest('GET', '/api/admin/invitations')).body.map((i: { id: string }) => i.id)).toContain(id);
    const token = await invitationToken('sam@example.com');

    const weak = await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'sam', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('Password must be at least 10 characters long.');
    expect(await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'ADMIN', password: 'spanner-and-socket-9' })).toEqual({
      status: 409,
      body: { message: 'That username is taken. Please choose another.', code: 'CONFLICT' },
    });
    const bad = await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'sam taylor', password: 'spanner-and-socket-9' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('A username is 3 to 100 letters, digits, dots, dashes, underscores or @.');

    const accepted = await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'sam', password: 'spanner-and-socket-9' }, { 'user-agent': FIREFOX });
    expect(accepted.status).toBe(200);
    const sam = asAdmin(t, accepted.body.token);
    expect((await sam.rest('GET', '/api/admin/me')).body).toEqual({
      id: await idOf('sam'),
      username: 'sam',
      name: 'Sam Taylor',
      email: 'sam@example.com',
      owner: false,
      role: 'adviser',
      mfaEnabled: false,
      mfaRequired: false,
      mfaSetupRequired: false,
      recoveryCodesLeft: 0,
    });
    expect(await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'sam2', password: 'spanner-and-socket-9' })).toEqual({
      status: 400,
      body: { message: 'This invitation link is invalid, has already been used or has expired. Ask an owner to invite you again.', code: 'BAD_USER_INPUT' },
    });
    expect((await login('sam', 'spanner-and-socket-9')).status).toBe(200);
    expect((await admin.rest('GET', '/api/admin/invitations')).body.map((i: { id: string }) => i.id)).not.toContain(id);

    const [invitedRow] = await trail('invitation', id);
    expect(await trail('invitation', id)).toHaveLength(1);
    expect(invitedRow).toMatchObject({
      action: 'user.invited',
      actor: { kind: 'staff', id: adminId, name: ADMIN.username },
      changes: { name: [null, 'Sam Taylor'], email: [null, 'sam@example.com'], role: [null, 'adviser'] },
    });
    const acceptedRows = await trail('user', await idOf('sam'), 'user.accepted');
    expect(acceptedRows).toHaveLength(1);
    expect(acceptedRows[0]).toMatchObject({ actor: { kind: 'staff', id: await idOf('sam'), name: 'Sam Taylor' }, changes: { username: [null, 'sam'], role: [null, 'adviser'] } });
  });

  it('an invitation expires after 72 hours', async () => {
    expect((await admin.rest('POST', '/api/admin/users', { name: 'Late Comer', email: 'late@example.com' })).status).toBe(201);
    const token = await invitationToken('late@example.com');
    t.clock.set(new Date(Date.now() + 72 * 3600_000 + 60_000).toISOString());
    try {
      const res = await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'late', password: 'spanner-and-socket-9' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/has expired/);
    } finally {
      t.clock.reset();
    }
  });

  it('an owner withdraws an invitation: its link stops working, it leaves the list, one record; an accepted one cannot be withdrawn', async () => {
    const sent = await admin.rest('POST', '/api/admin/users', { name: 'Wrong Address', email: 'wrong@example.com' });
    expect(sent.status).toBe(201);
    const id = sent.body.invitation.id as string;
    const token = await invitationToken('wrong@example.com');
    expect(await admin.rest('DELETE', `/api/admin/invitations/${id}`)).toEqual({ status: 200, body: { message: 'The invitation of Wrong Address is withdrawn: its link no longer works.' } });
    expect(((await admin.rest('GET', '/api/admin/invitations')).body as Array<{ id: string }>).map((i) => i.id)).not.toContain(id);
    const accept = await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'wrongaddress', password: 'spanner-and-socket-9' });
    expect(accept.status).toBe(400);
    const gone = { status: 404, body: { message: 'This invitation has already been accepted, withdrawn or has expired.', code: 'NOT_FOUND' } };
    expect(await admin.rest('DELETE', `/api/admin/invitations/${id}`)).toEqual(gone);
    expect(await admin.rest('DELETE', '/api/admin/invitations/not-an-id')).toEqual(gone);
    const records = await trail('invitation', id, 'user.invitation_withdrawn');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ actor: { kind: 'staff', name: expect.any(String) }, summary: 'Withdrew the invitation of Wrong Address <wrong@example.com>' });
    // Accepted: nothing to withdraw.
    await join('Sam Accepted', 'sam.accepted@example.com', 'samaccepted', 'torque-wrench-42');
    const [accepted] = await sql<{ _id: string }>(`SELECT _id FROM staff_invitation WHERE email = 'sam.accepted@example.com'`);
    expect(await admin.rest('DELETE', `/api/admin/invitations/${accepted._id}`)).toEqual(gone);
    const gql = await admin.gql(`mutation { withdrawStaffInvitation(id: "${accepted._id}") { message } }`);
    expect(gql.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('refuses a bad invitation: name, email and owner checked', async () => {
    const res = await admin.rest('POST', '/api/admin/users', { name: ' ', email: 'not-an-email', owner: 'yes' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'name', 'owner']);
  });
});

describe('owners and staff', () => {
  it('a member of staff gets 403 with a message on owner calls, and is not signed out by it', async () => {
    const staff = asAdmin(t, await join('Riley Mechanic', 'riley@example.com', 'riley', 'torque-wrench-42'));
    const adminId = await idOf(ADMIN.username);
    for (const [method, path, body] of [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { name: 'X Y', email: 'x@example.com' }],
      ['PATCH', `/api/admin/users/${adminId}`, { name: 'Mallory' }],
      ['POST', `/api/admin/users/${adminId}/send-reset`],
      ['GET', '/api/admin/invitations'],
      ['DELETE', `/api/admin/invitations/${'a'.repeat(24)}`],
      ['PUT', '/api/admin/settings/security', { requireMfa: false }],
      ['GET', '/api/admin/me/sessions?all=1'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/audit?entityType=job_card'],
    ] as const) {
      expect(await staff.rest(method, path, body), `${method} ${path}`).toEqual({ status: 403, body: FORBIDDEN });
    }
    // A job card's history is open to every member of staff, and so is their own account's; another account's (its sign-ins and addresses) is an owner's.
    const card = await createCard(admin);
    expect((await staff.rest('GET', `/api/admin/audit?entityType=job_card&entityId=${card._id}`)).status).toBe(200);
    expect((await staff.rest('GET', `/api/admin/audit?entityType=user&entityId=${await idOf('riley')}`)).status).toBe(200);
    expect(await staff.rest('GET', `/api/admin/audit?entityType=user&entityId=${adminId}`)).toEqual({ status: 403, body: FORBIDDEN });
    const gql = await staff.gql('{ staffUsers { id } }');
    expect(gql.errors?.[0]).toMatchObject({ message: 'Only an owner can do this.', extensions: { code: 'FORBIDDEN' } });
    expect((await staff.gql('{ auditEvents(limit: 1) { items { id } } }')).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await staff.gql('{ me { username owner } }')).data.me).toEqual({ username: 'riley', owner: false });
    // Still signed in.
    expect((await staff.rest('GET', '/api/admin/appointments')).status).toBe(200);
  });

  it('keeps the last active owner, and nobody disables themselves', async () => {
    const adminId = await idOf(ADMIN.username);
    expect(await admin.rest('PATCH', `/api/admin/users/${adminId}`, { disabled: true })).toEqual({
      status: 409,
      body: { message: 'You cannot disable your own account.', code: 'CONFLICT' },
    });
    expect(await admin.rest('PATCH', `/api/admin/users/${adminId}`, { owner: false })).toEqual({
      status: 409,
      body: { message: 'The workshop must keep at least one active owner: make someone else an owner first.', code: 'CONFLICT' },
    });
    // A second owner may step down, and then the first is the last again.
    const jo = asAdmin(t, await join('Jo Owner', 'jo@example.com', 'jo.owner', 'gearbox-oil-77', true));
    const joId = await idOf('jo.owner');
    expect((await jo.rest('GET', '/api/admin/me')).body.owner).toBe(true);
    expect((await jo.rest('GET', '/api/admin/users')).status).toBe(200);
    expect((await jo.rest('PATCH', `/api/admin/users/${joId}`, { owner: false })).body.user).toMatchObject({ username: 'jo.owner', owner: false });
    // What the instances verified is forgotten: jo is no owner from the next call.
    expect((await jo.rest('GET', '/api/admin/users')).status).toBe(403);
    expect((await admin.rest('PATCH', `/api/admin/users/${adminId}`, { owner: false })).status).toBe(409);
    const [stepped] = await trail('user', joId, 'user.owner_changed');
    expect(stepped).toMatchObject({ actor: { id: joId, name: 'Jo Owner' }, changes: { role: ['owner', 'adviser'] }, summary: 'Jo Owner (jo.owner) is now a service adviser' });
    expect(await trail('user', joId, 'user.owner_changed')).toHaveLength(1);
    expect((await admin.rest('PATCH', `/api/admin/users/${'f'.repeat(24)}`, { name: 'X' })).status).toBe(404);
  });

  it('renames and changes the email, one record each with before and after; nothing changed, nothing recorded', async () => {
    const kim = asAdmin(t, await join('Kim Lee', 'kim@example.com', 'kim', 'brake-fluid-31'));
    const kimId = await idOf('kim');
    expect((await kim.rest('GET', '/api/admin/me')).status).toBe(200); // her token verified (and kept) under her old name
    const saved = await admin.rest('PATCH', `/api/admin/users/${kimId}`, { name: 'Kimberley Lee', email: 'kimberley@example.com' });
    expect(saved).toMatchObject({ status: 200, body: { message: 'Saved.', user: { id: kimId, name: 'Kimberley Lee', email: 'kimberley@example.com', disabled: false } } });
    expect((await admin.rest('PATCH', `/api/admin/users/${kimId}`, { name: 'Kimberley Lee' })).status).toBe(200);
    const rows = await trail('user', kimId);
    expect(rows.filter((r) => r.action === 'user.renamed')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ name: ADMIN.username }), changes: { name: ['Kim Lee', 'Kimberley Lee'] } }),
    ]);
    expect(rows.filter((r) => r.action === 'user.email_changed')).toEqual([expect.objectContaining({ changes: { email: ['kim@example.com', 'kimberley@example.com'] } })]);
    // What she does next is recorded under her new name, at once.
    const card = await createCard(kim, { customerName: 'Renamed Actor' });
    expect((await trail('job_card', card._id))[0].actor).toMatchObject({ id: kimId, name: 'Kimberley Lee' });
    const list = (await admin.rest('GET', '/api/admin/users')).body as Array<{ username: string; owner: boolean; lastSeenAt: string | null }>;
    expect(list[0]).toMatchObject({ username: ADMIN.username, owner: true });
    expect(list.find((u) => u.username === 'kim')?.lastSeenAt).not.toBeNull();
  });

  it('an owner emails a member of staff a reset link at their own address', async () => {
    await join('Pat Apprentice', 'pat@example.com', 'pat', 'oil-filter-2024');
    const patId = await idOf('pat');
    expect(await admin.rest('POST', `/api/admin/users/${patId}/send-reset`)).toEqual({ status: 200, body: { message: 'A password reset link has been sent to pat@example.com.' } });
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('pat@example.com') && /choose a new password/.test(m.subject ?? ''));
    expect(mail.text).toContain('for 24 hours');
    const token = new URL(/http:\/\/workshop\.test\/admin\/reset-password\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
    expect((await t.rest('POST', '/api/admin/reset-password', { token, password: 'new-spark-plug-8' })).status).toBe(200);
    expect((await login('pat', 'new-spark-plug-8')).status).toBe(200);
    const rows = await trail('user', patId, 'user.reset_sent');
    expect(rows).toHaveLength(1);
    expect(rows[0].actor.name).toBe(ADMIN.username);
  });
});

describe('disabling an account', () => {
  it('refuses its tokens at once on every instance and closes its subscription; enabling does not bring them back', async () => {
    const token = await join('Dana Leaving', 'dana@example.com', 'dana', 'last-day-at-work-1');
    const danaId = await idOf('dana');
    const other = b ?? t;
    const live = await liveSubscription(other, token);
    // The other instance has just verified the token (and keeps it verified for a moment): disabling must end that too.
    expect((await asAdmin(other, token).rest('GET', '/api/admin/appointments')).status).toBe(200);

    const disabled = await admin.rest('PATCH', `/api/admin/users/${danaId}`, { disabled: true });
    expect(disabled.body.user).toMatchObject({ disabled: true });
    const refused = { status: 401, body: { message: 'This account has been disabled. Ask an owner of the workshop to enable it again.', code: 'UNAUTHENTICATED' } };
    expect(await asAdmin(t, token).rest('GET', '/api/admin/appointments')).toEqual(refused);
    // The other instance hears of it through PostgreSQL's NOTIFY: as soon as that arrives (a few
    // milliseconds; on a loaded machine the request above can be quicker).
    await expect.poll(() => asAdmin(other, token).rest('GET', '/api/admin/appointments'), { timeout: 2000, interval: 50 }).toEqual(refused);
    expect(await closedWith(live)).toEqual({ code: 4403, reason: 'Forbidden: session ended' });
    expect((await login('dana', 'last-day-at-work-1')).body.message).toBe('This account has been disabled. Ask an owner of the workshop to enable it again.');
    expect((await admin.rest('GET', '/api/admin/me/sessions?all=1')).body.some((s: { user: { id: string } }) => s.user.id === danaId)).toBe(false);

    expect((await admin.rest('PATCH', `/api/admin/users/${danaId}`, { disabled: false })).body.user).toMatchObject({ disabled: false, disabledAt: null });
    expect((await asAdmin(t, token).rest('GET', '/api/admin/appointments')).status).toBe(401);
    const again = await login('dana', 'last-day-at-work-1');
    expect(again.status).toBe(200);
    expect((await asAdmin(t, again.body.token).rest('GET', '/api/admin/appointments')).status).toBe(200);

    const rows = await trail('user', danaId);
    expect(rows.filter((r) => r.action === 'user.disabled')).toEqual([expect.objectContaining({ changes: { disabledAt: [null, expect.any(String)] } })]);
    expect(rows.filter((r) => r.action === 'user.enabled')).toEqual([expect.objectContaining({ changes: { disabledAt: [expect.any(String), null] } })]);
  });
});

describe('sessions', () => {
  it('lists one’s sessions (browser, address, since, last seen, current) and ends any of them; owners see and end everyone’s', async () => {
    await join('Lou Sessions', 'lou@example.com', 'lou', 'many-devices-123');
    const louId = await idOf('lou');
    const first = asAdmin(t, (await login('lou', 'many-devices-123', FIREFOX)).body.token);
    const phoneToken = (await login('lou', 'many-devices-123', SAFARI)).body.token as string;
    const listed = (await first.rest('GET', '/api/admin/me/sessions')).body as Array<{ id: string; browser: string; address: string; since: string; lastSeen: string; current: boolean; user: { id: string; name: string } }>;
    expect(listed.every((s) => s.user.id === louId && s.user.name === 'Lou Sessions' && s.address === '127.0.0.1')).toBe(true);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.find((s) => s.current)!.browser).toBe('Firefox on Windows');
    const phone = listed.find((s) => s.browser === 'Safari on iOS')!;
    expect(phone).toBeDefined();
    expect(Date.parse(phone.since)).toBeGreaterThan(0);

    // Another's session is not for a member of staff; an unknown one is 404.
    const adminSession = ((await admin.rest('GET', '/api/admin/me/sessions')).body as Array<{ id: string; current: boolean }>).find((s) => s.current)!;
    expect(await first.rest('DELETE', `/api/admin/sessions/${adminSession.id}`)).toEqual({ status: 403, body: FORBIDDEN });
    expect((await first.rest('DELETE', '/api/admin/sessions/no-such-session')).status).toBe(404);

    expect(await first.rest('DELETE', `/api/admin/sessions/${phone.id}`)).toEqual({ status: 200, body: { message: 'The session has ended.' } });
    expect((await asAdmin(t, phoneToken).rest('GET', '/api/admin/appointments')).status).toBe(401);
    if (b) expect((await asAdmin(b, phoneToken).rest('GET', '/api/admin/appointments')).status).toBe(401);
    expect(((await first.rest('GET', '/api/admin/me/sessions')).body as unknown[]).length).toBe(listed.length - 1);

    // Owners see everyone's, with whose they are, and end any.
    const all = (await admin.rest('GET', '/api/admin/me/sessions?all=1')).body as Array<{ id: string; current: boolean; user: { id: string } }>;
    const lous = all.filter((s) => s.user.id === louId);
    expect(lous.length).toBe(listed.length - 1);
    expect(all.some((s) => s.user.id !== louId)).toBe(true);
    const firstId = listed.find((s) => s.current)!.id;
    expect((await admin.rest('DELETE', `/api/admin/sessions/${firstId}`)).status).toBe(200);
    expect((await first.rest('GET', '/api/admin/me')).status).toBe(401);
    expect(await admin.rest('DELETE', `/api/admin/sessions/${firstId}`)).toEqual({ status: 200, body: { message: 'This session had already ended.' } });

    const ended = await trail('user', louId, 'auth.session_ended');
    expect(ended).toHaveLength(2);
    expect(ended[0]).toMatchObject({ actor: { name: ADMIN.username }, changes: { session: [firstId, null] } });
    expect(ended[1]).toMatchObject({ actor: { name: 'Lou Sessions' }, changes: { session: [phone.id, null] } });
  });

  it('moves "last seen" on at most once a minute', async () => {
    const token = (await login(ADMIN.username, ADMIN.password)).body.token as string;
    const jti = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string;
    const seen = async () => new Date((await sql<{ at: string }>('SELECT last_seen_at AS at FROM admin_session WHERE _id = ?', [jti]))[0].at).getTime();
    const start = await seen();
    expect((await asAdmin(t, token).rest('GET', '/api/admin/appointments')).status).toBe(200);
    expect(await seen()).toBe(start);
    t.clock.set(new Date(Date.now() + 61_000).toISOString());
    try {
      // The 5-second cache of verified tokens follows the clock too.
      expect((await asAdmin(t, token).rest('GET', '/api/admin/appointments')).status).toBe(200);
      await expect.poll(seen, { timeout: 5000 }).toBeGreaterThan(start);
    } finally {
      t.clock.reset();
    }
  });
});

describe('the two-factor requirement', () => {
  it('owners require it of everyone: /me says so to accounts without it; audited once per change', async () => {
    const staff = asAdmin(t, (await login('riley', 'torque-wrench-42')).body.token);
    expect(await admin.rest('GET', '/api/admin/settings/security')).toMatchObject({ status: 200, body: { security: { requireMfa: false } } });
    const on = await admin.rest('PUT', '/api/admin/settings/security', { requireMfa: true });
    expect(on).toMatchObject({ status: 200, body: { security: { requireMfa: true, savedBy: ADMIN.username } } });
    expect((await staff.rest('GET', '/api/admin/me')).body).toMatchObject({ mfaRequired: true, mfaSetupRequired: true, mfaEnabled: false });
    expect((await staff.gql('{ me { mfaSetupRequired } securitySettings { requireMfa } }')).data).toEqual({ me: { mfaSetupRequired: true }, securitySettings: { requireMfa: true } });
    // Until it is set up, the account can set it up, see and end its sessions, and sign out; nothing else.
    const first = { message: 'The workshop requires two-factor sign-in: set it up for your account first.', code: 'FORBIDDEN', mfaSetupRequired: true };
    expect(await staff.rest('GET', '/api/admin/appointments')).toEqual({ status: 403, body: first });
    expect((await staff.gql('{ jobCards { id } }')).errors?.[0].extensions).toEqual({ code: 'FORBIDDEN', mfaSetupRequired: true });
    expect((await staff.rest('GET', '/api/admin/me/sessions')).status).toBe(200);
    expect((await staff.rest('POST', '/api/admin/me/mfa')).status).toBe(200);
    expect((await admin.rest('PUT', '/api/admin/settings/security', { requireMfa: true })).status).toBe(200);
    expect((await admin.rest('PUT', '/api/admin/settings/security', { requireMfa: false })).body.security.requireMfa).toBe(false);
    expect((await staff.rest('GET', '/api/admin/me')).body).toMatchObject({ mfaRequired: false, mfaSetupRequired: false });
    expect((await staff.rest('GET', '/api/admin/appointments')).status).toBe(200);
    const rows = await trail('settings', 'security');
    expect(rows.map((r) => r.changes.requireMfa)).toEqual([[true, false], [false, true]]);
  });
});

describe('GraphQL', () => {
  it('invites, accepts, updates, lists sessions and ends one', async () => {
    const invited = await admin.gql('mutation { inviteStaff(input: { name: "Gql Person", email: "gql@example.com" }) { id name owner expiresAt } }');
    expect(invited.data.inviteStaff).toMatchObject({ name: 'Gql Person', owner: false });
    const token = await invitationToken('gql@example.com');
    const accepted = await appGql(t, 'AdminAcceptInvitation', {
      input: { token, username: 'gql.person', password: 'graph-queries-99' },
    });
    const person = asAdmin(t, accepted.data.acceptInvitation.token);
    const id = await idOf('gql.person');
    expect((await admin.gql('{ staffUsers { username } }')).data.staffUsers.map((u: { username: string }) => u.username)).toContain('gql.person');
    const updated = await admin.gql(`mutation { updateStaffUser(id: "${id}", input: { name: "Gql P." }) { name } }`);
    expect(updated.data.updateStaffUser).toEqual({ name: 'Gql P.' });
    expect((await admin.gql(`mutation { sendStaffReset(id: "${id}") { message } }`)).data.sendStaffReset.message).toBe('A password reset link has been sent to gql@example.com.');
    const sessions = (await person.gql('{ mySessions { id current user { username } } }')).data.mySessions;
    expect(sessions).toEqual([expect.objectContaining({ current: true, user: { username: 'gql.person' } })]);
    expect((await person.gql('{ mySessions(all: true) { id } }')).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await person.gql(`mutation { endSession(id: "${sessions[0].id}") { message } }`)).data.endSession.message).toBe('The session has ended.');
    expect((await person.gql('{ me { id } }')).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
