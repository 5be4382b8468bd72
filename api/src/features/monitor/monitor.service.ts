/**
 * Server monitoring: samples this instance's machine and the application's health on ONE timer
 * that runs only while a `systemInfo` subscription watches (every 5 s; each sample is announced
 * on the local 'monitor.sampled' topic), or once when a request finds no fresh sample. Keeps the
 * last hour in memory and turns figures into ok/warning/critical with Netdata's thresholds.
 * Figures of other features are asked of their services (the outbox's backlog).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { Database } from '../../db/orm.js';
import { pingDatabase } from '../../db/ping.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { OutboxBacklog, OutboxService } from '../../platform/outbox/outbox.service.js';
import {
  averageCpu,
  cpuState,
  CPU_AVERAGE_WINDOW_MS,
  databaseState,
  diskState,
  estimateDiskFull,
  HealthState,
  outboxState,
  ramState,
  THRESHOLDS,
  worstState,
} from './health-rules.js';
import { MetricHistory } from './metric-history.js';
import type { ApplicationHealth, MonitorThresholds, ServerReachability, StorageUsage, SystemInfo } from './monitor.types.js';
import { CachedReachability, type Reachability } from './reachability.js';
import { SiSystemSampler, type OsFacts, type SystemReading, type SystemSampler } from './system-sampler.js';

export const SAMPLE_INTERVAL_MS = 5000;
/** Mail servers are asked at most once a minute, each conversation bounded to 5 s. */
const PROBE_TTL_MS = 60_000;
const PROBE_TIMEOUT_MS = 5000;
/** A sample waits this long for a mail-server check it started; later results show in the next sample. */
const PROBE_WAIT_MS = 1000;
/** A database that has not answered by then counts as down for this sample. */
const DATABASE_TIMEOUT_MS = 3000;

const LIMITS: MonitorThresholds = {
  cpuWarning: THRESHOLDS.cpuAveragePercent.warning,
  cpuCritical: THRESHOLDS.cpuAveragePercent.critical,
  ramAvailableWarning: THRESHOLDS.ramAvailablePercent.warning,
  ramAvailableCritical: THRESHOLDS.ramAvailablePercent.critical,
  diskWarning: THRESHOLDS.diskUsedPercent.warning,
  diskCritical: THRESHOLDS.diskUsedPercent.critical,
};

const UNKNOWN_OS: OsFacts = { platform: 'unknown', distro: 'unknown', release: '', arch: '', hostname: '' };

export interface MonitorDeps {
  db: Database;
  outbox: OutboxService;
  pubsub: PubSub;
  config: Pick<Config, 'dataDir' | 'smtpUrl' | 'imapUrl'>;
  /** Texts to customers (the texts service): whether they are connected and this month's count. */
  texts?: { readonly connected: boolean; month(em: EntityManager): Promise<{ texts: number; segments: number }> };
  /** Tests give a fake machine; by default systeminformation and statfs. */
  sampler?: SystemSampler;
  intervalMs?: number;
}

interface MonitorLog {
  error(obj: object, msg: string): void;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const percentOf = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);

export class MonitorService {
  readonly intervalMs: number;
  private readonly sampler: SystemSampler;
  private readonly history = new MetricHistory();
  private smtp: CachedReachability;
  private imap: CachedReachability;
  private mailServers: { smtp: string | null; imap: string | null };
  private readonly stopListening: () => void;
  private latestInfo: SystemInfo | null = null;
  private sampling: Promise<SystemInfo> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private watchers = 0;
  private closed = false;
  private lastCpuPercent = 0;
  private connections: () => number = () => 0;
  private log: MonitorLog | null = null;

