/**
 * Appointment figures for analytics and reports, counted by the database in one statement. An
 * appointment counts in the period of its appointment date (the customer's chosen day), booked
 * ones and those cancelled since alike; `cancelled` is how many of them were cancelled.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

export interface AppointmentDateRange {
  /** yyyy-MM-dd, inclusive. */
  fromDate: string;
  /** yyyy-MM-dd, exclusive. */
  toDate: string;
  /** Count per day (key yyyy-MM-dd) or per month (key yyyy-MM). */
  granularity: 'day' | 'month';
}

export interface AppointmentCounts {
  /** Every appointment dated in the period, cancelled ones included. */
  booked: number;
  cancelled: number;
}

export interface ServiceTypeCounts extends AppointmentCounts {
  serviceType: string;
}

export interface AppointmentFigures {
  totals: AppointmentCounts;
  /** Keyed by day or month; a bucket with no appointment is absent. */
  buckets: Map<string, AppointmentCounts>;
  /** Most booked first. */
  serviceTypes: ServiceTypeCounts[];
}

interface Row {
  k: string | null;
  service_type: string | null;
  by_key: number;
  by_service: number;
  booked: number;
  cancelled: number;
}

export async function appointmentFigures(em: EntityManager, range: AppointmentDateRange): Promise<AppointmentFigures> {
  // One index-only scan counted per (date, status, service type) in index order, then three
  // groupings of those few rows: per bucket, per service type, and the whole period.
  const rows = await em.execute<Row[]>(
    `SELECT k, service_type, grouping(k) AS by_key, grouping(service_type) AS by_service,
            coalesce(sum(n), 0)::int AS booked, coalesce(sum(n) FILTER (WHERE status = 'cancelled'), 0)::int AS cancelled
     FROM (SELECT left(preferred_date, ?) AS k, service_type, status, n
           FROM (SELECT preferred_date, status, service_type, count(*) AS n FROM appointment
                 WHERE preferred_date >= ? AND preferred_date < ? GROUP BY 1, 2, 3) AS d) AS a
     GROUP BY GROUPING SETS ((k), (service_type), ())`,
    [range.granularity === 'day' ? 10 : 7, range.fromDate, range.toDate],
  );
  const figures: AppointmentFigures = { totals: { booked: 0, cancelled: 0 }, buckets: new Map(), serviceTypes: [] };
  for (const row of rows) {
    const counts = { booked: row.booked, cancelled: row.cancelled };
    if (row.by_key === 0 && row.k !== null) figures.buckets.set(row.k, counts);
    else if (row.by_service === 0 && row.service_type !== null) figures.serviceTypes.push({ serviceType: row.service_type, ...counts });
    else if (row.by_key === 1 && row.by_service === 1) figures.totals = counts;
  }
  figures.serviceTypes.sort((a, b) => b.booked - a.booked || a.serviceType.localeCompare(b.serviceType));
  return figures;
}
