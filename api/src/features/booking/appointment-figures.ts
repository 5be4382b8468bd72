/**
 * How bookings are counted, the one rule for the dashboard's counters and for analytics and
 * reports: a booking counts as booked when it was made (its creation time), while it stands (not
 * cancelled); a cancellation counts when it was cancelled. So "Booked (24h)" and analytics' "Today"
 * count the same bookings, and bookings made today for next week count today.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

/** Bookings made in the window and standing: SQL over `appointment` with the window's [start, end) as parameters. */
const BOOKED_IN = `status = 'booked' AND created_at >= ? AND created_at < ?`;
/** Cancellations in the window. */
const CANCELLED_IN = `status = 'cancelled' AND cancelled_at >= ? AND cancelled_at < ?`;

export interface AppointmentDateRange {
  /** [start, end): the instants the period's first day starts and the day after its last starts. */
  start: Date;
  end: Date;
  /** Days and months are the workshop's calendar. */
  timeZone: string;
  /** Count per day (key yyyy-MM-dd) or per month (key yyyy-MM). */
  granularity: 'day' | 'month';
}

interface AppointmentCounts {
  /** Bookings made in the period and not cancelled. */
  booked: number;
  /** Cancellations made in the period. */
  cancelled: number;
}

interface ServiceTypeCounts extends AppointmentCounts {
  serviceType: string;
}

export interface AppointmentFigures {
  totals: AppointmentCounts;
  /** Keyed by day or month; a bucket with no appointment is absent. */
  buckets: Map<string, AppointmentCounts>;
  /** Most booked first. */
  serviceTypes: ServiceTypeCounts[];
}

/** The dashboard's counters: every standing booking and cancellation, and those since `since`. */
export async function bookingCounts(em: EntityManager, since: Date): Promise<{ booked: number; bookedSince: number; cancelled: number; cancelledSince: number }> {
  const always = ['-infinity', 'infinity'];
  const recent = [since.toISOString(), 'infinity'];
  const [row] = await em.execute<Array<Record<'booked' | 'booked_since' | 'cancelled' | 'cancelled_since', number>>>(
    `SELECT count(*) FILTER (WHERE ${BOOKED_IN})::int AS booked, count(*) FILTER (WHERE ${BOOKED_IN})::int AS booked_since,
            count(*) FILTER (WHERE ${CANCELLED_IN})::int AS cancelled, count(*) FILTER (WHERE ${CANCELLED_IN})::int AS cancelled_since
     FROM appointment`,
    [...always, ...recent, ...always, ...recent],
  );
  return { booked: row.booked, bookedSince: row.booked_since, cancelled: row.cancelled, cancelledSince: row.cancelled_since };
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
  // The bookings made and the cancellations made in the period (each from its time's index),
  // counted per (workshop day or month, service type), then named and grouped per bucket, per
  // service type and in all: the few groups are formatted, not every row.
  const unit = range.granularity;
  const format = unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const bounds = [range.start.toISOString(), range.end.toISOString()];
  const rows = await em.execute<Row[]>(
    `SELECT k, service_type, grouping(k) AS by_key, grouping(service_type) AS by_service,
            coalesce(sum(booked), 0)::int AS booked, coalesce(sum(cancelled), 0)::int AS cancelled
     FROM (SELECT to_char(d, ?) AS k, service_type, booked, cancelled
           FROM (SELECT date_trunc(?, created_at AT TIME ZONE ?) AS d, service_type, count(*) AS booked, 0 AS cancelled
                 FROM appointment WHERE ${BOOKED_IN} GROUP BY 1, 2
                 UNION ALL
                 SELECT date_trunc(?, cancelled_at AT TIME ZONE ?) AS d, service_type, 0 AS booked, count(*) AS cancelled
                 FROM appointment WHERE ${CANCELLED_IN} GROUP BY 1, 2) AS g) AS a
     GROUP BY GROUPING SETS ((k), (service_type), ())`,
    [format, unit, range.timeZone, ...bounds, unit, range.timeZone, ...bounds],
  );
  const figures: AppointmentFigures = { totals: { booked: 0, cancelled: 0 }, buckets: new Map(), serviceTypes: [] };
  for (const row of rows) {
    const counts = { booked: row.booked, cancelled: row.cancelled };
    if (row.by_key === 0 && row.k !== null) figures.buckets.set(row.k, counts);
    else if (row.by_service === 0 && row.service_type !== null) figures.serviceTypes.push({ serviceType: row.service_type, ...counts });
    else if (row.by_key === 1 && row.by_service === 1) figures.totals = counts;
  }
  figures.serviceTypes.sort((a, b) => b.booked - a.booked || b.cancelled - a.cancelled || a.serviceType.localeCompare(b.serviceType));
  return figures;
}
