/** The rules of a service schedule and of a vehicle's next service, as pure functions. */
import { AppError } from '../../shared/errors.js';
import { addDays, addMonths } from '../../shared/time.js';
import { cleanText } from '../../shared/text.js';

const KM_BOUNDS = { min: 1_000, max: 100_000 } as const;
const MONTHS_BOUNDS = { min: 1, max: 60 } as const;
const MAX_ITEMS = 40;
const ITEM_MAX = 200;
export const MAX_SCHEDULES = 200;
/** Readings at least this many days apart give a rate of km per day; closer ones say too little. */
const MIN_READING_DAYS = 7;

/** A whole number of km from 1,000 to 100,000; else a 400 naming the field. */
export function checkKm(value: unknown, field = 'everyKm'): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < KM_BOUNDS.min || value > KM_BOUNDS.max) {
    const message = `The distance between services must be a whole number of km from ${KM_BOUNDS.min.toLocaleString('en-AU')} to ${KM_BOUNDS.max.toLocaleString('en-AU')}.`;
    throw AppError.badInput(message, { [field]: [message] });
  }
  return value;
}

/** A whole number of months from 1 to 60; else a 400 naming the field. */
export function checkMonths(value: unknown, field = 'everyMonths'): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < MONTHS_BOUNDS.min || value > MONTHS_BOUNDS.max) {
    const message = `The time between services must be a whole number of months from ${MONTHS_BOUNDS.min} to ${MONTHS_BOUNDS.max}.`;
    throw AppError.badInput(message, { [field]: [message] });
  }
  return value;
}

/** The items a service asks: 1 to 40 lines of text, each up to 200 characters, none twice. */
export function checkItems(value: unknown, field = 'items'): string[] {
  const fail = (message: string): never => {
    throw AppError.badInput(message, { [field]: [message] });
  };
  if (!Array.isArray(value)) return fail('The items must be a list of text.');
  const items = value.map((v) => (typeof v === 'string' ? cleanText(v) : fail('Each item must be text.')));
  if (!items.length || items.some((i) => !i)) return fail('A schedule needs at least one item, and no item may be empty.');
  if (items.length > MAX_ITEMS) return fail(`A schedule can have at most ${MAX_ITEMS} items.`);
  const long = items.find((i) => i.length > ITEM_MAX);
  if (long) return fail(`An item must be at most ${ITEM_MAX} characters: "${long.slice(0, 40)}…" is longer.`);
  const seen = new Set<string>();
  for (const i of items) {
    if (seen.has(i.toLowerCase())) fail(`The item "${i}" is in the list twice.`);
    seen.add(i.toLowerCase());
  }
  return items;
}

/** A make or model as matched: trimmed, any case. */
export const nameKey = (value: string | null | undefined) => (value ? cleanText(value).toLowerCase() : '');

export interface ScheduleTerms {
  everyKm: number;
  everyMonths: number;
}

export interface Reading {
  km: number;
  /** The workshop day it was read, yyyy-MM-dd. */
  day: string;
}

export interface NextService {
  /** The km it is due at (last service km + the schedule's km); null without a last service km. */
  dueKm: number | null;
  /** The last service + the schedule's months. */
  dueByMonths: string;
  /** The day the readings' rate reaches the due km; null without a rate. */
  dueByKm: string | null;
  /** Whichever comes first. */
  dueDate: string;
  /** Km per day from the readings, or null. */
  kmPerDay: number | null;
}

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

/**
 * The rate the vehicle is driven at, from its readings over time (the first and the latest): needs
 * two readings at least MIN_READING_DAYS apart with the km going up; else null.
 */
function kmPerDay(readings: readonly Reading[]): number | null {
  if (readings.length < 2) return null;
  const sorted = [...readings].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.km - b.km));
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const days = dayNumber(last.day) - dayNumber(first.day);
  if (days < MIN_READING_DAYS || last.km <= first.km) return null;
  return (last.km - first.km) / days;
}

/**
 * A vehicle's next service from its last one (day and, when recorded, km) and its schedule: by date
 * the last service + the months; by km the last service km + the schedule's km, reached on the day
 * the readings' rate says (from the latest reading); due on whichever comes first.
 */
export function nextService(terms: ScheduleTerms, last: { on: string; km: number | null }, readings: readonly Reading[]): NextService {
  const dueByMonths = addMonths(last.on, terms.everyMonths);
  const dueKm = last.km === null ? null : last.km + terms.everyKm;
  const rate = kmPerDay(readings);
  let dueByKm: string | null = null;
  if (dueKm !== null && rate !== null) {
    const latest = [...readings].sort((a, b) => (a.day < b.day ? 1 : a.day > b.day ? -1 : b.km - a.km))[0];
    const from = latest.day < last.on ? { day: last.on, km: Math.max(latest.km, last.km ?? 0) } : latest;
    const daysLeft = Math.max(0, Math.ceil((dueKm - from.km) / rate));
    dueByKm = addDays(from.day, daysLeft);
  }
  const dueDate = dueByKm !== null && dueByKm < dueByMonths ? dueByKm : dueByMonths;
  return { dueKm, dueByMonths, dueByKm, dueDate, kmPerDay: rate === null ? null : Math.round(rate * 10) / 10 };
}
