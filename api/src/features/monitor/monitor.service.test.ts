/**
 * The monitor on a made-up machine: RAM "used" leaves the page cache out, the CPU state follows
 * the 10-minute mean, and the one timer runs only while a subscription watches.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/orm.js';
import { createPubSub, type PubSub } from '../../shared/pubsub.js';
import type { OutboxBacklog, OutboxService } from '../../platform/outbox/outbox.service.js';
import { HealthState } from './health-rules.js';
import { MonitorService } from './monitor.service.js';
import type { OsFacts, SystemReading, SystemSampler } from './system-sampler.js';

const GB = 1024 ** 3;
const MIN = 60_000;

class FakeMachine implements SystemSampler {
  reads = 0;
  /** The next readings, in order; the last one repeats. */
  readings: Array<Partial<SystemReading>> = [{}];

  async os(): Promise<OsFacts> {
    return { platform: 'linux', distro: 'Debian GNU/Linux', release: '12', arch: 'x64', hostname: 'workshop' };
  }

  async read(): Promise<SystemReading> {
    const next = this.readings.length > 1 ? this.readings.shift()! : this.readings[0];
    this.reads++;
    const at = next.at ?? Date.now();
    return {
      at,
      cpu: [{ from: at - 5000, to: at, percent: 12 }],
      cores: 4,
      // A healthy machine whose page cache fills most of the RAM: 14 of 16 GB "used" by mem().used's count.
      memory: { total: 16 * GB, available: 12 * GB },
      disk: { path: '/data', total: 100 * GB, used: 45 * GB, available: 50 * GB },
      load1: 1,
      uptime: 3600,
      ...next,
    };
  }
}

function fakeDatabase(up = true): Database {
  const connection = { execute: async () => (up ? [{ '?column?': 1 }] : Promise.reject(new Error('connection refused'))) };
  return { orm: { em: { getConnection: () => connection, fork: () => ({}) } }, embedded: true } as unknown as Database;
}

function fakeOutbox(backlog: OutboxBacklog): OutboxService {
  return { backlog: async () => backlog } as unknown as OutboxService;
}

const noMail: OutboxBacklog = { waiting: 0, oldestWaitingSince: null, failed: 0 };
let pubsub: PubSub;
let monitor: MonitorService;

async function start(options: { machine?: FakeMachine; db?: Database; backlog?: OutboxBacklog; intervalMs?: number } = {}) {
  pubsub = await createPubSub('memory', '');
  const machine = options.machine ?? new FakeMachine();
  monitor = new MonitorService({
    db: options.db ?? fakeDatabase(),
    outbox: fakeOutbox(options.backlog ?? noMail),
    pubsub,
    config: { dataDir: '/data', smtpUrl: null, imapUrl: null },
    sampler: machine,
    intervalMs: options.intervalMs ?? 5000,
  });
  return machine;
}

afterEach(async () => {
  await monitor?.close();
  await pubsub?.close();
});

describe('MonitorService', () => {
  it('counts RAM as used only when it is not available: a big page cache is not a full machine', async () => {
    await start();
    const { ramUsage } = await monitor.current();
    expect(ramUsage).toEqual({ total: 16 * GB, used: 4 * GB, free: 12 * GB, usagePercentage: 25, state: HealthState.ok });
  });

  it('answers storage as df does (used of used + available) and the documented fields with their states', async () => {
    await start();
    const info = await monitor.current();
    expect(info.storageUsage).toMatchObject({ total: 100 * GB, used: 45 * GB, available: 50 * GB, usagePercentage: 47.37, state: HealthState.ok });
    expect(info.osInfo).toMatchObject({ platform: 'linux', distro: 'Debian GNU/Linux', uptime: 3600, loadPerCore: 0.25 });
    expect(info.cpuUsage).toMatchObject({ usagePercentage: 12, averagePercentage: 12, cores: 4, state: HealthState.ok });
    expect(info.application).toMatchObject({
      state: HealthState.ok,
      database: { up: true, kind: 'embedded', state: HealthState.ok },
      mailOutbox: { waiting: 0, failed: 0, oldestWaitingSeconds: null, state: HealthState.ok },
      smtp: { status: 'not_configured', state: HealthState.ok },
      imap: { status: 'not_configured', state: HealthState.ok },
    });
    expect(info.state).toBe(HealthState.ok);
  });

  it('raises the CPU alarm on the 10-minute mean, not on the reading of the moment', async () => {
    const machine = new FakeMachine();
    const now = Date.now();
    machine.readings = [
      { at: now - 2000, cpu: [{ from: now - 10 * MIN, to: now - MIN, percent: 95 }] },
      { at: now, cpu: [{ from: now - MIN, to: now, percent: 5 }] },
    ];
    await start({ machine, intervalMs: 1 });
    await monitor.current();
    const info = await monitor.current();
    expect(info.cpuUsage.usagePercentage).toBe(5);
    expect(info.cpuUsage.averagePercentage).toBeCloseTo(86, 1);
    expect(info.cpuUsage.averageWindowSeconds).toBe(600);
    expect(info.cpuUsage.state).toBe(HealthState.critical);
    expect(info.state).toBe(HealthState.critical);
  });

  it('warns on a nearly full disk and on scarce RAM', async () => {
    const machine = new FakeMachine();
    machine.readings = [{ memory: { total: 16 * GB, available: 1.2 * GB }, disk: { path: '/data', total: 100 * GB, used: 85 * GB, available: 10 * GB } }];
    await start({ machine });
    const info = await monitor.current();
    expect(info.ramUsage.state).toBe(HealthState.critical);
    expect(info.storageUsage.state).toBe(HealthState.warning);
    expect(info.state).toBe(HealthState.critical);
  });

  it('reports the mail backlog and a database that does not answer', async () => {
    const since = new Date(Date.now() - 20 * MIN);
    await start({ db: fakeDatabase(false), backlog: { waiting: 3, oldestWaitingSince: since, failed: 1 } });
    const { application } = await monitor.current();
    expect(application.database).toMatchObject({ up: false, state: HealthState.critical });
    expect(application.mailOutbox).toMatchObject({ waiting: 3, failed: 1, oldestWaitingSince: since, state: HealthState.warning });
    expect(application.mailOutbox.oldestWaitingSeconds).toBeGreaterThanOrEqual(20 * 60);
    expect(application.state).toBe(HealthState.critical);
  });

  it('samples once for requests close together, and on one timer only while someone watches', async () => {
    const machine = await start({ intervalMs: 300 });
    await Promise.all([monitor.current(), monitor.current()]);
    await monitor.current();
    expect(machine.reads).toBe(1);
    expect(monitor.watching).toBe(false);

    const first = pubsub.iterate('monitor.sampled');
    const second = pubsub.iterate('monitor.sampled');
    await expect.poll(() => monitor.watching).toBe(true);
    await first.next();
    await first.next();
    await second.next();
    expect(machine.reads).toBeGreaterThan(1);
    await first.return!();
    await Promise.resolve();
    expect(monitor.watching).toBe(true); // one still watches
    await second.return!();
    await expect.poll(() => monitor.watching).toBe(false);
    expect(monitor.latest()?.history.length).toBeGreaterThan(0);
  });
});
