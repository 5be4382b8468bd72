/** What the dashboard's 'Today' reads of invoices: the live (not voided) unpaid ones, part paid included. */
import type { EntityManager } from '@mikro-orm/postgresql';

export interface UnpaidInvoice {
  invoiceNumber: string;
  jobCardId: string | null;
  customerName: string;
  carRego: string;
  totalCents: number;
  amountPaidCents: number;
  issuedAt: Date;
  /** The day it is due under the customer's account terms (yyyy-MM-dd); null: the workshop's payment terms. */
  dueOn: string | null;
}

export interface UnpaidInvoices {
  /** The oldest first, at most the limit asked. */
  invoices: UnpaidInvoice[];
  /** How many there are in all, and what they still owe in cents. */
  count: number;
  owingCents: number;
}

const UNPAID = `status = 'unpaid' AND voided_at IS NULL`;

/** Unpaid invoices, oldest first, with their number and what they owe in all: one statement on the status-issued index. */
export async function unpaidInvoices(em: EntityManager, limit: number): Promise<UnpaidInvoices> {
  // The window's count and sum see every unpaid row; LIMIT then keeps the oldest. With none, a
  // LEFT JOIN on one row still answers the zero totals.
  const rows = await em.execute<Array<Partial<UnpaidInvoice> & { count: number; owing: string | number }>>(
    `SELECT u.*, coalesce(u.count_all, 0)::int AS count, coalesce(u.owing_all, 0) AS owing
     FROM (SELECT 1) AS one LEFT JOIN (
       SELECT invoice_number AS "invoiceNumber", job_card_id AS "jobCardId", customer_name AS "customerName", car_rego AS "carRego",
              total_cents AS "totalCents", amount_paid_cents AS "amountPaidCents", issued_at AS "issuedAt", due_on::text AS "dueOn",
              count(*) OVER () AS count_all, sum(total_cents - amount_paid_cents) OVER () AS owing_all
       FROM invoice WHERE ${UNPAID} ORDER BY issued_at, number LIMIT ?) AS u ON true`,
    [limit],
  );
  const first = rows[0];
  const invoices = rows
    .filter((row) => row.invoiceNumber)
    .map(({ invoiceNumber, jobCardId, customerName, carRego, totalCents, amountPaidCents, issuedAt, dueOn }) => ({
      invoiceNumber: invoiceNumber!,
      jobCardId: jobCardId ?? null,
      customerName: customerName!,
      carRego: carRego!,
      totalCents: totalCents!,
      amountPaidCents: amountPaidCents!,
      issuedAt: new Date(issuedAt!),
      dueOn: dueOn ?? null,
    }));
  return { invoices, count: first?.count ?? 0, owingCents: Number(first?.owing ?? 0) };
}

/** The job cards of unpaid invoices issued since `since` (their cars may still be at the workshop), with the invoice's number. */
export function cardsOfUnpaidSince(em: EntityManager, since: Date): Promise<Array<{ jobCardId: string; invoiceNumber: string }>> {
  return em.execute<Array<{ jobCardId: string; invoiceNumber: string }>>(
    `SELECT job_card_id AS "jobCardId", invoice_number AS "invoiceNumber" FROM invoice
     WHERE ${UNPAID} AND issued_at >= ? AND job_card_id IS NOT NULL ORDER BY issued_at`,
    [since.toISOString()],
  );
}
