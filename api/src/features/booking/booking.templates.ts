/** The emails of the booking journey: confirmation, workshop notice, and cancellation notices. */
import { buildCalendar } from '../../shared/ics.js';
import { calendarUid } from './booking-reference.js';
import { displayTime, longDate } from '../../shared/time.js';
import { pickRequest, type AppointmentRequest } from './booking.inputs.js';
import { SLOT_MINUTES } from './opening-hours.js';
import { defineLayoutTemplate, type MailContext, type QueuedMail } from '../../platform/mail/public.js';
import { vehicleOf } from './vehicle-words.js';

/**
 * What the booking emails say: the request, its id (the cancel link's key, never printed as such),
 * its reference (facts queued before references lack it) and how often staff moved it (0 when
 * never; older queued facts lack it).
 */
export type AppointmentFacts = AppointmentRequest & {
  _id: string;
  reference?: string;
  calendarSequence?: number;
  /** The customer undid their cancellation: the booking is theirs again (older facts lack it). */
  restored?: boolean;
  /** Staff booked it with the customer (a phone call): nothing is left to confirm. */
  takenByStaff?: boolean;
};

/** What the site and the confirmation email both say after a booking, word for word. */
export const BOOKING_THANKS = 'Thank you for your booking request! We will contact you shortly to confirm.';

/** The reference's row of an email's details; none for facts queued before references. */
export function referenceDetail(a: Pick<AppointmentFacts, 'reference'>): Array<[string, string]> {
  return a.reference ? [['Reference', a.reference]] : [];
}

const when = (a: AppointmentFacts) => `${longDate(a.preferredDate)} at ${displayTime(a.preferredTime)}`;
const vehicle = vehicleOf;
/** The car as the customer entered it: make, model and rego (as the site's confirmation shows it). */
const car = (a: AppointmentFacts) => [a.vehicleMake, a.vehicleModel, a.registration].filter(Boolean).join(' ');

/** The link of the cancel page that restores a booking the customer cancelled (valid for a day). */
function undoLink(publicUrl: string, token: string): string {
  return `${publicUrl}/cancel?undo=${encodeURIComponent(token)}`;
}

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

