/**
 * Webhooks: an owner's endpoint (a local server) receives a booking made through the public booking
 * call, signed as Standard Webhooks says (checked with the official `standardwebhooks` package); a
 * failing endpoint is retried on its schedule and its events arrive in order; 'Redeliver' keeps the
 * webhook-id; and addresses inside the network are refused without WEBHOOK_ALLOW_PRIVATE, on save
 * and at delivery.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SecretBox } from '../../src/features/settings/secret-box.js';
import { asAdmin, signIn, type Admin } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { waitFor } from '../wait-for.js';
import { signedHeaders, startReceiver, type Receiver } from './webhook-receiver.js';

let receiver: Receiver;
let t: TestServer;
let owner: Admin;

beforeAll(async () => {
  receiver = await startReceiver();
  // Sessions outlive the day the tests move the clock through.
  t = await startTestServer({ env: { WEBHOOK_ALLOW_PRIVATE: 'true', ADMIN_SESSION_MINUTES: '43200' } });
  owner = asAdmin(t, await signIn(t));
}, 120_000);

afterEach(() => t.clock.reset());

afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

async function addEndpoint(path: string, events: string[]): Promise<{ id: string; secret: string }> {
  const res = await owner.rest('POST', '/api/admin/webhooks', { url: `${receiver.url}${path}`, events, description: 'Test receiver' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{40,}={0,2}$/);
  return { id: res.body.id, secret: res.body.secret };
}

async function book(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.rest('POST', '/api/appointments', appointmentRequest(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.appointment._id as string;
}

const pause = (id: string) => owner.rest('PATCH', `/api/admin/webhooks/${id}`, { enabled: false });

describe('a booking event', () => {
  it('reaches the endpoint signed, verified by the standardwebhooks package, with the appointment as the REST API shows it', async () => {
    const { id, secret } = await addEndpoint('/booked', ['appointment.booked']);
    const listed = await owner.rest('GET', '/api/admin/webhooks');
    expect(listed.body).toEqual([expect.objectContaining({ id, url: `${receiver.url}/booked`, events: ['appointment.booked'], status: 'active' })]);
    expect(listed.body[0]).not.toHaveProperty('secret');

    const appointmentId = await book({ email: 'hooked@example.com', registration: 'HOOK01' });
    await waitFor(() => receiver.to('/booked').length === 1, { what: 'the booking at the endpoint' });
    const [request] = receiver.to('/booked');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    const verified = new Webhook(secret).verify(request.body, signedHeaders(request)) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(verified.type).toBe('appointment.booked');
    expect(new Date(verified.timestamp).toISOString()).toBe(verified.timestamp);
    const asRest = (await owner.rest('GET', '/api/admin/appointments')).body.find((a: { _id: string }) => a._id === appointmentId);
    expect(verified.data).toEqual(asRest);
    expect(verified.data.customerId).toMatch(/^[0-9a-f]{24}$/);
    // Signed with another secret, it is refused.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(request.body, signedHeaders(request))).toThrow();

    const log = await owner.rest('GET', `/api/admin/webhooks/${id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body).toEqual([
      expect.objectContaining({ messageId: request.headers['webhook-id'], eventType: 'appointment.booked', status: 'delivered', responseStatus: 200, attempts: 1, error: null, nextAttemptAt: null }),
    ]);
    expect(log.body[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(await pause(id)).toMatchObject({ status: 200, body: { status: 'paused' } });
  });

  it('is sent again by Redeliver with the same webhook-id, and an endpoint not taking an event gets none of it', async () => {
    const { id, secret } = await addEndpoint('/redeliver', ['appointment.booked', 'appointment.cancelled']);
    const other = await addEndpoint('/cancellations-only', ['appointment.cancelled']);
    await book();
    await waitFor(() => receiver.to('/redeliver').length === 1, { what: 'the first delivery' });
    const [delivery] = (await owner.rest('GET', `/api/admin/webhooks/${id}/deliveries`)).body;
    const again = await owner.rest('POST', `/api/admin/webhooks/${id}/deliveries/${delivery.id}/redeliver`);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await waitFor(() => receiver.to('/redeliver').length === 2, { what: 'the redelivery' });
    const [first, second] = receiver.to('/redeliver');
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect(new Webhook(secret).verify(second.body, signedHeaders(second))).toMatchObject({ type: 'appointment.booked' });
    expect(receiver.to('/cancellations-only')).toEqual([]);
    expect((await owner.rest('GET', `/api/admin/audit?entityType=webhook&entityId=${id}&action=webhook.redelivered`)).body).toHaveLength(1);
    expect((await owner.rest('POST', `/api/admin/webhooks/${id}/deliveries/999999999/redeliver`)).status).toBe(404);
    await pause(id);
    await pause(other.id);
  });
});

describe('a failing endpoint', () => {
  it('is retried after 5 s and 5 min, and the next event waits for the earlier one: both arrive in order', async () => {
    const { id } = await addEndpoint('/flaky', ['appointment.booked']);
    receiver.plan('/flaky', [500, 500]);
    const first = await book({ email: 'first@example.com' });
    const second = await book({ email: 'second@example.com' });
    await waitFor(() => receiver.to('/flaky').length === 1, { what: 'the first attempt' });
    const log = async () => (await owner.rest('GET', `/api/admin/webhooks/${id}/deliveries`)).body as Array<Record<string, any>>;
    await waitFor(async () => (await log()).some((d) => d.status === 'pending' && d.attempts === 1), { what: 'the failed attempt recorded' });
    const failed = (await log()).find((d) => d.attempts === 1)!;
    expect(failed).toMatchObject({ responseStatus: 500, error: 'The endpoint answered 500.' });
    expect(new Date(failed.nextAttemptAt).getTime() - new Date(failed.lastAttemptAt).getTime()).toBe(5_000);
    // Nothing more before the retry is due: the second booking waits behind the first.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(receiver.to('/flaky')).toHaveLength(1);

    t.clock.set(failed.nextAttemptAt);
    await waitFor(() => receiver.to('/flaky').length === 2, { what: 'the retry after 5 s' });
    await waitFor(async () => (await log()).some((d) => d.attempts === 2 && d.status === 'pending'), { what: 'the second failure recorded' });
    const twice = (await log()).find((d) => d.attempts === 2)!;
    expect(new Date(twice.nextAttemptAt).getTime() - new Date(twice.lastAttemptAt).getTime()).toBe(5 * 60_000);

    t.clock.set(twice.nextAttemptAt);
    await waitFor(() => receiver.to('/flaky').length === 4, { what: 'the retry after 5 min and the next event' });
    const types = receiver.to('/flaky').map((r) => JSON.parse(r.body) as { data: { _id: string } });
    expect(types.map((b) => b.data._id)).toEqual([first, first, first, second]);
    const ids = receiver.to('/flaky').map((r) => r.headers['webhook-id']);
    expect(new Set(ids.slice(0, 3)).size).toBe(1);
    expect(ids[3]).not.toBe(ids[0]);
    await waitFor(async () => (await log()).every((d) => d.status === 'delivered'), { what: 'both delivered' });
    t.clock.reset();
    await pause(id);
  });

  it('is paused after failing for a day, and the owners are emailed', async () => {
    const { id } = await addEndpoint('/down', ['appointment.booked']);
    receiver.plan('/down', Array(20).fill(503));
    const start = Date.now();
    await book({ email: 'down@example.com' });
    await waitFor(() => receiver.to('/down').length === 1, { what: 'the first attempt' });
    const endpoint = async () => (await owner.rest('GET', '/api/admin/webhooks')).body.find((e: { id: string }) => e.id === id);
    await waitFor(async () => (await endpoint()).failingSince !== null, { what: 'the failure recorded' });
    for (let tries = 2; tries < 12 && (await endpoint()).status === 'active'; tries++) {
      const [d] = (await owner.rest('GET', `/api/admin/webhooks/${id}/deliveries`)).body;
      t.clock.set(d.nextAttemptAt ?? new Date(start + 25 * 3_600_000).toISOString());
      await waitFor(async () => receiver.to('/down').length >= tries || (await endpoint()).status !== 'active', { what: `attempt ${tries}` });
      await waitFor(async () => (await owner.rest('GET', `/api/admin/webhooks/${id}/deliveries`)).body[0].status !== 'sending', { what: 'the attempt recorded' });
    }
    await waitFor(async () => (await endpoint()).status === 'failing', { what: 'the endpoint paused' });
    const [given] = (await owner.rest('GET', `/api/admin/webhooks/${id}/deliveries`)).body;
    expect(given).toMatchObject({ status: 'failed', responseStatus: 503, nextAttemptAt: null });
    expect(new Date(given.lastAttemptAt).getTime() - new Date((await endpoint()).failingSince).getTime()).toBe(24 * 3_600_000);
    await t.smtp!.waitFor((m) => /webhook endpoint was paused/.test(m.subject ?? '') && (m.text ?? '').includes(`${receiver.url}/down`));
    t.clock.reset();
  });
});

describe('GraphQL', () => {
  it('lists the event types and adds, changes and deletes an endpoint', async () => {
    const types = await owner.gql('{ webhookEventTypes { name description } }');
    expect(types.data.webhookEventTypes.map((e: { name: string }) => e.name)).toEqual(
      expect.arrayContaining(['appointment.booked', 'invoice.voided', 'jobcard.completed', 'part.stock_low', 'payment.recorded']),
    );
    const made = await owner.gql(
      'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { id url events status secret } }',
      { input: { url: `${receiver.url}/gql`, events: ['invoice.paid', 'invoice.issued', 'invoice.paid'] } },
    );
    expect(made.errors).toBeUndefined();
    const { id, secret } = made.data.createWebhookEndpoint;
    expect(made.data.createWebhookEndpoint).toMatchObject({ events: ['invoice.issued', 'invoice.paid'], status: 'active' });
    const rotated = await owner.gql('mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { rotateSecret: true, enabled: false }) { status secret } }', { id });
    expect(rotated.data.updateWebhookEndpoint.status).toBe('paused');
    expect(rotated.data.updateWebhookEndpoint.secret).toMatch(/^whsec_/);
    expect(rotated.data.updateWebhookEndpoint.secret).not.toBe(secret);
    const bad = await owner.gql('mutation ($id: ID!) { updateWebhookEndpoint(id: $id, input: { events: ["appointment.exploded"] }) { id } }', { id });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const deleted = await owner.gql('mutation ($id: ID!) { deleteWebhookEndpoint(id: $id) { message } }', { id });
    expect(deleted.data.deleteWebhookEndpoint.message).toMatch(/deleted/);
    const actions = (await owner.rest('GET', `/api/admin/audit?entityType=webhook&entityId=${id}`)).body.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['webhook.created', 'webhook.changed', 'webhook.secret_rotated', 'webhook.deleted']));
  });
});

describe('addresses inside the network', () => {
  let strict: TestServer;
  let strictOwner: Admin;

  beforeAll(async () => {
    strict = await startTestServer();
    strictOwner = asAdmin(strict, await signIn(strict));
  }, 120_000);
  afterAll(() => strict?.close());

  it('are refused on save without WEBHOOK_ALLOW_PRIVATE, and accepted with it', async () => {
    for (const url of [`${receiver.url}/inside`, 'https://127.0.0.1/hook', 'https://localhost/hook', 'https://10.1.2.3/hook', 'https://169.254.169.254/latest', 'https://[::1]/hook', 'https://100.64.0.1/hook', 'https://[fd00::1]/hook']) {
      const res = await strictOwner.rest('POST', '/api/admin/webhooks', { url, events: ['appointment.booked'] });
      expect(res.status, url).toBe(400);
    }
    const refused = await strictOwner.rest('POST', '/api/admin/webhooks', { url: 'https://127.0.0.1/hook', events: ['appointment.booked'] });
    expect(refused.body.message).toMatch(/only to public addresses/);
    expect((await strictOwner.rest('GET', '/api/admin/webhooks')).body).toEqual([]);
    // The server with the setting takes the same address.
    const allowed = await owner.rest('POST', '/api/admin/webhooks', { url: 'https://127.0.0.1/hook', events: ['appointment.booked'] });
    expect(allowed.status).toBe(201);
    await pause(allowed.body.id);
  });

  it('are checked again at every delivery: an endpoint whose address is inside gets nothing, and its log says why', async () => {
    // Written past the save's check, as an address that changed what it resolves to would be.
    const now = new Date();
    const sealed = await new SecretBox(strict.app.config).seal(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, 'webhook-endpoint-secret');
    const db = strict.app.db.orm.em.fork().getConnection();
    await db.execute(
      `INSERT INTO webhook_endpoint (_id, url, events, secret_sealed, status, created_at, updated_at) VALUES (?, ?, ?::jsonb, ?, 'active', ?, ?)`,
      ['a1b2c3d4e5f6a1b2c3d4e5f6', `${receiver.url}/rebound`, '["appointment.booked"]', sealed, now, now],
    );
    strict.app.pubsub.publish('webhooks.changed', {});
    const res = await strict.rest('POST', '/api/appointments', appointmentRequest({ email: 'rebound@example.com' }));
    expect(res.status).toBe(201);
    const log = async () => (await strictOwner.rest('GET', '/api/admin/webhooks/a1b2c3d4e5f6a1b2c3d4e5f6/deliveries')).body as Array<Record<string, any>>;
    await waitFor(async () => (await log())[0]?.attempts === 1, { what: 'the refused attempt recorded' });
    expect((await log())[0]).toMatchObject({ status: 'pending', responseStatus: null, error: expect.stringMatching(/only to public addresses/) });
    expect(receiver.to('/rebound')).toEqual([]);
  });
});
