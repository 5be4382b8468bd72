/**
 * Anonymous GraphQL cannot stall the server: anonymous callers run only the web app's own
 * documents (by hash or by text), every caller is held to token, alias, depth, directive and cost
 * limits before execution, introspection and 'Did you mean' hints are staff's, public reads are
 * rate limited per address, and an unauthenticated websocket is closed.
 */
import { createHash } from 'node:crypto';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REPO_ROOT } from '../../src/config.js';
import { armorRules } from '../../src/http/graphql-guard.js';
import { ANONYMOUS_SOCKET_MS } from '../../src/http/graphql.js';
import { asAdmin, signIn, withAdminServer, type Admin } from '../admin-session.js';
import { appDocument, appDocuments } from '../app-documents.js';
import { appointmentRequest, freeDay } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false });

async function post(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const json = (await res.json()) as { data?: any; errors?: any[] };
  return { status: res.status, ...json };
}

/** `n` aliased quote reads (7,000 of them: about 790 KB, as the probe sent). */
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `q${i}: quote(id: "${String(i).padStart(24, '0')}") { id number status carRego customerName gstCents gstPercent }`).join(' ')} }`;
/** `depth` levels of selections (a schema's own cycle: a customer's vehicles' customer, …). */
const deep = (depth: number) => `query { customer(id: "x") { ${'vehicles { customer { '.repeat(depth / 2)}id${' } }'.repeat(depth / 2)} } }`;

/** A customer's booked-slots read: answered, whatever else the server is refusing meanwhile. */
async function bookedSlots(): Promise<void> {
  const res = await fetch(`${t.url}/api/appointments/booked-slots?date=${freeDay()}`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ unavailableSlots: [] });
}

describe('anonymous callers run only the app’s own operations', () => {
  // How fast refusals come, and booked-slots beside them, is a bench target (bench/lib/hostile-graphql.mjs).
  it('refuses 1,000 aliases and a depth-30 query with a code, while booked-slots keeps answering', async () => {
    for (const query of [aliases(1000), deep(30)]) {
      const [refused] = await Promise.all([post({ query }), bookedSlots()]);
      expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
      expect(refused.status).toBe(403);
      expect(refused.data).toBeUndefined();
    }
  });

  it('refuses a 790 KB body of 7,000 aliases without the memory growing', async () => {
    const body = JSON.stringify({ query: aliases(7000) });
    expect(body.length).toBeGreaterThan(750_000);
    const rssBefore = process.memoryUsage().rss;
    for (let i = 0; i < 5; i++) {
      const res = await post(body);
      expect(res.errors?.[0].extensions.code).toBe('FORBIDDEN');
    }
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses an operation that is not one of the app’s, and answers the app’s own by hash, by its text and as Apollo Client prints it', async () => {
    const date = freeDay();
    const adHoc = await post({ query: 'query($date: String!) { availability(date: $date) { date availableTimes } }', variables: { date } });
    expect(adHoc.errors?.[0]).toMatchObject({ message: "Only the app's own operations can be run without signing in.", extensions: { code: 'FORBIDDEN' } });

    const { query, hash } = appDocument('Availability');
    const byText = await post({ query, variables: { date } });
    expect(byText.errors).toBeUndefined();
    expect(byText.data.availability).toMatchObject({ date, closed: false });
    expect(byText.data.availability.availableTimes).toHaveLength(16);

    const byHash = await post({ variables: { date }, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(byHash.errors).toBeUndefined();
    expect(byHash.data).toEqual(byText.data);

    const printed = 'query Availability($date: String!) {\n  availability(date: $date) {\n    date\n    closed\n    availableTimes\n    __typename\n  }\n}';
    const asClient = await post({ operationName: 'Availability', query: printed, variables: { date } });
    expect(asClient.errors).toBeUndefined();
    expect(asClient.data.availability).toMatchObject({ ...byText.data.availability, __typename: 'Availability' });

    const unknownHash = await post({ variables: { date }, extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } });
    expect(unknownHash.errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // A hash is looked up, never registered (Apollo's automatic persisted queries would list any document).
    const adHocQuery = 'query { siteInfo { phone } }';
    const adHocHash = createHash('sha256').update(adHocQuery).digest('hex');
    expect((await post({ query: adHocQuery, extensions: { persistedQuery: { version: 1, sha256Hash: adHocHash } } })).errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect((await post({ extensions: { persistedQuery: { version: 1, sha256Hash: adHocHash } } })).errors?.[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('keeps the app’s own admin operations answering UNAUTHENTICATED to an anonymous caller', async () => {
    const res = await post({ query: appDocument('AdminSiteInfo').query });
    expect(res.errors).toBeUndefined();
    const sessions = await post({ query: appDocument('AdminSessions').query });
    expect(sessions.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('lets every app document through the limits', () => {
    const schema = buildSchema(readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
    const rules = [...specifiedRules, ...armorRules()];
    for (const text of appDocuments()) expect(validate(schema, parse(text), rules).map((e) => e.message), text.slice(0, 80)).toEqual([]);
  });
});

describe('signed-in staff', () => {
  it('run any operation within the limits, and are refused over them before execution', async () => {
    const adHoc = await admin.gql('query($date: String!) { availability(date: $date) { date unavailableTimes } }', { date: freeDay() });
    expect(adHoc.errors).toBeUndefined();
    expect(adHoc.data.availability.unavailableTimes).toEqual([]);

    const manyAliases = await admin.gql(aliases(16));
    expect(manyAliases.errors?.[0].message).toMatch(/Aliases limit of 15 exceeded/);
    expect(manyAliases.data).toBeUndefined();
    const tooDeep = await admin.gql(deep(30));
    expect(tooDeep.errors?.some((e: { message: string }) => /depth limit of 12 exceeded/i.test(e.message))).toBe(true);
    expect(tooDeep.data).toBeUndefined();

    const fields = 'abn address businessName email phone publicUrl gstRegistered latitude longitude mapsUrl paymentTermsDays quoteValidityDays';
    const costly = await admin.gql(`fragment S on SiteInfo { ${fields} openingHours { days hours } } { siteInfo { ${'...S '.repeat(200)}} }`);
    expect(costly.errors?.[0].message).toMatch(/Query Cost limit of 5000 exceeded/);
    expect(costly.errors?.[0].extensions.code).toBeTruthy();
  });

  // How fast the refusal comes is a bench target (bench/lib/hostile-graphql.mjs), not a timed test.
  it('stop reading a 7,000-alias body at the token limit', async () => {
    const res = await post({ query: aliases(7000) }, { authorization: `Bearer ${admin.token}` });
    expect(res.errors?.[0]).toMatchObject({ message: expect.stringMatching(/^Syntax Error: Document contains more th[ae]t? 1500 tokens\. Parsing aborted\.$/), extensions: { code: 'GRAPHQL_PARSE_FAILED' } });
    expect(res.data).toBeUndefined();
  });
});

describe('introspection and suggestions', () => {
  const INTROSPECTION = '{ __schema { queryType { name } types { name } } }';

  it('are refused to anonymous callers and open to staff', async () => {
    const anonymous = await post({ query: INTROSPECTION });
    expect(anonymous.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(anonymous.data).toBeUndefined();
    const staff = await admin.gql(INTROSPECTION);
    expect(staff.data.__schema.queryType.name).toBe('Query');
  });

  it('never hint at the schema to an anonymous caller', async () => {
    const { query } = appDocument('BookAppointment');
    const input = { ...appointmentRequest(), fulName: 'Zoë' };
    const anonymous = await post({ query, variables: { input } });
    expect(anonymous.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(anonymous.errors)).not.toMatch(/Did you mean/);
    expect(anonymous.errors?.[0].message).toMatch(/Field "fulName" is not defined by type "AppointmentInput"/);
    const staff = await admin.gql(query, { input });
    expect(staff.errors?.[0].message).toMatch(/Did you mean "fullName"\?/);
  });
});

describe('websockets', () => {
  it('close an anonymous socket after its connection_init, and keep a signed-in one', async () => {
    const open = (params: Record<string, unknown>) =>
      new Promise<{ socket: WebSocket; closed: Promise<{ code: number; at: number }> }>((resolve, reject) => {
        const socket = new WebSocket(`${t.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws');
        const closed = new Promise<{ code: number; at: number }>((done) => socket.on('close', (code) => done({ code, at: Date.now() })));
        socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: params })));
        socket.on('message', (data) => {
          if (JSON.parse(String(data)).type === 'connection_ack') resolve({ socket, closed });
        });
        socket.on('error', reject);
      });
    const started = Date.now();
    const [anonymous, staff] = await Promise.all([open({}), open({ Authorization: `Bearer ${admin.token}` })]);
    const { code, at } = await anonymous.closed;
    expect(code).toBe(4401);
    expect(at - started).toBeLessThan(ANONYMOUS_SOCKET_MS + 3000);
    expect(staff.socket.readyState).toBe(WebSocket.OPEN);
    staff.socket.close();
  }, 30_000);
});

