/** Timeframes as half-open intervals of Melbourne calendar days, across both daylight-saving changes. */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import {
  CUSTOM_RANGE_REQUIRED,
  END_BEFORE_START,
  INVALID_DATES,
  RANGE_TOO_LONG,
  resolvePeriod,
  UNKNOWN_TIMEFRAME,
} from './analytics-period.js';

const ZONE = 'Australia/Melbourne';
const hours = (p: { start: Date; end: Date }) => (p.end.getTime() - p.start.getTime()) / 3_600_000;

function refuses(request: Parameters<typeof resolvePeriod>[0], message: string) {
  let caught: unknown;
  try {
    resolvePeriod(request, '2026-04-06', ZONE);
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(AppError);
  expect((caught as AppError).code).toBe('BAD_USER_INPUT');
  expect((caught as AppError).message).toBe(message);
}

describe('resolvePeriod', () => {
  it('ends every relative timeframe today, today included, and defaults to the last 30 days', () => {
    const expected = { daily: ['2026-04-06', 1], weekly: ['2026-03-31', 7], monthly: ['2026-03-08', 30], yearly: ['2025-04-07', 365] } as const;
    for (const [timeframe, [startDate, days]] of Object.entries(expected)) {
      const p = resolvePeriod({ timeframe }, '2026-04-06', ZONE);
      expect(p).toMatchObject({ timeframe, startDate, endDate: '2026-04-06', endExclusive: '2026-04-07', days });
    }
    expect(resolvePeriod({}, '2026-04-06', ZONE)).toMatchObject({ timeframe: 'monthly', label: 'Last 30 Days', startDate: '2026-03-08' });
    expect(resolvePeriod({ timeframe: 'daily' }, '2026-04-06', ZONE).label).toBe('Today');
    // Dates sent with a relative timeframe are ignored.
    expect(resolvePeriod({ timeframe: 'weekly', startDate: '2020-01-01', endDate: 'x' }, '2026-04-06', ZONE).startDate).toBe('2026-03-31');
  });

  it('starts and ends days at Melbourne midnight: 25 hours when daylight saving ends, 23 when it starts', () => {
    const april = resolvePeriod({ timeframe: 'custom', startDate: '2026-04-05', endDate: '2026-04-05' }, '2026-04-06', ZONE);
    expect(april.start.toISOString()).toBe('2026-04-04T13:00:00.000Z'); // 00:00 AEDT (+11)
    expect(april.end.toISOString()).toBe('2026-04-05T14:00:00.000Z'); // 00:00 AEST (+10)
    expect(hours(april)).toBe(25);
    const october = resolvePeriod({ timeframe: 'custom', startDate: '2026-10-04', endDate: '2026-10-04' }, '2026-10-05', ZONE);
    expect(october.start.toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(october.end.toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(hours(october)).toBe(23);
    // The week around the April change: 7 days of 168 + 1 hours, each bucket at local midnight.
    const week = resolvePeriod({ timeframe: 'weekly' }, '2026-04-08', ZONE);
    expect(hours(week)).toBe(169);
    expect(week.buckets.map((b) => b.start.toISOString())).toEqual([
      '2026-04-01T13:00:00.000Z',
      '2026-04-02T13:00:00.000Z',
      '2026-04-03T13:00:00.000Z',
      '2026-04-04T13:00:00.000Z',
      '2026-04-05T14:00:00.000Z',
      '2026-04-06T14:00:00.000Z',
      '2026-04-07T14:00:00.000Z',
    ]);
    expect(week.buckets.map((b) => b.label)).toEqual(['Thu 02/04', 'Fri 03/04', 'Sat 04/04', 'Sun 05/04', 'Mon 06/04', 'Tue 07/04', 'Wed 08/04']);
  });

  it('charts up to 92 days per day and longer periods per month, the first month from the first day', () => {
    expect(resolvePeriod({ timeframe: 'custom', startDate: '2026-01-01', endDate: '2026-04-02' }, '2026-04-06', ZONE)).toMatchObject({ days: 92, granularity: 'day' });
    const year = resolvePeriod({ timeframe: 'yearly' }, '2026-04-06', ZONE);
    expect(year.granularity).toBe('month');
    expect(year.buckets.map((b) => b.key)).toEqual([
      '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04',
    ]);
    expect(year.buckets[0]).toMatchObject({ startDate: '2025-04-07', label: 'Apr 2025' });
    expect(year.buckets[1]).toMatchObject({ startDate: '2025-05-01', label: 'May 2025' });
    // October 2025 starts at 00:00 AEST, before daylight saving began on the 5th.
    expect(year.buckets[6].start.toISOString()).toBe('2025-09-30T14:00:00.000Z');
    expect(year.buckets[7].start.toISOString()).toBe('2025-10-31T13:00:00.000Z');
  });

  it('refuses an unknown timeframe and a custom range without both real dates in order, or over 10 years', () => {
    refuses({ timeframe: 'hourly' }, UNKNOWN_TIMEFRAME);
    refuses({ timeframe: 'custom' }, CUSTOM_RANGE_REQUIRED);
    refuses({ timeframe: 'custom', startDate: '2026-04-01' }, CUSTOM_RANGE_REQUIRED);
    refuses({ timeframe: 'custom', startDate: ' ', endDate: '2026-04-01' }, CUSTOM_RANGE_REQUIRED);
    refuses({ timeframe: 'custom', startDate: '2026-02-30', endDate: '2026-04-01' }, INVALID_DATES);
    refuses({ timeframe: 'custom', startDate: '01/04/2026', endDate: '2026-04-01' }, INVALID_DATES);
    refuses({ timeframe: 'custom', startDate: '2026-04-02', endDate: '2026-04-01' }, END_BEFORE_START);
    refuses({ timeframe: 'custom', startDate: '2016-04-01', endDate: '2026-04-01' }, RANGE_TOO_LONG);
    // Exactly 10 years: accepted, charted in 121 months at most.
    const decade = resolvePeriod({ timeframe: 'custom', startDate: '2016-04-02', endDate: '2026-04-01' }, '2026-04-06', ZONE);
    expect(decade).toMatchObject({ days: 3652, granularity: 'month' });
    expect(decade.buckets).toHaveLength(121);
  });
});
