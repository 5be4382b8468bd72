/**
 * One time line of a customer's or a vehicle's records: appointments (at their booked local time),
 * job cards (created), quotes (sent), invoices (issued) and contact messages (received), oldest
 * first, with what the invoices came to. The customer page and the vehicle page both show it.
 */
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { centsToDollars } from '../../shared/money.js';
import { fromLocal } from '../../shared/time.js';
import { Appointment } from '../booking/appointment.entity.js';
import type { ContactQuery } from '../contact/contact-query.entity.js';
import { Invoice, InvoiceStatus } from '../invoices/invoice.entity.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { Quote } from '../jobcards/quote.entity.js';

export enum TimelineKind {
  appointment = 'appointment',
  jobCard = 'jobCard',
  quote = 'quote',
  invoice = 'invoice',
  message = 'message',
}
registerEnumType(TimelineKind, { name: 'TimelineKind' });

/** The fields every time line entry has (its kind's enum is the time line's own); GraphQL types extend it (abstract: not in the schema itself). */
@ObjectType({ description: 'The fields of a time line entry.' })
export abstract class TimelineEntryFields {
  @Field(() => Date, { description: 'Appointments: the booked date and time; job cards: created; quotes: sent; invoices: issued; messages: received.' })
  at!: Date;

  @Field(() => ID, { description: 'The appointment, job card, quote or message id, or the invoice number.' })
  id!: string;

  @Field(() => String, { description: 'e.g. "Appointment: Logbook Servicing", "Job card", "Quote Q000012", "Invoice INV-000123", "Message".' })
  title!: string;

  @Field(() => String, { description: 'booked/cancelled, the job status, the quote status, paid/unpaid, replied/new.' })
  status!: string;

  @Field(() => String)
  customerName!: string;

  @Field(() => Int, { nullable: true, description: 'Quotes and invoices: the total in cents.' })
  totalCents!: number | null;

  @Field(() => ID, { nullable: true, description: 'The job card a quote or an invoice belongs to.' })
  jobCardId!: string | null;
}

/** A customer's or a vehicle's records and what their invoices came to (GraphQL types extend it; not in the schema itself). */
@ObjectType({ description: 'The records of a customer or a vehicle.' })
export abstract class OwnedRecords {
  @Field(() => [Appointment])
  appointments!: Appointment[];

  @Field(() => [JobCard])
  jobCards!: JobCard[];

  @Field(() => [Quote])
  quotes!: Quote[];

  @Field(() => [Invoice])
  invoices!: Invoice[];

  @Field(() => Int, { description: 'The total of all the invoices, in cents.' })
  totalSpentCents!: number;

  @Field(() => Int, { description: 'Of which paid, in cents.' })
  paidCents!: number;

  @Field(() => Int, { description: 'Of which still unpaid, in cents.' })
  outstandingCents!: number;
}

export interface TimelineEntry extends TimelineEntryFields {
  kind: TimelineKind;
}

export interface TimelineRecords {
  appointments: Appointment[];
  /** With their quotes (`quoteList`). */
  jobCards: JobCard[];
  invoices: Invoice[];
  messages?: ContactQuery[];
}

/** The quotes of the cards, in the order they were sent. */
export function quotesOf(jobCards: JobCard[]): Quote[] {
  return jobCards.flatMap((c) => c.quoteList ?? []).sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.number - b.number);
}

export function timelineOf(records: TimelineRecords, timeZone: string): TimelineEntry[] {
  const entry = (kind: TimelineKind, e: Omit<TimelineEntry, 'kind' | 'totalCents' | 'jobCardId'> & Partial<TimelineEntry>): TimelineEntry => ({
    kind,
    totalCents: null,
    jobCardId: null,
    ...e,
  });
  return [
    ...records.appointments.map((a) =>
      entry(TimelineKind.appointment, { at: fromLocal(a.preferredDate, a.preferredTime, timeZone), id: a._id, title: `Appointment: ${a.serviceType}`, status: a.status, customerName: a.fullName }),
    ),
    ...records.jobCards.map((c) => entry(TimelineKind.jobCard, { at: c.createdAt, id: c._id, title: 'Job card', status: c.status, customerName: c.customerName, jobCardId: c._id })),
    ...quotesOf(records.jobCards).map((q) =>
      entry(TimelineKind.quote, { at: q.sentAt, id: q._id, title: `Quote ${q.numberLabel}`, status: q.status, customerName: q.jobCard.customerName, totalCents: q.totalCents, jobCardId: q.jobCard._id }),
    ),
    ...records.invoices.map((i) =>
      entry(TimelineKind.invoice, { at: i.issuedAt, id: i.invoiceNumber, title: `Invoice ${i.invoiceNumber}`, status: i.status, customerName: i.customerName, totalCents: i.totalCents, jobCardId: i.jobCard?._id ?? null }),
    ),
    ...(records.messages ?? []).map((m) => entry(TimelineKind.message, { at: m.createdAt, id: m._id, title: 'Message', status: m.replied ? 'replied' : 'new', customerName: m.name })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** What the invoices came to, in cents: in all, paid (part payments included), and still unpaid. */
export function invoiceMoney(invoices: Invoice[]): { totalSpentCents: number; paidCents: number; outstandingCents: number } {
  const totalSpentCents = invoices.reduce((sum, i) => sum + i.totalCents, 0);
  const paidCents = invoices.reduce((sum, i) => sum + (i.status === InvoiceStatus.paid ? i.totalCents : i.amountPaidCents), 0);
  return { totalSpentCents, paidCents, outstandingCents: totalSpentCents - paidCents };
}

/** A time line entry as REST answers it: amounts in dollars. */
export function timelineEntryJson(e: TimelineEntry) {
  return {
    kind: e.kind,
    at: e.at.toISOString(),
    id: e.id,
    title: e.title,
    status: e.status,
    customerName: e.customerName,
    total: e.totalCents === null ? null : centsToDollars(e.totalCents),
    jobCardId: e.jobCardId,
  };
}
