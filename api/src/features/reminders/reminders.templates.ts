/**
 * The reminders' emails, in the workshop's voice. The appointment reminder is transactional (it
 * goes whatever the customer's marketing choice); the service and registration reminders and the
 * review request are marketing: each names the sender, says why it came and carries a working unsubscribe, in the
 * footer and as RFC 8058 one-click headers.
 */
import { displayTime, longDate, addDays, workshopDay } from '../../shared/time.js';
import { appointmentCalendar, cancelLink, referenceDetail, vehicleOf, type AppointmentFacts } from '../booking/public.js';
import { defineLayoutTemplate, type MailContext } from '../../platform/mail/public.js';
import { formatMoney } from '../../shared/money.js';
import { printKm } from '../documents/public.js';

/** The link of a marketing reminder: the booking prefill and the unsubscribe both hang off it. */
interface TokenFacts {
  token: string;
}

/** A reminder about one of the customer's vehicles, and the date it is about (yyyy-MM-dd). */
interface VehicleReminderFacts extends TokenFacts {
  name: string;
  rego: string;
  make: string | null;
  model: string | null;
  year: number | null;
  dueOn: string;
}

export interface ServiceDueFacts extends VehicleReminderFacts {
  /** The second reminder, on the due date. */
  final: boolean;
  /** The odometer reading it is due at as well, in km (whichever comes first); absent or null when not known. */
  dueKm?: number | null;
}

/** `dueOn` is the registration's expiry. */
export type RegoDueFacts = VehicleReminderFacts;

export interface ReviewFacts extends TokenFacts {
  name: string;
  reviewUrl: string;
  invoiceNumber: string;
}

const bookingLink = (ctx: MailContext, token: string) => `${ctx.business.publicUrl}/booking?reminder=${token}`;
const unsubscribePage = (ctx: MailContext, token: string) => `${ctx.business.publicUrl}/unsubscribe/${token}`;
const oneClickUnsubscribe = (ctx: MailContext, token: string) => `${ctx.business.publicUrl}/api/unsubscribe/${token}`;

