/**
 * Business (fleet and account) customers: the business's name and ABN (checked by its checksum),
 * account terms, purchase orders and credit limit, over REST and GraphQL; a customer who needs a
 * purchase order has none issued without one; the invoice prints the purchase order, the business
 * and its ABN as they were when it was issued, and the day it is due on the customer's terms.
 */
import { describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Admin, withAdminServer } from '../admin-session.js';
import { GenerateInvoiceInput } from '../../src/features/invoices/invoice.inputs.js';
import type { TestServer } from '../harness.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { createInvoice, invoiceRequest, pdfText } from '../invoices/invoices-factory.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

const PO_NEEDED = 'This customer needs a purchase order number on their invoices.';

async function documentText(documentId: string): Promise<string> {
  return pdfText((await t.app.services.documents.get(t.app.db.orm.em.fork() as EntityManager, documentId)).bytes);
}

/** A customer made as the workshop makes one (by invoicing their car), then made a business by `details`; answers its id and email. */
async function businessCustomer(email: string, details: Record<string, unknown>): Promise<string> {
  const invoice = await createInvoice(admin, { customerEmail: email, customerName: 'Dana Fleet', phoneNumber: null });
  const res = await admin.rest('PATCH', `/api/admin/customers/${invoice.customerId}`, details);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return invoice.customerId as string;
}

