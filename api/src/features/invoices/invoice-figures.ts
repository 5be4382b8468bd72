/**
 * Invoice figures for analytics and reports, summed by the database (one aggregate statement,
 * never rows in memory). An invoice counts in the period of its issue date; paid and outstanding
 * are its status now.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

/** Invoices issued in [start, end), bucketed by `bounds` (bucket i: bounds[i] ≤ issued < bounds[i+1], the last up to `end`). */
export interface IssuedRange {
  start: Date;
  end: Date;
  /** Ascending; the first is `start`. */
  bounds: Date[];
}

interface InvoiceTotals {
  invoices: number;
  paidInvoices: number;
  /** Σ totals, GST included. */
  totalCents: number;
  paidCents: number;
  /** Σ subtotals: GST excluded. */
  subtotalCents: number;
  gstCents: number;
}

export interface InvoiceFigures {
  totals: InvoiceTotals;
  /** One per bound, in order. */
  buckets: InvoiceTotals[];
}

/** One invoice as a report lists it. */
export interface IssuedInvoiceRow {
  invoiceNumber: string;
  issuedAt: Date;
  customerName: string;
  carRego: string;
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  status: 'paid' | 'unpaid';
}

const empty = (): InvoiceTotals => ({ invoices: 0, paidInvoices: 0, totalCents: 0, paidCents: 0, subtotalCents: 0, gstCents: 0 });

interface Row {
  b: number | null;
  invoices: number;
  paid_invoices: number;
  total: string;
  paid: string;
  subtotal: string;
  gst: string;
}

/** An array parameter as PostgreSQL's literal ('{…}'): the ORM inlines values. */
function timestampArray(instants: Date[]): string {
  return `{${instants.map((d) => d.toISOString()).join(',')}}`;
}

export async function invoiceFigures(em: EntityManager, range: IssuedRange): Promise<InvoiceFigures> {
  // width_bucket: 1-based index of the last bound ≤ issued_at. ROLLUP adds the period's total row (b NULL).
  const rows = await em.execute<Row[]>(
    `SELECT b,
            count(*)::int AS invoices,
            count(*) FILTER (WHERE status = 'paid')::int AS paid_invoices,
            coalesce(sum(total_cents), 0)::bigint AS total,
            coalesce(sum(total_cents) FILTER (WHERE status = 'paid'), 0)::bigint AS paid,
            coalesce(sum(subtotal_cents), 0)::bigint AS subtotal,
            coalesce(sum(gst_cents), 0)::bigint AS gst
     FROM (SELECT width_bucket(issued_at, ?::timestamptz[]) AS b, status, total_cents, subtotal_cents, gst_cents
           FROM invoice WHERE issued_at >= ? AND issued_at < ? AND voided_at IS NULL) AS i
     GROUP BY ROLLUP (b)`,
    [timestampArray(range.bounds), range.start.toISOString(), range.end.toISOString()],
  );
  const figures: InvoiceFigures = { totals: empty(), buckets: range.bounds.map(empty) };
  for (const row of rows) {
    const totals: InvoiceTotals = {
      invoices: row.invoices,
      paidInvoices: row.paid_invoices,
      totalCents: Number(row.total),
      paidCents: Number(row.paid),
      subtotalCents: Number(row.subtotal),
      gstCents: Number(row.gst),
    };
    if (row.b === null) figures.totals = totals;
    else if (row.b >= 1 && row.b <= figures.buckets.length) figures.buckets[row.b - 1] = totals;
  }
  return figures;
}

/** The invoices issued in [start, end), oldest first, at most `limit` (narrow rows, no entities). */
export async function issuedInvoices(em: EntityManager, range: Pick<IssuedRange, 'start' | 'end'>, limit: number): Promise<IssuedInvoiceRow[]> {
  const rows = await em.execute<
    Array<{ invoice_number: string; issued_at: Date | string; customer_name: string; car_rego: string; subtotal_cents: number; gst_cents: number; total_cents: number; status: 'paid' | 'unpaid' }>
  >(
    `SELECT invoice_number, issued_at, customer_name, car_rego, subtotal_cents, gst_cents, total_cents, status
     FROM invoice WHERE issued_at >= ? AND issued_at < ? AND voided_at IS NULL
     ORDER BY issued_at, number LIMIT ?`,
    [range.start.toISOString(), range.end.toISOString(), limit],
  );
  return rows.map((r) => ({
    invoiceNumber: r.invoice_number,
    issuedAt: new Date(r.issued_at),
    customerName: r.customer_name,
    carRego: r.car_rego,
    subtotalCents: r.subtotal_cents,
    gstCents: r.gst_cents,
    totalCents: r.total_cents,
    status: r.status,
  }));
}
