/**
 * OWASP's device cookie: a browser that has signed in as a username is never refused because
 * others, from many addresses, are guessing that username; it counts its own failures instead.
 * Without the cookie (or with a forged one) the slow-down still applies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../admin-session.js';
import { appDocument } from '../app-documents.js';
import { startTestServer, type TestServer } from '../harness.js';
import { waitFor } from '../wait-for.js';

const LIMIT = 5;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: { LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true' } });
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  ms: number;
  /** When it was sent and when answered (Date.now()). */
  sentAt: number;
  answeredAt: number;
  setCookie: string | null;
  retryAfter: string | null;
  body: { message?: string; token?: string };
}

async function login(body: unknown, address: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = Date.now();
  const res = await fetch(`${t.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(body),
  });
  const answeredAt = Date.now();
  return { status: res.status, ms: answeredAt - started, sentAt: started, answeredAt, setCookie: deviceCookieOf(res), retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
}

/** The device cookie among an answer's Set-Cookie headers (a sign-in sets the session cookie too). */
function deviceCookieOf(res: Response): string | null {
  return res.headers.getSetCookie().find((c) => c.startsWith('workshop_device_')) ?? null;
}

const WRONG = { username: 'admin', password: 'wrong-guess-1' };
/** The `name=value` a browser sends back of a Set-Cookie header. */
const sentBack = (setCookie: string) => setCookie.split(';')[0];

describe('the device cookie', () => {
  let cookie: string;

  it('is set on a successful sign-in: HttpOnly, SameSite=Strict, Secure over https, never on a failure', async () => {
    const failed = await login(WRONG, '198.51.100.40');
    expect(failed.status).toBe(401);
    expect(failed.setCookie).toBeNull();
    const plain = await login(ADMIN, '198.51.100.41');
    expect(plain.status).toBe(200);
    expect(plain.setCookie).toMatch(/^workshop_device_[0-9a-f]{16}=[\w-]+\.[0-9a-z]+\.[\w-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict$/);
    const https = await login(ADMIN, '198.51.100.42', { 'x-forwarded-proto': 'https' });
    expect(https.setCookie).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    cookie = sentBack(plain.setCookie!);
  });

  it('is set by the GraphQL login too (the back office signs in over GraphQL)', async () => {
    const { query } = appDocument('AdminLogin');
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.43' },
      body: JSON.stringify({ query, operationName: 'AdminLogin', variables: { input: ADMIN } }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { login: { token: string } } }).data.login.token).toMatch(/^ey/);
    expect(deviceCookieOf(res)).toMatch(/^workshop_device_[0-9a-f]{16}=[\w.-]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict$/);
  });

  it('signs its owner in during a spread guessing run that slows everyone else down', async () => {
    // The run: LIMIT guesses from as many addresses; from then on one evaluation per growing delay.
    for (let i = 0; i < LIMIT; i++) expect((await login(WRONG, `192.0.2.${i}`)).status).toBe(401);
    const started = Date.now();
    for (let i = 0; i < 4; i++) expect((await login(WRONG, `192.0.2.${10 + i}`)).status).toBe(401);
    // 250, 500 and 1000 ms between them; the last holds the next turn for 2 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1700);
    // More at once, from fresh addresses: they queue, and the later ones are refused (429).
    const answered: string[] = [];
    const run = Promise.all(
      [20, 21, 22, 23, 24, 25].map((n) =>
        login(WRONG, `192.0.2.${n}`).then((g) => {
          answered.push(`guess ${g.status}`);
          return g;
        }),
      ),
    );
    // All six are at the server: waiting for their turns, or answered (refused) already.
    await waitFor(() => t.app.http.meter.inFlight + answered.length >= 6, { what: 'the six guesses to reach the server' });

    const owner = await login(ADMIN, '192.0.2.99', { cookie });
    answered.push('owner');
    expect(owner.status).toBe(200);
    // Not queued behind the run: signed in before any guess of it got its turn (the first waits about 2 s).
    expect(answered.slice(0, answered.indexOf('owner')), 'guesses answered before the owner').not.toContain('guess 401');
    expect(owner.setCookie).toMatch(/^workshop_device_/);

    // The same right password with a forged cookie (as without one) waits its turn behind the run, or is refused.
    const forged = await login(ADMIN, '192.0.2.98', { cookie: cookie.replace(/\.[\w-]+$/, '.forged') });
    expect(forged.status === 429 || forged.ms >= 700, JSON.stringify(forged)).toBe(true);
    if (forged.status === 429) expect(forged.body.message).toBe('Too many sign-in attempts for this account right now. Please wait a few seconds and try again.');
    const guesses = await run;
    expect(guesses.some((g) => g.status === 429)).toBe(true);
  }, 60_000);

  it('is bound to its username', async () => {
    // admin's cookie sent for another username does not exempt it: that username's own slow-down applies.
    const answers = [];
    for (let i = 0; i < LIMIT + 2; i++) answers.push(await login({ username: 'nobody', password: 'x' }, `203.0.113.${i}`, { cookie }));
    expect(answers.map((a) => a.status)).toEqual(Array(LIMIT + 2).fill(401));
    // The seventh guess at 'nobody' waited for its turn: 250 ms after the sixth took its own, which
    // was after the sixth was sent (how long the sixth's password check took does not matter).
    expect(answers[LIMIT + 1].answeredAt - answers[LIMIT].sentAt).toBeGreaterThanOrEqual(240);
  });

  it("counts the browser's own failures, with its own limit", async () => {
    for (let i = 0; i < LIMIT; i++) expect((await login(WRONG, `198.51.100.${60 + i}`, { cookie })).status).toBe(401);
    const locked = await login(ADMIN, '198.51.100.70', { cookie });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    expect(Number(locked.retryAfter)).toBeGreaterThan(14 * 60);
  });
});
