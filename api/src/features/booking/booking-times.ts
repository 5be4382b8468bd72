/**
 * Which date and time a booking may take, for a customer on the public form and for staff (a
 * booking taken by phone, or a move in the diary): one place for both sets of rules and their
 * messages. Whether the time is blocked or full is the database's to say (the appointment's
 * triggers); these are the rules of the calendar and the clock.
 */
import { AppError } from '../../shared/errors.js';
import { isHHmm, isIsoDate, minutesOf, type LocalDateTime } from '../../shared/time.js';
import { clockLabel, DEFAULT_HOURS, SLOT_MINUTES, type WeekHours } from './opening-hours.js';

export type Booker = 'customer' | 'staff';

export function assertIsoDate(date: unknown): asserts date is string {
  if (!isIsoDate(date)) throw AppError.badInput('Please provide a valid date written yyyy-MM-dd.');
}

/**
 * Refuses a time the booker may not take under the workshop's hours. Customers: a slot of the
 * public form still ahead of now. Staff: any half hour of the opening hours, the one under way
 * included. A day closing earlier than the rest of the week says so (Saturday, by default).
 */
export function assertBookableTime(date: string, time: string, now: LocalDateTime, businessName: string, by: Booker, hours: WeekHours = DEFAULT_HOURS): void {
  assertIsoDate(date);
  if (!isHHmm(time)) throw AppError.badInput('Please provide a valid time written HH:mm.');
  if (date < now.date) throw AppError.badInput('Please choose a date from today onwards.');
  const opening = hours.openingOf(date);
  if (!opening) throw AppError.badInput(`${businessName} is closed on ${hours.dayName(date)}s. Please select another day.`);
  if (time >= opening.close && closesEarly(hours, opening.close)) {
    const at = clockLabel(opening.close);
    throw AppError.badInput(`${businessName} closes at ${at} on ${hours.dayName(date)}s. Please select a time before ${at}.`);
  }
  if (by === 'customer' && !hours.isOpeningSlot(date, time)) throw AppError.badInput(slotMessage(hours, date, 'customer'));
  if (by === 'staff' && !hours.staffSlots(date).includes(time)) throw AppError.badInput(slotMessage(hours, date, 'staff'));
  const over = by === 'customer' ? time <= now.time : minutesOf(time) + SLOT_MINUTES <= minutesOf(now.time);
  if (date === now.date && over) throw AppError.badInput('That time has already passed today. Please choose a later time.');
}

/** Whether a day closing at `close` closes earlier than the latest day of the week. */
function closesEarly(hours: WeekHours, close: string): boolean {
  return hours.days.some((d) => d !== null && d.close > close);
}

function slotMessage(hours: WeekHours, date: string, by: Booker): string {
  if (hours === DEFAULT_HOURS || JSON.stringify(hours.days) === JSON.stringify(DEFAULT_HOURS.days)) {
    return by === 'customer'
      ? 'Please choose a time on the hour or half hour from 9:00 AM to 4:30 PM (to 12:30 PM on Saturdays).'
      : 'Please choose a time on the hour or half hour within opening hours: 9:00 AM to 5:00 PM (to 12:30 PM on Saturdays).';
  }
  const slots = by === 'customer' ? hours.openingSlots(date) : hours.staffSlots(date);
  return `Please choose a time on the hour or half hour from ${clockLabel(slots[0])} to ${clockLabel(slots.at(-1)!)} on ${hours.dayName(date)}s.`;
}
