/**
 * Every admin path and operation refuses callers without a valid token and leaks nothing. What is
 * called comes from the running server (its routes, its schema) and who may call it from the
 * operations' declarations, so a new admin path or field cannot be missed and no list is kept here.
 */
import jwt from 'jsonwebtoken';
import { getIntrospectionQuery } from 'graphql';
import { operations } from '../../src/features/index.js';
import { rootFields } from './operation-documents.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNTRUSTED_MESSAGE } from '../../src/http/graphql-guard.js';
import { asAdmin, signIn } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { subscribe, wsClient } from '../ws-client.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: CONFIGURED_WORKSHOP });
});
afterAll(() => t.close());

const ID = 'a'.repeat(24);
const forged = jwt.sign({ username: 'admin' }, 'forged-secret-'.repeat(4), { subject: ID, issuer: 'workshop-admin', expiresIn: 3600 });

/** What anyone may call: the operations declared public. */
const PUBLIC_OPERATIONS = new Set(operations.filter((o) => o.access === 'public' || o.access === 'public-write').map((o) => o.name));
const isPublicField = (name: string) => PUBLIC_OPERATIONS.has(name);
/** The admin paths open to anyone (sign-in and its kin): the routes declared `adminPublic`. */
const PUBLIC_ADMIN_PATHS = operations.filter((o) => o.rest?.config?.adminPublic).map((o) => `${o.rest!.method} ${o.rest!.path}`);

/** A path with each parameter given a value (an id, a number where one is read as a number). */
const filled = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => (name === 'uid' || name === 'index' ? '1' : ID));

const adminRoutes = () => t.app.http.routes.filter((r) => r.url.startsWith('/api/admin') && r.admin).map((r) => `${r.method} ${r.url}`);

describe('admin REST paths', () => {
  it('all require a token but the sign-in paths; every staff operation with a REST route is among them', () => {
    const underAdmin = t.app.http.routes.filter((r) => r.url.startsWith('/api/admin'));
    expect(underAdmin.filter((r) => !r.admin).map((r) => `${r.method} ${r.url}`).sort()).toEqual([...PUBLIC_ADMIN_PATHS].sort());
    const staffRoutes = operations.filter((o) => o.rest && !isPublicField(o.name)).map((o) => `${o.rest!.method} ${o.rest!.path}`);
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const route of staffRoutes) expect(adminRoutes()).toContain(route);
    expect(adminRoutes().length).toBeGreaterThan(100);
  });

  for (const [label, headers] of [
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not.a.token' }],
    ['a forged token', { authorization: `Bearer ${forged}` }],
    ['a non-bearer scheme', { authorization: `Basic ${Buffer.from('admin:pw').toString('base64')}` }],
  ] as const) {
    it(`every one answers 401 with ${label}`, async () => {
      for (const route of adminRoutes()) {
        const [method, path] = route.split(' ');
        const res = await t.rest(method, filled(path), method === 'GET' || method === 'DELETE' ? undefined : {}, headers);
        expect(res.status, route).toBe(401);
        expect(res.body, route).toEqual({ message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
      }
    });
  }

  it('does not take a token from the query string on these paths', async () => {
    const res = await t.rest('GET', `/api/admin/appointments?token=${forged}`);
    expect(res.status).toBe(401);
  });
});

describe('admin GraphQL operations', () => {
  let all: ReturnType<typeof rootFields> = [];
  let fields: ReturnType<typeof rootFields> = [];
  beforeAll(async () => {
    // Introspection is staff's.
    const { data } = await asAdmin(t, await signIn(t)).gql(getIntrospectionQuery());
    all = rootFields(data.__schema);
    fields = all.filter((f) => !isPublicField(f.name));
  });

  it('are every field of the schema but the public ones, each declared operation among them', () => {
    expect(fields.filter((f) => f.kind !== 'subscription').length).toBeGreaterThan(100);
    for (const o of operations.filter((op) => op.only !== 'rest' && !isPublicField(op.name))) expect(fields.map((f) => f.name)).toContain(o.name);
    // The public fields are the declared ones: the customer's pages, booking, sign-in.
    for (const name of ['availability', 'bookAppointment', 'quote', 'signPolicy', 'login', 'sendContactMessage']) expect(PUBLIC_OPERATIONS.has(name), name).toBe(true);
  });

  // Without a token an operation that is not the app's own is refused before it is read (403); with a
  // refused token, 401 (the back office signs out). The app's own admin operations: resolvers-only 401s.
  for (const [label, header, status, code, message] of [
    ['no token', undefined, 403, 'FORBIDDEN', UNTRUSTED_MESSAGE],
    ['a forged token', `Bearer ${forged}`, 401, 'UNAUTHENTICATED', 'Please sign in to continue.'],
  ] as const) {
    it(`every query and mutation answers ${code} (${status}) with ${label}`, async () => {
      for (const { name, document } of fields.filter((f) => f.kind !== 'subscription')) {
        const res = await fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(header ? { authorization: header } : {}) },
          body: JSON.stringify({ query: document }),
        });
        const body = (await res.json()) as { data: unknown; errors: Array<{ message: string; extensions: { code: string } }> };
        expect(res.status, `${name}: ${JSON.stringify(body)}`).toBe(status);
        // A nullable field (unreadMailCount) answers { field: null } rather than data: null; nothing leaks either way.
        expect(body.data == null || Object.values(body.data as object).every((v) => v === null), name).toBe(true);
        expect(body.errors[0].extensions.code, name).toBe(code);
        expect(body.errors[0].message, name).toBe(message);
      }
    });
  }

  it('every subscription is refused without a valid token', async () => {
    const subscriptions = fields.filter((f) => f.kind === 'subscription');
    expect(subscriptions.length).toBeGreaterThan(5);
    for (const { document } of subscriptions) {
      for (const token of [undefined, forged]) {
        const client = wsClient(t.url, token);
        const sub = subscribe(client, document);
        await sub.done;
        expect(sub.events, document).toEqual([]);
        // An operation that is not the app's closes the socket before it is read: 4403, or 4401 with the token's refusal.
        const [closed] = sub.errors as Array<{ code?: number; reason?: string }>;
        expect({ code: closed.code, reason: closed.reason }, document).toEqual(token ? { code: 4401, reason: 'Please sign in to continue.' } : { code: 4403, reason: UNTRUSTED_MESSAGE });
        await client.dispose();
      }
    }
  });
});
