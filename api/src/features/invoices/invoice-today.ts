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
}

export interface UnpaidInvoices {
  /** The oldest first, at most the limit asked. */
  invoices: UnpaidInvoice[];
  /** How many there are in all, and what they still owe in cents. */
  count: number;
  owingCents: number;
}

const UNPAID = `status = 'unpaid' AND voided_at IS NULL`;

/** Unpaid invoices, oldest first, with their number and what they owe in all (the status-issued index). */
export async function unpaidInvoices(em: EntityManager, limit: number): Promise<UnpaidInvoices> {
  const [rows, [sum]] = await Promise.all([
    em.execute<UnpaidInvoice[]>(
      `SELECT invoice_number AS "invoiceNumber", job_card_id AS "jobCardId", customer_name AS "customerName", car_rego AS "carRego",
              total_cents AS "totalCents", amount_paid_cents AS "amountPaidCents", issued_at AS "issuedAt"
       FROM invoice WHERE ${UNPAID} ORDER BY issued_at, number LIMIT ?`,
      [limit],
    ),
    em.execute<Array<{ count: number; owing: number }>>(`SELECT count(*)::int AS count, coalesce(sum(total_cents - amount_paid_cents), 0)::bigint AS owing FROM invoice WHERE ${UNPAID}`),
  ]);
  return { invoices: rows.map((row) => ({ ...row, issuedAt: new Date(row.issuedAt) })), count: sum.count, owingCents: Number(sum.owing) };
}

/** The job cards of unpaid invoices issued since `since` (their cars may still be at the workshop), with the invoice's number. */
export function cardsOfUnpaidSince(em: EntityManager, since: Date): Promise<Array<{ jobCardId: string; invoiceNumber: string }>> {
  return em.execute<Array<{ jobCardId: string; invoiceNumber: string }>>(
    `SELECT job_card_id AS "jobCardId", invoice_number AS "invoiceNumber" FROM invoice
     WHERE ${UNPAID} AND issued_at >= ? AND job_card_id IS NOT NULL ORDER BY issued_at`,
    [since.toISOString()],
  );
}
