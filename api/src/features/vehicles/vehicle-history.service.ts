/**
 * Vehicle history: one rego's appointments, job cards, quotes and invoices on one time line, with
 * what it has cost. It asks the booking, job card and invoice services for the vehicle's records;
 * the rego is compared upper-cased without spaces, as every rego filter does.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { fromLocal } from '../../shared/time.js';
import type { BookingService } from '../booking/booking.service.js';
import { regoKey } from '../../shared/rego.js';
import type { JobCardService } from '../jobcards/jobcard.service.js';
import { InvoiceStatus } from '../invoices/invoice.entity.js';
import type { InvoiceService } from '../invoices/invoice.service.js';
import { VehicleEventKind, type VehicleHistory, type VehicleHistoryEvent } from './vehicle-history.types.js';

export interface VehicleHistoryDeps {
  booking: BookingService;
  jobcards: JobCardService;
  invoices: InvoiceService;
  timeZone: string;
}

export class VehicleHistoryService {
  constructor(private readonly deps: VehicleHistoryDeps) {}

  async history(em: EntityManager, rego: string): Promise<VehicleHistory> {
    const key = regoKey(typeof rego === 'string' ? rego : '');
    if (!key) throw AppError.badInput('Please enter a rego.');
    if (key.length > 20) throw AppError.badInput('A rego has at most 20 characters.');
    const [appointments, jobCards, invoices] = await Promise.all([
      this.deps.booking.appointmentsOfRego(em, key),
      this.deps.jobcards.cardsOfRego(em, key),
      this.deps.invoices.ofRego(em, key),
    ]);
    const quotes = jobCards
      .flatMap((c) => c.quoteList ?? [])
      .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.number - b.number);
    const events: VehicleHistoryEvent[] = [
      ...appointments.map((a) => ({
        kind: VehicleEventKind.appointment,
        at: fromLocal(a.preferredDate, a.preferredTime, this.deps.timeZone),
        id: a._id,
        title: `Appointment: ${a.serviceType}`,
        status: a.status,
        customerName: a.fullName,
        totalCents: null,
        jobCardId: null,
      })),
      ...jobCards.map((c) => ({
        kind: VehicleEventKind.jobCard,
        at: c.createdAt,
        id: c._id,
        title: 'Job card',
        status: c.status,
        customerName: c.customerName,
        totalCents: null,
        jobCardId: c._id,
      })),
      ...quotes.map((q) => ({
        kind: VehicleEventKind.quote,
        at: q.sentAt,
        id: q._id,
        title: `Quote ${q.numberLabel}`,
        status: q.status,
        customerName: q.jobCard.customerName,
        totalCents: q.totalCents,
        jobCardId: q.jobCard._id,
      })),
      ...invoices.map((i) => ({
        kind: VehicleEventKind.invoice,
        at: i.issuedAt,
        id: i.invoiceNumber,
        title: `Invoice ${i.invoiceNumber}`,
        status: i.status,
        customerName: i.customerName,
        totalCents: i.totalCents,
        jobCardId: i.jobCard?._id ?? null,
      })),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());
    const totalSpentCents = invoices.reduce((sum, i) => sum + i.totalCents, 0);
    const paidCents = invoices.filter((i) => i.status === InvoiceStatus.paid).reduce((sum, i) => sum + i.totalCents, 0);
    return { rego: key, events, appointments, jobCards, quotes, invoices, totalSpentCents, paidCents, outstandingCents: totalSpentCents - paidCents };
  }
}
