/** Account customers for the accounts tests: a business with terms, its invoices and payments dated in SQL to the days a test needs. */
import { expect } from 'vitest';
import type { Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createInvoice } from '../invoices/invoices-factory.js';

export const sql = (t: TestServer, text: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<Array<Record<string, any>>>(text, params);

/** A customer made as the workshop makes one (by invoicing them, today: after every month the tests state), then made a business by `details`. */
export async function accountCustomer(admin: Admin, email: string, details: Record<string, unknown>): Promise<string> {
  const first = await createInvoice(admin, { customerEmail: email, customerName: 'Dana Fleet', invoiceItems: [{ description: 'Wiper blades', quantity: 1, unitPrice: 40 }] });
  const res = await admin.rest('PATCH', `/api/admin/customers/${first.customerId}`, details);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return first.customerId as string;
}

/** An invoice of `dollars` + 10 % GST to the customer of `email`, issued at `issuedAt` (an instant), due on `dueOn`. */
export async function invoiceOn(t: TestServer, admin: Admin, email: string, dollars: number, issuedAt: string, dueOn: string | null): Promise<string> {
  const invoice = await createInvoice(admin, { customerEmail: email, customerName: 'Dana Fleet', invoiceItems: [{ description: 'Fleet service', quantity: 1, unitPrice: dollars }], purchaseOrder: 'PO-1' });
  await sql(t, 'update invoice set issued_at = ?, due_on = ? where invoice_number = ?', [issuedAt, dueOn, invoice.invoiceNumber]);
  return invoice.invoiceNumber;
}

/** A payment of `dollars` on `invoiceNumber`, then dated `paidOn`; answers its id. */
export async function paymentOn(t: TestServer, admin: Admin, invoiceNumber: string, dollars: number, paidOn: string): Promise<string> {
  const res = await admin.rest('POST', `/api/admin/invoices/${invoiceNumber}/payments`, { amount: dollars, method: 'bank_transfer', reference: `EFT ${paidOn}` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await sql(t, `select p._id from invoice_payment p join invoice i on i._id = p.invoice_id where i.invoice_number = ? order by p.recorded_at desc limit 1`, [invoiceNumber]);
  await sql(t, 'update invoice_payment set paid_on = ? where _id = ?', [paidOn, row!._id]);
  return row!._id as string;
}

/** Voids `invoiceNumber` by an adjustment note, then dates the note (and the voiding) at `at`. */
export async function voidOn(t: TestServer, admin: Admin, invoiceNumber: string, at: string): Promise<void> {
  const res = await admin.rest('DELETE', `/api/admin/invoices/${invoiceNumber}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await sql(t, 'update invoice set voided_at = ? where invoice_number = ?', [at, invoiceNumber]);
  await sql(t, 'update credit_note set issued_at = ? where invoice_number = ?', [at, invoiceNumber]);
}
