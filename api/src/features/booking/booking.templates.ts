/** The emails of the booking journey: confirmation, workshop notice, and cancellation notices. */
import { buildCalendar } from '../../shared/ics.js';
import { calendarUid } from './booking-reference.js';
import { displayTime, longDate } from '../../shared/time.js';
import { pickRequest, type AppointmentRequest } from './booking.inputs.js';
import { SLOT_MINUTES } from './opening-hours.js';
import { renderEmail } from '../mail/public.js';
import { defineTemplate, type MailContext, type QueuedMail, type RenderedMail } from '../mail/public.js';

/**
 * What the booking emails say: the request, its id (the cancel link's key, never printed as such),
 * its reference (facts queued before references lack it) and how often staff moved it (0 when
 * never; older queued facts lack it).
 */
export type AppointmentFacts = AppointmentRequest & { _id: string; reference?: string; calendarSequence?: number };

/** The reference's row of an email's details; none for facts queued before references. */
export function referenceDetail(a: Pick<AppointmentFacts, 'reference'>): Array<[string, string]> {
  return a.reference ? [['Reference', a.reference]] : [];
}

const when = (a: AppointmentFacts) => `${longDate(a.preferredDate)} at ${displayTime(a.preferredTime)}`;
const vehicle = (a: AppointmentFacts) => `${a.vehicleYear} ${a.vehicleMake} ${a.vehicleModel}`;

export function cancelLink(publicUrl: string, a: Pick<AppointmentFacts, '_id' | 'email'>): string {
  return `${publicUrl}/cancel?id=${a._id}&email=${encodeURIComponent(a.email)}`;
}

function details(a: AppointmentFacts): Array<[string, string]> {
  return [
    ['Date & time', when(a)],
    ['Service', a.serviceType],
    ['Vehicle', vehicle(a)],
    ['Registration', a.registration || 'N/A'],
    ['Issue description', a.issueDescription],
    ...referenceDetail(a),
  ];
}

/**
 * The appointment as a calendar invitation (or its cancellation): one UID per appointment, so
 * calendars update the one event; its SEQUENCE counts the moves (a cancellation one more), so a
 * moved or cancelled event replaces the one calendars hold.
 */
export function appointmentCalendar(a: AppointmentFacts, ctx: MailContext, method: 'PUBLISH' | 'CANCEL') {
  const moves = a.calendarSequence ?? 0;
  const ics = buildCalendar({
    uid: calendarUid(a._id, ctx.business.publicUrl),
    date: a.preferredDate,
    time: a.preferredTime,
    durationMinutes: SLOT_MINUTES,
    summary: `${a.serviceType} – ${ctx.business.name}`,
    description: `${a.serviceType} for your ${vehicle(a)}.\nCancel: ${cancelLink(ctx.business.publicUrl, a)}`,
    location: `${ctx.business.name}, ${ctx.business.address}`,
    organizer: { name: ctx.business.name, email: ctx.business.email },
    timeZone: ctx.timeZone,
    method,
    stamp: ctx.now,
    sequence: method === 'CANCEL' ? moves + 1 : moves,
  });
  return {
    filename: method === 'CANCEL' ? 'appointment-cancelled.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: ics,
  };
}

/** Confirmation to the customer: details, cancel link and a calendar invitation. */
export const bookingConfirmation = defineTemplate<AppointmentFacts>({
  name: 'booking.confirmation',
  version: 1,
  render(a, ctx) {
    const link = cancelLink(ctx.business.publicUrl, a);
    const body = renderEmail(ctx.business, {
      // One message: the time is booked (as the .ics says), it can go in their calendar, and how to cancel.
      heading: `Thanks, ${a.fullName}: you are booked in`,
      paragraphs: [
        `Your ${a.serviceType} is booked for ${when(a)} at ${ctx.business.name}, ${ctx.business.address}. The time is held for you; there is nothing more you need to do.`,
        'Open the calendar invitation attached to add the appointment to your calendar.',
        `If we need to know anything before then, we will call you on ${a.phone}.`,
      ],
      details: [...details(a), ['Where', `${ctx.business.name}, ${ctx.business.address}`]],
      action: { label: 'Cancel this appointment', url: link },
      footnote: `Can't make it? Please cancel at least 24 hours ahead using the link above, or call us on ${ctx.business.phone}.`,
    });
    return {
      replyTo: ctx.business.email,
      subject: `Your appointment at ${ctx.business.name}: ${when(a)}`,
      ...body,
      attachments: [appointmentCalendar(a, ctx, 'PUBLISH')],
    };
  },
});

/** The workshop's notice of a new booking, replying to the customer. */
export const bookingNotice = defineTemplate<AppointmentFacts>({
  name: 'booking.notice',
  version: 1,
  render(a, ctx) {
    const body = renderEmail(ctx.business, {
      heading: `New booking: ${when(a)}`,
      paragraphs: [`${a.fullName} booked ${a.serviceType} online.`],
      details: [['Customer', a.fullName], ['Email', a.email], ['Phone', a.phone], ...details(a)],
    });
    return { replyTo: a.email, subject: `New booking: ${a.fullName}, ${when(a)} (${a.serviceType})`, ...body };
  },
});

