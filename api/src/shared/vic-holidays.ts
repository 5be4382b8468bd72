/**
 * Victoria's public holidays (Public Holidays Act 1993 (Vic)), for a workshop in metropolitan
 * Melbourne: New Year's Day and Australia Day (each with the Monday after when it falls on a
 * weekend), Labour Day (the second Monday in March), Good Friday, the Saturday before Easter Sunday,
 * Easter Sunday and Easter Monday, ANZAC Day (no substitute), the King's Birthday (the second Monday
 * in June), the Friday before the AFL Grand Final (declared each year; taken as the Friday before
 * the last Saturday in September, as it has fallen since 2023), Melbourne Cup Day (the first
 * Tuesday in November) and Christmas and Boxing Day (with 27 and 28 December when they fall on a
 * weekend).
 */
import { addDays, weekday } from './time.js';

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The `nth` (1-based) `dow` (0 = Sunday) of a month. */
function nthWeekday(year: number, month: number, dow: number, nth: number): string {
  const first = ymd(year, month, 1);
  return addDays(first, ((dow - weekday(first) + 7) % 7) + 7 * (nth - 1));
}

/** Easter Sunday (the Gregorian computus, Meeus/Jones/Butcher). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

const cache = new Map<number, ReadonlyMap<string, string>>();

/** The year's public holidays, by date. */
function holidaysOf(year: number): ReadonlyMap<string, string> {
  const known = cache.get(year);
  if (known) return known;
  const days = new Map<string, string>();
  const add = (date: string, name: string) => days.set(date, days.has(date) ? `${days.get(date)} and ${name}` : name);
  const weekend = (date: string) => weekday(date) === 0 || weekday(date) === 6;
  /** The day, and the Monday after when it falls on a weekend. */
  const withMonday = (date: string, name: string) => {
    add(date, name);
    if (weekend(date)) add(addDays(date, weekday(date) === 6 ? 2 : 1), `${name}, additional day`);
  };
  withMonday(ymd(year, 1, 1), 'New Year’s Day');
  withMonday(ymd(year, 1, 26), 'Australia Day');
  add(nthWeekday(year, 3, 1, 2), 'Labour Day');
  const easter = easterSunday(year);
  add(addDays(easter, -2), 'Good Friday');
  add(addDays(easter, -1), 'Easter Saturday');
  add(easter, 'Easter Sunday');
  add(addDays(easter, 1), 'Easter Monday');
  add(ymd(year, 4, 25), 'ANZAC Day');
  add(nthWeekday(year, 6, 1, 2), 'King’s Birthday');
  const lastSaturdayOfSeptember = addDays(ymd(year, 9, 30), -((weekday(ymd(year, 9, 30)) + 1) % 7));
  add(addDays(lastSaturdayOfSeptember, -1), 'Friday before the AFL Grand Final');
  add(nthWeekday(year, 11, 2, 1), 'Melbourne Cup Day');
  const christmas = ymd(year, 12, 25);
  const boxing = ymd(year, 12, 26);
  add(christmas, 'Christmas Day');
  add(boxing, 'Boxing Day');
  if (weekend(christmas)) add(ymd(year, 12, 27), 'Christmas Day, additional day');
  if (weekend(boxing)) add(ymd(year, 12, 28), 'Boxing Day, additional day');
  cache.set(year, days);
  return days;
}

/** The public holiday on a yyyy-MM-dd date ('Boxing Day'), or null. */
export function victorianHoliday(date: string): string | null {
  return holidaysOf(Number(date.slice(0, 4))).get(date) ?? null;
}
