/**
 * The Email Manager when the mailbox is missing or misbehaves: IMAP_URL unset, the server down,
 * a server that never answers, a refused login. Every call answers a clear message (no 500, no
 * hung request), and the mailbox is used again once it is back.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, withAdminServer, type Admin } from '../admin-session.js';
import { startDovecot, type Dovecot } from '../dovecot.js';
import { startTestServer, type TestServer } from '../harness.js';
import { buildMail } from './mail-builder.js';
import { startMailboxServer, type MailboxTestServer } from './mailbox-server.js';
import { subscribe, wsClient } from '../ws-client.js';

const REPLY = { recipientEmail: 'a@example.com', subject: 'Re: x', message: 'Hello', originalEmailId: 1 };

describe('IMAP_URL unset', () => {
  let admin: Admin;
  withAdminServer((_server, signedIn) => (admin = signedIn), { smtp: false });

  it('explains how to connect a mailbox instead of failing', async () => {
    const message = 'No mailbox is connected. An owner can set it up in Settings (Mailbox), or set IMAP_URL (e.g. imaps://user:password@imap.example.com:993) and restart the server.';
    expect(await admin.rest('GET', '/api/admin/emails')).toEqual({ status: 503, body: { message, code: 'SERVICE_UNAVAILABLE' } });
    expect((await admin.rest('GET', '/api/admin/emails/1')).body.message).toBe(message);
    expect((await admin.rest('POST', '/api/admin/emails/1/read')).body.message).toBe(message);
    expect((await admin.rest('DELETE', '/api/admin/emails/1')).body.message).toBe(message);
    expect((await admin.rest('POST', '/api/admin/reply-email', REPLY)).body.message).toBe(message);
    const inbox = await admin.gql('{ emailInbox { configured unreadCount emails { uid } } unreadMailCount }');
    expect(inbox.data).toEqual({ emailInbox: { configured: false, unreadCount: 0, emails: [] }, unreadMailCount: null });
  });
});

describe('a mailbox that goes down and comes back', () => {
  let m: MailboxTestServer;
  let token: string;
  let admin: ReturnType<typeof asAdmin>;
  beforeAll(async () => {
    m = await startMailboxServer({ smtp: false });
    token = await signIn(m.t);
    admin = asAdmin(m.t, token);
  });
  afterAll(() => m?.close());

  it('answers "Could not reach the mailbox" while Dovecot is down, and works again once it is up', async () => {
    await m.dovecot.append([{ raw: await buildMail({ subject: 'Before the outage' }) }]);
    expect((await admin.rest('GET', '/api/admin/emails')).body).toHaveLength(1);
    const client = wsClient(m.t.url, token);
    const live = subscribe<{ unreadMailCount: number }>(client, 'subscription { unreadMailCount }');
    try {
      await m.dovecot.stop();
      const down = `Could not reach the mailbox: 127.0.0.1:${m.dovecot.port} refused the connection.`;
      // The first call may find the connection just lost; then the server refuses outright.
      await expect.poll(async () => (await admin.rest('GET', '/api/admin/emails')).body.message, { timeout: 10_000 }).toBe(down);
      expect(await admin.rest('GET', '/api/admin/emails')).toEqual({ status: 503, body: { message: down, code: 'SERVICE_UNAVAILABLE' } });
      expect((await admin.rest('GET', '/api/admin/emails/1')).status).toBe(503);
      expect((await admin.rest('POST', '/api/admin/emails/1/read')).status).toBe(503);
      expect((await admin.rest('DELETE', '/api/admin/emails/1')).status).toBe(503);
      expect((await admin.rest('POST', '/api/admin/reply-email', REPLY)).body.message).toBe(down);
      const gql = await admin.gql('{ emailInbox { configured } }');
      expect(gql.errors?.[0]).toMatchObject({ message: down, extensions: { code: 'SERVICE_UNAVAILABLE' } });
      // The sidebar's count says "unknown" rather than failing the page.
      expect((await admin.gql('{ unreadMailCount }')).data).toEqual({ unreadMailCount: null });

      await m.dovecot.start();
      await m.dovecot.append([{ raw: await buildMail({ subject: 'During the outage' }) }]);
      await expect.poll(async () => (await admin.rest('GET', '/api/admin/emails')).body.length, { timeout: 10_000 }).toBe(2);
      // The background reconnect (back-off) brings IDLE back, and the subscriber hears of new mail.
      await m.dovecot.append([{ raw: await buildMail({ subject: 'After the outage' }) }]);
      await expect.poll(() => live.events.at(-1)?.unreadMailCount, { timeout: 15_000 }).toBe(3);
    } finally {
      live.stop();
      await client.dispose();
    }
  });
});

describe('a server that never answers', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let t: TestServer;
  let port: number;
  beforeAll(async () => {
    // Accepts connections and says nothing: no greeting, ever.
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    port = (silent.address() as net.AddressInfo).port;
    t = await startTestServer({ smtp: false, env: { IMAP_URL: `imap://workshop:pw@127.0.0.1:${port}`, IMAP_TIMEOUT_MS: '800' } });
  });
  afterAll(async () => {
    await t?.close();
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers within its deadline instead of hanging', async () => {
    const admin = asAdmin(t, await signIn(t));
    const message = `Could not reach the mailbox: 127.0.0.1:${port} did not answer in time.`;
    const [list, open, reply] = await Promise.all([
      admin.rest('GET', '/api/admin/emails'),
      admin.rest('GET', '/api/admin/emails/7'),
      admin.rest('POST', '/api/admin/reply-email', REPLY),
    ]);
    for (const res of [list, open, reply]) expect(res).toEqual({ status: 503, body: { message, code: 'SERVICE_UNAVAILABLE' } });
    expect((await admin.gql('{ unreadMailCount }')).data).toEqual({ unreadMailCount: null });
  });
});

describe('a refused login', () => {
  let dovecot: Dovecot;
  let t: TestServer;
  beforeAll(async () => {
    dovecot = await startDovecot();
    t = await startTestServer({ smtp: false, env: { IMAP_URL: dovecot.url().replace('mailbox-pw-2468', 'wrong-secret'), IMAP_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await t?.close();
    await dovecot?.close();
  });

  it('says the server refused the login, without the password', async () => {
    const admin = asAdmin(t, await signIn(t));
    expect(await admin.rest('GET', '/api/admin/emails')).toEqual({
      status: 503,
      body: { message: `Could not reach the mailbox: 127.0.0.1:${dovecot.port} refused the username or password.`, code: 'SERVICE_UNAVAILABLE' },
    });
  });
});