describe('public reads', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ smtp: false, env: { PUBLIC_READ_RATE_LIMIT: '5' } });
  });
  afterAll(() => limited?.close());

  it('are limited per address: 429 with Retry-After after PUBLIC_READ_RATE_LIMIT a minute, REST (the fast path too) and GraphQL together; staff are not', async () => {
    const date = freeDay();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${limited.url}/api/appointments/booked-slots?date=${date}`)).status);
    const { query } = appDocument('Availability');
    const gql = () => fetch(`${limited.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { date } }) });
    statuses.push((await gql()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    const overRest = await fetch(`${limited.url}/api/appointments/booked-slots?date=${date}`);
    expect(overRest.status).toBe(429);
    expect(Number(overRest.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await overRest.json()).toMatchObject({ message: 'Too many requests from your network. Please wait a minute and try again.' });
    const overGql = await gql();
    expect(overGql.status).toBe(429);
    expect(((await overGql.json()) as { errors: any[] }).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    const otherRoute = await fetch(`${limited.url}/api/reminders/${'0'.repeat(40)}/booking`);
    expect(otherRoute.status).toBe(429);

    const staff = asAdmin(limited, await signIn(limited));
    expect((await staff.gql(query, { date })).errors).toBeUndefined();
  });
});

describe('the booking form’s availability', () => {
  const ask = (date: string) => post({ query: appDocument('Availability').query, variables: { date } });

  it('is kept between changes: a booking, a block and the passing half hour each drop it', async () => {
    t.clock.set('2026-11-23T00:10:00Z'); // Monday 23 Nov 2026, 11:10 in Melbourne
    try {
      const today = '2026-11-23';
      const first = await ask(today);
      expect(first.data.availability.availableTimes[0]).toBe('11:30');
      expect((await ask(today)).data).toEqual(first.data);

      expect((await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: today, preferredTime: '14:00' }))).status).toBe(201);
      const booked = await ask(today);
      expect(booked.data.availability.availableTimes).not.toContain('14:00');

      await t.app.services.booking.blockPeriod(t.app.db.orm.em.fork(), { startDate: today, startTime: '15:00', endDate: today, endTime: '15:30', reason: 'Hoist inspection' });
      expect((await ask(today)).data.availability.availableTimes).not.toContain('15:00');

      t.clock.set('2026-11-23T00:31:00Z'); // 11:31: 11:30 has passed
      expect((await ask(today)).data.availability.availableTimes[0]).toBe('12:00');
    } finally {
      t.clock.reset();
    }
  });
});
