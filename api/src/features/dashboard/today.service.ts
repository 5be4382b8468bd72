/**
 * 'Today' on the dashboard: today's bookings (and whether each car has arrived), the job cards in
 * progress, the quotes awaiting the customer, the cars ready for pickup and the unpaid invoices.
 * Each list is read through the feature that owns it, each in one narrow indexed statement, at once.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { paymentDueDate, type WorkshopProfile } from '../../shared/business.js';
import { toLocal, type Clock } from '../../shared/time.js';
import { bookedOnDay, type DayBooking } from '../booking/public.js';
import { cardsOfUnpaidSince, unpaidInvoices, type UnpaidInvoice } from '../invoices/public.js';
import { cardsByIds, cardsOfBookings, openWork, type OpenCard } from '../jobcards/public.js';
import type { Today, TodayBooking, TodayInvoice, TodayJobCard } from './today.types.js';

/** Each list shows at most this many (the oldest first): the rest are a click away in their own pages. */
const TODAY_LIST_LIMIT = 100;
/** An invoiced car counts as waiting for pickup while its invoice is unpaid and at most this old. */
const PICKUP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TodayDeps {
  clock: Clock;
  timeZone: string;
  profile(): Promise<Pick<WorkshopProfile, 'paymentTermsDays'>>;
}

export class TodayService {
  constructor(private readonly deps: TodayDeps) {}

  async today(em: EntityManager): Promise<Today> {
    const now = this.deps.clock.now();
    const date = toLocal(now, this.deps.timeZone).date;
    const [bookings, work, invoiced, unpaid, profile] = await Promise.all([
      this.bookings(em, date),
      openWork(em, TODAY_LIST_LIMIT),
      this.invoicedCards(em, new Date(now.getTime() - PICKUP_DAYS * DAY_MS)),
      unpaidInvoices(em, TODAY_LIST_LIMIT),
      this.deps.profile(),
    ]);
    return {
      date,
      bookings,
      inProgress: work.inProgress.map((card) => jobCardOf(card, null)),
      awaitingApproval: work.awaitingQuotes,
      // Cards Completed (not invoiced yet), then cards whose unpaid invoice is recent.
      readyForPickup: [...work.done.map((card) => jobCardOf(card, null)), ...invoiced],
      unpaidInvoices: unpaid.invoices.map((invoice) => this.invoiceOf(invoice, date, profile.paymentTermsDays)),
      unpaidCount: unpaid.count,
      owingCents: unpaid.owingCents,
    };
  }

  private async bookings(em: EntityManager, date: string): Promise<TodayBooking[]> {
    const booked = await bookedOnDay(em, date);
    const cards = await cardsOfBookings(em, booked.map((b) => b.appointmentId));
    return booked.map((b) => bookingOf(b, cards.get(b.appointmentId)));
  }

  /** The cards of unpaid invoices issued since `since`, with the invoice's number. */
  private async invoicedCards(em: EntityManager, since: Date): Promise<TodayJobCard[]> {
    const unpaid = await cardsOfUnpaidSince(em, since);
    const cards = await cardsByIds(em, unpaid.map((u) => u.jobCardId).slice(0, TODAY_LIST_LIMIT));
    const numbers = new Map(unpaid.map((u) => [u.jobCardId, u.invoiceNumber]));
    return cards.map((card) => jobCardOf(card, numbers.get(card.jobCardId) ?? null));
  }

  private invoiceOf(invoice: UnpaidInvoice, today: string, termsDays: number): TodayInvoice {
    // An account customer's invoice is due on their terms (kept on the invoice); others on the workshop's.
    const dueDate = invoice.dueOn ?? paymentDueDate(invoice.issuedAt, termsDays, this.deps.timeZone);
    const balanceDueCents = invoice.totalCents - invoice.amountPaidCents;
    return { ...invoice, balanceDueCents, partPaid: invoice.amountPaidCents > 0 && balanceDueCents > 0, dueDate, overdue: today > dueDate };
  }
}

function vehicleOf(make: string | null, model: string | null, year: number | null): string {
  return [make, model, year].filter((part) => part !== null && part !== '').join(' ');
}

function bookingOf(b: DayBooking, card: { jobCardId: string; status: string } | undefined): TodayBooking {
  return {
    appointmentId: b.appointmentId,
    reference: b.reference,
    date: b.date,
    time: b.time,
    customerName: b.customerName,
    phone: b.phone,
    vehicle: vehicleOf(b.vehicleMake, b.vehicleModel, b.vehicleYear),
    registration: b.registration,
    serviceType: b.serviceType,
    arrived: Boolean(card),
    jobCardId: card?.jobCardId ?? null,
    jobCardStatus: card?.status ?? null,
  };
}

function jobCardOf(card: OpenCard, invoiceNumber: string | null): TodayJobCard {
  const { vehicleMake, vehicleModel, vehicleYear, ...rest } = card;
  return { ...rest, vehicle: vehicleOf(vehicleMake, vehicleModel, vehicleYear), invoiceNumber };
}
