/**
 * The reminders' texts: short, each naming the workshop. The appointment reminder asks for a reply
 * (1 confirms, 2 cancels); the service reminder and the review request are marketing texts, so they
 * end with the opt-out. Each fits in three segments: a long make, model or link drops the car's
 * name first, then shortens the workshop's name.
 */
import { MAX_SMS_SEGMENTS, smsLength } from '../../shared/sms-segments.js';
import { addDays, displayTime } from '../../shared/time.js';
import type { AppointmentFacts } from '../booking/public.js';
import { OPT_OUT_LINE, plainText } from '../sms/public.js';
import { printKm } from '../documents/public.js';
import type { RegoDueFacts, ServiceDueFacts } from './reminders.templates.js';

/** The workshop as its texts name it, and where its links go. */
export interface TextSender {
  name: string;
  publicUrl: string;
}

/** A workshop's name is cut to this many characters when a text would not fit otherwise. */
const SHORT_NAME = 30;

/** The first of `bodies` (in order of preference) that fits in three segments, in plain characters; the last one cut to fit otherwise. */
function fitted(bodies: string[]): string {
  for (const body of bodies) {
    const plain = plainText(body);
    if (smsLength(plain).segments <= MAX_SMS_SEGMENTS) return plain;
  }
  return plainText(bodies.at(-1)!);
}

/** Made once: a run words thousands of texts, and a formatter made per call costs a millisecond's tenth each. */
const SHORT_DAY = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 'Thu 3 Dec' (a date yyyy-MM-dd). */
function shortDay(date: string): string {
  return SHORT_DAY.format(new Date(`${date}T12:00:00Z`));
}

/** 'today', 'tomorrow', or 'Thu 3 Dec', seen from `today`. */
function dayWords(date: string, today: string): string {
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return shortDay(date);
}

const shortName = (name: string) => (name.length > SHORT_NAME ? name.slice(0, SHORT_NAME).trimEnd() : name);

/** The day-before reminder of a booking: its time, its car, and the reply that confirms or cancels it. */
export function appointmentReminderText(a: AppointmentFacts, sender: TextSender, today: string): string {
  const when = `${dayWords(a.preferredDate, today)} at ${displayTime(a.preferredTime)}`;
  const car = [a.vehicleMake, a.vehicleModel, a.registration].filter(Boolean).join(' ');
  const body = (name: string, withCar: boolean) => `${name}: reminder of your booking ${when}${withCar && car ? ` for your ${car}` : ''}. Reply 1 to confirm or 2 to cancel.`;
  return fitted([body(sender.name, true), body(sender.name, false), body(shortName(sender.name), false)]);
}

/** A service reminder (the first, or the final one on the day): the car, the due date (and the km, when known) and the booking link. */
export function serviceDueText(f: ServiceDueFacts, sender: TextSender, today: string): string {
  const link = `${sender.publicUrl}/booking?reminder=${f.token}`;
  const orKm = f.dueKm != null ? ` or at ${printKm(f.dueKm)}` : '';
  const when = f.dueOn === today ? 'is due for a service today' : f.dueOn < today ? `was due for a service on ${shortDay(f.dueOn)}` : `is due for a service on ${shortDay(f.dueOn)}${orKm}`;
  const car = [f.make, f.model].filter(Boolean).join(' ');
  const body = (name: string, withCar: boolean) =>
    `${name}: your ${withCar && car ? `${car} (${f.rego})` : f.rego} ${when}. Book online: ${link} ${OPT_OUT_LINE}`;
  return fitted([body(sender.name, true), body(sender.name, false), body(shortName(sender.name), false)]);
}

/** A registration reminder: the rego, its expiry and the booking link for a roadworthy or a service. */
export function regoDueText(f: RegoDueFacts, sender: TextSender, today: string): string {
  const link = `${sender.publicUrl}/booking?reminder=${f.token}`;
  const when = f.dueOn === today ? 'today' : `on ${shortDay(f.dueOn)}`;
  const body = (name: string, offer: boolean) =>
    `${name}: the registration of ${f.rego} is due ${when}.${offer ? ' Need a roadworthy or a service?' : ''} Book online: ${link} ${OPT_OUT_LINE}`;
  return fitted([body(sender.name, true), body(sender.name, false), body(shortName(sender.name), false)]);
}

/** A review request: thanks, and the review link. */
export function reviewRequestText(reviewUrl: string, sender: TextSender): string {
  const body = (name: string) => `${name}: thanks for choosing us. Would you leave us a review? ${reviewUrl} ${OPT_OUT_LINE}`;
  return fitted([body(sender.name), body(shortName(sender.name))]);
}
