/**
 * Labour figures of a period, summed by the database: hours sold (labour lines of the live
 * invoices issued in the period, voided ones left out as revenue leaves them out), hours clocked
 * (time entries started in the period; an entry still running counts up to now), and the cars
 * invoiced. Per technician: a labour line's technicianId, a time entry's technician.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { lineKind, type PricedLine } from '../../shared/money.js';

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

interface SoldRow {
  row: 'labour' | 'unkinded' | 'cars';
  technician: string | null;
  hours: string | null;
  description: string | null;
  price: string | null;
  cars: number | null;
}

/**
 * One statement over the period's live invoices: the labour lines' hours per technician; the
 * lines stored without a (known) kind that mention labour, one row each, for lineKind to decide
 * (the database only narrows them down; no question mark in the pattern: the ORM reads one as a
 * placeholder); and the distinct cars.
 */
const SOLD_SQL = `
WITH inv AS MATERIALIZED (
  SELECT items, rego_key FROM invoice WHERE issued_at >= ? AND issued_at < ? AND voided_at IS NULL
), line AS (
  SELECT l FROM inv CROSS JOIN LATERAL jsonb_array_elements(inv.items) AS l
  WHERE l->>'kind' = 'labour'
     OR (coalesce(l->>'kind', '') NOT IN ('labour', 'part', 'sundry', 'discount') AND l->>'description' ~* 'labou{0,1}r')
)
SELECT 'labour' AS row, l->>'technicianId' AS technician, sum((l->>'quantity')::numeric)::text AS hours,
       NULL::text AS description, NULL::text AS price, NULL::int AS cars
  FROM line WHERE l->>'kind' = 'labour' GROUP BY l->>'technicianId'
UNION ALL
SELECT 'unkinded', l->>'technicianId', l->>'quantity', l->>'description', l->>'unitPriceCents', NULL
  FROM line WHERE l->>'kind' IS DISTINCT FROM 'labour'
UNION ALL
SELECT 'cars', NULL, NULL, NULL, NULL, count(DISTINCT rego_key) FILTER (WHERE rego_key <> '')::int FROM inv`;

/** Minutes per technician of the entries started in the period; a running one up to `now` (whole minutes, rounded, as a clock-off stores them). */
const CLOCKED_SQL = `
SELECT technician_id AS technician,
       sum(coalesce(minutes, greatest(0, round(extract(epoch FROM (?::timestamptz - started_at)) / 60))))::bigint::text AS minutes
  FROM time_entry WHERE started_at >= ? AND started_at < ?
  GROUP BY technician_id`;

/** Hundredths of an hour: quantities have at most 2 decimals, so their sum is exact in hundredths. */
const hundredths = (hours: number) => Math.round(hours * 100);

export async function labourFigures(em: EntityManager, range: LabourRange, order: 'parallel' | 'in turn'): Promise<LabourFigures> {
  const sold = () => em.execute<SoldRow[]>(SOLD_SQL, [range.start.toISOString(), range.end.toISOString()]);
  const clocked = () =>
    em.execute<Array<{ technician: string; minutes: string }>>(CLOCKED_SQL, [range.now.toISOString(), range.start.toISOString(), range.end.toISOString()]);
  const [soldRows, clockedRows] = order === 'parallel' ? await Promise.all([sold(), clocked()]) : [await sold(), await clocked()];

  const technicians = new Map<string, { hoursSold: number; minutesClocked: number }>();
  const of = (id: string) => {
    let t = technicians.get(id);
    if (!t) technicians.set(id, (t = { hoursSold: 0, minutesClocked: 0 }));
    return t;
  };
  let soldHundredths = 0;
  const perTechnician = new Map<string, number>();
  const addSold = (technician: string | null, hours: number) => {
    const h = hundredths(hours);
    soldHundredths += h;
    if (technician) perTechnician.set(technician, (perTechnician.get(technician) ?? 0) + h);
  };
  let cars = 0;
  for (const r of soldRows) {
    if (r.row === 'cars') cars = r.cars ?? 0;
    else if (r.row === 'labour') addSold(r.technician, Number(r.hours));
    else {
      // A line stored before kinds: its quantity is in `hours`.
      const line: Pick<PricedLine, 'description' | 'unitPriceCents'> = { description: r.description ?? '', unitPriceCents: Number(r.price) };
      if (lineKind(line) === 'labour') addSold(r.technician, Number(r.hours));
    }
  }
  for (const [id, h] of perTechnician) of(id).hoursSold = h / 100;
  let minutesClocked = 0;
  for (const r of clockedRows) {
    const minutes = Number(r.minutes);
    minutesClocked += minutes;
    of(r.technician).minutesClocked = minutes;
  }
  return { hoursSold: soldHundredths / 100, minutesClocked, cars, technicians };
}
