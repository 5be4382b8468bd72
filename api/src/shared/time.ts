/**
 * The workshop's wall clock. Every "today", "now" and day grouping is computed in the
 * business time zone (Australia/Melbourne by default), whatever the process TZ is.
 */

export interface LocalDateTime {
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, fmt);
  }
  return fmt;
}

let memo: { second: number; timeZone: string; local: LocalDateTime & { seconds: number } } | null = null;

/** The wall-clock date and time of an instant in a time zone (memoised per second: hot paths ask often). */
export function toLocal(instant: Date, timeZone: string): LocalDateTime & { seconds: number } {
  const second = Math.floor(instant.getTime() / 1000);
  if (memo && memo.second === second && memo.timeZone === timeZone) return memo.local;
  const local = computeLocal(instant, timeZone);
  memo = { second, timeZone, local };
  return local;
}

function computeLocal(instant: Date, timeZone: string): LocalDateTime & { seconds: number } {
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) parts[p.type] = p.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    seconds: Number(parts.second),
  };
}

/** The UTC offset (minutes east of UTC) of a time zone at an instant. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const local = toLocal(instant, timeZone);
  const [y, mo, d] = local.date.split('-').map(Number);
  const [h, mi] = local.time.split(':').map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, local.seconds);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/** The instant at which a wall-clock date and time occurs in a time zone. */
export function fromLocal(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // Two passes settle the offset, including on the days the offset changes.
  let instant = new Date(guess - offsetMinutes(new Date(guess), timeZone) * 60000);
  instant = new Date(guess - offsetMinutes(instant, timeZone) * 60000);
  return instant;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

export function isHHmm(value: unknown): value is string {
  return typeof value === 'string' && TIME_PATTERN.test(value);
}

/** 0 = Sunday … 6 = Saturday, for a yyyy-MM-dd calendar date (no time zone involved). */
export function weekday(date: string): number {
  const [y, mo, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
}

export function addDays(date: string, days: number): string {
  const [y, mo, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, mo - 1, d + days)).toISOString().slice(0, 10);
}

/** The same day `months` later; the month's last day when it is shorter (31 January + 1 month: 28 or 29 February). */
export function addMonths(date: string, months: number): string {
  const [y, mo, d] = date.split('-').map(Number);
  const last = new Date(Date.UTC(y, mo - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, mo - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A calendar date in words: "Wednesday 25 November 2026", the long weekday form the site and emails use. The one
 * format of every day heading (job cards, invoices, contact queries), appointment and email; built
 * by hand so it never depends on the ICU data of the machine.
 */
export function longDate(date: string): string {
  const [y, mo, d] = date.split('-').map(Number);
  return `${WEEKDAY_NAMES[weekday(date)]} ${d} ${MONTH_NAMES[mo - 1]} ${y}`;
}

/** The workshop day of an instant: yyyy-MM-dd in `timeZone` (group by it) and its heading. */
export function workshopDay(instant: Date, timeZone: string): { date: string; label: string } {
  const date = toLocal(instant, timeZone).date;
  return { date, label: longDate(date) };
}

/** "9:30 AM" */
export function displayTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** An instant's calendar date in a zone as dd/MM/yyyy (the date format of every page, email and PDF). */
export function displayDate(instant: Date, timeZone: string): string {
  const [y, mo, d] = toLocal(instant, timeZone).date.split('-');
  return `${d}/${mo}/${y}`;
}
