/**
 * The margin of invoiced work, summed by the database in one statement over the invoices' stored
 * lines (read once each), the job cards' stock moves and time entries. Over the live invoices of a
 * period (or one invoice, or a job card's lines not invoiced yet):
 * - sales excluding GST by line kind (lineKind's rule): each line's amount as printed (quantity ×
 *   unit price, rounded half up to the cent), less, where its invoice's prices include GST and the
 *   line is taxable, its share of the invoice's GST (GST × the line's amount / the invoice's taxable
 *   amount); summed, then rounded to the cent: parts once, labour once per technician (lines
 *   without one together), so the labour of the technicians adds up to the labour sales;
 *   revenue excluding GST is the invoices' subtotals, and other sales (sundries less discounts)
 *   what is left of it, so the three add up to it exactly;
 * - parts cost: what the parts fitted to each invoice's job card cost when they were fitted (its
 *   'fitted' and 'returned' stock moves: −quantity × the cost of one then), rounded to the cent per
 *   job card. A part line that names no catalogue part has no known cost and counts at 0, as does
 *   every line of a standalone invoice (only a job card's invoice fits parts);
 * - labour cost, per technician: the minutes of their time entries on the job cards of those
 *   invoices × their cost rate / 60 (an entry still running counts up to now), and for an invoice
 *   whose job card has no time entries (a standalone one too) the hours of their labour lines ×
 *   their cost rate (lines without a technician at the default rate); rounded to the cent per
 *   technician;
 * - gross profit: revenue excluding GST − parts cost − labour cost.
 * A job card not invoiced yet is worked out the same way from the lines its invoice would take,
 * its parts at the catalogue's cost now (quantity × the part's cost of one).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CostRates } from '../settings/public.js';

/** Which invoices: the live ones issued in [start, end), one invoice, or a job card's lines not invoiced yet. */
export type MarginSource =
  | { kind: 'period'; start: Date; end: Date }
  | { kind: 'invoice'; invoiceId: string }
  | { kind: 'draft'; jobCardId: string; lines: readonly object[]; pricesIncludeGst: boolean; subtotalCents: number; gstCents: number };

export interface MarginTotals {
  revenueExGstCents: number;
  partsSalesCents: number;
  labourSalesCents: number;
  partsCostCents: number;
  labourCostCents: number;
}

export interface MarginFigures {
  totals: MarginTotals;
  /** Per technician id (lines and time entries without one left out). */
  technicians: Map<string, { labourSalesCents: number; labourCostCents: number }>;
}

const COLUMNS = '_id, job_card_id, items, prices_include_gst, gst_cents, subtotal_cents';

/** A line's fields as stored (jsonb_to_recordset reads each line once). */
const LINE = `quantity float8, "unitPriceCents" bigint, kind text, "technicianId" text, "gstFree" boolean, description text`;

/**
 * A line's amount in cents as printed (lineAmount): quantity × unit price rounded half away from
 * zero, in whole numbers (the quantity has at most 2 decimals: its hundredths are exact).
 */
const AMOUNT = (t: string, hundredths: string) => `(${hundredths} * ${t}."unitPriceCents" + CASE WHEN ${t}."unitPriceCents" < 0 THEN -50 ELSE 50 END) / 100`;

/** A line's kind as shared/money.ts lineKind reads it (and db/sql/invoice-labour.sql); no question mark in it, which would read as a parameter. */
const KIND = `CASE
        WHEN l.kind IN ('labour', 'part', 'sundry', 'discount') THEN l.kind
        WHEN l."unitPriceCents" < 0 THEN 'discount'
        WHEN coalesce(l.description, '') ~ '(^|[^A-Za-z0-9_])[lL][aA][bB][oO][uU]{0,1}[rR]($|[^A-Za-z0-9_])' THEN 'labour'
        ELSE 'part' END`;

/** The invoices (or the one draft) the margin covers, and what their parts cost, per job card. */
function sourceSql(source: MarginSource): { src: string; partsCost: string; params: unknown[] } {
  const moves = `SELECT job_card_id, round(sum(-quantity * unit_cost_cents)) AS cost FROM stock_move
      WHERE kind IN ('fitted', 'returned') AND job_card_id IN (SELECT job_card_id FROM jobs) GROUP BY job_card_id`;
  if (source.kind === 'period') {
    return {
      src: `SELECT ${COLUMNS} FROM invoice WHERE issued_at >= ? AND issued_at < ? AND voided_at IS NULL`,
      partsCost: moves,
      params: [source.start.toISOString(), source.end.toISOString()],
    };
  }
  if (source.kind === 'invoice') return { src: `SELECT ${COLUMNS} FROM invoice WHERE _id = ? AND voided_at IS NULL`, partsCost: moves, params: [source.invoiceId] };
  return {
    src: `SELECT 'draft'::text AS _id, ?::text AS job_card_id, ?::jsonb AS items, ?::boolean AS prices_include_gst, ?::int AS gst_cents, ?::int AS subtotal_cents`,
    // Not fitted yet: the part lines at the catalogue's cost now.
    partsCost: `SELECT i.job_card_id, round(sum(l.quantity * part.cost_cents)) AS cost
      FROM src i CROSS JOIN LATERAL jsonb_to_recordset(i.items) AS l(quantity numeric, "partId" text) JOIN part ON part._id = l."partId" GROUP BY i.job_card_id`,
    params: [source.jobCardId, JSON.stringify(source.lines), source.pricesIncludeGst, source.gstCents, source.subtotalCents],
  };
}

