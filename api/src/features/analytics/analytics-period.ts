/**
 * The period an analytics answer or a report covers: a timeframe (daily, weekly, monthly, yearly, custom) turned into a
 * half-open interval of calendar days in the workshop's time zone, [first day 00:00, day after
 * the last 00:00), with the buckets its charts are drawn in (days, or months for long periods).
 * Day boundaries come from the zone's rules (time.ts), so a day of 23 or 25 hours at a
 * daylight-saving change is one day, whatever the server's TZ.
 */
import { AppError } from '../../shared/errors.js';
import { addDays, fromLocal, isIsoDate, weekday } from '../../shared/time.js';

const TIMEFRAMES = ['daily', 'weekly', 'monthly', 'yearly', 'custom'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];

/** The names of the timeframes. */
export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  daily: 'Today',
  weekly: 'Last 7 Days',
  monthly: 'Last 30 Days',
  yearly: 'Last 365 Days',
  custom: 'Custom Range',
};

/** Days of each relative timeframe, today included. */
const TIMEFRAME_DAYS: Record<Exclude<Timeframe, 'custom'>, number> = { daily: 1, weekly: 7, monthly: 30, yearly: 365 };

const DEFAULT_TIMEFRAME: Timeframe = 'monthly';
/** Longer periods are charted per month. */
const MAX_DAILY_BUCKETS = 92;
/** A custom range covers at most 10 years: its charts and report stay bounded. */
const MAX_CUSTOM_YEARS = 10;

export const CUSTOM_RANGE_REQUIRED = 'Please select both a start and end date for a custom range.';
export const UNKNOWN_TIMEFRAME = 'Timeframe must be daily, weekly, monthly, yearly or custom.';
export const INVALID_DATES = 'Start and end dates must be real dates written yyyy-MM-dd.';
export const END_BEFORE_START = 'The end date must not be before the start date.';
export const RANGE_TOO_LONG = 'A custom range can cover at most 10 years.';

export interface PeriodRequest {
  timeframe?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

interface PeriodBucket {
  /** yyyy-MM-dd for a day, yyyy-MM for a month. */
  key: string;
  /** 'Mon 23/11' for a day, 'Nov 2026' for a month. */
  label: string;
  /** The bucket's first day inside the period (a month bucket may start mid-month). */
  startDate: string;
  /** The instant its first day starts. */
  start: Date;
}

export interface AnalyticsPeriod {
  timeframe: Timeframe;
  /** 'Last 30 Days', or 'Custom Range'. */
  label: string;
  /** First day, yyyy-MM-dd, inclusive. */
  startDate: string;
  /** Last day, yyyy-MM-dd, inclusive. */
  endDate: string;
  /** The day after the last: the exclusive end. */
  endExclusive: string;
  days: number;
  /** [start, end): the instants the first day starts and the day after the last starts. */
  start: Date;
  end: Date;
  timeZone: string;
  granularity: 'day' | 'month';
  buckets: PeriodBucket[];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function isTimeframe(value: unknown): value is Timeframe {
  return typeof value === 'string' && (TIMEFRAMES as readonly string[]).includes(value);
}

/** Whole days from one calendar date to another (no time zone involved). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * The period a request asks for, `today` being the workshop's date. 400 for an unknown timeframe,
 * a custom range without both dates, a date that is not a real yyyy-MM-dd date, an end before the
 * start, or a range over 10 years. Dates sent with a relative timeframe are ignored.
 */
export function resolvePeriod(request: PeriodRequest, today: string, timeZone: string): AnalyticsPeriod {
  const raw = present(request.timeframe) ? request.timeframe.trim() : DEFAULT_TIMEFRAME;
  if (!isTimeframe(raw)) throw AppError.badInput(UNKNOWN_TIMEFRAME);
  let startDate: string;
  let endDate: string;
  if (raw === 'custom') {
    if (!present(request.startDate) || !present(request.endDate)) throw AppError.badInput(CUSTOM_RANGE_REQUIRED);
    startDate = request.startDate.trim();
    endDate = request.endDate.trim();
    if (!isIsoDate(startDate) || !isIsoDate(endDate)) throw AppError.badInput(INVALID_DATES);
    if (endDate < startDate) throw AppError.badInput(END_BEFORE_START);
    if (endDate >= addYears(startDate, MAX_CUSTOM_YEARS)) throw AppError.badInput(RANGE_TOO_LONG);
  } else {
    endDate = today;
    startDate = addDays(today, 1 - TIMEFRAME_DAYS[raw]);
  }
  return periodOf(raw, startDate, endDate, timeZone);
}

/** The period of inclusive calendar dates, with its buckets. */
function periodOf(timeframe: Timeframe, startDate: string, endDate: string, timeZone: string): AnalyticsPeriod {
  const endExclusive = addDays(endDate, 1);
  const days = daysBetween(startDate, endDate) + 1;
  const granularity = days > MAX_DAILY_BUCKETS ? 'month' : 'day';
  const midnight = (date: string) => fromLocal(date, '00:00', timeZone);
  const buckets: PeriodBucket[] = [];
  if (granularity === 'day') {
    for (let d = startDate; d < endExclusive; d = addDays(d, 1)) {
      const [, m, day] = d.split('-');
      buckets.push({ key: d, label: `${WEEKDAYS[weekday(d)]} ${day}/${m}`, startDate: d, start: midnight(d) });
    }
  } else {
    for (let d = startDate; d < endExclusive; d = firstOfNextMonth(d)) {
      const [y, m] = d.split('-');
      buckets.push({ key: `${y}-${m}`, label: `${MONTHS[Number(m) - 1]} ${y}`, startDate: d, start: midnight(d) });
    }
  }
  return {
    timeframe,
    label: TIMEFRAME_LABELS[timeframe],
    startDate,
    endDate,
    endExclusive,
    days,
    start: midnight(startDate),
    end: midnight(endExclusive),
    timeZone,
    granularity,
    buckets,
  };
}

/** The same day `years` later (29 February → 1 March). */
function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

function firstOfNextMonth(date: string): string {
  const [y, m] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
}

/** The bucket key of a calendar date: itself by day, its yyyy-MM by month. */
export function bucketKeyOf(period: Pick<AnalyticsPeriod, 'granularity'>, date: string): string {
  return period.granularity === 'day' ? date : date.slice(0, 7);
}
