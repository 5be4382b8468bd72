/** Sessions end when they should: logout, password change and expiry end the token and close its live sockets, on every instance. */
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asAdmin, signIn } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { recipients } from '../smtp-sink.js';
import { waitFor } from '../wait-for.js';
import { subscribe, wsClient, type Subscribed } from '../ws-client.js';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
let t: TestServer;
/** A second instance on the same database (PostgreSQL server only), with no JWT_SECRET either. */
let b: TestServer | null = null;
beforeAll(async () => {
  t = await startTestServer({ env: { PUBSUB: onServer ? 'postgres' : 'memory', ADMIN_SESSION_MINUTES: '60' } });
  // Its outbox worker sends to the same SMTP receiver: either instance may send a given mail.
  if (onServer) b = await startTestServer({ smtp: false, databaseUrl: t.databaseUrl!, env: { PUBSUB: 'postgres', SMTP_URL: t.smtp!.url } });
});
afterAll(async () => {
  await b?.close();
  await t.close();
});

/** A contactQueryReceived subscription on `server`, proven live by an event (messages are sent until one arrives: starting takes a moment under load). */
async function liveSubscription(server: TestServer, token: string): Promise<Subscribed<{ contactQueryReceived: string }>> {
  const live = subscribe<{ contactQueryReceived: string }>(wsClient(server.url, token), 'subscription { contactQueryReceived }');
  await expect
    .poll(
      async () => {
        if (!live.events.length) {
          const sent = await server.rest('POST', '/api/contact', { name: 'Live Check', email: 'live@example.com', message: 'are you there?' });
          expect(sent.status).toBe(201);
        }
        return live.events.length;
      },
      { timeout: 15_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  expect(live.errors).toEqual([]);
  return live;
}

/** The close event a subscription ended with, within `ms`. */
async function closedWith(live: Subscribed<unknown>, ms = 8000): Promise<{ code: number; reason: string }> {
  await Promise.race([live.done, new Promise((_, reject) => setTimeout(() => reject(new Error('the socket stayed open')), ms))]);
  const closed = live.errors[0] as { code: number; reason: string };
  return { code: closed.code, reason: closed.reason };
}

async function storedSecret(): Promise<string> {
  const rows = await t.app.db.orm.em.getConnection().execute("SELECT value FROM signing_secret WHERE key = 'jwt_secret'");
  return rows[0].value as string;
}

describe('logout', () => {
  it('POST /api/admin/logout refuses the token from then on and closes its open subscription, leaving other sessions alone', async () => {
    const token = await signIn(t);
    const other = await signIn(t);
    const live = await liveSubscription(t, token);
    const otherLive = await liveSubscription(t, other);

    expect(await asAdmin(t, token).rest('POST', '/api/admin/logout')).toEqual({ status: 200, body: { message: 'You have been signed out.' } });
    expect(await closedWith(live)).toEqual({ code: 4403, reason: 'Forbidden: session ended' });
    const refused = await asAdmin(t, token).rest('GET', '/api/admin/appointments');
    expect(refused).toEqual({ status: 401, body: { message: 'Your session has ended. Please sign in again.', code: 'UNAUTHENTICATED' } });
    expect((await asAdmin(t, token).gql('{ dashboardCounters { totalBooked } }')).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');

    expect((await asAdmin(t, other).rest('GET', '/api/admin/appointments')).status).toBe(200);
    expect(otherLive.errors).toEqual([]);
    otherLive.stop();
  });

  it('the logout mutation does the same, and needs a token', async () => {
    const token = await signIn(t);
    const res = await asAdmin(t, token).gql('mutation { logout { message } }');
    expect(res.data.logout.message).toBe('You have been signed out.');
    expect((await asAdmin(t, token).rest('GET', '/api/admin/appointments')).status).toBe(401);
    expect((await appGql(t, 'AdminLogout')).errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('POST', '/api/admin/logout')).status).toBe(401);
  });

  it.skipIf(!onServer)('a logout on one instance closes the subscription open on another', async () => {
    const token = await signIn(t);
    const live = await liveSubscription(b!, token);
    // b has just verified the token (and keeps it verified for a moment): the logout must end that too.
    expect((await asAdmin(b!, token).rest('GET', '/api/admin/appointments')).status).toBe(200);
    expect((await asAdmin(t, token).rest('POST', '/api/admin/logout')).status).toBe(200);
    expect((await closedWith(live)).code).toBe(4403);
    expect((await asAdmin(b!, token).rest('GET', '/api/admin/appointments')).status).toBe(401);
  });
});

describe('expiry', () => {
  it('closes a subscription when its token expires (real time)', async () => {
    const admin = (await t.app.db.orm.em.getConnection().execute("SELECT _id FROM admin_user WHERE username = 'admin'"))[0]._id as string;
    const token = jwt.sign({ username: 'admin' }, await storedSecret(), { subject: admin, issuer: 'workshop-admin', expiresIn: 3, jwtid: 'short-lived-1' });
    // A token is honoured only with its live session row: this one's ends with the token.
    await t.app.db.orm.em
      .getConnection()
      .execute("INSERT INTO admin_session (_id, admin_id, user_agent, ip, created_at, last_seen_at, expires_at) VALUES ('short-lived-1', ?, 'test', '127.0.0.1', now(), now(), now() + interval '3 seconds')", [admin]);
    const live = await liveSubscription(t, token);
    expect(await closedWith(live, 10_000)).toEqual({ code: 4403, reason: 'Forbidden: session expired' });
    expect((await asAdmin(t, token).rest('GET', '/api/admin/appointments')).status).toBe(401);
  });

  it('closes a subscription when the clock passes its expiry, and tokens last ADMIN_SESSION_MINUTES', async () => {
    const token = await signIn(t);
    const claims = jwt.decode(token) as { exp: number; iat: number };
    expect(claims.exp - claims.iat).toBe(60 * 60);
    const live = await liveSubscription(t, token);
    try {
      t.clock.set(new Date(claims.exp * 1000 + 1000).toISOString());
      expect(await closedWith(live)).toEqual({ code: 4403, reason: 'Forbidden: session expired' });
    } finally {
      t.clock.reset();
    }
  });
});

describe('password change', () => {
  it('closes the subscriptions of sessions that began before it', async () => {
    const token = await signIn(t);
    const live = await liveSubscription(t, token);
    expect((await t.rest('POST', '/api/admin/request-password-reset')).status).toBe(200);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('workshop@example.com') && /reset your admin password/.test(m.subject ?? ''));
    const link = new URL(/http:\/\/workshop\.test\/admin\/reset-password\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
    // The change must be in a later second than the session: wait for the clock to pass its second.
    const { iat } = jwt.decode(token) as { iat: number };
    await waitFor(() => Math.floor(Date.now() / 1000) > iat, { what: 'a second later than the session' });
    // The same password again: a change all the same, and the other tests keep signing in.
    expect((await t.rest('POST', '/api/admin/reset-password', { token: link, password: ADMIN.password })).status).toBe(200);
    expect(await closedWith(live)).toEqual({ code: 4403, reason: 'Forbidden: session ended' });
    expect((await asAdmin(t, token).rest('GET', '/api/admin/appointments')).status).toBe(401);
  });
});

describe.skipIf(!onServer)('two instances without JWT_SECRET', () => {
  it('share the secret kept in the database, so a token from one is accepted by the other', async () => {
    expect(t.app.config.jwtSecret).toBe('');
    expect((await storedSecret()).length).toBeGreaterThanOrEqual(32);
    const token = await signIn(t);
    expect((await asAdmin(b!, token).rest('GET', '/api/admin/appointments')).status).toBe(200);
    const fromB = await signIn(b!);
    expect((await asAdmin(t, fromB).rest('GET', '/api/admin/appointments')).status).toBe(200);
  });
});
