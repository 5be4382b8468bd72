/**
 * Two-factor sign-in (issue 22): set up with a secret and its otpauth URL (pending until a first
 * code confirms it, which hands out ten one-use recovery codes), then sign-in needs a code: 401
 * `{ mfaRequired: true }` without one; a TOTP code of the clock's step or the one either side,
 * each accepted once; a recovery code once; turned off with a code. Codes are computed here with
 * otpauth for the TestClock's time. Each change leaves exactly one audit record.
 */
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ADMIN, asAdmin, type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let owner: Admin;
withAdminServer((server, signedIn) => ((t = server), (owner = signedIn)), { env: { LOGIN_RATE_LIMIT: '1000' } });

const USER = { username: 'mia', password: 'two-factor-please-7' };
/** A fixed time, 10 s into a 30-second step, near now (tokens stay valid). */
const T0 = Math.floor(Date.now() / 30_000) * 30_000 + 10_000;
const at = (ms: number) => t.clock.set(new Date(ms).toISOString());
const codeAt = (secret: string, ms: number) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: ms });
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute<T[]>(query, params);
type AuditRow = { action: string; actor: { kind: string; id: string | null; name: string }; summary: string; changes: Record<string, [unknown, unknown]> };
async function trail(entityId: string, action: string): Promise<AuditRow[]> {
  const res = await owner.rest('GET', `/api/admin/audit?entityType=user&entityId=${entityId}&action=${action}&limit=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AuditRow[];
}

let mia: Admin;
let miaId: string;
let secret: string;
let recoveryCodes: string[];

describe('two-factor sign-in', () => {
  it('is set up with a secret, confirmed by a first code, and hands out ten recovery codes once', async () => {
    expect((await owner.rest('POST', '/api/admin/users', { name: 'Mia Mechanic', email: 'mia@example.com' })).status).toBe(201);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('mia@example.com'));
    const token = new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
    mia = asAdmin(t, (await t.rest('POST', '/api/admin/invitations/accept', { token, ...USER })).body.token);
    miaId = (await mia.rest('GET', '/api/admin/me')).body.id;

    expect(await mia.rest('POST', '/api/admin/me/mfa/confirm', { code: '123456' })).toEqual({
      status: 409,
      body: { message: 'Start setting up two-factor sign-in first: there is no code to confirm.', code: 'CONFLICT' },
    });
    const started = await mia.rest('POST', '/api/admin/me/mfa');
    expect(started.status).toBe(200);
    secret = started.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(started.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe('/Truganina Auto Care:mia');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ secret, issuer: 'Truganina Auto Care', algorithm: 'SHA1', digits: '6', period: '30' });
    expect(started.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(started.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // Pending: sign-in does not ask for a code yet.
    expect((await t.rest('POST', '/api/admin/login', USER)).status).toBe(200);

    at(T0);
    try {
      const wrong = await mia.rest('POST', '/api/admin/me/mfa/confirm', { code: other(codeAt(secret, T0)) });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toMatch(/^That code is not right/);
      const confirmed = await mia.rest('POST', '/api/admin/me/mfa/confirm', { code: codeAt(secret, T0) });
      expect(confirmed.status).toBe(200);
      recoveryCodes = confirmed.body.recoveryCodes;
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      expect(recoveryCodes.every((c) => /^[a-z2-7]{5}-[a-z2-7]{5}$/.test(c))).toBe(true);
    } finally {
      t.clock.reset();
    }
    // Only hashes are stored.
    const stored = await sql<{ code_hash: string }>('SELECT code_hash FROM admin_recovery_code WHERE admin_id = ?', [miaId]);
    expect(stored).toHaveLength(10);
    expect(stored.some((r) => recoveryCodes.some((c) => r.code_hash.includes(c.replace('-', ''))))).toBe(false);
    expect((await mia.rest('GET', '/api/admin/me')).body).toMatchObject({ mfaEnabled: true, recoveryCodesLeft: 10 });

    const enabled = await trail(miaId, 'auth.mfa_enabled');
    expect(enabled).toHaveLength(1);
    expect(enabled[0]).toMatchObject({ actor: { kind: 'staff', id: miaId, name: 'Mia Mechanic' }, changes: { mfaEnabled: [false, true] } });
  });

  it('sign-in then needs a code: the current step or one either side, each once; wrong, reused and far codes refused', async () => {
    const noCode = await t.rest('POST', '/api/admin/login', USER);
    expect(noCode).toEqual({
      status: 401,
      body: { message: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.', code: 'UNAUTHENTICATED', mfaRequired: true },
    });
    // The password is checked first: a wrong one says nothing about a code.
    expect((await t.rest('POST', '/api/admin/login', { ...USER, password: 'wrong-password-1' })).body).toEqual({ message: 'Invalid username or password.', code: 'UNAUTHENTICATED' });

    // The confirmation used the step of T0; the clock is now two steps on.
    const now = T0 + 60_000;
    at(now);
    try {
      const previous = codeAt(secret, now - 30_000);
      const ok = await t.rest('POST', '/api/admin/login', { ...USER, code: previous });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect((await asAdmin(t, ok.body.token).rest('GET', '/api/admin/me')).body.username).toBe('mia');
      expect(await t.rest('POST', '/api/admin/login', { ...USER, code: previous })).toEqual({
        status: 401,
        body: { message: 'That code has already been used. Wait for the next one and enter it.', code: 'UNAUTHENTICATED', mfaRequired: true },
      });
      const wrong = await t.rest('POST', '/api/admin/login', { ...USER, code: other(codeAt(secret, now)) });
      expect(wrong).toMatchObject({ status: 401, body: { mfaRequired: true } });
      expect(wrong.body.message).toMatch(/^That code is not right/);
      // Two steps ahead is outside the window.
      expect((await t.rest('POST', '/api/admin/login', { ...USER, code: codeAt(secret, now + 60_000) })).status).toBe(401);
      // The current step is later than the last accepted: once.
      const current = codeAt(secret, now);
      expect((await t.rest('POST', '/api/admin/login', { ...USER, code: current })).status).toBe(200);
      expect((await t.rest('POST', '/api/admin/login', { ...USER, code: current })).status).toBe(401);
      // An earlier step than the last accepted is refused even inside the window.
      expect((await t.rest('POST', '/api/admin/login', { ...USER, code: previous })).status).toBe(401);
      // The next step (one ahead) is accepted, spaces allowed.
      const next = codeAt(secret, now + 30_000);
      expect((await t.rest('POST', '/api/admin/login', { ...USER, code: `${next.slice(0, 3)} ${next.slice(3)}` })).status).toBe(200);
      // GraphQL says the same.
      const gql = await appGql(t, 'AdminLogin', { input: USER });
      expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', mfaRequired: true } });
    } finally {
      t.clock.reset();
    }
    const failed = await trail(miaId, 'auth.sign_in_failed');
    expect(failed.map((r) => r.summary)).toEqual(
      expect.arrayContaining(['Failed sign-in as “mia”: a code already used', 'Failed sign-in as “mia”: a wrong two-factor code']),
    );
  });

  it('a recovery code signs in once, and is audited', async () => {
    const [code] = recoveryCodes;
    const ok = await t.rest('POST', '/api/admin/login', { ...USER, code: code.toUpperCase() });
    expect(ok.status).toBe(200);
    expect((await t.rest('POST', '/api/admin/login', { ...USER, code })).status).toBe(401);
    expect((await asAdmin(t, ok.body.token).rest('GET', '/api/admin/me')).body.recoveryCodesLeft).toBe(9);
    const used = await trail(miaId, 'auth.recovery_code_used');
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ actor: { id: miaId, name: 'Mia Mechanic' }, summary: 'mia used a recovery code (9 left)', changes: { recoveryCodesLeft: [10, 9] } });
  });

  it('is turned off with a code (not while the workshop requires it), and sign-in needs none again', async () => {
    expect((await mia.rest('DELETE', '/api/admin/me/mfa', { code: 'zzzzz-zzzzz' })).status).toBe(400);
    expect((await owner.rest('PUT', '/api/admin/settings/security', { requireMfa: true })).status).toBe(200);
    expect(await mia.rest('DELETE', '/api/admin/me/mfa', { code: recoveryCodes[1] })).toEqual({
      status: 409,
      body: { message: 'The workshop requires two-factor sign-in for every account, so it cannot be turned off. An owner can change that on the Team page.', code: 'CONFLICT' },
    });
    expect((await mia.rest('GET', '/api/admin/me')).body).toMatchObject({ mfaRequired: true, mfaSetupRequired: false });
    expect((await owner.rest('GET', '/api/admin/me')).body).toMatchObject({ mfaRequired: true, mfaSetupRequired: true });
    expect((await owner.rest('PUT', '/api/admin/settings/security', { requireMfa: false })).status).toBe(200);

    expect(await mia.rest('DELETE', '/api/admin/me/mfa', { code: recoveryCodes[1] })).toEqual({ status: 200, body: { message: 'Two-factor sign-in is off.' } });
    expect((await mia.rest('DELETE', '/api/admin/me/mfa', { code: recoveryCodes[2] })).status).toBe(409);
    expect((await t.rest('POST', '/api/admin/login', USER)).status).toBe(200);
    expect((await mia.rest('GET', '/api/admin/me')).body).toMatchObject({ mfaEnabled: false, recoveryCodesLeft: 0 });
    expect(await sql('SELECT 1 FROM admin_recovery_code WHERE admin_id = ?', [miaId])).toEqual([]);

    const off = await trail(miaId, 'auth.mfa_disabled');
    expect(off).toHaveLength(1);
    expect(off[0]).toMatchObject({ actor: { id: miaId }, changes: { mfaEnabled: [true, false] } });
  });

  it('works over GraphQL: startMfa, confirmMfa, disableMfa with a TOTP code; while required, an account without it can only set it up', async () => {
    expect((await owner.rest('PUT', '/api/admin/settings/security', { requireMfa: true })).status).toBe(200);
    const refused = await mia.gql('{ appointments { id } }');
    expect(refused.errors?.[0]).toMatchObject({
      message: 'The workshop requires two-factor sign-in: set it up for your account first.',
      extensions: { code: 'FORBIDDEN', mfaSetupRequired: true },
    });
    expect(await mia.rest('GET', '/api/admin/appointments')).toEqual({
      status: 403,
      body: { message: 'The workshop requires two-factor sign-in: set it up for your account first.', code: 'FORBIDDEN', mfaSetupRequired: true },
    });
    expect((await mia.gql('{ me { mfaSetupRequired } }')).data.me).toEqual({ mfaSetupRequired: true });
    const started = (await mia.gql('mutation { startMfa { secret otpauthUrl qrCode } }')).data.startMfa;
    const now = Date.now();
    at(now);
    try {
      const confirmed = await mia.gql(`mutation { confirmMfa(code: "${codeAt(started.secret, now)}") { recoveryCodes } }`);
      expect(confirmed.data.confirmMfa.recoveryCodes).toHaveLength(10);
      // Set up: the same token is let through at once, on every instance.
      expect((await mia.rest('GET', '/api/admin/appointments')).status).toBe(200);
      expect((await owner.rest('PUT', '/api/admin/settings/security', { requireMfa: false })).status).toBe(200);
      const signedIn = await appGql(t, 'AdminLogin', { input: { ...USER, code: codeAt(started.secret, now + 30_000) } });
      expect(signedIn.data.login.token).toBeTruthy();
      const reused = await mia.gql(`mutation { disableMfa(code: "${codeAt(started.secret, now + 30_000)}") { message } }`);
      expect(reused.errors?.[0]).toMatchObject({ message: 'That code has already been used. Wait for the next one and enter it.', extensions: { code: 'BAD_USER_INPUT' } });
      at(now + 60_000);
      expect((await mia.gql(`mutation { disableMfa(code: "${codeAt(started.secret, now + 60_000)}") { message } }`)).data.disableMfa.message).toBe('Two-factor sign-in is off.');
    } finally {
      t.clock.reset();
    }
    expect((await owner.gql('{ me { username owner mfaEnabled } }')).data.me).toEqual({ username: ADMIN.username, owner: true, mfaEnabled: false });
  });

  it('an owner turns off the two-factor sign-in of an account that lost its phone and recovery codes', async () => {
    const started = (await mia.rest('POST', '/api/admin/me/mfa')).body;
    const now = Date.now();
    at(now);
    try {
      expect((await mia.rest('POST', '/api/admin/me/mfa/confirm', { code: codeAt(started.secret, now) })).status).toBe(200);
    } finally {
      t.clock.reset();
    }
    expect((await t.rest('POST', '/api/admin/login', USER)).body.mfaRequired).toBe(true);
    expect((await mia.rest('PATCH', `/api/admin/users/${miaId}`, { resetMfa: true })).status).toBe(403);
    const reset = await owner.rest('PATCH', `/api/admin/users/${miaId}`, { resetMfa: true });
    expect(reset.body.user).toMatchObject({ username: 'mia', mfaEnabled: false });
    expect((await t.rest('POST', '/api/admin/login', USER)).status).toBe(200);
    // (The trail is newest first by the clock, which earlier tests moved on: find the owner's.)
    const rows = (await trail(miaId, 'auth.mfa_disabled')).filter((r) => r.actor.name === ADMIN.username);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: { name: ADMIN.username }, summary: 'Two-factor sign-in of Mia Mechanic (mia) turned off by an owner, to be set up again', changes: { mfaEnabled: [true, false] } });
  });
});
