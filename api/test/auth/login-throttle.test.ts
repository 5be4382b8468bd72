/**
 * Sign-in throttling under concurrency and from many addresses: attempts are counted before the
 * password is checked, on every instance together; a failing address is locked, an account is only slowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';

const LIMIT = 5;
const onServer = Boolean(process.env.TEST_DATABASE_URL);
let t: TestServer;
/** A second instance on the same database (PostgreSQL server only): the counters are shared. */
let b: TestServer | null = null;
beforeAll(async () => {
  const env = { LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true' };
  t = await startTestServer({ smtp: false, env });
  if (onServer) b = await startTestServer({ smtp: false, databaseUrl: t.databaseUrl!, env });
});
afterAll(async () => {
  await b?.close();
  await t.close();
});

const login = (server: TestServer, body: unknown, address: string) =>
  fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message: string } }));

const WRONG = { username: 'admin', password: 'wrong-guess-1' };

describe('sign-in throttling', () => {
  it('evaluates at most LOGIN_RATE_LIMIT of 40 concurrent wrong passwords from one address, across instances', async () => {
    const servers = b ? [t, b] : [t];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(servers[i % servers.length], WRONG, '198.51.100.1')));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(LIMIT);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(40 - LIMIT);
    for (const answer of refused) {
      expect(answer.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
      expect(Number(answer.retryAfter)).toBeGreaterThan(14 * 60);
    }
    // The owner, from an address that has not failed, is not locked out.
    expect((await login(t, ADMIN, '198.51.100.2')).status).toBe(200);
  });

  it('after LOGIN_RATE_LIMIT failures from one address, the right password from another signs in; the failing address stays locked', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await login(t, WRONG, '203.0.113.1')).status).toBe(401);
    expect((await login(b ?? t, ADMIN, '203.0.113.2')).status).toBe(200);
    const locked = await login(t, ADMIN, '203.0.113.1');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('slows down an account guessed from many addresses, one evaluation per growing delay, and still signs its owner in', async () => {
    for (let i = 0; i < LIMIT; i++) expect((await login(t, WRONG, `192.0.2.${i}`)).status).toBe(401);
    // Four more guesses at once from fresh addresses wait their turns: 250, 500 and 1000 ms at least between them.
    const started = Date.now();
    const guesses = await Promise.all([10, 11, 12, 13].map((n) => login(b ?? t, WRONG, `192.0.2.${n}`)));
    expect(guesses.map((g) => g.status)).toEqual([401, 401, 401, 401]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1700);

    const owner = await login(t, ADMIN, '192.0.2.99');
    expect(owner.status).toBe(200);
    // Signed in: the account is no longer slowed. LIMIT guesses at once are all evaluated; still
    // slowed, they would wait 4, 8 and 10 s for turns one after another, and the later ones would be
    // refused (no request waits more than 10 s for its turn).
    const after = await Promise.all(Array.from({ length: LIMIT }, (_, i) => login(t, WRONG, `192.0.2.${100 + i}`)));
    expect(after.map((g) => g.status)).toEqual(Array.from({ length: LIMIT }, () => 401));
  });
});