describe('business details', () => {
  it('takes a valid ABN with spaces and keeps its 11 digits; refuses one with a digit changed, naming the field', async () => {
    const id = await businessCustomer('abn.check@example.com', {});
    const saved = await admin.rest('PATCH', `/api/admin/customers/${id}`, { company: 'Truganina Couriers Pty Ltd', abn: '51 824 753 556' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ company: 'Truganina Couriers Pty Ltd', abn: '51824753556' });

    const refused = await admin.rest('PATCH', `/api/admin/customers/${id}`, { abn: '51 824 753 557' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('That ABN is not valid: check its 11 digits.');
    expect(refused.body.fields?.abn).toEqual(['That ABN is not valid: check its 11 digits.']);
    const tooShort = await admin.rest('PATCH', `/api/admin/customers/${id}`, { abn: '51 824 753' });
    expect(tooShort.status).toBe(400);
    // The refused edits changed nothing.
    expect((await admin.rest('GET', `/api/admin/customers/${id}`)).body.abn).toBe('51824753556');
  });

  it('round-trips the business fields over REST (credit limit in dollars) and GraphQL (in cents), and clears them', async () => {
    const id = await businessCustomer('round.trip@example.com', {
      company: 'Westgate Plumbing',
      abn: '53004085616',
      accountTerms: { days: 30, endOfMonth: true },
      poRequired: true,
      creditLimit: 5000.5,
    });
    const rest = await admin.rest('GET', `/api/admin/customers/${id}`);
    expect(rest.body).toMatchObject({ company: 'Westgate Plumbing', abn: '53004085616', accountTerms: { days: 30, endOfMonth: true }, poRequired: true, creditLimit: 5000.5 });

    const view = await admin.gql('query ($id: ID!) { customer(id: $id) { customer { company abn accountTerms { days endOfMonth } poRequired creditLimitCents } } }', { id });
    expect(view.errors).toBeUndefined();
    expect(view.data.customer.customer).toEqual({ company: 'Westgate Plumbing', abn: '53004085616', accountTerms: { days: 30, endOfMonth: true }, poRequired: true, creditLimitCents: 500050 });

    const edited = await admin.gql(
      'mutation ($id: ID!) { updateCustomer(id: $id, input: { company: "Westgate Plumbing & Gas", accountTerms: { days: 14 }, poRequired: false, creditLimit: null, abn: "" }) { company abn accountTerms { days endOfMonth } poRequired creditLimitCents } }',
      { id },
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updateCustomer).toEqual({ company: 'Westgate Plumbing & Gas', abn: null, accountTerms: { days: 14, endOfMonth: false }, poRequired: false, creditLimitCents: null });

    const badAbn = await admin.gql('mutation ($id: ID!) { updateCustomer(id: $id, input: { abn: "53 004 085 617" }) { id } }', { id });
    expect(badAbn.errors?.[0]?.message).toBe('That ABN is not valid: check its 11 digits.');
    const badTerms = await admin.rest('PATCH', `/api/admin/customers/${id}`, { accountTerms: { days: 400 } });
    expect(badTerms.status).toBe(400);
    expect(badTerms.body.message).toBe('Account terms must be a whole number of days from 0 to 180.');
    const cleared = await admin.rest('PATCH', `/api/admin/customers/${id}`, { accountTerms: null, company: null });
    expect(cleared.body).toMatchObject({ accountTerms: null, company: null });
  });
});

describe('contact people', () => {
  it('keeps a business’s contact people in their order (REST and GraphQL), refuses a bad row by its number and field, and a merge keeps both lists', async () => {
    const id = await businessCustomer('contacts.fleet@example.com', { company: 'Laverton Logistics' });
    const saved = await admin.rest('PATCH', `/api/admin/customers/${id}`, {
      contacts: [
        { name: 'Priya Nair', role: 'Fleet manager', email: 'priya@laverton.example', phone: '0412 345 001' },
        { name: ' Sam  Accounts ', role: 'Accounts payable', email: 'accounts@laverton.example', accounts: true },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.contacts).toEqual([
      { name: 'Priya Nair', role: 'Fleet manager', email: 'priya@laverton.example', phone: '+61412345001', accounts: false },
      { name: 'Sam Accounts', role: 'Accounts payable', email: 'accounts@laverton.example', phone: null, accounts: true },
    ]);
    const view = await admin.gql('query ($id: ID!) { customer(id: $id) { customer { contacts { name role email phone } } } }', { id });
    expect(view.errors).toBeUndefined();
    expect(view.data.customer.customer.contacts.map((c: { name: string }) => c.name)).toEqual(['Priya Nair', 'Sam Accounts']);

    const badEmail = await admin.rest('PATCH', `/api/admin/customers/${id}`, { contacts: [{ name: 'Priya Nair' }, { name: 'Driver', email: 'not-an-address' }] });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Contact person 2: Please enter a valid email address.');
    expect(badEmail.body.fields).toEqual({ 'contacts.1.email': ['Please enter a valid email address.'] });
    const noName = await admin.gql('mutation ($id: ID!) { updateCustomer(id: $id, input: { contacts: [{ name: "  ", phone: "0412 345 002" }] }) { id } }', { id });
    expect(noName.errors?.[0]?.message).toBe('Contact person 1: Please enter their name.');
    const badPhone = await admin.rest('PATCH', `/api/admin/customers/${id}`, { contacts: [{ name: 'Driver', phone: '12' }] });
    expect([badPhone.status, badPhone.body.message]).toEqual([400, 'Contact person 1: Please enter a valid phone number.']);
    const accountsWithoutEmail = await admin.rest('PATCH', `/api/admin/customers/${id}`, { contacts: [{ name: 'Sam Accounts', accounts: true }] });
    expect([accountsWithoutEmail.status, accountsWithoutEmail.body.fields]).toEqual([400, { 'contacts.0.email': ['Statements and overdue reminders need their email address.'] }]);
    const tooMany = await admin.rest('PATCH', `/api/admin/customers/${id}`, { contacts: Array.from({ length: 21 }, (_, i) => ({ name: `Driver ${i}` })) });
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'A customer has at most 20 contact people.']);
    // The refused edits changed nothing.
    expect((await admin.rest('GET', `/api/admin/customers/${id}`)).body.contacts).toHaveLength(2);

    // Staff find the business by its name, or by a contact person's name, role or phone in any form.
    const found = async (q: string) => ((await admin.rest('GET', `/api/admin/customers?q=${encodeURIComponent(q)}`)).body as Array<{ _id: string }>).map((c) => c._id);
    for (const q of ['laverton log', 'Priya', 'accounts payable', '0412 345 001', '+61 412 345 001']) expect(await found(q), q).toContain(id);
    expect(await found('Priyanka')).not.toContain(id);

    // A second record of the same business, merged in: its people join the list, a person on both once.
    const other = await businessCustomer('contacts.other@example.com', { contacts: [{ name: 'Sam Accounts', role: 'Accounts payable', email: 'accounts@laverton.example' }, { name: 'Lee Driver', phone: '0412 345 003' }] });
    const merged = await admin.rest('POST', `/api/admin/customers/${id}/merge`, { otherId: other });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.contacts.map((c: { name: string }) => c.name)).toEqual(['Priya Nair', 'Sam Accounts', 'Lee Driver']);

    const cleared = await admin.rest('PATCH', `/api/admin/customers/${id}`, { contacts: null });
    expect(cleared.body.contacts).toEqual([]);
  });
});

describe('purchase orders and terms on invoices', () => {
  it('refuses a PO-required customer’s invoice without a purchase order (nothing issued), and issues it with one', async () => {
    const email = 'fleet.po@example.com';
    const id = await businessCustomer(email, { company: 'Laverton Taxis', abn: '53 004 085 616', poRequired: true });
    const before = await admin.rest('GET', `/api/admin/customers/${id}`);

    const refused = await admin.rest('POST', '/api/admin/generate-invoice', invoiceRequest({ customerEmail: email, customerName: 'Dana Fleet' }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PO_NEEDED);
    const viaGraphql = await admin.gql(
      'mutation ($input: GenerateInvoiceInput!) { generateInvoice(input: $input) { invoice { invoiceNumber } } }',
      { input: { customerEmail: email, customerName: 'Dana Fleet', carRego: 'PO 1', invoiceItems: [{ description: 'Tyre', quantity: 1, unitPrice: 180 }], purchaseOrder: '  ' } },
    );
    expect(viaGraphql.errors?.[0]?.message).toBe(PO_NEEDED);
    const after = await admin.rest('GET', `/api/admin/customers/${id}`);
    expect(after.body.invoices).toHaveLength(before.body.invoices.length);

    const issued = await createInvoice(admin, { customerEmail: email, customerName: 'Dana Fleet', purchaseOrder: 'PO-77812' });
    expect(issued).toMatchObject({ purchaseOrder: 'PO-77812', customerCompany: 'Laverton Taxis', customerAbn: '53004085616', customerId: id });
    const text = await documentText(issued.documentId);
    expect(text).toContain('PO-77812');
    expect(text).toContain('Laverton Taxis');
    expect(text).toContain('ABN 53 004 085 616');
    // The email's subject quotes the purchase order too.
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email) && Boolean(m.subject?.includes(issued.invoiceNumber)));
    expect(mail.subject).toBe(`Tax Invoice ${issued.invoiceNumber} from Truganina Auto Care (PO PO-77812)`);
  });

  it('completes a job card for a PO-required customer only with a purchase order, and its copies keep the business as issued', async () => {
    const email = 'fleet.card@example.com';
    const id = await businessCustomer(email, { company: 'Derrimut Freight', abn: '33051775556', poRequired: true });
    const card = await createCard(admin, { customerEmail: email, customerName: 'Dana Fleet' });
    const items = { finalItems: [{ description: 'Service', quantity: 1, unitPrice: 250 }] };
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { ...items, revision: card.revision });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The completion dialog is told a purchase order is needed.
    const preview = await admin.gql('query ($id: ID!) { jobCompletionPreview(jobCardId: $id) { poRequired } }', { id: card._id });
    expect(preview.data?.jobCompletionPreview.poRequired, JSON.stringify(preview.errors)).toBe(true);
    const refused = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, items);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PO_NEEDED);
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.status).not.toBe('invoiced');

    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { ...items, purchaseOrder: 'DF-2291' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.invoice).toMatchObject({ purchaseOrder: 'DF-2291', customerCompany: 'Derrimut Freight', customerAbn: '33051775556' });

    // The business renamed later: the invoice and a fresh copy of it still say what it was issued with.
    await admin.rest('PATCH', `/api/admin/customers/${id}`, { company: 'Derrimut Logistics', abn: '53004085616' });
    const copy = await admin.rest('POST', `/api/admin/jobcards/${card._id}/regenerate-invoice`, { email: false });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    expect(copy.body.invoice).toMatchObject({ customerCompany: 'Derrimut Freight', customerAbn: '33051775556' });
    const text = await documentText(copy.body.invoice.documentId);
    expect(text).toContain('Derrimut Freight');
    expect(text).toContain('ABN 33 051 775 556');
    expect(text).toContain('DF-2291');
    expect(text).not.toContain('Derrimut Logistics');
  });

  it('is due 30 days after the end of the invoice’s month: issued 15 Dec 2026 on 30 days end of month, due 30 Jan 2027', async () => {
    const email = 'fleet.terms@example.com';
    await businessCustomer(email, { company: 'Point Cook Pools', accountTerms: { days: 30, endOfMonth: true } });
    // 11:00 on 15 December in Melbourne.
    // 11:00 on 15 December in Melbourne (issued by the service: a session signed in today would have expired by then).
    t.clock.set('2026-12-15T00:00:00Z');
    let issued: { invoiceNumber: string };
    try {
      const input = Object.assign(new GenerateInvoiceInput(), { ...invoiceRequest({ customerEmail: email, customerName: 'Dana Fleet' }), invoiceItems: [{ description: 'Pool van service', quantity: 1, unitPrice: 320 }] });
      ({ invoice: issued } = await t.app.services.invoices.create(t.app.db.orm.em.fork() as EntityManager, input));
    } finally {
      t.clock.reset();
    }
    const invoice = (await admin.rest('GET', `/api/admin/invoices/${issued.invoiceNumber}`)).body;
    expect(invoice.issueDate).toBe('2026-12-15T00:00:00.000Z');
    expect(invoice.dueDate).toBe('2027-01-30');
    const text = await documentText(invoice.documentId);
    expect(text).toContain('Due 30/01/2027');
    expect(text).toContain('Payment is due by 30/01/2027, on your account terms.');
    // A customer without terms: no due date of their own.
    const plain = await createInvoice(admin);
    expect(plain.dueDate).toBeNull();
  });
});
