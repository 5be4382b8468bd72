/** The emails of the booking journey: confirmation, workshop notice, and cancellation notices. */
import { buildCalendar } from '../../shared/ics.js';
import { displayTime, longDate } from '../../shared/time.js';
import { renderEmail, type Business } from '../outbox/email-layout.js';
import type { MailTemplates, TemplatedMail } from '../outbox/mail-templates.js';
import type { MailMessage } from '../outbox/outbox.service.js';
import { SLOT_MINUTES } from './opening-hours.js';
import { pickRequest, type AppointmentRequest } from './booking.inputs.js';

/** What the booking emails say: the request and its reference. */
export type AppointmentFacts = AppointmentRequest & { _id: string };

export interface MailContext {
  business: Business;
  adminEmail: string;
  timeZone: string;
  now: Date;
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
    ['Reference', a._id],
  ];
}

function calendar(a: AppointmentFacts, ctx: MailContext, method: 'PUBLISH' | 'CANCEL') {
  const ics = buildCalendar({
    uid: `${a._id}@${new URL(ctx.business.publicUrl).hostname}`,
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
  });
  return {
    filename: method === 'CANCEL' ? 'appointment-cancelled.ics' : 'appointment.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: ics,
  };
}

export const BOOKING_CONFIRMATION = 'booking.confirmation';
export const BOOKING_NOTICE = 'booking.notice';

/** What a booking queues: the customer's confirmation and the workshop's notice, rendered when sent. */
export function bookingMails(a: AppointmentFacts, adminEmail: string): TemplatedMail<AppointmentFacts>[] {
  const facts: AppointmentFacts = { _id: a._id, ...pickRequest(a) };
  return [
    { template: BOOKING_CONFIRMATION, to: a.email, payload: facts },
    { template: BOOKING_NOTICE, to: adminEmail, payload: facts },
  ];
}

export function registerBookingTemplates(templates: MailTemplates, context: () => MailContext): void {
  templates.register<AppointmentFacts>(BOOKING_CONFIRMATION, (a) => bookingConfirmation(a, context()));
  templates.register<AppointmentFacts>(BOOKING_NOTICE, (a) => bookingNotice(a, context()));
}

export function bookingConfirmation(a: AppointmentFacts, ctx: MailContext): MailMessage {
  const link = cancelLink(ctx.business.publicUrl, a);
  const body = renderEmail(ctx.business, {
    heading: `Thanks, ${a.fullName}: your appointment request is in`,
    paragraphs: [
      `We have booked you in for ${when(a)} at ${ctx.business.name}, ${ctx.business.address}. We will contact you shortly to confirm.`,
      'The calendar invitation attached adds the appointment to your calendar.',
    ],
    details: [...details(a), ['Where', `${ctx.business.name}, ${ctx.business.address}`]],
    action: { label: 'Cancel this appointment', url: link },
    footnote: `Can't make it? Please cancel at least 24 hours ahead using the link above, or call us on ${ctx.business.phone}.`,
  });
  return {
    to: a.email,
    replyTo: ctx.business.email,
    subject: `Your appointment at ${ctx.business.name}: ${when(a)}`,
    ...body,
    attachments: [calendar(a, ctx, 'PUBLISH')],
  };
}

export function bookingNotice(a: AppointmentFacts, ctx: MailContext): MailMessage {
  const body = renderEmail(ctx.business, {
    heading: `New booking: ${when(a)}`,
    paragraphs: [`${a.fullName} booked ${a.serviceType} online.`],
    details: [['Customer', a.fullName], ['Email', a.email], ['Phone', a.phone], ...details(a)],
  });
  return { to: ctx.adminEmail, replyTo: a.email, subject: `New booking: ${a.fullName}, ${when(a)} (${a.serviceType})`, ...body };
}

export function cancellationMails(a: AppointmentFacts, ctx: MailContext, by: 'customer' | 'workshop'): MailMessage[] {
  const customer = renderEmail(ctx.business, {
    heading: 'Your appointment has been cancelled',
    paragraphs: [
      by === 'customer'
        ? `As you asked, we have cancelled your appointment on ${when(a)}.`
        : `We're sorry: we had to cancel your appointment on ${when(a)}. Please book another time or call us on ${ctx.business.phone}.`,
    ],
    details: details(a),
    action: { label: 'Book another time', url: `${ctx.business.publicUrl}/booking` },
  });
  const workshop = renderEmail(ctx.business, {
    heading: `Cancelled: ${when(a)}`,
    paragraphs: [
      by === 'customer'
        ? `${a.fullName} cancelled their appointment from the link in their confirmation email. The time is free to book again.`
        : `The appointment of ${a.fullName} was cancelled from the back office; the customer has been told.`,
    ],
    details: [['Customer', a.fullName], ['Email', a.email], ['Phone', a.phone], ...details(a)],
  });
  return [
    {
      to: a.email,
      replyTo: ctx.business.email,
      subject: `Cancelled: your appointment at ${ctx.business.name} on ${when(a)}`,
      ...customer,
      attachments: [calendar(a, ctx, 'CANCEL')],
    },
    {
      to: ctx.adminEmail,
      replyTo: a.email,
      subject: `Cancelled: ${a.fullName}, ${when(a)}`,
      ...workshop,
    },
  ];
}
