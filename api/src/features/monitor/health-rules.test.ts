/** The monitor's states on chosen samples: Netdata's thresholds, the CPU's 10-minute mean, the disk-fill estimate, the last hour. */
import { describe, expect, it } from 'vitest';
import {
  averageCpu,
  cpuState,
  databaseState,
  diskState,
  estimateDiskFull,
  HealthState,
  outboxState,
  ramState,
  worstState,
} from './health-rules.js';
import { HISTORY_BUCKET_MS, MetricHistory } from './metric-history.js';

const { ok, unknown, warning, critical } = HealthState;
const MIN = 60_000;
const HOUR = 60 * MIN;
const GB = 1024 ** 3;

describe('thresholds (Netdata stock alarms)', () => {
  it('CPU: 10-minute average above 75 % is a warning, above 85 % critical', () => {
    expect([0, 50, 75, 75.01, 85, 85.01, 100].map(cpuState)).toEqual([ok, ok, ok, warning, warning, critical, critical]);
    expect(cpuState(null)).toBe(unknown);
  });

  it('RAM: available below 15 % is a warning, below 10 % critical', () => {
    expect([100, 15, 14.99, 10, 9.99, 0].map(ramState)).toEqual([ok, ok, warning, warning, critical, critical]);
    expect(ramState(Number.NaN)).toBe(unknown);
  });

  it('disk: used above 80 % is a warning, above 90 % critical', () => {
    expect([0, 80, 80.01, 90, 90.01, 100].map(diskState)).toEqual([ok, ok, warning, warning, critical, critical]);
  });

  it('the database: down is critical, slow a warning', () => {
    expect(databaseState(true, 2)).toBe(ok);
    expect(databaseState(true, 400)).toBe(warning);
    expect(databaseState(false, 3000)).toBe(critical);
  });

  it('mail: waiting over 15 minutes is a warning, over an hour critical; any failed mail a warning', () => {
    expect(outboxState({ oldestWaitingSeconds: null, failed: 0 })).toBe(ok);
    expect(outboxState({ oldestWaitingSeconds: 14 * 60, failed: 0 })).toBe(ok);
    expect(outboxState({ oldestWaitingSeconds: 16 * 60, failed: 0 })).toBe(warning);
    expect(outboxState({ oldestWaitingSeconds: 61 * 60, failed: 0 })).toBe(critical);
    expect(outboxState({ oldestWaitingSeconds: null, failed: 2 })).toBe(warning);
    expect(outboxState(null)).toBe(unknown);
  });

  it('the page shows the most serious state', () => {
    expect(worstState()).toBe(ok);
    expect(worstState(ok, unknown)).toBe(unknown);
    expect(worstState(ok, warning, unknown)).toBe(warning);
    expect(worstState(critical, warning, ok)).toBe(critical);
  });
});

describe('the CPU alarm’s 10-minute mean', () => {
  const now = 100 * MIN;
  const window = [now - 10 * MIN, now] as const;

  it('weighs each reading by the time it covers: a short spike does not raise the alarm, a long one does', () => {
    // 9 minutes at 20 %, then a 1-minute spike at 100 %: mean 28 %.
    const spike = [
      { from: now - 10 * MIN, to: now - MIN, percent: 20 },
      { from: now - MIN, to: now, percent: 100 },
    ];
    expect(averageCpu(spike, ...window).percent).toBeCloseTo(28, 6);
    expect(cpuState(averageCpu(spike, ...window).percent)).toBe(ok);
    // 9 minutes at 90 %, then a quiet minute at 10 %: still 82 %, a warning though the CPU is quiet now.
    const busy = [
      { from: now - 10 * MIN, to: now - MIN, percent: 90 },
      { from: now - MIN, to: now, percent: 10 },
    ];
    expect(averageCpu(busy, ...window).percent).toBeCloseTo(82, 6);
    expect(cpuState(averageCpu(busy, ...window).percent)).toBe(warning);
  });

  it('counts only the part of a reading inside the window, and says how much was measured', () => {
    // A reading covering the last 30 minutes (taken after a quiet spell) covers the whole window.
    const long = [{ from: now - 30 * MIN, to: now - 2 * MIN, percent: 50 }];
    expect(averageCpu(long, ...window)).toEqual({ percent: 50, coveredMs: 8 * MIN });
    expect(averageCpu([{ from: now - 20 * MIN, to: now - 11 * MIN, percent: 99 }], ...window)).toEqual({ percent: null, coveredMs: 0 });
  });
});

describe('when the disk fills', () => {
  const now = 10 * HOUR;
  const points = (bytesPerMinute: number, minutes: number, noise = 0) =>
    Array.from({ length: minutes + 1 }, (_, i) => ({ at: now - (minutes - i) * MIN, usedBytes: 50 * GB + i * bytesPerMinute + (i % 2 ? noise : -noise) }));

  it('needs at least 5 minutes of samples', () => {
    expect(estimateDiskFull([], 10 * GB, now).status).toBe('measuring');
    expect(estimateDiskFull(points(GB, 3), 10 * GB, now).status).toBe('measuring');
  });

  it('estimates from the rate of the samples: 1 GB an hour with 10 GB left is full in 10 hours', () => {
    const fill = estimateDiskFull(points(GB / 60, 60, 1024 * 1024), 10 * GB, now);
    expect(fill.status).toBe('filling');
    expect(fill.bytesPerHour! / GB).toBeCloseTo(1, 2);
    expect(fill.secondsUntilFull! / 3600).toBeCloseTo(10, 1);
    expect(fill.fullAt!.getTime()).toBe(now + fill.secondsUntilFull! * 1000);
  });

  it('a steady or shrinking disk is not filling', () => {
    expect(estimateDiskFull(points(0, 30), 10 * GB, now)).toMatchObject({ status: 'not_filling', fullAt: null });
    expect(estimateDiskFull(points(-GB / 100, 30), 10 * GB, now).status).toBe('not_filling');
  });
});

describe('the last hour in memory', () => {
  const sample = (at: number, cpu: number, diskUsedBytes = 10 * GB) => ({ at, cpu, ram: 40, disk: 50, load: 0.5, diskUsedBytes });

  it('keeps one point per 30 seconds, the mean of its samples, and forgets what is older than an hour', () => {
    const history = new MetricHistory();
    const start = 1000 * HISTORY_BUCKET_MS;
    history.add(sample(start, 10), []);
    history.add(sample(start + 5_000, 20), []);
    history.add(sample(start + 30_000, 70), []);
    expect(history.points(start + 30_000).map((p) => [p.at.getTime(), p.cpu])).toEqual([
      [start, 15],
      [start + 30_000, 70],
    ]);
    history.add(sample(start + HOUR + 40_000, 5), []);
    expect(history.points(start + HOUR + 40_000).map((p) => p.cpu)).toEqual([70, 5]);
    expect(history.diskPoints(start + HOUR + 40_000)).toHaveLength(2);
  });

  it('keeps the CPU readings of the last 10 minutes', () => {
    const history = new MetricHistory();
    history.add(sample(HOUR, 10), [{ from: HOUR - 5_000, to: HOUR, percent: 10 }]);
    history.add(sample(HOUR + 11 * MIN, 10), [{ from: HOUR + 11 * MIN - 5_000, to: HOUR + 11 * MIN, percent: 30 }]);
    expect(history.cpuReadings(HOUR + 11 * MIN).map((s) => s.percent)).toEqual([30]);
  });
});
