/**
 * Authenticator and recovery codes are throttled like passwords, wherever they are entered:
 * signing in with a code, turning two-factor off and confirming its setup. LOGIN_RATE_LIMIT wrong
 * codes of one account in 15 minutes, then 429 with Retry-After, even for the right code.
 */
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { asAdmin, type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';

const LIMIT = 5;
const TOO_MANY = 'Too many wrong two-factor codes. Please wait 15 minutes and try again.';
let t: TestServer;
let owner: Admin;
withAdminServer((server, signedIn) => ((t = server), (owner = signedIn)), { env: { LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true' } });

const codeNow = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() });
/** Wrong codes: TOTP-shaped and recovery-shaped (both are counted). */
const wrongCode = (secret: string, i: number) => (i % 2 ? 'aaaaa-aaaaa' : String((Number(codeNow(secret)) + 500_000 + i) % 1_000_000).padStart(6, '0'));

/** A member of staff invited by the owner, signed in. */
async function member(username: string): Promise<{ admin: Admin; token: string; login: { username: string; password: string } }> {
  const email = `${username}@example.com`;
  expect((await owner.rest('POST', '/api/admin/users', { name: username, email })).status).toBe(201);
  const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email));
  const token = new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
  const login = { username, password: "guarded-by-codes-2468" };
  const accepted = await t.rest('POST', '/api/admin/invitations/accept', { token, ...login });
  expect(accepted.status).toBe(200);
  return { admin: asAdmin(t, accepted.body.token), token: accepted.body.token, login };
}

/** Two-factor turned on for `admin`: its secret (its recovery codes in `recovery`). */
const recovery = new Map<string, string[]>();
async function turnOn(admin: Admin): Promise<string> {
  const secret = (await admin.rest('POST', '/api/admin/me/mfa')).body.secret as string;
  const confirmed = await admin.rest('POST', '/api/admin/me/mfa/confirm', { code: codeNow(secret) });
  expect(confirmed.status).toBe(200);
  recovery.set(secret, confirmed.body.recoveryCodes);
  return secret;
}

function expectTooMany(res: { status: number; body: { message?: string } }, retryAfter: string | null): void {
  expect(res.status).toBe(429);
  expect(res.body.message).toBe(TOO_MANY);
  expect(Number(retryAfter)).toBeGreaterThan(14 * 60);
}

async function rest(path: string, method: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message?: string } };
}

describe('two-factor codes are throttled', () => {
  it('at sign-in: after LOGIN_RATE_LIMIT wrong codes (from as many addresses), 429 even with the right code', async () => {
    const { admin, login } = await member('codes-signin');
    const secret = await turnOn(admin);
    for (let i = 0; i < LIMIT; i++) {
      const res = await rest('/api/admin/login', 'POST', { ...login, code: wrongCode(secret, i) }, { 'x-forwarded-for': `198.51.100.${i + 1}` });
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/^That code is not right/);
    }
    const right = await rest('/api/admin/login', 'POST', { ...login, code: codeNow(secret) }, { 'x-forwarded-for': '198.51.100.99' });
    expectTooMany(right, right.retryAfter);
  });

  it('turning two-factor off (DELETE /api/admin/me/mfa): 429 after the limit, even with the right code, and it stays on', async () => {
    const { admin, token } = await member('codes-off');
    const secret = await turnOn(admin);
    for (let i = 0; i < LIMIT; i++) {
      const res = await admin.rest('DELETE', '/api/admin/me/mfa', { code: wrongCode(secret, i) });
      expect(res.status).toBe(400);
    }
    const right = await rest('/api/admin/me/mfa', 'DELETE', { code: codeNow(secret) }, { authorization: `Bearer ${token}` });
    expectTooMany(right, right.retryAfter);
    expect((await admin.rest('GET', '/api/admin/me')).body.mfaEnabled).toBe(true);
  });

  it('confirming its setup: 429 after the limit', async () => {
    const { admin } = await member('codes-setup');
    const secret = (await admin.rest('POST', '/api/admin/me/mfa')).body.secret as string;
    for (let i = 0; i < LIMIT; i++) expect((await admin.rest('POST', '/api/admin/me/mfa/confirm', { code: wrongCode(secret, 0) })).status).toBe(400);
    const right = await admin.rest('POST', '/api/admin/me/mfa/confirm', { code: codeNow(secret) });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(TOO_MANY);
    expect((await admin.rest('GET', '/api/admin/me')).body.mfaEnabled).toBe(false);
  });

  it('a right code starts the count afresh', async () => {
    const { admin } = await member('codes-fresh');
    const secret = await turnOn(admin);
    for (let i = 0; i < LIMIT - 1; i++) expect((await admin.rest('DELETE', '/api/admin/me/mfa', { code: wrongCode(secret, i) })).status).toBe(400);
    // (The current TOTP step was used by the confirmation: a recovery code.)
    expect((await admin.rest('DELETE', '/api/admin/me/mfa', { code: recovery.get(secret)![0] })).status).toBe(200);
    const again = (await admin.rest('POST', '/api/admin/me/mfa')).body.secret as string;
    // Four wrong before the right one, then (the count cleared) four more are still answered 400.
    for (let i = 0; i < LIMIT - 1; i++) expect((await admin.rest('POST', '/api/admin/me/mfa/confirm', { code: wrongCode(again, 0) })).status).toBe(400);
  });
});
