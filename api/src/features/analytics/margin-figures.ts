/**
 * The margin of invoiced work, summed by the database (one statement over the invoices' stored
 * lines, the job cards' stock moves and time entries). For each live invoice:
 * - sales excluding GST by line kind (lineKind's rule): each line's amount as printed (quantity ×
 *   unit price, rounded half up to the cent); where prices include GST, a kind's sales are its lines'
 *   amounts less its share of the invoice's GST (GST × the kind's taxable amount / the invoice's
 *   taxable amount, rounded to the cent), so parts + labour + other sales (sundries less discounts)
 *   come to the invoice's subtotal, revenue excluding GST, exactly;
 * - parts cost: what the parts fitted to its job card cost when they were fitted (its 'fitted' and
 *   'returned' stock moves: −quantity × the cost of one then), rounded to the cent per job card.
 *   A part line that names no catalogue part has no known cost and counts at 0; so does a
 *   standalone invoice's line (only a job card's invoice fits parts);
 * - labour cost: per technician of the job card's time entries, their minutes × their cost rate /
 *   60, rounded to the cent (an entry still running counts up to now); a job without time entries
 *   (a standalone invoice too): per technician of its labour lines, their hours × their cost rate
 *   (lines without a technician at the default rate), rounded to the cent;
 * - gross profit: revenue excluding GST − parts cost − labour cost.
 * A job card not invoiced yet is worked out the same way from the lines its invoice would take,
 * its parts at the catalogue's cost now (quantity × the part's cost of one).
 * Per technician: the sales of their labour lines (excluding GST as above, their share of the GST
 * rounded per invoice) and the cost of their time (or of their lines' hours).
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

/** A line's kind as shared/money.ts lineKind reads it (and db/sql/invoice-labour.sql); no '?' in it, which would read as a parameter. */
const KIND = `CASE
  WHEN l->>'kind' IN ('labour', 'part', 'sundry', 'discount') THEN l->>'kind'
  WHEN jsonb_typeof(l->'unitPriceCents') = 'number' AND (l->>'unitPriceCents')::numeric < 0 THEN 'discount'
  WHEN coalesce(l->>'description', '') ~ '(^|[^A-Za-z0-9_])[lL][aA][bB][oO][uU]{0,1}[rR]($|[^A-Za-z0-9_])' THEN 'labour'
  ELSE 'part' END`;

const NUMBER = (key: string) => `CASE WHEN jsonb_typeof(l->'${key}') = 'number' THEN (l->>'${key}')::numeric ELSE 0 END`;

/** A kind's sales excluding GST: its amount, less its share of the GST where prices include it. */
const EX_GST = (amount: string, taxable: string) =>
  `(${amount} - CASE WHEN inv.prices_include_gst AND p.taxable <> 0 THEN round(inv.gst_cents * ${taxable} / p.taxable) ELSE 0 END)`;

/** The invoices (or the one draft) the margin covers, with what their parts cost. */
function sourceSql(source: MarginSource): { inv: string; partsCost: string; params: unknown[] } {
  const moves = `SELECT job_card_id, round(sum(-quantity * unit_cost_cents)) AS cost FROM stock_move
      WHERE kind IN ('fitted', 'returned') AND job_card_id IN (SELECT job_card_id FROM inv WHERE job_card_id IS NOT NULL) GROUP BY job_card_id`;
  const columns = '_id, job_card_id, items, prices_include_gst, gst_cents, subtotal_cents';
  if (source.kind === 'period') {
    return { inv: `SELECT ${columns} FROM invoice WHERE issued_at >= ? AND issued_at < ? AND voided_at IS NULL`, partsCost: moves, params: [source.start.toISOString(), source.end.toISOString()] };
  }
  if (source.kind === 'invoice') return { inv: `SELECT ${columns} FROM invoice WHERE _id = ? AND voided_at IS NULL`, partsCost: moves, params: [source.invoiceId] };
  return {
    inv: `SELECT 'draft'::text AS _id, ?::text AS job_card_id, ?::jsonb AS items, ?::boolean AS prices_include_gst, ?::int AS gst_cents, ?::int AS subtotal_cents`,
    // Not fitted yet: the part lines at the catalogue's cost now.
    partsCost: `SELECT inv.job_card_id, round(sum(line.quantity * part.cost_cents)) AS cost FROM inv JOIN line ON line.invoice_id = inv._id
      JOIN part ON part._id = line.part_id WHERE line.kind = 'part' GROUP BY inv.job_card_id`,
    params: [source.jobCardId, JSON.stringify(source.lines), source.pricesIncludeGst, source.gstCents, source.subtotalCents],
  };
}

