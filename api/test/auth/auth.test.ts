/** Sign-in, tokens, lock-outs and password reset. */
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, asAdmin, signIn } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { recipients } from '../smtp-sink.js';
import { waitFor } from '../wait-for.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ env: { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());
beforeEach(() => t.clock.reset());

async function retryAfterOf(body: unknown, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${t.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  expect(res.status).toBe(429);
  return Number(res.headers.get('retry-after'));
}

describe('POST /api/admin/login', () => {
  it('answers a token that opens admin calls', async () => {
    const token = await signIn(t);
    const claims = jwt.decode(token) as { exp: number; iat: number; username: string };
    expect(claims.username).toBe('admin');
    expect(claims.exp - claims.iat).toBe(12 * 60 * 60);
    expect((await asAdmin(t, token).rest('GET', '/api/admin/appointments')).status).toBe(200);
  });

  it('answers 401 with a message for a wrong password or an unknown user', async () => {
    for (const body of [{ username: 'typo-admin', password: 'wrong-password-1' }, { username: 'nobody', password: 'whatever-123' }]) {
      const res = await t.rest('POST', '/api/admin/login', body, { 'x-forwarded-for': '10.0.0.1' });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid username or password.');
    }
  });

  it('answers 400 when username or password is missing', async () => {
    const res = await t.rest('POST', '/api/admin/login', { username: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password is required.');
  });

  it('locks the failing address for 15 minutes, but not the account: the right password from another address signs in', async () => {
    const wrong = { username: 'admin', password: 'guess-123456' };
    const from = { 'x-forwarded-for': '10.1.0.1' };
    for (let i = 0; i < 3; i++) expect((await t.rest('POST', '/api/admin/login', wrong, from)).status).toBe(401);
    const locked = await t.rest('POST', '/api/admin/login', ADMIN, from);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    const retryAfter = await retryAfterOf(ADMIN, from);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    expect((await t.rest('POST', '/api/admin/login', ADMIN, { 'x-forwarded-for': '10.1.0.9' })).status).toBe(200);
    // The owner signing in elsewhere does not unlock the guessing address.
    expect((await t.rest('POST', '/api/admin/login', ADMIN, from)).status).toBe(429);
  });

  it('locks an address out after LOGIN_RATE_LIMIT failures, whatever the usernames', async () => {
    const from = { 'x-forwarded-for': '10.2.0.1' };
    for (const username of ['a', 'b', 'c']) {
      expect((await t.rest('POST', '/api/admin/login', { username, password: 'nope-123456' }, from)).status).toBe(401);
    }
    expect((await t.rest('POST', '/api/admin/login', { username: 'd', password: 'nope-123456' }, from)).status).toBe(429);
    // Other addresses are unaffected.
    expect((await t.rest('POST', '/api/admin/login', ADMIN, { 'x-forwarded-for': '10.2.0.2' })).status).toBe(200);
  });

  it('signs in over GraphQL too', async () => {
    const res = await appGql(t, 'AdminLogin', { input: ADMIN });
    expect(res.data.login.token).toMatch(/^ey/);
    const bad = await appGql(t, 'AdminLogin', { input: { username: 'gql-user', password: 'nope-nope-1' } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Invalid username or password.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});

describe('tokens', () => {
  it('refuses an expired token with its own message', async () => {
    const token = await signIn(t);
    t.clock.set(new Date(Date.now() + 13 * 60 * 60 * 1000).toISOString());
    const res = await asAdmin(t, token).rest('GET', '/api/admin/appointments');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your session has expired. Please sign in again.');
    const gql = await appGql(t, 'AdminMe', {}, token);
    expect(gql.errors?.[0]).toMatchObject({ message: 'Your session has expired. Please sign in again.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(gql.data).toBeNull();
  });

  it('refuses a token signed with another secret, and one with alg none', async () => {
    const forged = jwt.sign({ username: 'admin' }, 'x'.repeat(48), { subject: 'a'.repeat(24), issuer: 'workshop-admin', expiresIn: 3600 });
    const none = jwt.sign({ username: 'admin' }, '', { algorithm: 'none', subject: 'a'.repeat(24), issuer: 'workshop-admin' } as jwt.SignOptions);
    for (const token of [forged, none, 'not-a-jwt']) {
      const res = await asAdmin(t, token).rest('GET', '/api/admin/appointments');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
    }
  });

  it('refuses a correctly signed token of an admin that does not exist', async () => {
    const [{ value: secret }] = await t.app.db.orm.em.getConnection().execute("SELECT value FROM signing_secret WHERE key = 'jwt_secret'");
    const token = jwt.sign({ username: 'ghost' }, secret, { subject: 'b'.repeat(24), issuer: 'workshop-admin', expiresIn: 3600 });
    expect((await asAdmin(t, token).rest('GET', '/api/admin/appointments')).status).toBe(401);
  });
});

describe('password reset', () => {
  const resetLink = async () => {
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('workshop@example.com') && /reset your admin password/.test(m.subject ?? '') && !used.has(m.messageId!));
    used.add(mail.messageId!);
    return new URL(/http:\/\/workshop\.test\/admin\/reset-password\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
  };
  const used = new Set<string>();

  it('emails a single-use link to the primary admin, with or without a JSON body', async () => {
    const res = await t.rest('POST', '/api/admin/request-password-reset', '', { 'content-type': 'application/json' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('If the primary admin email belongs to an account, a password reset link has been sent to it.');
    const token = await resetLink();

    const weak = await t.rest('POST', '/api/admin/reset-password', { token, password: 'short1' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('Password must be at least 10 characters long.');
    const lettersOnly = await t.rest('POST', '/api/admin/reset-password', { token, password: 'onlyletterspassword' });
    expect(lettersOnly.body.message).toBe('Password must contain at least one letter and one number or symbol.');

    const oldToken = await signIn(t);
    // The change must be in a later second than the old session: wait for the clock to pass its second.
    const { iat } = jwt.decode(oldToken) as { iat: number };
    await waitFor(() => Math.floor(Date.now() / 1000) > iat, { what: 'a second later than the old session' });
    const ok = await t.rest('POST', '/api/admin/reset-password', { token, password: 'Brake-pads-2026' });
    expect(ok).toEqual({ status: 200, body: { message: 'Your password has been changed. You can now sign in with it.' } });

    const again = await t.rest('POST', '/api/admin/reset-password', { token, password: 'Another-pass-2027' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This reset link is invalid or has expired. Please request a new one.');

    expect((await t.rest('POST', '/api/admin/login', ADMIN)).status).toBe(401);
    expect((await t.rest('POST', '/api/admin/login', { ...ADMIN, password: 'Brake-pads-2026' })).status).toBe(200);
    // Sessions from before the change are over.
    expect((await asAdmin(t, oldToken).rest('GET', '/api/admin/appointments')).status).toBe(401);

    // Put the harness password back for the other tests.
    await t.rest('POST', '/api/admin/request-password-reset');
    expect((await t.rest('POST', '/api/admin/reset-password', { token: await resetLink(), password: ADMIN.password })).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    await t.rest('POST', '/api/admin/request-password-reset');
    const token = await resetLink();
    // The harness password again, so the other tests keep signing in.
    const answers = await Promise.all([0, 1].map(() => t.rest('POST', '/api/admin/reset-password', { token, password: ADMIN.password })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.message).toBe('This reset link is invalid or has expired. Please request a new one.');
  });

  it('refuses an expired link', async () => {
    await t.rest('POST', '/api/admin/request-password-reset');
    const token = await resetLink();
    t.clock.set(new Date(Date.now() + 31 * 60 * 1000).toISOString());
    const res = await t.rest('POST', '/api/admin/reset-password', { token, password: 'Fresh-password-9' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This reset link is invalid or has expired. Please request a new one.');
  });
});