/** The customer's confirmation rows, in the order and words of the site's confirmation. */
function confirmationDetails(a: AppointmentFacts): Array<[string, string]> {
  return [
    ...referenceDetail(a),
    ['Date', longDate(a.preferredDate)],
    ['Time', displayTime(a.preferredTime)],
    ['Car', car(a)],
    ['Service', a.serviceType],
    ['Issue description', a.issueDescription],
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

/**
 * Confirmation to the customer: what the site showed (the thanks, the time held, the details and
 * the reference), the cancel link and a calendar invitation. Sent again when they undo a cancel.
 */
const bookingConfirmation = defineLayoutTemplate<AppointmentFacts>({
  name: 'booking.confirmation',
  version: 1,
  compose(a, ctx) {
    const link = cancelLink(ctx.business.publicUrl, a);
    return {
      replyTo: ctx.business.email,
      subject: `${a.restored ? 'Booking kept' : 'Your appointment'} at ${ctx.business.name}: ${when(a)}${a.reference ? ` (ref ${a.reference})` : ''}`,
      // The site's words: a request we will confirm by contacting them, with the time held meanwhile.
      heading: confirmationHeading(a),
      paragraphs: [
        a.restored
          ? 'You undid your cancellation, so your booking stands as before.'
          : a.takenByStaff
            ? `Thank you for booking with ${ctx.business.name}. Here are the details we agreed.`
            : BOOKING_THANKS,
        `Your time is held for you: ${a.serviceType} on ${when(a)} at ${ctx.business.name}, ${ctx.business.address}.`,
        'Open the calendar invitation attached to add the appointment to your calendar.',
        `We will call you on ${a.phone} if we need to know anything before then.`,
      ],
      details: [...confirmationDetails(a), ['Where', `${ctx.business.name}, ${ctx.business.address}`]],
      action: { label: 'Cancel this appointment', url: link },
      footnote: `Can't make it? Please cancel at least 24 hours ahead using the link above, or call us on ${ctx.business.phone}.`,
      attachments: [appointmentCalendar(a, ctx, 'PUBLISH')],
    };
  },
});

function confirmationHeading(a: AppointmentFacts): string {
  if (a.restored) return `Thanks, ${a.fullName}: your booking is kept`;
  return a.takenByStaff ? `Thanks, ${a.fullName}: you are booked in` : `Thanks, ${a.fullName}: we have your booking request`;
}

/** The workshop's notice of a new booking, replying to the customer. */
const bookingNotice = defineLayoutTemplate<AppointmentFacts>({
  name: 'booking.notice',
  version: 1,
  compose(a) {
    const subject = a.restored ? `Booking kept: ${a.fullName}, ${when(a)} (${a.serviceType})` : `New booking: ${a.fullName}, ${when(a)} (${a.serviceType})`;
    return {
      replyTo: a.email,
      subject,
      heading: a.restored ? `Booking kept: ${when(a)}` : `New booking: ${when(a)}`,
      paragraphs: [
        a.restored
          ? `${a.fullName} undid their cancellation: the appointment is booked again at the same time.`
          : `${a.fullName} booked ${a.serviceType} online.`,
      ],
      details: [['Customer', a.fullName], ['Email', a.email], ['Phone', a.phone], ...details(a)],
    };
  },
});

export interface CancellationFacts extends AppointmentFacts {
  by: 'customer' | 'workshop';
  /** The secret of the undo link of a customer's own cancellation (valid 24 hours). */
  undoToken?: string;
}

/** The customer's cancellation notice, with a calendar cancellation. */
const bookingCancelled = defineLayoutTemplate<CancellationFacts>({
  name: 'booking.cancelled',
  version: 1,
  compose: (a, ctx) => ({
    replyTo: ctx.business.email,
    subject: `Cancelled: your appointment at ${ctx.business.name} on ${when(a)}`,
    heading: 'Your appointment has been cancelled',
    paragraphs: [
      a.by === 'customer'
        ? `As you asked, we have cancelled your appointment on ${when(a)}.`
        : `We're sorry: we had to cancel your appointment on ${when(a)}. Please book another time or call us on ${ctx.business.phone}.`,
      ...(a.undoToken
        ? ['Cancelled by mistake? Within 24 hours, and while the time is still free, you can keep your booking with the link below.']
        : []),
    ],
    details: details(a),
    action: a.undoToken
      ? { label: 'Undo — keep my booking', url: undoLink(ctx.business.publicUrl, a.undoToken) }
      : { label: 'Book another time', url: `${ctx.business.publicUrl}/booking` },
    ...(a.undoToken ? { footnote: `Or book another time: ${ctx.business.publicUrl}/booking` } : {}),
    attachments: [appointmentCalendar(a, ctx, 'CANCEL')],
  }),
});

/** The workshop's copy of a cancellation. */
const bookingCancelledNotice = defineLayoutTemplate<CancellationFacts>({
  name: 'booking.cancelled-notice',
  version: 1,
  compose: (a) => ({
    replyTo: a.email,
    subject: `Cancelled: ${a.fullName}, ${when(a)}`,
    heading: `Cancelled: ${when(a)}`,
    paragraphs: [
      a.by === 'customer'
        ? `${a.fullName} cancelled their appointment from the link in their confirmation email. The time is free to book again.`
        : `The appointment of ${a.fullName} was cancelled from the back office; the customer has been told.`,
    ],
    details: [['Customer', a.fullName], ['Email', a.email], ['Phone', a.phone], ...details(a)],
  }),
});

export interface MovedFacts extends AppointmentFacts {
  /** Where it was: yyyy-MM-dd and HH:mm. */
  fromDate: string;
  fromTime: string;
}

/** The customer's notice that staff moved the appointment, with the calendar event moved (same UID, higher SEQUENCE). */
const bookingMoved = defineLayoutTemplate<MovedFacts>({
  name: 'booking.moved',
  version: 1,
  compose: (a, ctx) => ({
    replyTo: ctx.business.email,
    subject: `Your appointment has moved: ${when(a)}`,
    heading: 'Your appointment has moved',
    paragraphs: [
      `Hi ${a.fullName}, your ${a.serviceType} at ${ctx.business.name} has moved from ${longDate(a.fromDate)} at ${displayTime(a.fromTime)} to ${when(a)}.`,
      'Open the calendar invitation attached to move it in your calendar too.',
      `If the new time does not suit you, please call us on ${ctx.business.phone} or cancel with the link below.`,
    ],
    details: [...details(a), ['Where', `${ctx.business.name}, ${ctx.business.address}`]],
    action: { label: 'Cancel this appointment', url: cancelLink(ctx.business.publicUrl, a) },
    attachments: [appointmentCalendar(a, ctx, 'PUBLISH')],
  }),
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
  // A booking taken by phone may have no email: nothing to send the customer.
  if (by !== 'customer') return by.confirm && a.email ? [bookingConfirmation.mail(a.email, { ...facts, takenByStaff: true })] : [];
  return [bookingConfirmation.mail(a.email, facts), bookingNotice.mail(adminEmail, facts)];
}

/** What a move queues: the customer's notice, unless staff chose not to tell them. */
export function movedMails(a: AppointmentFacts, from: { date: string; time: string }, notify: boolean): QueuedMail<MovedFacts>[] {
  return notify && a.email ? [bookingMoved.mail(a.email, { ...appointmentFacts(a), fromDate: from.date, fromTime: from.time })] : [];
}

/** What a cancellation queues: the customer's notice (with the undo link when given) and the workshop's copy (without). */
export function cancellationMails(a: AppointmentFacts, adminEmail: string, by: 'customer' | 'workshop', undoToken?: string): QueuedMail<CancellationFacts>[] {
  const facts = { ...appointmentFacts(a), by };
  const customer = a.email ? [bookingCancelled.mail(a.email, undoToken ? { ...facts, undoToken } : facts)] : [];
  return [...customer, bookingCancelledNotice.mail(adminEmail, facts)];
}

/** What an undone cancellation queues: the customer's confirmation again and the workshop's notice, both saying it was kept. */
export function restoredMails(a: AppointmentFacts, adminEmail: string): QueuedMail<AppointmentFacts>[] {
  const facts = { ...appointmentFacts(a), restored: true };
  return [...(a.email ? [bookingConfirmation.mail(a.email, facts)] : []), bookingNotice.mail(adminEmail, facts)];
}
