/**
 * Calendar arithmetic of the diary on yyyy-MM-dd dates (UTC math on the date itself, never the
 * browser's zone), the week it shows (Monday to Saturday), the workshop's clock, and day labels.
 */
import { workshopTimeZone } from '../format';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utc(date: string): Date {
  const m = ISO_DATE.exec(date);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : new Date(Number.NaN);
}

/** A real yyyy-MM-dd date of this era (a year half typed into a date field, '0202', is not one). */
export function isDiaryDate(value: string | null): value is string {
  if (value === null || !ISO_DATE.test(value) || value < '2000' || value > '2100') return false;
  const d = utc(value);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function addDays(date: string, days: number): string {
  const d = utc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: string): number {
  return utc(date).getUTCDay();
}

/** The Monday of the diary week holding `date`; a Sunday belongs to the week it starts. */
function mondayOf(date: string): string {
  const day = weekdayOf(date);
  return addDays(date, day === 0 ? 1 : 1 - day);
}

/** Monday to Saturday of the week holding `date`. */
function weekOf(date: string): string[] {
  const monday = mondayOf(date);
  return [0, 1, 2, 3, 4, 5].map((i) => addDays(monday, i));
}

/**
 * The days the week view shows for `date`: its Monday to Saturday; from the last day of a week (a
 * Saturday), that day and the next week's Monday to Friday, so the week never opens ending. When the
 * workshop opens on Sundays (its saved hours), seven days: Monday to Sunday, or from a weekend day
 * that day and the six after it.
 */
export function weekShown(date: string, sundayOpen = false): string[] {
  if (sundayOpen) {
    const day = weekdayOf(date);
    const first = day === 6 || day === 0 ? date : mondayOf(date);
    return [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(first, i));
  }
  if (weekdayOf(date) !== 6) return weekOf(date);
  return [date, ...weekOf(addDays(date, 2)).slice(0, 5)];
}

/** The next (or previous) day of the diary: Sundays are skipped unless the workshop opens on them. */
export function stepDay(date: string, direction: 1 | -1, sundayOpen = false): string {
  const next = addDays(date, direction);
  return weekdayOf(next) === 0 && !sundayOpen ? addDays(next, direction) : next;
}

function label(options: Intl.DateTimeFormatOptions): (date: string) => string {
  const format = new Intl.DateTimeFormat('en-AU', { ...options, timeZone: 'UTC' });
  return (date) => format.format(utc(date));
}

/** 'Monday 3 November 2026'. */
export const longDay = label({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
/** 'Monday 3 November'. */
export const dayAndMonth = label({ weekday: 'long', day: 'numeric', month: 'long' });
/** 'Mon'. */
export const shortWeekday = label({ weekday: 'short' });
/** '3 Nov'. */
export const shortDate = label({ day: 'numeric', month: 'short' });

/** '3 – 8 November 2026', or across months '30 November – 5 December 2026'. */
export function weekLabel(days: readonly string[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return '';
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  const start = label(sameMonth ? { day: 'numeric' } : sameYear ? { day: 'numeric', month: 'long' } : { day: 'numeric', month: 'long', year: 'numeric' })(first);
  return `${start} – ${label({ day: 'numeric', month: 'long', year: 'numeric' })(last)}`;
}

let clockZone = '';
let clock: Intl.DateTimeFormat | null = null;

/** The workshop's date (yyyy-MM-dd) and time (HH:mm) now, in its zone whatever the browser's. */
export function workshopNow(now: Date = new Date()): { date: string; time: string } {
  const zone = workshopTimeZone();
  if (!clock || clockZone !== zone) {
    clock = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockZone = zone;
  }
  const p = Object.fromEntries(clock.formatToParts(now).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** 'HH:mm' → minutes since midnight. */
export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** A diary row lasts half an hour. */
export const SLOT_MINUTES = 30;
