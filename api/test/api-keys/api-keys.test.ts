/** API keys: made by owners and shown once, held to their scopes over REST and GraphQL, audited by name, limited, revoked at once. */
import { describe, expect, it } from 'vitest';
import { withAdminServer, type Admin } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import type { TestServer } from '../harness.js';
import { waitFor } from '../wait-for.js';

let t: TestServer;
let owner: Admin;
withAdminServer((server, admin) => {
  t = server;
  owner = admin;
});

async function makeKey(name: string, scopes: string[], expiresAt?: string): Promise<{ key: string; id: string }> {
  const res = await owner.rest('POST', '/api/admin/api-keys', { name, scopes, ...(expiresAt ? { expiresAt } : {}) });
  expect(res.status).toBe(201);
  return { key: res.body.key as string, id: res.body.apiKey.id as string };
}

const withKey = (key: string) => ({
  rest: (method: string, route: string, body?: unknown) => t.rest(method, route, body, { authorization: `Bearer ${key}` }),
  async gql(query: string, variables?: Record<string, unknown>) {
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify({ query, variables }) });
    return { status: res.status, ...((await res.json()) as { data?: any; errors?: any[]; extensions?: any }) };
  },
});

const tomorrowBlock = { startDate: '2031-03-04', startTime: '09:00', endDate: '2031-03-04', endTime: '10:00', reason: 'Bay maintenance' };