  constructor(private readonly deps: MonitorDeps) {
    this.intervalMs = deps.intervalMs ?? SAMPLE_INTERVAL_MS;
    this.sampler = deps.sampler ?? new SiSystemSampler(deps.config.dataDir);
    this.smtp = new CachedReachability(deps.config.smtpUrl, PROBE_TTL_MS, PROBE_TIMEOUT_MS);
    this.imap = new CachedReachability(deps.config.imapUrl, PROBE_TTL_MS, PROBE_TIMEOUT_MS);
    this.mailServers = { smtp: deps.config.smtpUrl, imap: deps.config.imapUrl };
    this.stopListening = deps.pubsub.onListeners('monitor.sampled', (count) => this.watchersChanged(count));
  }

  /** Checks these servers from now on (mail servers saved in the app): smtp(s)/imap(s)://host:port, or null. */
  useMailServers(servers: { smtp: string | null; imap: string | null }): void {
    // A server that stayed keeps its last check.
    if (servers.smtp !== this.mailServers.smtp) this.smtp = new CachedReachability(servers.smtp, PROBE_TTL_MS, PROBE_TIMEOUT_MS);
    if (servers.imap !== this.mailServers.imap) this.imap = new CachedReachability(servers.imap, PROBE_TTL_MS, PROBE_TIMEOUT_MS);
    this.mailServers = { ...servers };
  }

  /** The http layer tells how many live connections are open (it owns the websockets). */
  countConnectionsWith(count: () => number): void {
    this.connections = count;
  }

  /** Where a failed sample is reported (the app's logger, once it exists). */
  logTo(log: MonitorLog): void {
    this.log = log;
  }

  /** Whether the timer runs, i.e. a subscription watches. */
  get watching(): boolean {
    return this.timer !== null;
  }

  /** The last sample, if any (what a subscription event announces). */
  latest(): SystemInfo | null {
    return this.latestInfo;
  }

  /** The last sample while it is fresh, else a new one (concurrent callers share it). */
  async current(): Promise<SystemInfo> {
    const latest = this.latestInfo;
    if (latest && Date.now() - latest.sampledAt.getTime() < this.intervalMs) return latest;
    return this.sample();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.stopListening();
    this.stopTimer();
    await this.sampling?.catch(() => undefined);
    await Promise.all([this.smtp.idle(), this.imap.idle()]);
  }

  private watchersChanged(count: number): void {
    const before = this.watchers;
    this.watchers = count;
    if (count === 0 || this.closed) return this.stopTimer();
    if (!this.timer) {
      this.timer = setInterval(() => this.tick(), this.intervalMs);
      this.timer.unref();
      this.tick();
    } else if (count > before && this.latestInfo) {
      // A newcomer gets the last sample at once rather than at the next tick.
      this.deps.pubsub.publish('monitor.sampled', { at: this.latestInfo.sampledAt.toISOString() });
    }
  }

