/** A customer's or a vehicle's records as REST answers them: each record as its own route shows it, amounts in dollars. */
import { centsToDollars } from '../../shared/money.js';
import { appointmentJson } from '../booking/public.js';
import type { Appointment } from '../booking/appointment.entity.js';
import type { Invoice } from '../invoices/invoice.entity.js';
import { invoiceJson } from '../invoices/public.js';
import type { JobCard } from '../jobcards/jobcard.entity.js';
import type { Quote } from '../jobcards/quote.entity.js';
import { jobCardJson, quoteJson } from '../jobcards/public.js';

export interface Records {
  appointments: Appointment[];
  jobCards: JobCard[];
  quotes: Quote[];
  invoices: Invoice[];
  totalSpentCents: number;
  paidCents: number;
  outstandingCents: number;
}

export function recordsJson(r: Records) {
  return {
    appointments: r.appointments.map(appointmentJson),
    jobCards: r.jobCards.map(jobCardJson),
    quotes: r.quotes.map((q) => ({ ...quoteJson(q), jobCardId: q.jobCard._id })),
    invoices: r.invoices.map((i) => invoiceJson(i)),
    totalSpent: centsToDollars(r.totalSpentCents),
    paid: centsToDollars(r.paidCents),
    outstanding: centsToDollars(r.outstandingCents),
  };
}