function marginSql(source: MarginSource): { sql: string; params: unknown[] } {
  const { inv, partsCost, params } = sourceSql(source);
  const sql = `
WITH inv AS (${inv}),
line AS (
  SELECT inv._id AS invoice_id, l->>'technicianId' AS technician, l->>'partId' AS part_id, k.kind,
         ${NUMBER('quantity')} AS quantity,
         round(${NUMBER('quantity')} * ${NUMBER('unitPriceCents')}) AS amount,
         (l->'gstFree') IS DISTINCT FROM 'true'::jsonb AS taxable
    FROM inv CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(inv.items) = 'array' THEN inv.items ELSE '[]'::jsonb END) AS l
    CROSS JOIN LATERAL (SELECT ${KIND} AS kind) AS k
),
per_invoice AS (
  SELECT invoice_id,
         coalesce(sum(amount) FILTER (WHERE taxable), 0) AS taxable,
         coalesce(sum(amount) FILTER (WHERE kind = 'part'), 0) AS parts,
         coalesce(sum(amount) FILTER (WHERE kind = 'part' AND taxable), 0) AS parts_taxable,
         coalesce(sum(amount) FILTER (WHERE kind = 'labour'), 0) AS labour,
         coalesce(sum(amount) FILTER (WHERE kind = 'labour' AND taxable), 0) AS labour_taxable
    FROM line GROUP BY invoice_id
),
sold AS (
  SELECT line.invoice_id, line.technician, sum(line.quantity) AS hours,
         ${EX_GST('sum(line.amount)', 'coalesce(sum(line.amount) FILTER (WHERE line.taxable), 0)')} AS sales
    FROM line JOIN inv ON inv._id = line.invoice_id JOIN per_invoice p ON p.invoice_id = line.invoice_id
   WHERE line.kind = 'labour'
   GROUP BY line.invoice_id, line.technician, inv.prices_include_gst, inv.gst_cents, p.taxable
),
clocked AS (
  SELECT job_card_id, technician_id AS technician,
         sum(coalesce(minutes, greatest(0, round(extract(epoch FROM (?::timestamptz - started_at)) / 60))::int)) AS minutes
    FROM time_entry WHERE job_card_id IN (SELECT job_card_id FROM inv WHERE job_card_id IS NOT NULL)
   GROUP BY job_card_id, technician_id
),
cost AS (
  SELECT inv._id AS invoice_id, c.technician, round(c.minutes * coalesce((?::jsonb ->> c.technician)::numeric, ?) / 60) AS cost
    FROM inv JOIN clocked c ON c.job_card_id = inv.job_card_id
  UNION ALL
  SELECT s.invoice_id, s.technician, round(s.hours * coalesce((?::jsonb ->> s.technician)::numeric, ?)) AS cost
    FROM sold s JOIN inv ON inv._id = s.invoice_id
   WHERE inv.job_card_id IS NULL OR NOT EXISTS (SELECT 1 FROM clocked c WHERE c.job_card_id = inv.job_card_id)
),
parts_cost AS (${partsCost}),
by_technician AS (
  SELECT technician, sum(sales) AS sales, sum(cost) AS cost FROM (
    SELECT technician, sales, 0 AS cost FROM sold UNION ALL SELECT technician, 0, cost FROM cost
  ) AS t GROUP BY technician
)
SELECT NULL AS technician,
       (SELECT coalesce(sum(subtotal_cents), 0) FROM inv)::bigint::text AS revenue,
       (SELECT coalesce(sum(${EX_GST('p.parts', 'p.parts_taxable')}), 0) FROM inv JOIN per_invoice p ON p.invoice_id = inv._id)::bigint::text AS parts_sales,
       (SELECT coalesce(sum(${EX_GST('p.labour', 'p.labour_taxable')}), 0) FROM inv JOIN per_invoice p ON p.invoice_id = inv._id)::bigint::text AS labour_sales,
       (SELECT coalesce(sum(pc.cost), 0) FROM inv JOIN parts_cost pc ON pc.job_card_id = inv.job_card_id)::bigint::text AS parts_cost,
       (SELECT coalesce(sum(cost), 0) FROM cost)::bigint::text AS labour_cost
UNION ALL
SELECT technician, NULL, NULL, sales::bigint::text, NULL, cost::bigint::text FROM by_technician WHERE technician IS NOT NULL`;
  return { sql, params };
}

interface Row {
  technician: string | null;
  revenue: string | null;
  parts_sales: string | null;
  labour_sales: string;
  parts_cost: string | null;
  labour_cost: string;
}

/** Rates as the statement reads them: cents an hour by technician id. */
function rateMap(rates: CostRates): string {
  return JSON.stringify(Object.fromEntries(rates.technicians.map((t) => [t.technicianId, t.rateCents])));
}

export async function marginFigures(em: EntityManager, source: MarginSource, rates: CostRates, now: Date): Promise<MarginFigures> {
  const { sql, params } = marginSql(source);
  const map = rateMap(rates);
  const rows = await em.execute<Row[]>(sql, [...params, now.toISOString(), map, rates.defaultRateCents, map, rates.defaultRateCents]);
  const figures: MarginFigures = {
    totals: { revenueExGstCents: 0, partsSalesCents: 0, labourSalesCents: 0, partsCostCents: 0, labourCostCents: 0 },
    technicians: new Map(),
  };
  for (const r of rows) {
    if (r.technician === null) {
      figures.totals = {
        revenueExGstCents: Number(r.revenue),
        partsSalesCents: Number(r.parts_sales),
        labourSalesCents: Number(r.labour_sales),
        partsCostCents: Number(r.parts_cost),
        labourCostCents: Number(r.labour_cost),
      };
    } else figures.technicians.set(r.technician, { labourSalesCents: Number(r.labour_sales), labourCostCents: Number(r.labour_cost) });
  }
  return figures;
}

/** grossProfit / revenue in percent, 1 decimal; null when there is no revenue. */
export function marginPercent(grossProfitCents: number, revenueCents: number): number | null {
  if (!revenueCents) return null;
  return Math.round((grossProfitCents * 1000) / revenueCents) / 10;
}
