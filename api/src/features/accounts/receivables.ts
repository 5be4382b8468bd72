/** Receivables by age: what customers owe now on live unpaid invoices, aged by due date as the statements age them; each customer named as their record names them now (the business, else the person). */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Receivables, ReceivablesCustomer } from './accounts.types.js';

const TOP = 10;

interface Row {
  customer_id: string | null;
  name: string;
  invoices: number;
  current: string | number;
  d30: string | number;
  d60: string | number;
  d90: string | number;
}

/** Receivables as at `today` (yyyy-MM-dd): totals, and the customers who owe most. */
export async function receivablesOn(em: EntityManager, today: string, options: { timeZone: string; paymentTermsDays: number }): Promise<Receivables> {
  const rows = await em.getConnection().execute<Row[]>(
    `SELECT g.*, coalesce(nullif(c.company, ''), c.name, g.latest_name) AS name FROM (
       SELECT customer_id, (array_agg(coalesce(customer_company, customer_name) ORDER BY issued_at DESC))[1] AS latest_name, count(*)::int AS invoices,
              coalesce(sum(owing) FILTER (WHERE overdue < 30), 0) AS current, coalesce(sum(owing) FILTER (WHERE overdue >= 30 AND overdue < 60), 0) AS d30,
              coalesce(sum(owing) FILTER (WHERE overdue >= 60 AND overdue < 90), 0) AS d60, coalesce(sum(owing) FILTER (WHERE overdue >= 90), 0) AS d90
       FROM (SELECT customer_id, customer_company, customer_name, issued_at, total_cents - amount_paid_cents AS owing,
                    ?::date - coalesce(due_on, (issued_at AT TIME ZONE ?)::date + ?::int) AS overdue
             FROM invoice WHERE status = 'unpaid' AND voided_at IS NULL AND total_cents > amount_paid_cents) AS owing
       GROUP BY customer_id) AS g LEFT JOIN customer c ON c._id = g.customer_id`,
    [today, options.timeZone, options.paymentTermsDays],
  );
  const customers: ReceivablesCustomer[] = rows.map((r) => {
    const [currentCents, days30Cents, days60Cents, days90Cents] = [r.current, r.d30, r.d60, r.d90].map(Number) as [number, number, number, number];
    return { customerId: r.customer_id ?? '', name: r.name, invoices: r.invoices, currentCents, days30Cents, days60Cents, days90Cents, totalCents: currentCents + days30Cents + days60Cents + days90Cents };
  });
  const sum = (key: 'currentCents' | 'days30Cents' | 'days60Cents' | 'days90Cents') => customers.reduce((s, c) => s + c[key], 0);
  const totals = { currentCents: sum('currentCents'), days30Cents: sum('days30Cents'), days60Cents: sum('days60Cents'), days90Cents: sum('days90Cents'), totalCents: 0 };
  totals.totalCents = totals.currentCents + totals.days30Cents + totals.days60Cents + totals.days90Cents;
  const top = customers.sort((a, b) => b.totalCents - a.totalCents || a.name.localeCompare(b.name)).slice(0, TOP);
  return { asOf: today, totals, customerCount: customers.length, top };
}
