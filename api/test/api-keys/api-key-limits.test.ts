/** An API key's own rate limit, its refusal on the websocket, and a revocation heard by every instance within 2 s. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../admin-session.js';
import { onPostgres, startTestServer, withTwoInstances, type TestServer } from '../harness.js';
import { subscribe, wsClient } from '../ws-client.js';

async function makeKey(t: TestServer, scopes: string[]): Promise<{ key: string; id: string; owner: string }> {
  const owner = await signIn(t);
  const res = await t.rest('POST', '/api/admin/api-keys', { name: 'Limits', scopes }, { authorization: `Bearer ${owner}` });
  expect(res.status).toBe(201);
  return { key: res.body.key, id: res.body.apiKey.id, owner };
}

describe('an API key over its limit', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ smtp: false, env: { API_KEY_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('is answered 429 with Retry-After once it has made API_KEY_RATE_LIMIT calls this minute, over REST and GraphQL; a session is not', async () => {
    const { key, owner } = await makeKey(t, ['appointments:read']);
    const auth = { authorization: `Bearer ${key}` };
    for (let i = 0; i < 3; i++) expect((await t.rest('GET', '/api/admin/appointments', undefined, auth)).status).toBe(200);
    const over = await fetch(`${t.url}/api/admin/appointments`, { headers: auth });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await over.json()) as { message: string }).message).toContain('API key "Limits" has made more than 3 calls this minute');
    const gql = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ appointments { id } }' }) });
    expect(gql.status).toBe(429);
    expect(gql.headers.get('retry-after')).not.toBeNull();
    for (let i = 0; i < 5; i++) expect((await t.rest('GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${owner}` })).status).toBe(200);
  });

  it('cannot open live subscriptions on the websocket', async () => {
    const { key } = await makeKey(t, ['appointments:read']);
    const client = wsClient(t.url, key);
    try {
      const live = subscribe(client, 'subscription { analyticsChanged }');
      await live.done;
      expect(live.events).toEqual([]);
      expect(live.errors[0]).toMatchObject({ code: 4401, reason: 'API keys cannot open live subscriptions: register a webhook for the events instead.' });
    } finally {
      await client.dispose();
    }
  });
});

describe.runIf(onPostgres)('a revoked key on two instances', () => {
  let a: TestServer;
  let b: TestServer;
  withTwoInstances((first, second) => {
    a = first;
    b = second;
  });

  it('is refused by the other instance within 2 s of the revocation', async () => {
    const { key, id, owner } = await makeKey(a, ['appointments:read']);
    const onB = () => b.rest('GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${key}` });
    expect((await onB()).status).toBe(200);
    const revokedAt = Date.now();
    expect((await a.rest('DELETE', `/api/admin/api-keys/${id}`, undefined, { authorization: `Bearer ${owner}` })).status).toBe(200);
    let refused = await onB();
    while (refused.status === 200 && Date.now() - revokedAt < 3000) refused = await onB();
    expect(refused.status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(2000);
  });
});
