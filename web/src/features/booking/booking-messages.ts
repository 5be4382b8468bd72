/** Every text the booking form shows after a submit, worded as customers are told them. */
import { describeFailure } from '../../shared/api-errors';

export const BOOKING_SUCCESS = 'Thank you for your booking request! We will contact you shortly to confirm.';
const BOOKING_NETWORK_ERROR = 'An error occurred while submitting your booking.';
export const CHOOSE_TIME = 'Please select a preferred time.';

/** Each weekday's opening hours as the server answers them (siteInfo.weekHours); open and close null when closed. */
export type WeekHours = ReadonlyArray<{ weekday: number; open?: string | null; close?: string | null }>;

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The workshop's standard week, used only until the server's hours have come. */
const STANDARD_WEEK: WeekHours = DAY_NAMES.map((_, weekday) =>
  weekday === 0 ? { weekday, open: null, close: null } : { weekday, open: '09:00', close: weekday === 6 ? '13:00' : '17:30' },
);

/** '13:00' → '1:00 PM'. */
function clockLabel(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

function closedOn(product: string, weekday: number): string {
  return `${product} is closed on ${DAY_NAMES[weekday]}s. Please select another day.`;
}

function closesEarlyOn(product: string, weekday: number, close: string): string {
  const at = clockLabel(close);
  return `${product} closes at ${at} on ${DAY_NAMES[weekday]}s. Please select a time before ${at}.`;
}

/**
 * The server's rule said early, on submit: a day the workshop is closed, or a time at or after the
 * closing of a day that closes earlier than the rest of the week (Saturday, by default).
 */
export function hoursProblem(product: string, weekday: number, time: string, week: WeekHours): { text: string; aboutTime: boolean } | null {
  const days = week.length === 7 ? week : STANDARD_WEEK;
  const day = days.find((d) => d.weekday === weekday);
  if (!day) return null;
  if (!day.open || !day.close) return { text: closedOn(product, weekday), aboutTime: false };
  const latest = days.reduce((max, d) => (d.close && d.close > max ? d.close : max), '');
  if (time && time >= day.close && day.close < latest) return { text: closesEarlyOn(product, weekday, day.close), aboutTime: true };
  return null;
}

/** What to tell the customer when bookAppointment fails. */
export function bookingFailureMessage(error: unknown): string {
  const failure = describeFailure(error);
  if (failure.kind === 'network') return BOOKING_NETWORK_ERROR;
  return `Booking failed: ${failure.message ?? 'Unknown error.'}`;
}

/** 'Open Monday to Saturday.' (or the days the workshop's hours open, Monday first). */
export function openDaysText(week: WeekHours): string {
  const days = week.length === 7 ? week : STANDARD_WEEK;
  const open = [1, 2, 3, 4, 5, 6, 0].filter((weekday) => days.some((d) => d.weekday === weekday && d.open && d.close));
  if (open.length === 0) return 'Closed for bookings.';
  if (open.length === 7) return 'Open every day.';
  const run = open.every((weekday, i) => i === 0 || [1, 2, 3, 4, 5, 6, 0].indexOf(weekday) === [1, 2, 3, 4, 5, 6, 0].indexOf(open[i - 1]) + 1);
  const names = open.map((weekday) => DAY_NAMES[weekday]);
  if (names.length === 1) return `Open ${names[0]}s only.`;
  return run && names.length > 2 ? `Open ${names[0]} to ${names.at(-1)}.` : `Open ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`;
}