  private stopTimer(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private tick(): void {
    this.sample().then(
      (info) => {
        if (this.timer) this.deps.pubsub.publish('monitor.sampled', { at: info.sampledAt.toISOString() });
      },
      (err) => this.log?.error({ err }, 'monitor: sampling failed'),
    );
  }

  private sample(): Promise<SystemInfo> {
    this.sampling ??= this.takeSample().finally(() => {
      this.sampling = null;
    });
    return this.sampling;
  }

  private async takeSample(): Promise<SystemInfo> {
    const { db, outbox } = this.deps;
    const probes = Promise.all([this.smtp.refresh(PROBE_WAIT_MS), this.imap.refresh(PROBE_WAIT_MS)]);
    const texts = this.deps.texts;
    const [reading, os, database, backlog, month] = await Promise.all([
      this.sampler.read(),
      this.sampler.os().catch(() => UNKNOWN_OS),
      pingDatabase(db, DATABASE_TIMEOUT_MS),
      withTimeout(outbox.backlog(db.orm.em.fork() as EntityManager), DATABASE_TIMEOUT_MS).catch(() => null),
      texts ? withTimeout(texts.month(db.orm.em.fork() as EntityManager), DATABASE_TIMEOUT_MS).catch(() => null) : Promise.resolve(null),
    ]);
    await probes;
    const application = this.application(reading.at, database, db.embedded, backlog);
    application.texts = { connected: texts?.connected ?? false, texts: month?.texts ?? null, segments: month?.segments ?? null };
    const info = this.build(reading, os, application);
    this.latestInfo = info;
    return info;
  }

  private build(reading: SystemReading, os: OsFacts, application: ApplicationHealth): SystemInfo {
    const now = reading.at;
    const cpuNow = reading.cpu.at(-1)?.percent ?? null;
    if (cpuNow !== null) this.lastCpuPercent = cpuNow;
    const { total, available } = reading.memory;
    const ramUsed = Math.max(0, total - available);
    const disk = reading.disk;
    const diskPercent = disk ? percentOf(disk.used, disk.used + disk.available) : null;
    const cores = Math.max(1, reading.cores);
    this.history.add(
      { at: now, cpu: cpuNow, ram: percentOf(ramUsed, total), disk: diskPercent, load: reading.load1 / cores, diskUsedBytes: disk?.used ?? null },
      reading.cpu,
    );
    const average = averageCpu(this.history.cpuReadings(now), now - CPU_AVERAGE_WINDOW_MS, now);
    const cpuAverage = average.percent === null ? null : round2(average.percent);
    const storage: StorageUsage = {
      total: disk?.total ?? 0,
      used: disk?.used ?? 0,
      available: disk?.available ?? 0,
      usagePercentage: diskPercent ?? 0,
      path: disk?.path ?? this.deps.config.dataDir,
      state: diskState(diskPercent),
      fill: estimateDiskFull(this.history.diskPoints(now), disk?.available ?? 0, now),
    };
    const info: SystemInfo = {
      sampledAt: new Date(now),
      sampleIntervalSeconds: Math.round(this.intervalMs / 1000),
      state: HealthState.ok,
      osInfo: { ...os, uptime: Math.round(reading.uptime), loadPerCore: round2(reading.load1 / cores) },
      cpuUsage: {
        usagePercentage: round2(this.lastCpuPercent),
        averagePercentage: cpuAverage,
        averageWindowSeconds: Math.round(average.coveredMs / 1000),
        cores,
        state: cpuState(cpuAverage),
      },
      ramUsage: { total, used: ramUsed, free: available, usagePercentage: percentOf(ramUsed, total), state: ramState(percentOf(available, total)) },
      storageUsage: storage,
      history: this.history.points(now),
      application,
      thresholds: LIMITS,
    };
    info.state = worstState(info.cpuUsage.state, info.ramUsage.state, storage.state, application.state);
    return info;
  }

  private application(now: number, database: { up: boolean; latencyMs: number }, embedded: boolean, backlog: OutboxBacklog | null): ApplicationHealth {
    const oldestWaitingSeconds = backlog?.oldestWaitingSince ? Math.max(0, Math.round((now - backlog.oldestWaitingSince.getTime()) / 1000)) : null;
    const health: ApplicationHealth = {
      state: HealthState.ok,
      database: { ...database, kind: embedded ? 'embedded' : 'postgresql', state: databaseState(database.up, database.latencyMs) },
      mailOutbox: {
        waiting: backlog?.waiting ?? null,
        oldestWaitingSince: backlog?.oldestWaitingSince ?? null,
        oldestWaitingSeconds,
        failed: backlog?.failed ?? null,
        state: outboxState(backlog ? { oldestWaitingSeconds, failed: backlog.failed } : null),
      },
      // No mail goes out while SMTP is unreachable; the inbox is only read.
      smtp: reachabilityHealth(this.smtp.current(), HealthState.critical),
      imap: reachabilityHealth(this.imap.current(), HealthState.warning),
      liveConnections: this.connections(),
      texts: { connected: false, texts: null, segments: null },
    };
    health.state = worstState(health.database.state, health.mailOutbox.state, health.smtp.state, health.imap.state);
    return health;
  }
}

function reachabilityHealth(result: Reachability, whenUnreachable: HealthState): ServerReachability {
  const state =
    result.status === 'unreachable' ? whenUnreachable : result.status === 'checking' ? HealthState.unknown : HealthState.ok;
  return { ...result, state };
}
