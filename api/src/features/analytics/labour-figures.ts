/**
 * Labour figures of a period, summed by the database: hours sold (labour lines of the live
 * invoices issued in the period, voided ones left out as revenue leaves them out), hours clocked
 * (time entries started in the period; an entry still running counts up to now), and the cars
 * invoiced. Per technician: a labour line's technicianId, a time entry's technician.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

export interface LabourRange {
  start: Date;
  end: Date;
  /** What "now" is for an entry whose clock still runs. */
  now: Date;
}

export interface LabourFigures {
  /** Σ labour hours of the period's live invoices (lines without a technician included). */
  hoursSold: number;
  /** Σ minutes of the period's time entries. */
  minutesClocked: number;
  /** Distinct regos (upper case, no spaces) of the period's live invoices. */
  cars: number;
  /** Per technician id: hours sold, minutes clocked (only those with either). */
  technicians: Map<string, { hoursSold: number; minutesClocked: number }>;
}

const LIVE_INVOICES = 'i.issued_at >= ? AND i.issued_at < ? AND i.voided_at IS NULL';

/**
 * The hours of the labour lines of the period's live invoices, per technician (null: lines without
 * one), from the labour the database keeps for each live invoice (invoice_labour, read from its
 * issue-time index alone; its lines' kinds read as lineKind reads them).
 */
const SOLD_SQL = `SELECT technician_id AS technician, sum(hundredths)::int AS hundredths FROM invoice_labour WHERE issued_at >= ? AND issued_at < ? GROUP BY technician_id`;

/** The distinct cars (rego keys) of the period's live invoices (from the rego index alone; hashed, not sorted). */
const CARS_SQL = `SELECT count(*)::int AS cars FROM (SELECT DISTINCT i.rego_key FROM invoice i WHERE ${LIVE_INVOICES} AND i.rego_key <> '') AS c`;

/** Minutes per technician of the entries started in the period; a running one up to `now` (whole minutes, rounded, as a clock-off stores them). */
const CLOCKED_SQL = `
SELECT technician_id AS technician,
       sum(coalesce(minutes, greatest(0, round(extract(epoch FROM (?::timestamptz - started_at)) / 60))::int))::bigint::text AS minutes
  FROM time_entry WHERE started_at >= ? AND started_at < ?
  GROUP BY technician_id`;

export async function labourFigures(em: EntityManager, range: LabourRange, order: 'parallel' | 'in turn'): Promise<LabourFigures> {
  const period = [range.start.toISOString(), range.end.toISOString()];
  const counts = [
    () => em.execute<Array<{ technician: string | null; hundredths: number }>>(SOLD_SQL, period),
    () => em.execute<Array<{ cars: number }>>(CARS_SQL, period),
    () => em.execute<Array<{ technician: string; minutes: string }>>(CLOCKED_SQL, [range.now.toISOString(), ...period]),
  ] as const;
  const [soldRows, carRows, clockedRows] =
    order === 'parallel' ? await Promise.all([counts[0](), counts[1](), counts[2]()]) : [await counts[0](), await counts[1](), await counts[2]()];

  let soldHundredths = 0;
  const soldBy = new Map<string, number>();
  for (const r of soldRows) {
    const h = r.hundredths;
    soldHundredths += h;
    if (r.technician) soldBy.set(r.technician, (soldBy.get(r.technician) ?? 0) + h);
  }
  const technicians = new Map<string, { hoursSold: number; minutesClocked: number }>();
  for (const [id, h] of soldBy) technicians.set(id, { hoursSold: h / 100, minutesClocked: 0 });
  let minutesClocked = 0;
  for (const r of clockedRows) {
    const minutes = Number(r.minutes);
    minutesClocked += minutes;
    const t = technicians.get(r.technician);
    if (t) t.minutesClocked = minutes;
    else technicians.set(r.technician, { hoursSold: 0, minutesClocked: minutes });
  }
  return { hoursSold: soldHundredths / 100, minutesClocked, cars: carRows[0]?.cars ?? 0, technicians };
}