function marginSql(source: MarginSource): { sql: string; params: unknown[] } {
  const { src, partsCost, params } = sourceSql(source);
  const sql = `
WITH src AS NOT MATERIALIZED (${src}),
opts AS (SELECT ?::timestamptz AS now, ?::jsonb AS rates, ?::int AS fallback),
jobs AS MATERIALIZED (SELECT DISTINCT job_card_id FROM src WHERE job_card_id IS NOT NULL),
clocked AS (
  SELECT t.job_card_id, t.technician_id AS technician,
         sum(coalesce(t.minutes, greatest(0, round(extract(epoch FROM (o.now - t.started_at)) / 60))::int)) AS minutes
    FROM time_entry t CROSS JOIN opts o WHERE t.job_card_id IN (SELECT job_card_id FROM jobs)
   GROUP BY t.job_card_id, t.technician_id
),
line AS (
  SELECT CASE WHEN x.kind = 'labour' THEN l."technicianId" END AS technician, x.kind, x.amount, x.h,
         CASE WHEN i.prices_include_gst AND l."gstFree" IS NOT TRUE AND it.taxable <> 0 THEN (i.gst_cents * x.amount)::float8 / it.taxable ELSE 0 END AS gst_share,
         i.job_card_id IN (SELECT job_card_id FROM clocked) AS clocked
    FROM src i
    CROSS JOIN LATERAL (SELECT sum(${AMOUNT('t', 'round(t.quantity * 100)::bigint')}) FILTER (WHERE t."gstFree" IS NOT TRUE) AS taxable
                          FROM jsonb_to_recordset(CASE WHEN i.prices_include_gst AND jsonb_typeof(i.items) = 'array' THEN i.items ELSE '[]' END)
                            AS t(quantity float8, "unitPriceCents" bigint, "gstFree" boolean)) AS it
    CROSS JOIN LATERAL jsonb_to_recordset(CASE WHEN jsonb_typeof(i.items) = 'array' THEN i.items ELSE '[]' END) AS l(${LINE})
    CROSS JOIN LATERAL (SELECT ${KIND} AS kind, h, ${AMOUNT('l', 'h')} AS amount FROM (SELECT round(l.quantity * 100)::bigint AS h) AS q) AS x
),
by_kind AS (
  SELECT technician, kind, sum(amount) AS amount, sum(gst_share) AS share, sum(h) FILTER (WHERE clocked IS NOT TRUE) AS h
    FROM line WHERE kind IN ('part', 'labour') GROUP BY technician, kind
),
sold AS (
  SELECT technician, coalesce(sum(amount - share) FILTER (WHERE kind = 'part'), 0) AS parts,
         coalesce(sum(amount - share) FILTER (WHERE kind = 'labour'), 0) AS labour, coalesce(sum(h) FILTER (WHERE kind = 'labour'), 0) AS hundredths
    FROM by_kind GROUP BY technician
),
clocked_by AS (SELECT technician, sum(minutes) AS minutes FROM clocked GROUP BY technician),
parts_cost AS (${partsCost})
SELECT 'technician' AS row, coalesce(s.technician, c.technician) AS technician,
       round(coalesce(s.parts, 0)::numeric)::bigint::text AS parts_sales,
       round(coalesce(s.labour, 0)::numeric)::bigint::text AS labour_sales,
       round(coalesce(s.hundredths, 0) * r.rate / 100.0 + coalesce(c.minutes, 0) * r.rate / 60.0)::bigint::text AS labour_cost,
       NULL AS revenue, NULL AS parts_cost
  FROM sold s FULL JOIN clocked_by c ON c.technician = s.technician CROSS JOIN opts o
  CROSS JOIN LATERAL (SELECT coalesce((o.rates ->> coalesce(s.technician, c.technician))::numeric, o.fallback) AS rate) AS r
UNION ALL
SELECT 'total', NULL, NULL, NULL, NULL,
       (SELECT coalesce(sum(subtotal_cents), 0) FROM src)::bigint::text,
       (SELECT coalesce(sum(cost), 0) FROM parts_cost)::bigint::text`;
  return { sql, params };
}

interface Row {
  row: 'technician' | 'total';
  /** Null: lines without a technician. */
  technician: string | null;
  parts_sales: string | null;
  labour_sales: string | null;
  labour_cost: string | null;
  revenue: string | null;
  parts_cost: string | null;
}

/** Rates as the statement reads them: cents an hour by technician id. */
function rateMap(rates: CostRates): string {
  return JSON.stringify(Object.fromEntries(rates.technicians.map((t) => [t.technicianId, t.rateCents])));
}

export async function marginFigures(em: EntityManager, source: MarginSource, rates: CostRates, now: Date): Promise<MarginFigures> {
  const { sql, params } = marginSql(source);
  const rows = await em.execute<Row[]>(sql, [...params, now.toISOString(), rateMap(rates), rates.defaultRateCents]);
  const totals: MarginTotals = { revenueExGstCents: 0, partsSalesCents: 0, labourSalesCents: 0, partsCostCents: 0, labourCostCents: 0 };
  const technicians = new Map<string, { labourSalesCents: number; labourCostCents: number }>();
  for (const r of rows) {
    if (r.row === 'total') {
      totals.revenueExGstCents = Number(r.revenue);
      totals.partsCostCents = Number(r.parts_cost);
      continue;
    }
    const labourSalesCents = Number(r.labour_sales);
    const labourCostCents = Number(r.labour_cost);
    totals.partsSalesCents += Number(r.parts_sales);
    totals.labourSalesCents += labourSalesCents;
    totals.labourCostCents += labourCostCents;
    if (r.technician !== null) technicians.set(r.technician, { labourSalesCents, labourCostCents });
  }
  return { totals, technicians };
}

/** grossProfit / revenue in percent, 1 decimal; null when there is no revenue. */
export function marginPercent(grossProfitCents: number, revenueCents: number): number | null {
  if (!revenueCents) return null;
  return Math.round((grossProfitCents * 1000) / revenueCents) / 10;
}
