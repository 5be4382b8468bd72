/** Public writes are limited to PUBLIC_RATE_LIMIT per minute per client address, across REST and GraphQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: { PUBLIC_RATE_LIMIT: '4' } });
});
afterAll(() => t.close());

describe('public rate limit', () => {
  it('answers 429 with a message once booking, contact and cancel calls exceed the limit', async () => {
    const contact = { name: 'Spam Bot', email: 'bot@example.com', message: 'hello' };
    expect((await t.rest('POST', '/api/contact', contact)).status).toBe(201);
    expect((await t.rest('POST', '/api/appointments', appointmentRequest())).status).toBe(201);
    expect((await t.rest('POST', '/api/appointments/cancel', { id: 'a'.repeat(24) })).status).toBe(404);
    const gql = await appGql(t, 'SendContactMessage', { input: contact });
    expect(gql.errors).toBeUndefined();

    const limited = await fetch(`${t.url}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact) });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe('Too many requests from your network. Please wait a minute and try again.');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const limitedGql = await appGql(t, 'BookAppointment', { input: appointmentRequest() });
    expect(limitedGql.errors?.[0].extensions.code).toBe('TOO_MANY_REQUESTS');

    const rows = await t.app.db.orm.em.getConnection().execute('SELECT count(*)::int AS n FROM contact_query');
    expect(rows[0].n).toBe(2);
  });

  it('never limits reading availability', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await t.rest('GET', `/api/appointments/booked-slots?date=${appointmentRequest().preferredDate}`)).status).toBe(200);
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('public rate limit with two instances on one database', () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    const env = { PUBLIC_RATE_LIMIT: '3', TRUST_PROXY: 'true' };
    a = await startTestServer({ smtp: false, env });
    b = await startTestServer({ smtp: false, databaseUrl: a.databaseUrl!, env });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('counts an address once across both: 2 writes on A and 2 on B, the fourth is refused', async () => {
    const from = { 'x-forwarded-for': '198.51.100.7' };
    const contact = { name: 'Two Doors', email: 'doors@example.com', message: 'hello from both sides' };
    expect((await a.rest('POST', '/api/contact', contact, from)).status).toBe(201);
    expect((await b.rest('POST', '/api/contact', contact, from)).status).toBe(201);
    expect((await a.rest('POST', '/api/contact', contact, from)).status).toBe(201);
    expect((await b.rest('POST', '/api/contact', contact, from)).status).toBe(429);
    // Another address still has its own allowance.
    expect((await b.rest('POST', '/api/contact', contact, { 'x-forwarded-for': '198.51.100.8' })).status).toBe(201);
  });

  it('counts 30 simultaneous writes from one address over both instances exactly: 3 accepted, 27 refused', async () => {
    const from = { 'x-forwarded-for': '198.51.100.99' };
    const contact = { name: 'Crowd', email: 'crowd@example.com', message: 'all at once' };
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).rest('POST', '/api/contact', contact, from)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(27);
  });
});