/** RFC 2369 and RFC 8058: mailbox providers show an Unsubscribe button that POSTs to the link. */
function unsubscribeHeaders(ctx: MailContext, token: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUnsubscribe(ctx, token)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** 'today', 'tomorrow' or 'on Friday 4 December 2026', as the workshop's calendar has it when the mail goes. */
function dayWords(date: string, ctx: MailContext): string {
  const today = workshopDay(ctx.now, ctx.timeZone).date;
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return `on ${longDate(date)}`;
}

/**
 * 'is due for its service today, …', 'is due for its next service on … (or at 65,000 km, whichever
 * comes first)', or 'was due for its service on …' (a run that was late).
 */
function serviceWhen(f: ServiceDueFacts, ctx: MailContext): string {
  const today = workshopDay(ctx.now, ctx.timeZone).date;
  if (f.dueOn === today) return `is due for its service today, ${longDate(f.dueOn)}`;
  if (f.dueOn < today) return `was due for its service on ${longDate(f.dueOn)}`;
  return `is due for its next service on ${longDate(f.dueOn)}${f.dueKm != null ? ` or at ${printKm(f.dueKm)}, whichever comes first` : ''}`;
}

/** '15 March 2027': a date's long form without its weekday. */
const dayMonthYear = (date: string) => longDate(date).split(' ').slice(1).join(' ');

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** 'Toyota Corolla (ABC123)', or the rego alone when make and model are unknown. */
function vehicleName(v: Pick<ServiceDueFacts, 'make' | 'model' | 'rego'>): string {
  const name = [v.make, v.model].filter(Boolean).join(' ');
  return name ? `${name} (${v.rego})` : v.rego;
}

export const appointmentReminder = defineLayoutTemplate<AppointmentFacts>({
  name: 'reminder.appointment',
  version: 1,
  compose(a, ctx) {
    const day = dayWords(a.preferredDate, ctx);
    const time = displayTime(a.preferredTime);
    const where = `${ctx.business.name}, ${ctx.business.address}`;
    return {
      replyTo: ctx.business.email,
      subject: `Reminder: your appointment ${day} at ${time}`,
      heading: `See you ${day} at ${time}`,
      paragraphs: [
        `Hi ${firstName(a.fullName)}, this is a reminder of your ${a.serviceType} ${day}, ${longDate(a.preferredDate)}, at ${time}, at ${where}.`,
        `Please bring your ${vehicleOf(a)} a few minutes early, with the keys and any locking wheel nut key.`,
      ],
      details: [
        ['Date & time', `${longDate(a.preferredDate)} at ${time}`],
        ['Service', a.serviceType],
        ['Vehicle', vehicleOf(a)],
        ['Registration', a.registration || 'N/A'],
        ['Where', where],
        ...referenceDetail(a),
      ],
      action: { label: 'Cancel this appointment', url: cancelLink(ctx.business.publicUrl, a) },
      footnote: `Can't make it? Please cancel with the link above, or call us on ${ctx.business.phone}, so someone else can have the time.`,
      // The confirmation's event again (same UID): a calendar updates it rather than adding a second.
      attachments: [appointmentCalendar(a, ctx, 'PUBLISH')],
    };
  },
});

/**
 * The parts a reminder about the customer's vehicle shares: the vehicle and its registration with
 * the date it is about, the booking link with their details filled in, the phone, and the
 * unsubscribe link and one-click headers.
 */
function vehicleReminder(
  f: VehicleReminderFacts,
  ctx: MailContext,
  own: { subject: string; heading: string; paragraphs: string[]; dateLabel: string; more?: [string, string][]; action: string; why: string },
) {
  return {
    replyTo: ctx.business.email,
    subject: own.subject,
    heading: own.heading,
    paragraphs: own.paragraphs,
    details: [
      ['Vehicle', [f.year, f.make, f.model].filter(Boolean).join(' ') || f.rego],
      ['Registration', f.rego],
      [own.dateLabel, longDate(f.dueOn)],
      ...(own.more ?? []),
    ] satisfies [string, string][],
    action: { label: own.action, url: bookingLink(ctx, f.token) },
    footnote: `Prefer to call? Ring us on ${ctx.business.phone}.`,
    unsubscribe: { why: own.why, url: unsubscribePage(ctx, f.token) },
    headers: unsubscribeHeaders(ctx, f.token),
  };
}

export const serviceDueReminder = defineLayoutTemplate<ServiceDueFacts>({
  name: 'reminder.service-due',
  version: 1,
  compose(f, ctx) {
    const car = vehicleName(f);
    const your = f.make || f.model ? `your ${[f.make, f.model].filter(Boolean).join(' ')}` : `your vehicle (${f.rego})`;
    return vehicleReminder(f, ctx, {
      subject: f.final ? `Your ${car} is due for a service today` : `Your ${car} is due for a service`,
      heading: f.final ? `${car} is due for its service today` : `${car} is due for a service`,
      paragraphs: [
        `Hi ${firstName(f.name)}, ${your} ${serviceWhen(f, ctx)}.`,
        'Regular servicing keeps your logbook and warranty up to date and catches small problems before they become big ones.',
        'Book a time online in a minute: your details and your vehicle are already filled in.',
      ],
      dateLabel: 'Service due',
      more: f.dueKm != null ? [['Or at', printKm(f.dueKm)]] : [],
      action: 'Book your service',
      why: `You get service reminders because ${ctx.business.name} serviced this vehicle.`,
    });
  },
});

/** Before a vehicle's registration expires: the date, and a roadworthy or a service booked online. */
export const regoDueReminder = defineLayoutTemplate<RegoDueFacts>({
  name: 'reminder.rego-due',
  version: 1,
  compose(f, ctx) {
    const today = workshopDay(ctx.now, ctx.timeZone).date;
    const your = f.make || f.model ? `your ${[f.make, f.model].filter(Boolean).join(' ')} (${f.rego})` : `your vehicle ${f.rego}`;
    const when = f.dueOn < today ? `was due on ${longDate(f.dueOn)}` : f.dueOn === today ? `is due today, ${longDate(f.dueOn)}` : `is due on ${longDate(f.dueOn)}`;
    return vehicleReminder(f, ctx, {
      subject: `Registration due for ${f.rego} on ${dayMonthYear(f.dueOn)}`,
      heading: 'Your registration is due',
      paragraphs: [
        `Hi ${firstName(f.name)}, the registration of ${your} ${when}.`,
        'Need a roadworthy certificate, or a service before you renew? Book a time online in a minute: your details and your vehicle are already filled in.',
      ],
      dateLabel: 'Registration due',
      action: 'Book a roadworthy or service',
      why: `You get registration reminders because ${ctx.business.name} has this vehicle on its records.`,
    });
  },
});

export const reviewRequest = defineLayoutTemplate<ReviewFacts>({
  name: 'reminder.review',
  version: 1,
  compose: (f, ctx) => ({
    replyTo: ctx.business.email,
    subject: `How did we do? A quick review for ${ctx.business.name}`,
    heading: 'How did we do?',
    paragraphs: [
      `Hi ${firstName(f.name)}, thank you for choosing ${ctx.business.name}.`,
      'If you have a minute, a short review helps other drivers in the west find a mechanic they can trust, and tells us what to keep doing.',
      `Anything not right? Reply to this email or call us on ${ctx.business.phone}: we would like to fix it.`,
    ],
    action: { label: 'Leave a review', url: f.reviewUrl },
    unsubscribe: { why: `You get this because you recently paid invoice ${f.invoiceNumber} from ${ctx.business.name}.`, url: unsubscribePage(ctx, f.token) },
    headers: unsubscribeHeaders(ctx, f.token),
  }),
});

/** Work the customer declined on a quote, offered again: each line with its quoted price, the quote, and the booking link. */
export interface RecommendedWorkFacts extends TokenFacts {
  name: string;
  rego: string;
  make: string | null;
  model: string | null;
  year: number | null;
  quoteNumber: string;
  /** The day it was declined, yyyy-MM-dd. */
  declinedOn: string;
  pricesIncludeGst: boolean;
  lines: Array<{ description: string; quotedCents: number }>;
}

/** Some days after a customer declined work on a quote (once per decision, a marketing message): the work still to do and a booking link. */
export const recommendedWorkReminder = defineLayoutTemplate<RecommendedWorkFacts>({
  name: 'reminder.recommended-work',
  version: 1,
  compose(f, ctx) {
    const car = vehicleName(f);
    return {
      replyTo: ctx.business.email,
      subject: `Still to do on your ${car}: the work we recommended`,
      heading: 'The work we recommended',
      paragraphs: [
        `Hi ${firstName(f.name)}, when your ${car} was with us on ${longDate(f.declinedOn)} we recommended the work below (quote ${f.quoteNumber}), and you chose to leave it for now.`,
        'Putting it off can cost more later. Book a time online in a minute: your details and your vehicle are already filled in, and the quoted prices stand unless we find something new.',
      ],
      details: [
        ['Vehicle', [f.year, f.make, f.model].filter(Boolean).join(' ') || f.rego],
        ['Registration', f.rego],
        ...f.lines.map((l): [string, string] => [l.description, `${formatMoney(l.quotedCents)} quoted${f.pricesIncludeGst ? ' (incl. GST)' : ' (plus GST)'}`]),
      ],
      action: { label: 'Book this work', url: bookingLink(ctx, f.token) },
      footnote: `Prefer to call? Ring us on ${ctx.business.phone}.`,
      unsubscribe: { why: `You get this because ${ctx.business.name} recommended this work on your vehicle.`, url: unsubscribePage(ctx, f.token) },
      headers: unsubscribeHeaders(ctx, f.token),
    };
  },
});

export const REMINDER_TEMPLATES = [appointmentReminder, serviceDueReminder, regoDueReminder, reviewRequest, recommendedWorkReminder];
