/**
 * Which date and time a booking may take, for a customer on the public form and for staff (a
 * booking taken by phone, or a move in the diary): one place for both sets of rules and their
 * messages. Whether the time is blocked or full is the database's to say (the appointment's
 * triggers); these are the rules of the calendar and the clock.
 */
import { AppError } from '../../shared/errors.js';
import { isHHmm, isIsoDate, minutesOf, type LocalDateTime } from '../../shared/time.js';
import { isClosedDay, isOpeningSlot, isSaturday, SLOT_MINUTES, staffSlots } from './opening-hours.js';

export type Booker = 'customer' | 'staff';

export function assertIsoDate(date: unknown): asserts date is string {
  if (!isIsoDate(date)) throw AppError.badInput('Please provide a valid date written yyyy-MM-dd.');
}

/**
 * Refuses a time the booker may not take. Customers: a slot of the public form (on the hour or
 * half hour, 9:00 AM to 4:30 PM, to 12:30 PM on Saturdays) still ahead of now. Staff: any half
 * hour of the opening hours (to 5:00 PM, to 12:30 PM on Saturdays), the one under way included.
 */
export function assertBookableTime(date: string, time: string, now: LocalDateTime, businessName: string, by: Booker): void {
  assertIsoDate(date);
  if (!isHHmm(time)) throw AppError.badInput('Please provide a valid time written HH:mm.');
  if (date < now.date) throw AppError.badInput('Please choose a date from today onwards.');
  if (isClosedDay(date)) throw AppError.badInput(`${businessName} is closed on Sundays. Please select another day.`);
  if (isSaturday(date) && time >= '13:00') {
    throw AppError.badInput(`${businessName} closes at 1:00 PM on Saturdays. Please select a time before 1:00 PM.`);
  }
  if (by === 'customer' && !isOpeningSlot(date, time)) {
    throw AppError.badInput('Please choose a time on the hour or half hour from 9:00 AM to 4:30 PM (to 12:30 PM on Saturdays).');
  }
  if (by === 'staff' && !staffSlots(date).includes(time)) {
    throw AppError.badInput('Please choose a time on the hour or half hour within opening hours: 9:00 AM to 5:00 PM (to 12:30 PM on Saturdays).');
  }
  const over = by === 'customer' ? time <= now.time : minutesOf(time) + SLOT_MINUTES <= minutesOf(now.time);
  if (date === now.date && over) throw AppError.badInput('That time has already passed today. Please choose a later time.');
}