export interface CancellationFacts extends AppointmentFacts {
  by: 'customer' | 'workshop';
}

/** The customer's cancellation notice, with a calendar cancellation. */
export const bookingCancelled = defineTemplate<CancellationFacts>({
  name: 'booking.cancelled',
  version: 1,
  render(a, ctx): RenderedMail {
    const body = renderEmail(ctx.business, {
      heading: 'Your appointment has been cancelled',
      paragraphs: [
        a.by === 'customer'
          ? `As you asked, we have cancelled your appointment on ${when(a)}.`
          : `We're sorry: we had to cancel your appointment on ${when(a)}. Please book another time or call us on ${ctx.business.phone}.`,
      ],
      details: details(a),
      action: { label: 'Book another time', url: `${ctx.business.publicUrl}/booking` },
    });
    return {
      replyTo: ctx.business.email,
      subject: `Cancelled: your appointment at ${ctx.business.name} on ${when(a)}`,
      ...body,
      attachments: [appointmentCalendar(a, ctx, 'CANCEL')],
    };
  },
});

/** The workshop's copy of a cancellation. */
export const bookingCancelledNotice = defineTemplate<CancellationFacts>({
  name: 'booking.cancelled-notice',
  version: 1,
  render(a, ctx): RenderedMail {
    const body = renderEmail(ctx.business, {
      heading: `Cancelled: ${when(a)}`,
      paragraphs: [
        a.by === 'customer'
          ? `${a.fullName} cancelled their appointment from the link in their confirmation email. The time is free to book again.`
          : `The appointment of ${a.fullName} was cancelled from the back office; the customer has been told.`,
      ],
      details: [['Customer', a.fullName], ['Email', a.email], ['Phone', a.phone], ...details(a)],
    });
    return { replyTo: a.email, subject: `Cancelled: ${a.fullName}, ${when(a)}`, ...body };
  },
});

export interface MovedFacts extends AppointmentFacts {
  /** Where it was: yyyy-MM-dd and HH:mm. */
  fromDate: string;
  fromTime: string;
}

/** The customer's notice that staff moved the appointment, with the calendar event moved (same UID, higher SEQUENCE). */
export const bookingMoved = defineTemplate<MovedFacts>({
  name: 'booking.moved',
  version: 1,
  render(a, ctx): RenderedMail {
    const body = renderEmail(ctx.business, {
      heading: 'Your appointment has moved',
      paragraphs: [
        `Hi ${a.fullName}, your ${a.serviceType} at ${ctx.business.name} has moved from ${longDate(a.fromDate)} at ${displayTime(a.fromTime)} to ${when(a)}.`,
        'Open the calendar invitation attached to move it in your calendar too.',
        `If the new time does not suit you, please call us on ${ctx.business.phone} or cancel with the link below.`,
      ],
      details: [...details(a), ['Where', `${ctx.business.name}, ${ctx.business.address}`]],
      action: { label: 'Cancel this appointment', url: cancelLink(ctx.business.publicUrl, a) },
    });
    return {
      replyTo: ctx.business.email,
      subject: `Your appointment has moved: ${when(a)}`,
      ...body,
      attachments: [appointmentCalendar(a, ctx, 'PUBLISH')],
    };
  },
});

export const BOOKING_TEMPLATES = [bookingConfirmation, bookingNotice, bookingCancelled, bookingCancelledNotice, bookingMoved];

/** Only the facts the emails use, whatever else the appointment carries. */
export function appointmentFacts(a: AppointmentFacts): AppointmentFacts {
  return { _id: a._id, reference: a.reference, ...pickRequest(a), calendarSequence: a.calendarSequence ?? 0 };
}

/**
 * What a booking queues: the customer's confirmation and the workshop's notice; for a booking
 * staff took, the confirmation alone, or nothing when they chose not to send it.
 */
export function bookingMails(a: AppointmentFacts, adminEmail: string, by: 'customer' | { confirm: boolean } = 'customer'): QueuedMail<AppointmentFacts>[] {
  const facts = appointmentFacts(a);
  if (by !== 'customer') return by.confirm ? [bookingConfirmation.mail(a.email, facts)] : [];
  return [bookingConfirmation.mail(a.email, facts), bookingNotice.mail(adminEmail, facts)];
}

/** What a move queues: the customer's notice, unless staff chose not to tell them. */
export function movedMails(a: AppointmentFacts, from: { date: string; time: string }, notify: boolean): QueuedMail<MovedFacts>[] {
  return notify ? [bookingMoved.mail(a.email, { ...appointmentFacts(a), fromDate: from.date, fromTime: from.time })] : [];
}

/** What a cancellation queues: the customer's notice and the workshop's copy. */
export function cancellationMails(a: AppointmentFacts, adminEmail: string, by: 'customer' | 'workshop'): QueuedMail<CancellationFacts>[] {
  const facts = { ...appointmentFacts(a), by };
  return [bookingCancelled.mail(a.email, facts), bookingCancelledNotice.mail(adminEmail, facts)];
}
