/**
 * When a figure of the machine or of the application deserves attention: Netdata's stock
 * thresholds for CPU, RAM and disk, and this application's own for mail and the database. Pure
 * functions of the figures, so each rule is tested on chosen samples.
 */
import { registerEnumType } from 'type-graphql';

export enum HealthState {
  ok = 'ok',
  /** Not measured yet (the first sample, a check in progress, a figure the database could not give). */
  unknown = 'unknown',
  warning = 'warning',
  critical = 'critical',
}
registerEnumType(HealthState, { name: 'HealthState', description: 'ok, unknown (not measured yet), warning or critical.' });

/** Netdata's stock alarms: 10min_cpu_usage, ram_available, disk_space_usage. */
export const THRESHOLDS = {
  /** Average CPU use over the last 10 minutes, above (%). */
  cpuAveragePercent: { warning: 75, critical: 85 },
  /** RAM available to start new applications without swapping, below (% of total). */
  ramAvailablePercent: { warning: 15, critical: 10 },
  /** Disk space used, above (% of the space an unprivileged process may use). */
  diskUsedPercent: { warning: 80, critical: 90 },
  /** The oldest mail still waiting to be sent, older than (seconds). */
  mailWaitingSeconds: { warning: 15 * 60, critical: 60 * 60 },
  /** A database round trip (SELECT 1) slower than this is a warning (ms). */
  databaseLatencyMs: { warning: 250 },
} as const;

/** The window of the CPU alarm. */
export const CPU_AVERAGE_WINDOW_MS = 10 * 60 * 1000;

const ORDER = [HealthState.ok, HealthState.unknown, HealthState.warning, HealthState.critical];

/** The most serious of the states (ok < unknown < warning < critical). */
export function worstState(...states: HealthState[]): HealthState {
  return states.reduce((worst, s) => (ORDER.indexOf(s) > ORDER.indexOf(worst) ? s : worst), HealthState.ok);
}

function above(value: number | null, limits: { warning: number; critical: number }): HealthState {
  if (value === null || !Number.isFinite(value)) return HealthState.unknown;
  if (value > limits.critical) return HealthState.critical;
  if (value > limits.warning) return HealthState.warning;
  return HealthState.ok;
}

export function cpuState(averagePercent: number | null): HealthState {
  return above(averagePercent, THRESHOLDS.cpuAveragePercent);
}

export function ramState(availablePercent: number | null): HealthState {
  if (availablePercent === null || !Number.isFinite(availablePercent)) return HealthState.unknown;
  const { warning, critical } = THRESHOLDS.ramAvailablePercent;
  if (availablePercent < critical) return HealthState.critical;
  if (availablePercent < warning) return HealthState.warning;
  return HealthState.ok;
}

export function diskState(usedPercent: number | null): HealthState {
  return above(usedPercent, THRESHOLDS.diskUsedPercent);
}

export function databaseState(up: boolean, latencyMs: number): HealthState {
  if (!up) return HealthState.critical;
  return latencyMs > THRESHOLDS.databaseLatencyMs.warning ? HealthState.warning : HealthState.ok;
}

/** Mail waiting too long means SMTP trouble; mail given up on needs someone to look. */
export function outboxState(backlog: { oldestWaitingSeconds: number | null; failed: number } | null): HealthState {
  if (!backlog) return HealthState.unknown;
  const waiting = backlog.oldestWaitingSeconds === null ? HealthState.ok : above(backlog.oldestWaitingSeconds, THRESHOLDS.mailWaitingSeconds);
  return worstState(waiting, backlog.failed > 0 ? HealthState.warning : HealthState.ok);
}

/** A stretch of time over which the CPU was busy `percent` of the time (one currentLoad reading). */
export interface CpuSpan {
  from: number;
  to: number;
  percent: number;
}

/**
 * The time-weighted mean CPU use over [from, to], each reading weighted by how much of the window
 * it covers (a reading taken after a quiet spell covers that whole spell). `coveredMs` says how
 * much of the window was measured; null when none of it was.
 */
export function averageCpu(spans: readonly CpuSpan[], from: number, to: number): { percent: number | null; coveredMs: number } {
  let weighted = 0;
  let covered = 0;
  for (const span of spans) {
    const overlap = Math.min(span.to, to) - Math.max(span.from, from);
    if (overlap <= 0) continue;
    weighted += span.percent * overlap;
    covered += overlap;
  }
  return { percent: covered > 0 ? weighted / covered : null, coveredMs: covered };
}

export interface DiskPoint {
  at: number;
  usedBytes: number;
}

export type DiskFillStatus = 'measuring' | 'not_filling' | 'filling';

export interface DiskFill {
  status: DiskFillStatus;
  /** Growth of the used space, bytes per hour (least squares over the samples); null while measuring. */
  bytesPerHour: number | null;
  secondsUntilFull: number | null;
  fullAt: Date | null;
}

/** An estimate needs samples spread over at least this long. */
const DISK_FILL_MIN_SPAN_MS = 5 * 60 * 1000;

/** When the disk fills if the used space keeps growing at the rate of the samples (the last hour's). */
export function estimateDiskFull(points: readonly DiskPoint[], availableBytes: number, now: number): DiskFill {
  const measuring: DiskFill = { status: 'measuring', bytesPerHour: null, secondsUntilFull: null, fullAt: null };
  if (points.length < 3) return measuring;
  const first = points[0].at;
  if (points[points.length - 1].at - first < DISK_FILL_MIN_SPAN_MS) return measuring;
  // Least squares in hours since the first point, so the sums stay small.
  const xs = points.map((p) => (p.at - first) / 3_600_000);
  const meanX = xs.reduce((a, b) => a + b, 0) / xs.length;
  const meanY = points.reduce((a, p) => a + p.usedBytes, 0) / points.length;
  let sxy = 0;
  let sxx = 0;
  points.forEach((p, i) => {
    sxy += (xs[i] - meanX) * (p.usedBytes - meanY);
    sxx += (xs[i] - meanX) ** 2;
  });
  const bytesPerHour = sxx > 0 ? sxy / sxx : 0;
  if (bytesPerHour <= 0) return { status: 'not_filling', bytesPerHour, secondsUntilFull: null, fullAt: null };
  const secondsUntilFull = Math.round((Math.max(0, availableBytes) / bytesPerHour) * 3600);
  return { status: 'filling', bytesPerHour, secondsUntilFull, fullAt: new Date(now + secondsUntilFull * 1000) };
}
