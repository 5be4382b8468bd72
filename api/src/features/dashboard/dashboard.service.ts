/** The back office's at-a-glance numbers, and the last 24 hours of contact queries: asked of the features that own them. */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../../shared/time.js';
import type { BookingService } from '../booking/booking.service.js';
import type { ContactQuery } from '../contact/contact-query.entity.js';
import type { ContactService } from '../contact/contact.service.js';

export interface Counters {
  totalBooked: number;
  bookedLast24h: number;
  totalCancelled: number;
  cancelledLast24h: number;
  totalQueries: number;
  queriesLast24h: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DashboardDeps {
  orm: MikroORM;
  clock: Clock;
  booking: BookingService;
  contact: ContactService;
}

export class DashboardService {
  constructor(private readonly deps: DashboardDeps) {}

  async counters(): Promise<Counters> {
    const since = this.since();
    const [appointments, queries] = await Promise.all([
      this.deps.booking.counts(since),
      this.deps.contact.counts(this.deps.orm.em.fork() as EntityManager, since),
    ]);
    return {
      totalBooked: appointments.booked,
      bookedLast24h: appointments.bookedSince,
      totalCancelled: appointments.cancelled,
      cancelledLast24h: appointments.cancelledSince,
      totalQueries: queries.total,
      queriesLast24h: queries.since,
    };
  }

  recentContactQueries(em: EntityManager): Promise<ContactQuery[]> {
    return this.deps.contact.receivedSince(em, this.since());
  }

  private since(): Date {
    return new Date(this.deps.clock.now().getTime() - DAY_MS);
  }
}
