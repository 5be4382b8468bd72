/**
 * Server monitoring on the real machine: GET /api/admin/monitor/system-info and the GraphQL
 * `systemInfo` answer the documented fields within physical bounds, the application's health
 * (database, mail backlog, SMTP and IMAP reachability, live connections), the subscription pushes
 * fresh samples while it watches, and everything needs a signed-in admin.
 */
import { readFileSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { MonitorService, SAMPLE_INTERVAL_MS } from '../../src/features/monitor/monitor.service.js';
import { createPubSub } from '../../src/shared/pubsub.js';
import { withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { appDocument, appGql } from '../app-documents.js';
import { subscribe, wsClient } from '../ws-client.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

const REACH = 'status target latencyMs checkedAt error state';
const SYSTEM_INFO = `
  sampledAt sampleIntervalSeconds state
  osInfo { platform distro release arch hostname uptime loadPerCore }
  cpuUsage { usagePercentage averagePercentage averageWindowSeconds cores state }
  ramUsage { total used free usagePercentage state }
  storageUsage { total used available usagePercentage path state fill { status bytesPerHour secondsUntilFull fullAt } }
  history { at cpu ram disk load }
  application {
    state liveConnections
    database { up kind latencyMs state }
    mailOutbox { waiting oldestWaitingSince oldestWaitingSeconds failed state }
    smtp { ${REACH} }
    imap { ${REACH} }
    texts { connected texts segments }
  }
  thresholds { cpuWarning cpuCritical ramAvailableWarning ramAvailableCritical diskWarning diskCritical }`;

const STATES = ['ok', 'unknown', 'warning', 'critical'];

/** MemAvailable of /proc/meminfo, in bytes. */
function memAvailable(): number {
  const kb = /^MemAvailable:\s+(\d+) kB/m.exec(readFileSync('/proc/meminfo', 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/** Every key path of a JSON value ("a.b", arrays by their first element). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.length ? keyPaths(value[0], `${prefix}[]`) : [`${prefix}[]`];
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value)
    .filter(([k]) => k !== '__typename')
    .flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k))
    .sort();
}

describe('GET /api/admin/monitor/system-info', () => {
  it('needs a signed-in admin (REST, query and subscription), and a refused subscription starts no sampling', async () => {
    expect((await t.rest('GET', '/api/admin/monitor/system-info')).status).toBe(401);
    expect((await t.rest('GET', '/api/admin/monitor/system-info', undefined, { authorization: 'Bearer nonsense' })).status).toBe(401);
    expect((await t.gql('{ systemInfo { sampledAt } }')).errors?.[0].extensions.code).toBe('FORBIDDEN');
    const query = await appGql(t, 'AdminSystemInfo');
    expect(query.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');

    const client = wsClient(t.url);
    const live = subscribe(client, appDocument('AdminSystemInfoLive').query);
    await live.done;
    expect(live.events).toEqual([]);
    expect(JSON.stringify(live.errors)).toContain('sign in');
    expect(t.app.services.monitor.watching).toBe(false);
    await client.dispose();
  });

  it('answers the documented fields with values within physical bounds', async () => {
    const uptimeBefore = os.uptime();
    const res = await admin.rest('GET', '/api/admin/monitor/system-info');
    const uptimeAfter = os.uptime();
    expect(res.status).toBe(200);
    const { osInfo, cpuUsage, ramUsage, storageUsage } = res.body;

    expect(osInfo.platform).toBe(process.platform);
    expect(osInfo.distro).toEqual(expect.any(String));
    expect(osInfo.distro.length).toBeGreaterThan(0);
    // The machine's uptime when sampled: a sample is reused while younger than the interval, and rounded to the second.
    expect(osInfo.uptime).toBeGreaterThanOrEqual(uptimeBefore - SAMPLE_INTERVAL_MS / 1000 - 1);
    expect(osInfo.uptime).toBeLessThanOrEqual(uptimeAfter + 1);

    expect(cpuUsage.usagePercentage).toBeGreaterThanOrEqual(0);
    expect(cpuUsage.usagePercentage).toBeLessThanOrEqual(100);
    expect(cpuUsage.cores).toBe(os.cpus().length);

    // used + free is the whole RAM, and "used" leaves out what the kernel can hand back (the page cache).
    expect(ramUsage.total).toBe(os.totalmem());
    expect(ramUsage.used + ramUsage.free).toBe(ramUsage.total);
    expect(ramUsage.used).toBeGreaterThan(0);
    expect(Math.abs(ramUsage.free - memAvailable())).toBeLessThan(ramUsage.total * 0.05);
    expect(ramUsage.usagePercentage).toBeCloseTo((ramUsage.used / ramUsage.total) * 100, 1);

    // The disk of the data directory, as statfs sees it.
    const fs = await statfs(t.app.config.dataDir);
    expect(storageUsage.path).toBe(t.app.config.dataDir);
    expect(storageUsage.total).toBe(fs.blocks * fs.bsize);
    expect(storageUsage.used + storageUsage.available).toBeLessThanOrEqual(storageUsage.total);
    expect(Math.abs(storageUsage.available - fs.bavail * fs.bsize)).toBeLessThan(storageUsage.total * 0.01);
    expect(storageUsage.usagePercentage).toBeGreaterThan(0);
    expect(storageUsage.usagePercentage).toBeLessThanOrEqual(100);
    expect(storageUsage.usagePercentage).toBeCloseTo((storageUsage.used / (storageUsage.used + storageUsage.available)) * 100, 1);

    for (const state of [res.body.state, cpuUsage.state, ramUsage.state, storageUsage.state]) expect(STATES).toContain(state);
    expect(['measuring', 'not_filling', 'filling']).toContain(storageUsage.fill.status);
    expect(res.body.history.length).toBeGreaterThan(0);
    expect(Date.parse(res.body.sampledAt)).toBeLessThanOrEqual(Date.now());
  });

  it('answers the same fields as the GraphQL query', async () => {
    const [rest, gql] = await Promise.all([admin.rest('GET', '/api/admin/monitor/system-info'), admin.gql(`{ systemInfo { ${SYSTEM_INFO} } }`)]);
    expect(gql.errors).toBeUndefined();
    expect(keyPaths(rest.body)).toEqual(keyPaths(gql.data.systemInfo));
    // No Twilio account here: texts are saved as files, and none went out this month.
    expect(rest.body.application.texts).toEqual({ connected: false, texts: 0, segments: 0 });
  });
});

describe('the application’s health', () => {
  it('shows the database, SMTP reachable, IMAP not configured, and the live connections', async () => {
    const client = wsClient(t.url, admin.token);
    const live = subscribe<{ systemInfo: { application: { liveConnections: number; smtp: { status: string; error: string | null } } } }>(
      client,
      'subscription { systemInfo { application { liveConnections smtp { status error } } } }',
    );
    try {
      await expect.poll(() => live.events.at(-1)?.systemInfo.application.liveConnections, { timeout: 15_000 }).toBe(1);
      const { application } = (await admin.gql(`{ systemInfo { ${SYSTEM_INFO} } }`)).data.systemInfo;
      expect(application.database).toMatchObject({ up: true, kind: t.databaseUrl ? 'postgresql' : 'embedded' });
      expect(application.database.latencyMs).toBeGreaterThanOrEqual(0);
      // On a busy machine the round trip may well be slow: the state says so.
      expect(application.database.state).toBe(application.database.latencyMs > 250 ? 'warning' : 'ok');
      expect(application.imap).toMatchObject({ status: 'not_configured', target: null, state: 'ok' });
      // The whole answer, so that a failure shows why the probe failed.
      await expect.poll(() => live.events.at(-1)?.systemInfo.application.smtp, { timeout: 15_000 }).toMatchObject({ status: 'reachable', error: null });
    } finally {
      live.stop();
      await client.dispose();
    }
  });

  it('counts mail waiting (and how long the oldest has waited) and mail given up on', async () => {
    const conn = t.app.db.orm.em.getConnection();
    // Rows the worker leaves alone for now: due in an hour.
    await conn.execute(
      `INSERT INTO outbox_message ("to", subject, text, status, attempts, next_attempt_at, created_at) VALUES
         ('late@example.com', 'Waiting', 'x', 'pending', 3, now() + interval '1 hour', now() - interval '20 minutes'),
         ('gone@example.com', 'Failed', 'x', 'failed', 12, now(), now() - interval '2 days')`,
    );
    try {
      const outbox = async () => (await admin.gql('{ systemInfo { application { mailOutbox { waiting oldestWaitingSeconds failed state } } } }')).data.systemInfo.application.mailOutbox;
      // A sample stays fresh for a few seconds: wait for the next one.
      await expect.poll(async () => (await outbox()).waiting, { timeout: 15_000, interval: 500 }).toBeGreaterThanOrEqual(1);
      const figures = await outbox();
      expect(figures.oldestWaitingSeconds).toBeGreaterThanOrEqual(20 * 60);
      expect(figures.failed).toBeGreaterThanOrEqual(1);
      expect(figures.state).toBe('warning');
    } finally {
      await conn.execute(`DELETE FROM outbox_message WHERE "to" IN ('late@example.com', 'gone@example.com')`);
    }
  });

  it('checks SMTP and IMAP with a bounded conversation: a refused port is unreachable, a greeting server reachable', async () => {
    // A closed port, and a server that greets like IMAP.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const imap = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.write('* OK [CAPABILITY IMAP4rev1] Dovecot ready.\r\n');
      socket.on('data', () => socket.end('* BYE Logging out\r\na1 OK Logout completed.\r\n'));
    });
    await new Promise<void>((resolve) => imap.listen(0, '127.0.0.1', resolve));
    const imapPort = (imap.address() as net.AddressInfo).port;

    const pubsub = await createPubSub('memory', '');
    const monitor = new MonitorService({
      db: t.app.db,
      outbox: t.app.outbox,
      pubsub,
      config: { dataDir: t.app.config.dataDir, smtpUrl: `smtp://user:secret@127.0.0.1:${closedPort}`, imapUrl: `imap://user:secret@127.0.0.1:${imapPort}` },
    });
    try {
      const { application } = await monitor.current();
      expect(application.smtp).toMatchObject({ status: 'unreachable', target: `127.0.0.1:${closedPort}`, error: 'connection refused', state: 'critical' });
      expect(application.imap).toMatchObject({ status: 'reachable', target: `127.0.0.1:${imapPort}`, error: null, state: 'ok' });
      expect(JSON.stringify(application)).not.toContain('secret');
      expect(application.state).toBe('critical');
    } finally {
      await monitor.close();
      await pubsub.close();
      await new Promise((resolve) => imap.close(resolve));
    }
  });
});

describe('the systemInfo subscription', () => {
  it('pushes a fresh sample every few seconds while someone watches, and sampling stops when they leave', async () => {
    const client = wsClient(t.url, admin.token);
    const live = subscribe<{ systemInfo: { sampledAt: string; cpuUsage: { usagePercentage: number }; ramUsage: { used: number; free: number; total: number } } }>(
      client,
      'subscription { systemInfo { sampledAt cpuUsage { usagePercentage } ramUsage { used free total } } }',
    );
    try {
      await expect.poll(() => new Set(live.events.map((e) => e.systemInfo.sampledAt)).size, { timeout: 20_000, interval: 250 }).toBeGreaterThanOrEqual(2);
      expect(t.app.services.monitor.watching).toBe(true);
      const times = live.events.map((e) => Date.parse(e.systemInfo.sampledAt));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      for (const { systemInfo } of live.events) {
        expect(systemInfo.cpuUsage.usagePercentage).toBeGreaterThanOrEqual(0);
        expect(systemInfo.cpuUsage.usagePercentage).toBeLessThanOrEqual(100);
        expect(systemInfo.ramUsage.used + systemInfo.ramUsage.free).toBe(systemInfo.ramUsage.total);
      }
      expect(live.errors).toEqual([]);
    } finally {
      live.stop();
      await client.dispose();
    }
    await expect.poll(() => t.app.services.monitor.watching, { timeout: 5000 }).toBe(false);
  });
});
