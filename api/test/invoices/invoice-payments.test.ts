/**
 * Invoice payments on a real database: part payments to the cent, over-paying and bad amounts
 * refused, the receipt (a new PDF marked PAID, with the payments and a zero balance, emailed; the
 * original PDF unchanged), a payment reversed and kept, and the same over GraphQL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createInvoice, pdftotext, sha256 } from './invoices-factory.js';
import { recipients } from '../smtp-sink.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));
beforeEach(() => t.clock.reset());

const em = () => t.app.db.orm.em.fork() as EntityManager;


/** A PDF's text in the order it was written (-raw): the rotated stamp reads as one line. */
async function pdfReadingOrder(bytes: Uint8Array): Promise<string> {
  const run = promisify(execFile)('pdftotext', ['-raw', '-', '-']);
  run.child.stdin!.end(Buffer.from(bytes));
  return (await run).stdout;
}

async function storedBytes(documentId: string): Promise<Buffer> {
  return Buffer.from((await t.app.services.documents.get(em(), documentId)).bytes);
}

// The factory's invoice: 129.95 + 2 × 110.00 = 349.95, GST 10 % 35.00 (half up), total 384.95.
describe('part payments and the receipt', () => {
  it('adds up to the cent, refuses over-paying, and the payment that clears the balance sends the receipt', async () => {
    t.clock.set('2026-11-24T01:00:00.000Z'); // Tuesday 24 November, 12:00 in Truganina
    const invoice = await createInvoice(admin, { customerEmail: 'part.payer@example.com', customerName: 'Pat Payer', carRego: 'PAY 123' });
    expect(invoice).toMatchObject({ totalAmount: 384.95, amountPaid: 0, balanceDue: 384.95, status: 'unpaid' });
    const original = await storedBytes(invoice.documentId);
    const originalSha = sha256(original);
    const path = `/api/admin/invoices/${invoice.invoiceNumber}/payments`;

    const first = await admin.rest('POST', path, { amount: 100.01, method: 'cash', paidAt: '2026-11-23', reference: 'Deposit at drop-off' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.message).toBe(`Payment of $100.01 recorded for invoice ${invoice.invoiceNumber}: $284.94 still to pay. Its receipt was sent to part.payer@example.com.`);
    // Unpaid for the Paid/Unpaid filter, but it reads 'Part paid'.
    expect(invoice.partPaid).toBe(false);
    expect(first.body.invoice).toMatchObject({ status: 'unpaid', partPaid: true, amountPaid: 100.01, balanceDue: 284.94, paidAt: null });
    expect((await admin.rest('GET', `/api/admin/invoices?status=Unpaid&invoiceNumber=${invoice.invoiceNumber}`)).body).toEqual([expect.objectContaining({ partPaid: true })]);

    // The part payment is receipted at once: what was paid, what remains, the receipt PDF (PART PAID) attached.
    const partMail = await t.smtp!.waitFor((m) => recipients(m).includes('part.payer@example.com') && m.subject!.startsWith('Part payment received'));
    expect(partMail.text).toContain(`we have received your payment of $100.01 towards`);
    expect(partMail.text).toContain('$284.94 remains to pay');
    expect(partMail.text).toMatch(/This payment:?\s+\$100\.01 \(Cash, 23\/11\/2026\)/);
    expect(partMail.text).toMatch(/Paid so far:?\s+\$100\.01/);
    expect(partMail.text).toMatch(/Still to pay:?\s+\$284\.94/);
    expect(partMail.attachments).toHaveLength(1);
    const partReceipt = await pdftotext(partMail.attachments[0].content);
    expect(await pdfReadingOrder(partMail.attachments[0].content)).toContain('PART PAID');
    expect(partReceipt).toMatch(/Balance due\s+\$284\.94/);
    expect(partReceipt).toMatch(/\$284\.94 remains to pay/);
    expect(first.body.invoice.payments).toEqual([
      expect.objectContaining({ amount: 100.01, method: 'cash', paidAt: '2026-11-23', reference: 'Deposit at drop-off', recordedBy: 'admin', reversedAt: null }),
    ]);

    // Over-paying, more than 2 decimals, nothing, a bad method or a day to come: 400, nothing recorded.
    for (const [body, message] of [
      [{ amount: 284.95, method: 'eftpos' }, '$284.95 is more than the balance due of $284.94.'],
      [{ amount: 10.005, method: 'eftpos' }, 'Amount must have at most 2 decimals.'],
      [{ amount: 0, method: 'eftpos' }, 'The amount must be more than $0.00.'],
      [{ amount: -5, method: 'eftpos' }, 'Amount must not be negative.'],
      [{ method: 'eftpos' }, 'Amount must be a number.'],
      [{ amount: 5, method: 'cheque' }, 'Method must be cash, eftpos, bank_transfer or other.'],
      [{ amount: 5, paidAt: '2026-11-25' }, 'The payment date cannot be in the future.'],
      [{ amount: 5, paidAt: '24/11/2026' }, 'The payment date must be a date written yyyy-MM-dd.'],
      [{ amount: 5, reference: 'x'.repeat(101) }, 'Reference must be at most 100 characters.'],
    ] as const) {
      const res = await admin.rest('POST', path, body);
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, body: { message } });
    }
    expect((await admin.rest('POST', '/api/admin/invoices/INV-999990/payments', { amount: 1 })).status).toBe(404);

    t.clock.set('2026-11-25T05:30:00.000Z'); // Wednesday 16:30: the rest, by transfer
    const rest = await admin.rest('POST', path, { amount: '284.94', method: 'bank_transfer', reference: 'CBA 77 1234' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.message).toBe(`Payment of $284.94 recorded: invoice ${invoice.invoiceNumber} is paid in full and its receipt was sent to part.payer@example.com.`);
    const paid = rest.body.invoice;
    expect(paid).toMatchObject({ status: 'paid', partPaid: false, amountPaid: 384.95, balanceDue: 0, paidAt: '2026-11-25T05:30:00.000Z' });
    expect(paid.payments.map((p: { amount: number; paidAt: string }) => [p.amount, p.paidAt])).toEqual([
      [100.01, '2026-11-23'],
      [284.94, '2026-11-25'],
    ]);

    // The original PDF is untouched and still the invoice's; the receipt is stored beside it.
    expect(paid.documentId).toBe(invoice.documentId);
    expect(paid.documentSha256).toBe(originalSha);
    expect(sha256(await storedBytes(invoice.documentId))).toBe(originalSha);
    // One receipt per payment: the last is the paid-in-full one.
    const receipts = paid.documents.filter((d: { reason: string }) => d.reason === 'receipt');
    expect(receipts).toHaveLength(2);
    const receiptDoc = receipts[1];
    expect(receiptDoc).toMatchObject({ filename: `Receipt-${invoice.invoiceNumber}-PAY123.pdf` });
    const receipt = await storedBytes(receiptDoc.documentId);
    expect(sha256(receipt)).toBe(receiptDoc.sha256);
    const text = await pdftotext(receipt);
    expect(text).toContain('PAID');
    expect(text).not.toContain('PART PAID');
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toMatch(/23\/11\/2026\s+Cash\s+Deposit at drop-off\s+\$100\.01/);
    expect(text).toMatch(/25\/11\/2026\s+Bank transfer\s+CBA 77 1234\s+\$284\.94/);
    expect(text).toMatch(/Amount paid\s+\$384\.95/);
    expect(text).toMatch(/Balance due\s+\$0\.00/);
    expect(text).not.toContain('HOW TO PAY');
    expect(await pdftotext(original)).toContain('HOW TO PAY');

    // The customer's email carries the receipt, not the unpaid invoice.
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('part.payer@example.com') && m.subject!.startsWith('Payment received'));
    expect(mail.text).toContain(`${invoice.invoiceNumber} for PAY 123 is paid in full. Your receipt is attached.`);
    expect(mail.text).not.toContain('How to pay');
    expect(mail.text).toMatch(/Still to pay:?\s+\$0\.00/);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toBe(receiptDoc.filename);
    expect(sha256(mail.attachments[0].content)).toBe(receiptDoc.sha256);

    // Paid has no way back by paying.
    expect(await admin.rest('POST', path, { amount: 1 })).toMatchObject({ status: 409, body: { message: 'This invoice is already paid.' } });
    expect(await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${invoice.invoiceNumber}`)).toMatchObject({ status: 409 });
  });

  it('Mark as Paid pays the balance with the method, day and reference given, or EFTPOS today', async () => {
    t.clock.set('2026-11-24T01:00:00.000Z');
    const a = await createInvoice(admin);
    await admin.rest('POST', `/api/admin/invoices/${a.invoiceNumber}/payments`, { amount: 84.95, method: 'cash' });
    const res = await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${a.invoiceNumber}`, { method: 'bank_transfer', paidAt: '2026-11-22T23:00:00.000Z', reference: 'NAB 1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.invoice).toMatchObject({ status: 'paid', amountPaid: 384.95, balanceDue: 0 });
    // 23:00 UTC on the 22nd is 10:00 on the 23rd in Truganina.
    // Listed by the day paid: the transfer of the 23rd before the cash of the 24th.
    expect(res.body.invoice.payments).toEqual([
      expect.objectContaining({ amount: 300, method: 'bank_transfer', paidAt: '2026-11-23', reference: 'NAB 1' }),
      expect.objectContaining({ amount: 84.95, method: 'cash', paidAt: '2026-11-24' }),
    ]);

    const b = await createInvoice(admin);
    const plain = await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${b.invoiceNumber}`);
    expect(plain.body.invoice.payments).toEqual([expect.objectContaining({ amount: 384.95, method: 'eftpos', paidAt: '2026-11-24', reference: null })]);
    const c = await createInvoice(admin);
    expect(await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${c.invoiceNumber}`, { method: 'barter' })).toMatchObject({ status: 400, body: { message: 'Method must be cash, eftpos, bank_transfer or other.' } });
    expect((await admin.rest('GET', `/api/admin/invoices/${c.invoiceNumber}`)).body).toMatchObject({ status: 'unpaid', payments: [] });
  });

  it('a payment recorded by mistake is reversed, kept in the record, and the invoice is unpaid again', async () => {
    const invoice = await createInvoice(admin);
    const paid = await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${invoice.invoiceNumber}`, { method: 'cash' });
    const paymentId = paid.body.invoice.payments[0].id;
    const path = `/api/admin/invoices/${invoice.invoiceNumber}/payments/${paymentId}`;

    const res = await admin.rest('DELETE', path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(`Payment of $384.95 reversed: invoice ${invoice.invoiceNumber} has $384.95 to pay.`);
    expect(res.body.invoice).toMatchObject({ status: 'unpaid', amountPaid: 0, balanceDue: 384.95, paidAt: null });
    expect(res.body.invoice.payments).toEqual([expect.objectContaining({ id: paymentId, amount: 384.95, reversedBy: 'admin', reversedAt: expect.any(String) })]);
    // The receipt sent stays among the invoice's PDFs.
    expect(res.body.invoice.documents.map((d: { reason: string }) => d.reason)).toEqual(['issued', 'receipt']);
    expect(await admin.rest('DELETE', path)).toMatchObject({ status: 409, body: { message: 'This payment was already reversed.' } });
    expect(await admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}/payments/ffffffffffffffffffffffff`)).toMatchObject({ status: 404, body: { message: 'Payment not found.' } });
    expect((await admin.rest('GET', `/api/admin/invoices?status=unpaid&invoiceNumber=${invoice.invoiceNumber}`)).body).toHaveLength(1);
  });
});

