/** The back office's at-a-glance numbers, and the last 24 hours of contact queries. */
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../../shared/time.js';
import { ContactQuery } from '../contact/contact-query.entity.js';

export interface Counters {
  totalBooked: number;
  bookedLast24h: number;
  totalCancelled: number;
  cancelledLast24h: number;
  totalQueries: number;
  queriesLast24h: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class DashboardService {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  async counters(): Promise<Counters> {
    const since = new Date(this.clock.now().getTime() - DAY_MS).toISOString();
    const conn = this.orm.em.getConnection();
    const [appointments, queries] = await Promise.all([
      conn.execute<Array<Record<string, number>>>(
        `SELECT count(*) FILTER (WHERE status = 'booked')::int AS total_booked,
                count(*) FILTER (WHERE status = 'booked' AND created_at >= ?)::int AS booked_24h,
                count(*) FILTER (WHERE status = 'cancelled')::int AS total_cancelled,
                count(*) FILTER (WHERE status = 'cancelled' AND cancelled_at >= ?)::int AS cancelled_24h
         FROM appointment`,
        [since, since],
      ),
      conn.execute<Array<Record<string, number>>>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at >= ?)::int AS last_24h FROM contact_query`,
        [since],
      ),
    ]);
    const a = appointments[0];
    const q = queries[0];
    return {
      totalBooked: a.total_booked,
      bookedLast24h: a.booked_24h,
      totalCancelled: a.total_cancelled,
      cancelledLast24h: a.cancelled_24h,
      totalQueries: q.total,
      queriesLast24h: q.last_24h,
    };
  }

  recentContactQueries(em: EntityManager): Promise<ContactQuery[]> {
    const since = new Date(this.clock.now().getTime() - DAY_MS);
    return em.find(ContactQuery, { createdAt: { $gte: since } }, { orderBy: { createdAt: 'desc' } });
  }
}
