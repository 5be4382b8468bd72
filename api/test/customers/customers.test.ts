/** Customers: matched from every source by email or phone, listed and searched, edited, merged (REST and GraphQL). */
import { beforeAll, describe, expect, it } from 'vitest';
import { emailKey, phoneKey } from '../../src/shared/phone.js';
import { type Admin, signIn, withAdminServer } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import type { TestServer } from '../harness.js';
import { createInvoice } from '../invoices/invoices-factory.js';
import { createCard } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false });

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(text, params);

async function contact(fields: Record<string, unknown>) {
  const res = await t.rest('POST', '/api/contact', { name: 'Someone', message: 'Do you fit tow bars?', ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('matching', () => {
  it('finds one customer from a booking, a job card, an invoice and a message by email (any case, trailing space); without an email, by phone (any form)', async () => {
    const booked = await t.rest('POST', '/api/appointments', appointmentRequest({ fullName: 'Pat Morgan', email: 'Pat.Morgan@Example.com ', phone: '0412 111 222', registration: 'PAT 01' }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const customerId = booked.body.appointment?.customerId ?? booked.body.customerId;
    expect(customerId).toMatch(/^[0-9a-f]{24}$/);
    const [stored] = await sql<{ email: string; customer_id: string }>('select email, customer_id from appointment where _id = ?', [booked.body.appointment?._id ?? booked.body._id]);
    expect(stored).toEqual({ email: 'Pat.Morgan@Example.com', customer_id: customerId });

    const card = await createCard(admin, { customerName: 'Pat Morgan', customerEmail: 'pat.morgan@example.com', customerPhone: '+61 412 111 222', carRego: 'pat01' });
    expect(card.customerId).toBe(customerId);
    const invoice = await createInvoice(admin, { customerName: 'P. Morgan', customerEmail: 'PAT.MORGAN@example.com', phoneNumber: '61412111222', carRego: 'PAT01' });
    expect((invoice as unknown as { customerId: string }).customerId).toBe(customerId);
    const message = await contact({ name: 'Pat', email: ' pat.morgan@EXAMPLE.com', phone: '' });
    const [row] = await sql<{ customer_id: string }>('select customer_id from contact_query where _id = ?', [message._id]);
    expect(row.customer_id).toBe(customerId);
    // Without an email (a booking taken by phone), the number in any form finds them.
    const [byPhone] = await sql<{ id: string }>('select customer_for(null, ?, ?) as id', ['+61 (0)412 111 222', 'Pat']);
    expect(byPhone.id).toBe(customerId);
    // Another address is another person, even with the same phone (a family's shared number); staff merge two records of one person.
    const partner = await contact({ name: 'Sam Morgan', email: 'sam.morgan@example.com', phone: '0412 111 222' });
    const [partnerRow] = await sql<{ customer_id: string }>('select customer_id from contact_query where _id = ?', [partner._id]);
    expect(partnerRow.customer_id).not.toBe(customerId);

    const res = await admin.rest('GET', `/api/admin/customers/${customerId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: customerId, name: 'Pat Morgan', email: 'Pat.Morgan@Example.com', phone: '+61412111222' });
    expect(res.body.timeline.map((e: { kind: string }) => e.kind).sort()).toEqual(['appointment', 'invoice', 'jobCard', 'message']);
    expect(res.body.name).toBe('Pat Morgan');
    expect(res.body.vehicles.map((v: { rego: string }) => v.rego)).toEqual(['PAT01']);
    expect(res.body.vehicles[0]).toMatchObject({ make: 'Toyota', model: 'Hilux', year: 2019 });
    expect(res.body.totalSpent).toBe(invoice.totalAmount);
    expect(res.body.outstanding).toBe(invoice.totalAmount);
    expect(res.body.paid).toBe(0);
    expect(res.body.messages).toHaveLength(1);
  });

  it('makes a new customer for a new email and a new number, and a quote belongs to its job card’s customer', async () => {
    const a = await createCard(admin, { customerEmail: 'first.person@example.com', customerPhone: '0400 000 001' });
    const b = await createCard(admin, { customerEmail: 'second.person@example.com', customerPhone: '0400 000 002' });
    expect(a.customerId).not.toBe(b.customerId);
    const quote = await admin.rest('POST', `/api/admin/jobcards/${a._id}/generate-quote`, { items: [{ description: 'Oil', quantity: 1, estimateCost: 80 }] });
    expect(quote.status).toBe(200);
    const [row] = await sql<{ customer_id: string }>('select customer_id from quote where job_card_id = ?', [a._id]);
    expect(row.customer_id).toBe(a.customerId);
  });

  it('moves a job card (and its quotes) to the right customer when its email is corrected', async () => {
    const right = await createCard(admin, { customerEmail: 'right.person@example.com', customerPhone: '0400 000 011' });
    const card = await createCard(admin, { customerEmail: 'typo.persn@example.com', customerPhone: '0400 000 012' });
    await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: [{ description: 'Oil', quantity: 1, estimateCost: 80 }] });
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { customerEmail: 'Right.Person@example.com' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.customerId).toBe(right.customerId);
    const [row] = await sql<{ customer_id: string }>('select customer_id from quote where job_card_id = ?', [card._id]);
    expect(row.customer_id).toBe(right.customerId);
  });

  it('makes exactly one customer when the same new person writes from several places at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? contact({ email: 'Rush.Hour@example.com', phone: '0499 999 999' }) : createCard(admin, { customerEmail: 'rush.hour@example.com ', customerPhone: '0499999999' }))),
    );
    const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from customer_key where key in ('email:rush.hour@example.com', 'phone:+61499999999')");
    expect(n).toBe(2);
    const [{ owners }] = await sql<{ owners: number }>("select count(distinct customer_id)::int as owners from customer_key where key like '%rush.hour%' or key = 'phone:+61499999999'");
    expect(owners).toBe(1);
    const [{ customers }] = await sql<{ customers: number }>("select count(*)::int as customers from customer where lower(email) = 'rush.hour@example.com'");
    expect(customers).toBe(1);
    expect(results).toHaveLength(12);
  });

  it('reads phone numbers the same way in the database and in the api', async () => {
    const cases = ['0412 345 678', '+61 412 345 678', '61412345678', '+61 (0)412 345 678', '(03) 9123 4567', '+44 20 7946 0958', '12345', '', 'call me', '0012 345 678'];
    for (const phone of cases) {
      const [{ key }] = await sql<{ key: string | null }>('select customer_phone_key(?) as key', [phone]);
      expect(key, phone).toBe(phoneKey(phone));
    }
    expect(phoneKey('0412 345 678')).toBe('+61412345678');
    expect(phoneKey('+61 (0)412 345 678')).toBe('+61412345678');
    expect(phoneKey('(03) 9123 4567')).toBe('+61391234567');
  });

  it('reads email addresses the same way in the database and in the api', async () => {
    const cases = ['Rush.Hour@Example.com', '  rush.hour@example.com\t', 'RUSH@EXAMPLE.COM ', '', '   ', 'Ünïcode@Example.com'];
    for (const email of cases) {
      const [{ key }] = await sql<{ key: string | null }>('select customer_email_key(?) as key', [email]);
      expect(key, JSON.stringify(email)).toBe(emailKey(email));
    }
    expect(emailKey('  Rush.Hour@Example.com ')).toBe('rush.hour@example.com');
    expect(emailKey('   ')).toBeNull();
  });
});

describe('the list and search', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    ids = {};
    for (const [name, email, phone, rego] of [
      ['Quinn Searchable', 'quinn@search.example', '0433 221 100', 'QSR 123'],
      ['Robin Findme', 'robin@search.example', '0433 221 200', 'RFM 456'],
    ]) {
      const card = await createCard(admin, { customerName: name, customerEmail: email, customerPhone: phone, carRego: rego });
      ids[name] = card.customerId;
    }
  });

  const search = async (q: string) => {
    const res = await admin.rest('GET', `/api/admin/customers?q=${encodeURIComponent(q)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.map((c: { _id: string }) => c._id) as string[];
  };

  it('finds a customer by part of the name or email, by phone in any form or its last 6 digits, and by part of a rego', async () => {
    expect(await search('searchable')).toEqual([ids['Quinn Searchable']]);
    expect(await search('robin@SEARCH')).toEqual([ids['Robin Findme']]);
    expect(await search('+61 433 221 100')).toEqual([ids['Quinn Searchable']]);
    expect(await search('221 200')).toEqual([ids['Robin Findme']]);
    expect(await search('rfm4')).toEqual([ids['Robin Findme']]);
    expect(await search('zzz-nobody')).toEqual([]);
  });

  it('finds by part of a rego everyone who booked that vehicle, its later owner too', async () => {
    const booked = await t.rest('POST', '/api/appointments', appointmentRequest({ fullName: 'Sam Booker', email: 'sam@booker.example', phone: '0433 221 300', registration: 'bkg 789' }));
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const [{ customer_id: booker }] = await sql<{ customer_id: string }>('select customer_id from appointment where _id = ?', [booked.body.appointment._id]);
    expect(await search('kg78')).toEqual([booker]);
    const later = await createCard(admin, { customerName: 'Lee Later', customerEmail: 'lee@later.example', customerPhone: '0433 221 400', carRego: 'BKG789' });
    expect((await search('BKG 7')).sort()).toEqual([booker, later.customerId].sort());
  });

  it('pages newest activity first with a Link header, and refuses bad paging', async () => {
    const first = await fetch(`${t.url}/api/admin/customers?q=search.example&limit=1`, { headers: { authorization: `Bearer ${await signIn(t)}` } });
    expect(first.status).toBe(200);
    const page1 = (await first.json()) as Array<{ _id: string }>;
    expect(page1.map((c) => c._id)).toEqual([ids['Robin Findme']]);
    const link = first.headers.get('link');
    expect(link).toMatch(/rel="next"/);
    const next = /<([^>]+)>/.exec(link!)![1];
    const second = await admin.rest('GET', next.replace(/^https?:\/\/[^/]+/, ''));
    expect(second.body.map((c: { _id: string }) => c._id)).toEqual([ids['Quinn Searchable']]);
    expect((await admin.rest('GET', '/api/admin/customers?limit=0')).status).toBe(400);
    expect((await admin.rest('GET', '/api/admin/customers?cursor=nonsense')).status).toBe(400);
    expect((await t.rest('GET', '/api/admin/customers')).status).toBe(401);
  });

  it('answers the same over GraphQL', async () => {
    const res = await admin.gql('query ($q: String) { customers(filter: { q: $q }, limit: 5) { items { id name phone } nextCursor } }', { q: '0433 221 100' });
    expect(res.errors).toBeUndefined();
    expect(res.data.customers).toEqual({ items: [{ id: ids['Quinn Searchable'], name: 'Quinn Searchable', phone: '+61433221100' }], nextCursor: null });
  });
});

describe('editing and merging', () => {
  it('edits the details; a new email then finds the customer; another customer’s email or a bad phone is refused', async () => {
    const a = await createCard(admin, { customerName: 'Edit Me', customerEmail: 'edit.me@example.com', customerPhone: '0400 000 021' });
    const other = await createCard(admin, { customerEmail: 'taken@example.com', customerPhone: '0400 000 022' });
    const res = await admin.rest('PATCH', `/api/admin/customers/${a.customerId}`, { name: 'Edith Me', email: 'edith@example.com ', phone: '+61 400 000 023', notes: 'Prefers SMS.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ name: 'Edith Me', email: 'edith@example.com', phone: '+61400000023', notes: 'Prefers SMS.' });
    const later = await createCard(admin, { customerEmail: 'EDITH@example.com', customerPhone: '0400 000 024' });
    expect(later.customerId).toBe(a.customerId);

    const taken = await admin.rest('PATCH', `/api/admin/customers/${a.customerId}`, { email: 'taken@example.com' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/already has this email address: merge the two customers instead/);
    for (const body of [{ phone: 'not a phone' }, { email: 'nope' }, { name: ' ' }, { notes: 'x'.repeat(5001) }]) {
      const bad = await admin.rest('PATCH', `/api/admin/customers/${a.customerId}`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message).toBeTruthy();
    }
    const unchanged = await admin.rest('GET', `/api/admin/customers/${a.customerId}`);
    expect(unchanged.body).toMatchObject({ name: 'Edith Me', email: 'edith@example.com', phone: '+61400000023' });
    expect((await admin.rest('PATCH', `/api/admin/customers/${'f'.repeat(24)}`, { name: 'X' })).status).toBe(404);
    expect(other.customerId).not.toBe(a.customerId);
  });

  it('merges a second record of one person: everything moves, the second is gone, its email still finds the first', async () => {
    const keep = await createCard(admin, { customerName: 'Sam Keep', customerEmail: 'sam@keep.example', customerPhone: '0400 000 031' });
    const gone = await createCard(admin, { customerName: 'Sam K', customerEmail: 'sam@old.example', customerPhone: '0400 000 032' });
    await admin.rest('POST', `/api/admin/jobcards/${gone._id}/generate-quote`, { items: [{ description: 'Oil', quantity: 1, estimateCost: 80 }] });
    const invoice = await createInvoice(admin, { customerEmail: 'sam@old.example', phoneNumber: '0400 000 032' });
    await contact({ email: 'sam@old.example' });
    await admin.rest('PATCH', `/api/admin/customers/${gone.customerId}`, { notes: 'Second car is a ute.' });

    const self = await admin.rest('POST', `/api/admin/customers/${keep.customerId}/merge`, { otherId: keep.customerId });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('A customer cannot be merged into itself.');
    expect((await admin.rest('POST', `/api/admin/customers/${keep.customerId}/merge`, { otherId: 'a'.repeat(24) })).status).toBe(404);

    const res = await admin.rest('POST', `/api/admin/customers/${keep.customerId}/merge`, { otherId: gone.customerId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ _id: keep.customerId, name: 'Sam Keep', email: 'sam@keep.example', notes: 'Second car is a ute.' });
    expect((await admin.rest('GET', `/api/admin/customers/${gone.customerId}`)).status).toBe(404);
    const view = await admin.rest('GET', `/api/admin/customers/${keep.customerId}`);
    expect(view.body.timeline.map((e: { kind: string }) => e.kind).sort()).toEqual(['invoice', 'jobCard', 'jobCard', 'message', 'quote']);
    // The documents keep what was printed on them.
    const printed = await admin.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}`);
    expect(printed.body).toMatchObject({ customerEmail: 'sam@old.example', customerId: keep.customerId });
    for (const table of ['appointment', 'job_card', 'quote', 'invoice', 'contact_query', 'customer_key']) {
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from ${table} where customer_id = ?`, [gone.customerId]);
      expect(n, table).toBe(0);
    }
    const again = await createCard(admin, { customerEmail: 'Sam@Old.example', customerPhone: '0400 000 033' });
    expect(again.customerId).toBe(keep.customerId);
  });

  it('merges and edits over GraphQL', async () => {
    const a = await createCard(admin, { customerEmail: 'gql.a@example.com', customerPhone: '0400 000 041' });
    const b = await createCard(admin, { customerEmail: 'gql.b@example.com', customerPhone: '0400 000 042' });
    const edit = await admin.gql('mutation ($id: ID!) { updateCustomer(id: $id, input: { notes: "VIP" }) { id notes } }', { id: a.customerId });
    expect(edit.data.updateCustomer).toEqual({ id: a.customerId, notes: 'VIP' });
    const merged = await admin.gql('mutation ($id: ID!, $other: ID!) { mergeCustomers(id: $id, otherId: $other) { id } }', { id: a.customerId, other: b.customerId });
    expect(merged.data.mergeCustomers).toEqual({ id: a.customerId });
    const view = await admin.gql('query ($id: ID!) { customer(id: $id) { customer { id } jobCards { id customerId } timeline { kind } } }', { id: a.customerId });
    expect(view.data.customer.jobCards.map((c: { customerId: string }) => c.customerId)).toEqual([a.customerId, a.customerId]);
    const bad = await admin.gql('mutation ($id: ID!) { mergeCustomers(id: $id, otherId: $id) { id } }', { id: a.customerId });
    expect(bad.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});
