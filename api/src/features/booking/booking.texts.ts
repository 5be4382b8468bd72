/** The texts of the booking journey: the confirmation, short, with the cancel link. */
import { displayTime } from '../../shared/time.js';
import type { Appointment } from './appointment.entity.js';
import type { LeadText } from './appointment-writer.js';
import { cancelLink } from './booking.templates.js';

/** What a booking queues for the customer's phone (the confirmation), when texts go for it. */
export function bookingTexts(a: Pick<Appointment, '_id' | 'phone' | 'email' | 'preferredDate' | 'preferredTime' | 'reference'>, business: { name: string; publicUrl: string }): LeadText[] {
  const day = new Date(`${a.preferredDate}T12:00:00Z`).toLocaleDateString('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const body = `${business.name}: you're booked in ${day} at ${displayTime(a.preferredTime)}, ref ${a.reference}. Can't make it? Cancel: ${cancelLink(business.publicUrl, a)}`;
  return [{ parentId: a._id, phone: a.phone, body, kind: 'booking.confirmation' }];
}
