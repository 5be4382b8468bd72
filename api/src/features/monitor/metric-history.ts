/**
 * The last hour of this machine's figures, in memory, for the page's small charts: one point per
 * 30 seconds (the mean of the samples taken in it), and the CPU readings of the last 10 minutes
 * for the CPU alarm. Only sampled minutes have points: the monitor samples while someone watches.
 */
import { CPU_AVERAGE_WINDOW_MS, type CpuSpan, type DiskPoint } from './health-rules.js';

const HISTORY_WINDOW_MS = 60 * 60 * 1000;
export const HISTORY_BUCKET_MS = 30 * 1000;

export interface HistoryPoint {
  /** Start of the 30-second stretch. */
  at: Date;
  /** Percentages, 0–100: CPU busy, RAM used, disk used; null where not measured. */
  cpu: number | null;
  ram: number | null;
  disk: number | null;
  /** 1-minute load average per core (1 = every core busy). */
  load: number | null;
}

interface Bucket {
  at: number;
  sums: Record<'cpu' | 'ram' | 'disk' | 'load', { total: number; n: number }>;
  /** The last used-space reading in the bucket, for the disk-fill estimate. */
  diskUsedBytes: number | null;
  diskAt: number;
}

export interface HistorySample {
  at: number;
  cpu: number | null;
  ram: number | null;
  disk: number | null;
  load: number | null;
  diskUsedBytes: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export class MetricHistory {
  private buckets: Bucket[] = [];
  private cpuSpans: CpuSpan[] = [];

  add(sample: HistorySample, spans: readonly CpuSpan[]): void {
    this.cpuSpans.push(...spans);
    const start = sample.at - (sample.at % HISTORY_BUCKET_MS);
    let bucket = this.buckets.at(-1);
    if (!bucket || bucket.at !== start) {
      bucket = { at: start, sums: { cpu: { total: 0, n: 0 }, ram: { total: 0, n: 0 }, disk: { total: 0, n: 0 }, load: { total: 0, n: 0 } }, diskUsedBytes: null, diskAt: 0 };
      this.buckets.push(bucket);
    }
    for (const key of ['cpu', 'ram', 'disk', 'load'] as const) {
      const value = sample[key];
      if (value === null || !Number.isFinite(value)) continue;
      bucket.sums[key].total += value;
      bucket.sums[key].n += 1;
    }
    if (sample.diskUsedBytes !== null) {
      bucket.diskUsedBytes = sample.diskUsedBytes;
      bucket.diskAt = sample.at;
    }
    this.prune(sample.at);
  }

  /** The points of the last hour, oldest first. */
  points(now: number): HistoryPoint[] {
    this.prune(now);
    const mean = (s: { total: number; n: number }) => (s.n ? round1(s.total / s.n) : null);
    return this.buckets.map((b) => ({
      at: new Date(b.at),
      cpu: mean(b.sums.cpu),
      ram: mean(b.sums.ram),
      disk: mean(b.sums.disk),
      load: b.sums.load.n ? Math.round((b.sums.load.total / b.sums.load.n) * 100) / 100 : null,
    }));
  }

  /** Used disk space over the last hour, one reading per 30 seconds. */
  diskPoints(now: number): DiskPoint[] {
    this.prune(now);
    return this.buckets.filter((b) => b.diskUsedBytes !== null).map((b) => ({ at: b.diskAt, usedBytes: b.diskUsedBytes! }));
  }

  /** CPU readings that overlap the alarm's window. */
  cpuReadings(now: number): readonly CpuSpan[] {
    this.prune(now);
    return this.cpuSpans;
  }

  private prune(now: number): void {
    const oldest = now - HISTORY_WINDOW_MS;
    while (this.buckets.length && this.buckets[0].at + HISTORY_BUCKET_MS <= oldest) this.buckets.shift();
    const cpuOldest = now - CPU_AVERAGE_WINDOW_MS;
    while (this.cpuSpans.length && this.cpuSpans[0].to <= cpuOldest) this.cpuSpans.shift();
  }
}
