/**
 * Technicians work the floor: the job board, job cards, inspections, notes and photos, and the
 * clock. Every other call (money, customers, settings, the team, backups, the mailbox, reports,
 * the audit trail) is refused with 403 over REST and GraphQL, live subscriptions included. Who may
 * call what is read from the operations' declarations and the running schema, so a new operation
 * cannot be left open by mistake: only those declared 'floor' (and one's own account) are theirs.
 */
import { getIntrospectionQuery } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../src/features/index.js';
import { NOT_FOR_TECHNICIANS, ONLY_OWNER } from '../../src/edge/admin.js';
import { rootFields } from './operation-documents.js';
import { asAdmin, withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';
import { subscribe, wsClient } from '../ws-client.js';
import { createCard } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let owner: Admin;
withAdminServer((server, signedIn) => ((t = server), (owner = signedIn)), { env: { LOGIN_RATE_LIMIT: '1000' } });

const ID = 'a'.repeat(24);
const filled = (path: string) => path.replace(/:(\w+)/g, (_m, name: string) => (name === 'uid' || name === 'index' ? '1' : ID));
const declared = (name: string) => operations.find((o) => o.name === name);
/** The operations a technician may call: the floor's, and their own account's. */
const theirs = (name: string) => ['floor', 'mfa-setup', 'public', 'public-write'].includes(declared(name)?.access ?? '');

let technician: Admin;
let technicianToken: string;

beforeAll(async () => {
  const invited = await owner.rest('POST', '/api/admin/users', { name: 'Riley Spanner', email: 'riley.tech@example.com', role: 'technician' });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  expect(invited.body.invitation).toMatchObject({ role: 'technician', owner: false });
  const mail = await t.smtp!.waitFor((m) => recipients(m).includes('riley.tech@example.com'));
  expect(mail.text).toContain('back office as a technician');
  const token = new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
  const accepted = await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'riley.tech', password: 'torque-wrench-42' });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  technicianToken = accepted.body.token as string;
  technician = asAdmin(t, technicianToken);
});

describe('a technician', () => {
  it('is told their role', async () => {
    expect((await technician.gql('{ me { name role owner } }')).data.me).toEqual({ name: 'Riley Spanner', role: 'TECHNICIAN', owner: false });
    expect((await technician.rest('GET', '/api/admin/me')).body).toMatchObject({ role: 'technician', owner: false });
  });

  it('is refused (403) every REST route not declared for the floor, and reaches every floor route', async () => {
    const office = operations.filter((o) => o.rest && (o.access === 'staff' || o.access === 'owner'));
    expect(office.length).toBeGreaterThan(80);
    for (const o of office) {
      const { method, path } = o.rest!;
      const res = await technician.rest(method, filled(path), method === 'GET' || method === 'DELETE' ? undefined : {});
      const message = o.access === 'owner' ? ONLY_OWNER : NOT_FOR_TECHNICIANS;
      expect(res, `${method} ${path}`).toEqual({ status: 403, body: { message, code: 'FORBIDDEN' } });
    }
    for (const o of operations.filter((op) => op.rest && op.access === 'floor')) {
      const { method, path } = o.rest!;
      const res = await technician.rest(method, filled(path), method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).not.toBe(403);
    }
  });

  it('is refused every GraphQL query and mutation of the schema but the floor’s and their own account’s', async () => {
    const { data } = await owner.gql(getIntrospectionQuery());
    const fields = rootFields(data.__schema).filter((f) => f.kind !== 'subscription');
    const refused = fields.filter((f) => !theirs(f.name));
    expect(refused.length).toBeGreaterThan(80);
    for (const { name, document } of refused) {
      const body = await technician.gql(document);
      expect(body.errors?.[0]?.extensions?.code, `${name}: ${JSON.stringify(body)}`).toBe('FORBIDDEN');
      expect(body.data == null || Object.values(body.data as object).every((v) => v === null), name).toBe(true);
    }
    for (const { name, document } of fields.filter((f) => declared(f.name)?.access === 'floor')) {
      const body = await technician.gql(document);
      expect(body.errors?.[0]?.extensions?.code, `${name}: ${JSON.stringify(body)}`).not.toBe('FORBIDDEN');
    }
  });

  it('is refused the front office’s live subscriptions and hears job cards change', async () => {
    const { data } = await owner.gql(getIntrospectionQuery());
    const subscriptions = rootFields(data.__schema).filter((f) => f.kind === 'subscription');
    const floor = new Set(['jobCardChanged', 'jobBoard', 'timeClockChanged']);
    const office = subscriptions.filter((s) => !floor.has(s.name));
    expect(office.length).toBeGreaterThan(5);
    for (const { name, document } of office) {
      const client = wsClient(t.url, technicianToken);
      const sub = subscribe(client, document);
      // A subscription left open to technicians never ends: it fails here by name, not by the test's timeout.
      await Promise.race([sub.done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      expect(sub.events, name).toEqual([]);
      expect(JSON.stringify(sub.errors), name).toContain(NOT_FOR_TECHNICIANS);
      await client.dispose();
    }
  });

  it('saves a job card’s notes and status, and is refused its items and customer', async () => {
    const created = await createCard(owner);
    const card = (await owner.rest('PUT', `/api/admin/jobcards/${created._id}`, { revision: created.revision, finalItems: [{ description: 'Front brake pads', quantity: 1, unitPrice: 129.95 }] })).body;
    const saved = await technician.rest('PUT', `/api/admin/jobcards/${card._id}`, { revision: card.revision, workshopNotes: 'Pads at 2 mm, rotors scored.', status: 'Work In Progress' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ workshopNotes: 'Pads at 2 mm, rotors scored.', status: 'Work In Progress' });
    const refusal = { status: 403, body: { message: 'Technicians cannot change a job card’s items or customer: ask a service adviser.', code: 'FORBIDDEN' } };
    const revision = saved.body.revision as number;
    expect(await technician.rest('PUT', `/api/admin/jobcards/${card._id}`, { revision, finalItems: [{ description: 'Free pads', quantity: 1, unitPrice: 0 }] })).toEqual(refusal);
    expect(await technician.rest('PUT', `/api/admin/jobcards/${card._id}`, { revision, customerEmail: 'someone@example.com' })).toEqual(refusal);
    const unchanged = await owner.rest('GET', `/api/admin/jobcards/${card._id}`);
    expect(unchanged.body.finalItems).toMatchObject([{ description: 'Front brake pads', quantity: 1 }]);
  });

  it('becomes an adviser when an owner says so, and may then open the front office', async () => {
    const before = await technician.rest('GET', '/api/admin/invoices');
    expect(before.status).toBe(403);
    const team = (await owner.rest('GET', '/api/admin/users')).body as Array<{ id: string; username: string }>;
    const id = team.find((u) => u.username === 'riley.tech')!.id;
    expect(await owner.rest('PATCH', `/api/admin/users/${id}`, { role: 'mechanic' })).toEqual({
      status: 400,
      body: expect.objectContaining({ message: 'role must be one of owner, adviser, technician.' }),
    });
    const changed = await owner.rest('PATCH', `/api/admin/users/${id}`, { role: 'adviser' });
    expect(changed.body.user).toMatchObject({ role: 'adviser', owner: false });
    expect((await technician.rest('GET', '/api/admin/invoices')).status).toBe(200);
    expect((await technician.gql('{ technicians { name role } }')).data.technicians).toContainEqual({ name: 'Riley Spanner', role: 'ADVISER' });
  });
});
