/** Public writes are limited to PUBLIC_RATE_LIMIT per minute per client address, across REST and GraphQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequest } from './factories.js';
import { startTestServer, type TestServer } from './harness.js';

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
    const gql = await t.gql('mutation($i: ContactInput!) { sendContactMessage(input: $i) { message } }', { i: contact });
    expect(gql.errors).toBeUndefined();

    const limited = await t.rest('POST', '/api/contact', contact);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many requests from your network. Please wait a minute and try again.');
    const limitedGql = await t.gql('mutation($i: AppointmentInput!) { bookAppointment(input: $i) { id } }', { i: appointmentRequest() });
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
