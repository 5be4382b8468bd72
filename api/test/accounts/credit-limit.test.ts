/**
 * The credit limit of an account customer: an invoice (Generate New Invoice, Complete Job & Generate
 * Invoice) that would take their unpaid balance over it is refused with the balance and the limit,
 * before a number is taken; a service adviser cannot override it (403), an owner can; paying an
 * invoice makes room again.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { fetchRaw, invoiceRequest, parseCsv } from '../invoices/invoices-factory.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { staffMember } from '../time-clock/time-clock-staff.js';
import { accountCustomer, sql } from './accounts-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

const OVER = (total: string, from: string, to: string, limit: string) =>
  `This invoice of ${total} would take the customer’s unpaid balance from ${from} to ${to}, over their credit limit of ${limit}. An owner can issue it anyway.`;

/** A request for an invoice of `dollars` + 10 % GST to the customer of `email`. */
const invoiceOf = (email: string, dollars: number, extra: Record<string, unknown> = {}) =>
  invoiceRequest({ customerEmail: email, customerName: 'Dana Fleet', invoiceItems: [{ description: 'Fleet service', quantity: 1, unitPrice: dollars }], ...extra });

const lastNumber = async () => Number((await sql(t, 'select max(number) as n from invoice'))[0]!.n);

describe('the credit limit', () => {
  it('refuses a new invoice over it (naming the balance and limit, no number taken), lets an owner override it, and frees room when paid', async () => {
    const email = 'credit.limit@example.com';
    // The first invoice ($44.00) makes the customer; then the limit is $500.00.
    await accountCustomer(admin, email, { company: 'Altona Cabs', accountTerms: { days: 30 }, creditLimit: 500 });
    const first = await admin.rest('POST', '/api/admin/generate-invoice', invoiceOf(email, 400)); // $440.00: $484.00 owing
    expect(first.status, JSON.stringify(first.body)).toBe(201);

    const before = await lastNumber();
    const refused = await admin.rest('POST', '/api/admin/generate-invoice', invoiceOf(email, 100)); // $110.00 more
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(OVER('$110.00', '$484.00', '$594.00', '$500.00'));
    expect(refused.body).toMatchObject({ unpaidBalanceCents: 48400, creditLimitCents: 50000, invoiceTotalCents: 11000 });
    const viaGraphql = await admin.gql(
      'mutation ($input: GenerateInvoiceInput!) { generateInvoice(input: $input) { invoice { invoiceNumber } } }',
      { input: { customerEmail: email, customerName: 'Dana Fleet', carRego: 'CL 1', invoiceItems: [{ description: 'Tyre', quantity: 1, unitPrice: 100 }] } },
    );
    expect(viaGraphql.errors?.[0]?.message).toBe(OVER('$110.00', '$484.00', '$594.00', '$500.00'));
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Up to the limit exactly is fine.
    const exactly = await admin.rest('POST', '/api/admin/generate-invoice', invoiceOf(email, 14.54, { gstIncluded: false })); // $15.99 → $499.99
    expect(exactly.status, JSON.stringify(exactly.body)).toBe(201);
    expect(await lastNumber()).toBe(before + 1);

    // A service adviser may not override it; an owner may.
    const adviser = await staffMember(t, 'adviser', 'Sam Adviser');
    const notAllowed = await adviser.as.rest('POST', '/api/admin/generate-invoice', invoiceOf(email, 100, { overrideCreditLimit: true }));
    expect(notAllowed.status).toBe(403);
    expect(notAllowed.body.message).toBe('Only an owner can issue an invoice over a customer’s credit limit.');
    const overridden = await admin.rest('POST', '/api/admin/generate-invoice', invoiceOf(email, 100, { overrideCreditLimit: true }));
    expect(overridden.status, JSON.stringify(overridden.body)).toBe(201);

    // Paid, an invoice no longer counts against the limit.
    expect((await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${first.body.invoice.invoiceNumber}`, { method: 'bank_transfer' })).status).toBe(200);
    expect((await admin.rest('POST', '/api/admin/generate-invoice', invoiceOf(email, 100))).status).toBe(201); // $169.99 + $110.00 + $110.00 owing
  });

  it('dates the dashboard’s and the Xero export’s due dates by the customer’s terms', async () => {
    const email = 'credit.terms@example.com';
    await accountCustomer(admin, email, { company: 'Hoppers Crossing Hire', accountTerms: { days: 30, endOfMonth: true } });
    const res = await admin.rest('POST', '/api/admin/generate-invoice', invoiceOf(email, 100));
    expect(res.status).toBe(201);
    const { invoiceNumber, dueDate: dueOn } = res.body.invoice as { invoiceNumber: string; dueDate: string };
    expect(dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const today = await admin.gql('{ today { unpaidInvoices { invoiceNumber dueDate } } }');
    expect(today.errors).toBeUndefined();
    expect(today.data.today.unpaidInvoices.find((i: { invoiceNumber: string }) => i.invoiceNumber === invoiceNumber)).toEqual({ invoiceNumber, dueDate: dueOn });
    const issued = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
    const csv = await fetchRaw(t, `/api/admin/invoices/export/xero?from=${issued}&to=${issued}&token=${encodeURIComponent(admin.token)}`);
    expect(csv.status).toBe(200);
    const [head, ...rows] = parseCsv(csv.body.toString('utf8').replace(/^\uFEFF/, ''));
    const row = rows.find((r) => r[head!.indexOf('*InvoiceNumber')] === invoiceNumber)!;
    expect(row[head!.indexOf('*DueDate')]).toBe(`${dueOn.slice(8, 10)}/${dueOn.slice(5, 7)}/${dueOn.slice(0, 4)}`);
  });

  it('refuses Complete Job & Generate Invoice over it, the card left as it was, and completes it with an owner’s override', async () => {
    const email = 'credit.card@example.com';
    await accountCustomer(admin, email, { company: 'Tarneit Vans', creditLimit: 100 }); // $44.00 owing
    const card = await createCard(admin, { customerEmail: email, customerName: 'Dana Fleet' });
    const finalItems = [{ description: 'Clutch', quantity: 1, unitPrice: 900 }];
    // The completion dialog warns before anything is issued.
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems, revision: card.revision });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const preview = await admin.gql('query ($id: ID!) { jobCompletionPreview(jobCardId: $id) { totalCents creditLimitWarning } }', { id: card._id });
    expect(preview.errors).toBeUndefined();
    expect(preview.data.jobCompletionPreview).toEqual({ totalCents: 90000, creditLimitWarning: OVER('$900.00', '$44.00', '$944.00', '$100.00') });
    const refused = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { finalItems });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(OVER('$900.00', '$44.00', '$944.00', '$100.00'));
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.status).not.toBe('Invoiced');
    const bad = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { finalItems, overrideCreditLimit: 'yes' });
    expect(bad.status).toBe(400);
    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { finalItems, overrideCreditLimit: true });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.invoice.totalAmount).toBe(900); // the workshop's prices include GST
  });
});