describe('making API keys', () => {
  it('an owner makes a key: the key is answered once (tac_ and 32 bytes), listed after with its prefix and never again', async () => {
    const res = await owner.rest('POST', '/api/admin/api-keys', { name: 'Accounting export', scopes: ['invoices:read', 'customers:read'] });
    expect(res.status).toBe(201);
    expect(res.body.key).toMatch(/^tac_[A-Za-z0-9_-]{43}$/);
    expect(res.body.apiKey).toMatchObject({ name: 'Accounting export', scopes: ['customers:read', 'invoices:read'], prefix: res.body.key.slice(0, 12), revokedAt: null, lastUsedAt: null });
    const list = await owner.rest('GET', '/api/admin/api-keys');
    const listed = list.body.find((k: { id: string }) => k.id === res.body.apiKey.id);
    expect(listed.name).toBe('Accounting export');
    expect(JSON.stringify(list.body)).not.toContain(res.body.key);
    expect(JSON.stringify(list.body)).not.toMatch(/tokenHash|token_hash/);
  });

  it('refuses a key without a name, without scopes, with a scope that does not exist or an expiry in the past', async () => {
    for (const [body, message] of [
      [{ name: ' ', scopes: ['invoices:read'] }, 'Give the key a name.'],
      [{ name: 'x', scopes: [] }, 'Choose at least one scope.'],
      [{ name: 'x', scopes: ['invoices:delete'] }, '"invoices:delete" is not a scope.'],
      [{ name: 'x', scopes: ['invoices:read'], expiresAt: '2020-01-01' }, 'The expiry must be in the future.'],
    ] as const) {
      const res = await owner.rest('POST', '/api/admin/api-keys', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('a key cannot manage keys, nor call what is for signed-in staff only', async () => {
    const { key } = await makeKey('All areas', ['appointments:read', 'appointments:write', 'invoices:read', 'reports:read']);
    const keys = await withKey(key).rest('GET', '/api/admin/api-keys');
    expect(keys.status).toBe(403);
    const made = await withKey(key).rest('POST', '/api/admin/api-keys', { name: 'Another', scopes: ['invoices:read'] });
    expect(made.status).toBe(403);
    const audit = await withKey(key).rest('GET', '/api/admin/audit');
    expect(audit.status).toBe(403);
    expect(audit.body.message).toBe('API keys cannot call this: it is for signed-in staff only.');
    const socketFree = await withKey(key).gql('{ apiKeys { id } }');
    expect(socketFree.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a key within its scopes', () => {
  it('read-only: reads its area over REST and GraphQL; writes and other areas are refused with 403 naming the scope', async () => {
    const { key } = await makeKey('Diary reader', ['appointments:read']);
    const api = withKey(key);
    expect((await api.rest('GET', '/api/admin/appointments')).status).toBe(200);
    const write = await api.rest('POST', '/api/admin/block-period', tomorrowBlock);
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('This API key does not have the appointments:write scope.');
    const invoices = await api.rest('GET', '/api/admin/invoices');
    expect(invoices.status).toBe(403);
    expect(invoices.body.message).toBe('This API key does not have the invoices:read scope.');

    const read = await api.gql('{ appointments { id preferredDate } }');
    expect(read.errors).toBeUndefined();
    expect(Array.isArray(read.data.appointments)).toBe(true);
    expect(read.extensions.cost).toEqual({ requested: expect.any(Number), limit: 5000 });
    const gqlWrite = await api.gql('mutation($id: ID!) { unblockPeriod(id: $id) { message } }', { id: '0123456789abcdef01234567' });
    expect(gqlWrite.errors?.[0]).toMatchObject({ message: 'This API key does not have the appointments:write scope.', extensions: { code: 'FORBIDDEN' } });
    const gqlInvoices = await api.gql('{ invoices { items { id } } }');
    expect(gqlInvoices.errors?.[0]?.message).toBe('This API key does not have the invoices:read scope.');
  });

  it('reads a field another area adds to its types only with that area\'s read scope (an appointment\'s job card)', async () => {
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ email: 'keyed.field@example.com' }))).status).toBe(201);
    const query = '{ appointments { id jobCard { id } } }';
    const diaryOnly = await withKey((await makeKey('Diary only', ['appointments:read'])).key).gql(query);
    expect(diaryOnly.errors?.[0]).toMatchObject({ message: 'This API key does not have the jobcards:read scope.', path: ['appointments', 0, 'jobCard'] });
    const both = await withKey((await makeKey('Diary and cards', ['appointments:read', 'jobcards:read'])).key).gql(query);
    expect(both.errors).toBeUndefined();
    expect(both.data.appointments.length).toBeGreaterThan(0);
  });

  it('introspection is open to a key', async () => {
    const { key } = await makeKey('Schema reader', ['customers:read']);
    const res = await withKey(key).gql('{ __schema { queryType { name } } }');
    expect(res.data.__schema.queryType.name).toBe('Query');
  });

  it('a change made with a key is in the audit trail as API key "<name>"', async () => {
    const { key, id } = await makeKey('Diary sync', ['appointments:write']);
    const res = await withKey(key).rest('POST', '/api/admin/block-period', tomorrowBlock);
    expect(res.status).toBe(201);
    const trail = await owner.rest('GET', '/api/admin/audit?actorKind=api-key');
    expect(trail.status).toBe(200);
    const entry = (trail.body.events ?? trail.body).find((e: { action: string }) => e.action.startsWith('blocked_period') || e.action.includes('block'));
    expect(entry.actor).toMatchObject({ kind: 'api-key', id, name: 'API key "Diary sync"' });
  });

  it('lists its last use: when, from where and what', async () => {
    const { key, id } = await makeKey('Last use', ['customers:read']);
    await withKey(key).gql('query CustomerList { customers(limit: 5) { items { id } } }');
    await waitFor(async () => (await owner.rest('GET', '/api/admin/api-keys')).body.find((k: { id: string }) => k.id === id).lastUsedFor !== null, { what: 'the use recorded' });
    const listed = (await owner.rest('GET', '/api/admin/api-keys')).body.find((k: { id: string }) => k.id === id);
    expect(listed).toMatchObject({ lastUsedFor: 'GraphQL query CustomerList', lastUsedIp: '127.0.0.1' });
    await withKey(key).rest('GET', '/api/admin/customers');
    await waitFor(async () => (await owner.rest('GET', '/api/admin/api-keys')).body.find((k: { id: string }) => k.id === id).lastUsedFor === 'GET /api/admin/customers', { what: 'the REST use recorded' });
  });

  it('refuses an unknown key, a revoked one and an expired one with 401', async () => {
    expect((await withKey('tac_' + 'A'.repeat(43)).rest('GET', '/api/admin/appointments')).body.message).toBe('This API key is not valid.');
    const { key, id } = await makeKey('Short lived', ['appointments:read'], new Date(Date.now() + 3600_000).toISOString());
    expect((await withKey(key).rest('GET', '/api/admin/appointments')).status).toBe(200);
    t.clock.set(new Date(Date.now() + 2 * 3600_000).toISOString());
    try {
      const expired = await withKey(key).rest('GET', '/api/admin/appointments');
      expect(expired).toMatchObject({ status: 401, body: { message: 'This API key has expired.' } });
    } finally {
      t.clock.reset();
    }
    expect((await owner.rest('DELETE', `/api/admin/api-keys/${id}`)).body.message).toBe('API key "Short lived" revoked.');
    const revoked = await withKey(key).rest('GET', '/api/admin/appointments');
    expect(revoked).toMatchObject({ status: 401, body: { message: 'This API key has been revoked.' } });
  });

  it('is taken from the Authorization header only, never from a link', async () => {
    const { key } = await makeKey('Link', ['invoices:read']);
    const res = await t.rest('GET', `/api/admin/invoices/export/plain?token=${key}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('API keys are accepted only in the Authorization header.');
  });
});
