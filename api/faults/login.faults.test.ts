/**
 * Issue 7: sign-in on two instances. Without JWT_SECRET both agree on the generated secret (kept
 * in the database, not on local disk). Under concurrent and distributed guessing, attempts are
 * counted before the password is checked, on every instance together; failures lock the failing
 * address, never the owner signing in from another one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, Cluster, useCluster, type ApiProcess } from './harness/cluster.js';
import { adminToken, rest } from './harness/http.js';

const LIMIT = 5;

const login = (api: ApiProcess, address: string, username: string, password: string) =>
  rest(api.url, 'POST', '/api/admin/login', { username, password }, { 'x-forwarded-for': address });

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe(`sign-in on two instances with LOGIN_RATE_LIMIT=${LIMIT}`, () => {
  const cluster = useCluster();
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    const c = cluster.set(await Cluster.create({ env: { LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'true', PUBSUB: 'postgres' } }));
    // Separate DATA_DIRs (the harness gives each process its own) and no JWT_SECRET anywhere.
    a = await c.spawn('a');
    b = await c.spawn('b');
    expect(a.env.JWT_SECRET).toBeUndefined();
    expect(a.env.DATA_DIR).not.toBe(b.env.DATA_DIR);
  });

  it('a token from one instance is accepted by the other, both started without JWT_SECRET', async () => {
    const token = await adminToken(a.url);
    const onA = await rest(a.url, 'GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${token}` });
    expect(onA.status).toBe(200);
    const onB = await rest(b.url, 'GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${token}` });
    expect(onB.status, onB.text).toBe(200);
  });

  it('a token is still accepted by an instance restarted after it was issued elsewhere', async () => {
    const token = await adminToken(b.url);
    await a.kill9();
    await a.start();
    const res = await rest(a.url, 'GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${token}` });
    expect(res.status, res.text).toBe(200);
  });

  it('40 concurrent wrong passwords from one address: exactly 5 are checked (401), 35 refused (429)', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(a, '203.0.113.1', 'mallory', `guess-${i}`)));
    const statuses = answers.map((x) => x.status);
    expect(tally(statuses)).toEqual({ 401: LIMIT, 429: 40 - LIMIT });
  });

  it('the same across two instances: the limit holds in total', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2 ? a : b, '203.0.113.2', 'trudy', `guess-${i}`)),
    );
    expect(tally(answers.map((x) => x.status))).toEqual({ 401: LIMIT, 429: 40 - LIMIT });
  });

  it('5 failures from one address lock that address, not the owner signing in from another', async () => {
    for (let i = 0; i < LIMIT; i++) {
      const res = await login(a, '203.0.113.3', 'admin', `wrong-${i}`);
      expect(res.status, res.text).toBe(401);
    }
    const owner = await login(a, '198.51.100.7', 'admin', ADMIN_PASSWORD); // may be slowed down, never refused
    expect(owner.status, owner.text).toBe(200);
    expect(typeof owner.body.token).toBe('string');
    const attacker = await login(b, '203.0.113.3', 'admin', ADMIN_PASSWORD);
    expect(attacker.status, 'the failing address stays locked, on the other instance too').toBe(429);
  });
});