describe('over GraphQL', () => {
  it('recordInvoicePayment, payments, amountPaidCents and balanceDueCents; bad input is BAD_USER_INPUT', async () => {
    const invoice = await createInvoice(admin);
    const RECORD = `mutation($n: String!, $input: RecordPaymentInput!) {
      recordInvoicePayment(invoiceNumber: $n, input: $input) { message invoice { status partPaid amountPaidCents balanceDueCents payments { id amountCents method methodLabel paidOn reference recordedBy reversedAt } } } }`;
    const part = await admin.gql(RECORD, { n: invoice.invoiceNumber, input: { amountCents: 3_850, method: 'eftpos', reference: ' Terminal 2 ' } });
    expect(part.errors).toBeUndefined();
    expect(part.data.recordInvoicePayment.invoice).toMatchObject({ status: 'unpaid', partPaid: true, amountPaidCents: 3_850, balanceDueCents: 34_645 });
    expect(part.data.recordInvoicePayment.invoice.payments).toEqual([expect.objectContaining({ amountCents: 3_850, method: 'eftpos', methodLabel: 'EFTPOS/card', reference: 'Terminal 2', recordedBy: 'admin', reversedAt: null })]);

    const over = await admin.gql(RECORD, { n: invoice.invoiceNumber, input: { amountCents: 1_000_000, method: 'cash' } });
    expect(over.errors?.[0]).toMatchObject({ message: '$10,000.00 is more than the balance due of $346.45.', extensions: { code: 'BAD_USER_INPUT' } });

    const PAID = `mutation($n: String!, $p: PaymentDetailsInput) { markInvoicePaid(invoiceNumber: $n, payment: $p) { invoice { status balanceDueCents payments { amountCents method } documents { reason } } } }`;
    const paid = await admin.gql(PAID, { n: invoice.invoiceNumber, p: { method: 'cash' } });
    expect(paid.errors).toBeUndefined();
    expect(paid.data.markInvoicePaid.invoice).toMatchObject({ status: 'paid', balanceDueCents: 0, payments: [{ amountCents: 3_850, method: 'eftpos' }, { amountCents: 34_645, method: 'cash' }] });
    // A receipt for each payment: the part payment's, then the one that paid it in full.
    expect(paid.data.markInvoicePaid.invoice.documents).toEqual([{ reason: 'issued' }, { reason: 'receipt' }, { reason: 'receipt' }]);
  });
});
