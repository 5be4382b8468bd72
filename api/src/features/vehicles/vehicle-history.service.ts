/**
 * Vehicle history: one rego's appointments, job cards, quotes and invoices on one time line, with
 * what it has cost. It asks the booking, job card and invoice services for the vehicle's records;
 * the rego is compared upper-cased without spaces, as every rego filter does.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import type { BookingService } from '../booking/booking.service.js';
import { regoKey } from '../../shared/rego.js';
import type { JobCardService } from '../jobcards/jobcard.service.js';
import type { InvoiceService } from '../invoices/invoice.service.js';
import { invoiceMoney, quotesOf, timelineOf } from '../customers/public.js';
import type { VehicleHistory, VehicleHistoryEvent } from './vehicle-history.types.js';

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
      this.deps.jobcards.cardsOf(em, { regoKey: key }),
      this.deps.invoices.ofRego(em, key),
    ]);
    const records = { appointments, jobCards, invoices };
    // The same kinds, by name: a vehicle's time line has no messages.
    const events = timelineOf(records, this.deps.timeZone) as unknown as VehicleHistoryEvent[];
    return { rego: key, events, appointments, jobCards, quotes: quotesOf(jobCards), invoices, ...invoiceMoney(invoices) };
  }
}
