/**
 * The booking form's availability read, answered before the framework once its answer is kept
 * (graphql-hot-path.ts): the same bytes as Apollo's answer, a fresh answer after a booking, the
 * public read limit, and every request that is not a kept answer still answered by the normal route.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDocument } from '../app-documents.js';
import { appointmentRequest, freeDay } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: { PUBLIC_READ_RATE_LIMIT: '30' } });
});
afterAll(() => t.close());

const AVAILABILITY = appDocument('Availability').query;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function post(body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const availability = (date: string, headers?: Record<string, string>) =>
  post(JSON.stringify({ operationName: 'Availability', query: AVAILABILITY, variables: { date } }), headers);

/** The full set of security headers is Fastify's; the hot path sends the few a JSON read needs. */
const throughFastify = (a: Answer) => a.headers.get('x-frame-options') === 'DENY';

describe('the kept availability answer, before the framework', () => {
  it('is the same answer, byte for byte, as the route gave when it was made', async () => {
    const date = freeDay();
    const made = await availability(date);
    const again = await availability(date, { 'x-request-id': 'booking-form-1' });
    expect(throughFastify(made)).toBe(true);
    expect(throughFastify(again)).toBe(false);
    expect(again.status).toBe(200);
    expect(again.text).toBe(made.text);
    expect(JSON.parse(again.text).data.availability.availableTimes).toHaveLength(16);
    expect(again.headers.get('content-type')).toBe(made.headers.get('content-type'));
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
    expect(again.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(again.headers.get('x-request-id')).toBe('booking-form-1');
    // As Apollo Client sends it from the booking form: with its clientLibrary extension.
    const clientLibrary = { name: '@apollo/client', version: '4.0.0' };
    const fromTheForm = await post(JSON.stringify({ operationName: 'Availability', variables: { date }, extensions: { clientLibrary }, query: AVAILABILITY }));
    expect(throughFastify(fromTheForm)).toBe(false);
    expect(fromTheForm.text).toBe(made.text);
  });

  it('is made afresh after a booking takes a time of that day', async () => {
    const date = freeDay();
    await availability(date);
    expect(JSON.parse((await availability(date)).text).data.availability.availableTimes).toContain('10:00');
    const booked = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: date, preferredTime: '10:00' }));
    expect(booked.status).toBe(201);
    const after = await availability(date);
    expect(throughFastify(after)).toBe(true);
    expect(JSON.parse(after.text).data.availability.availableTimes).not.toContain('10:00');
  });

  it('leaves every other request to the route, its body intact', async () => {
    const date = freeDay();
    await availability(date);
    // Another day's answer is not kept yet: the route answers it, from the body read here.
    const other = await availability(freeDay());
    expect(other.status).toBe(200);
    expect(JSON.parse(other.text).data.availability.closed).toBe(false);
    // Not JSON, a text that is not the app's, and credentials: the route's own answers.
    const broken = await post('{"query": ');
    expect(broken.status).toBe(400);
    expect(broken.text).toContain('The request body is not valid JSON.');
    const foreign = await post(JSON.stringify({ query: '{ __schema { types { name } } }' }));
    expect(foreign.status).toBe(403);
    expect(throughFastify(await availability(date, { authorization: 'Bearer not-a-token' }))).toBe(true);
    expect(throughFastify(await availability(date, { cookie: 'theme=dark' }))).toBe(true);
    // The same read naming its document by hash as well is left to Apollo, which checks the hash.
    const sha256Hash = createHash('sha256').update(AVAILABILITY).digest('hex');
    const extended = await post(JSON.stringify({ operationName: 'Availability', query: AVAILABILITY, variables: { date }, extensions: { persistedQuery: { version: 1, sha256Hash } } }));
    expect(throughFastify(extended)).toBe(true);
    expect(JSON.parse(extended.text).data.availability.date).toBe(date);
  });

  it('counts against the public read limit, and past it the route answers 429 with Retry-After', async () => {
    const date = '2031-03-05';
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i++) answers.push(await availability(date));
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(30);
    expect(throughFastify(refused[0])).toBe(true);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect(JSON.parse(refused[0].text).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
  });
});
