/**
 * The workshop's opening hours and appointment slots: the one source of these rules.
 * Slots are wall-clock times in the business time zone, 30 minutes apart.
 */
import { hhmm, minutesOf, weekday, type LocalDateTime } from '../../shared/time.js';

export const SLOT_MINUTES = 30;

/** First and last bookable slot per weekday (0 = Sunday); null = closed. */
const SLOT_WINDOWS: ReadonlyArray<readonly [string, string] | null> = [
  null,
  ['09:00', '16:30'],
  ['09:00', '16:30'],
  ['09:00', '16:30'],
  ['09:00', '16:30'],
  ['09:00', '16:30'],
  ['09:00', '12:30'],
];

/** Opening and closing time per weekday (0 = Sunday); null = closed. Staff may book any half hour in between. */
const OPENING_TIMES: ReadonlyArray<{ open: string; close: string } | null> = [
  null,
  ...Array.from({ length: 5 }, () => ({ open: '09:00', close: '17:30' })),
  { open: '09:00', close: '13:00' },
];

/** Opening hours as shown to people (the last slot starts an hour before closing). */
export const OPENING_HOURS = [
  { days: 'Monday – Friday', hours: '9:00 AM – 5:30 PM' },
  { days: 'Saturday', hours: '9:00 AM – 1:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export function isClosedDay(date: string): boolean {
  return SLOT_WINDOWS[weekday(date)] === null;
}

export function isSaturday(date: string): boolean {
  return weekday(date) === 6;
}

const SLOTS_BY_WEEKDAY: ReadonlyArray<readonly string[]> = SLOT_WINDOWS.map((window) => {
  const slots: string[] = [];
  if (window) for (let m = minutesOf(window[0]); m <= minutesOf(window[1]); m += SLOT_MINUTES) slots.push(hhmm(m));
  return Object.freeze(slots);
});

const STAFF_SLOTS_BY_WEEKDAY: ReadonlyArray<readonly string[]> = OPENING_TIMES.map((hours) => {
  const slots: string[] = [];
  if (hours) for (let m = minutesOf(hours.open); m + SLOT_MINUTES <= minutesOf(hours.close); m += SLOT_MINUTES) slots.push(hhmm(m));
  return Object.freeze(slots);
});

/** When the workshop opens and closes on a date ('HH:mm'), or null when it is closed all day. */
export function openingOf(date: string): { open: string; close: string } | null {
  return OPENING_TIMES[weekday(date)];
}

/** Every half hour of a date's opening hours: the times staff may book (the public form offers those up to an hour before closing). */
export function staffSlots(date: string): readonly string[] {
  return STAFF_SLOTS_BY_WEEKDAY[weekday(date)];
}

/** Every slot of each weekday (0 = Sunday), ignoring bookings and the clock. */
export function weekdaySlots(): ReadonlyArray<readonly string[]> {
  return SLOTS_BY_WEEKDAY;
}

/** Every slot of a date's opening hours, ignoring bookings and the clock. */
export function openingSlots(date: string): readonly string[] {
  return SLOTS_BY_WEEKDAY[weekday(date)];
}

export function isOpeningSlot(date: string, time: string): boolean {
  return openingSlots(date).includes(time);
}

/**
 * Slots still bookable on a date: opening slots, minus those already past when the date is
 * today (in the business zone), minus the unavailable ones (booked or blocked).
 */
export function availableSlots(date: string, now: LocalDateTime, unavailable: ReadonlySet<string>): readonly string[] {
  return stillBookable(date, now, openingSlots(date).filter((t) => !unavailable.has(t)));
}

/** Of a date's bookable slots (opening slots neither booked nor blocked), those not past at `now`. */
export function stillBookable(date: string, now: LocalDateTime, bookable: readonly string[]): readonly string[] {
  if (date < now.date) return [];
  return date === now.date ? bookable.filter((t) => t > now.time) : bookable;
}
