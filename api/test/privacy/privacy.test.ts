/**
 * A customer's data on request: the export holds every record the workshop has of them (the ZIP
 * unzipped and compared with what the API lists), and an erasure, confirmed by their name, leaves
 * none of their details in any table (every text column read, and on PostgreSQL a pg_dump) or
 * stored file, except their tax invoices of the last five years, which stay as issued but leave
 * the lists and searches; the audit trail says what was done. Retention de-identifies old messages.
 */
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, withAdminServer, type Admin } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import type { TestServer } from '../harness.js';
import { createInvoice, sha256 } from '../invoices/invoices-factory.js';
import { createCard } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => {
  t = server;
  admin = signedIn;
});

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

const PERSON = { name: 'Harriet Quixwell', email: 'harriet.quixwell@example.com', phone: '0491 570 156', rego: 'HQX481' };
/** How their details may be written anywhere: as typed, and as the database keeps them. */
const NEEDLES = ['quixwell', 'harriet.quixwell@example.com', '0491 570 156', '0491570156', '+61491570156', '491570156'];

/** The machine's PostgreSQL client (the test is skipped without one). */
const PG_DUMP = process.env.PG_DUMP ?? 'pg_dump';

let customerId: string;
let keptInvoice: { _id: string; invoiceNumber: string; documentId: string };
let oldInvoice: { _id: string; documentId: string };
let cardId: string;
/** A second job card of theirs, never invoiced: its photo and quote go with the erasure. */
let otherCardId: string;
const photos: { kept?: string; gone?: string } = {};
let quoteDocumentId: string;
/** The roadworthy photo of the card never invoiced: it goes with the erasure. */
let roadworthyPhoto: { id: string; imageDocumentId: string };
/** An inspection photo of another customer's card that their vehicle's recommended work was quoted with. */
let quotedPhotoDocumentId: string;

/** A photo of an item of the card's inspection (the digital one, or the roadworthy one): its id and stored image. */
async function uploadPhoto(cardId: string, checklist: 'inspection' | 'roadworthy' = 'inspection', item = 'brake-pads'): Promise<{ id: string; imageDocumentId: string }> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 90, b: 160 } } }).jpeg().toBuffer();
  const form = new FormData();
  form.set('item', item);
  form.set('photo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'pads.jpg');
  const res = await fetch(`${t.url}/api/admin/jobcards/${cardId}/${checklist}/photos`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  const [row] = await sql<{ _id: string; image_document_id: string }>(`select _id, image_document_id from ${checklist}_photo where job_card_id = ? order by created_at desc limit 1`, [cardId]);
  return { id: row._id, imageDocumentId: row.image_document_id };
}

async function fetchExport(id: string) {
  const res = await fetch(`${t.url}/api/admin/customers/${id}/export`, { headers: { authorization: `Bearer ${admin.token}` } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** Every row of every table whose text (any text, JSON or bytes column) holds one of the needles: table, row id and the row's text. */
async function rowsNaming(): Promise<Array<{ table: string; id: string | null; text: string }>> {
  const columns = await sql<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'bytea', 'ARRAY')`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of columns) {
    const expr = c.data_type === 'bytea' ? `encode("${c.column_name}", 'escape')` : `"${c.column_name}"::text`;
    byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), `coalesce(${expr}, '')`]);
  }
  const withId = new Set(columns.filter((c) => c.column_name === '_id').map((c) => c.table_name));
  const found: Array<{ table: string; id: string | null; text: string }> = [];
  for (const [table, exprs] of byTable) {
    const rows = await sql<{ id: string | null; text: string }>(`select ${withId.has(table) ? '_id' : 'null'} as id, concat_ws(' | ', ${exprs.join(', ')}) as text from "${table}"`);
    for (const row of rows) if (NEEDLES.some((n) => row.text.toLowerCase().includes(n))) found.push({ table, id: row.id, text: row.text });
  }
  return found;
}

beforeAll(async () => {
  const booked = await t.rest('POST', '/api/appointments', appointmentRequest({ fullName: PERSON.name, email: PERSON.email, phone: PERSON.phone, registration: PERSON.rego, issueDescription: 'Harriet here: rattle from the back.' }));
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  const contact = await t.rest('POST', '/api/contact', { name: PERSON.name, email: PERSON.email, phone: PERSON.phone, message: 'Can you look at my Corolla? Harriet' });
  expect(contact.status, JSON.stringify(contact.body)).toBeLessThan(300);
  const card = await createCard(admin, { customerName: PERSON.name, customerEmail: PERSON.email, customerPhone: PERSON.phone, carRego: PERSON.rego });
  cardId = card._id;
  otherCardId = (await createCard(admin, { customerName: PERSON.name, customerEmail: PERSON.email, customerPhone: PERSON.phone, carRego: PERSON.rego }))._id;
  photos.kept = (await uploadPhoto(cardId)).imageDocumentId;
  photos.gone = (await uploadPhoto(otherCardId)).imageDocumentId;
  // The second card is also a roadworthy inspection: a photo of an item, and a note that names her.
  expect((await admin.rest('POST', `/api/admin/jobcards/${otherCardId}/roadworthy`, {})).status).toBe(201);
  const saved = await admin.rest('PUT', `/api/admin/jobcards/${otherCardId}/roadworthy`, { items: [{ key: 'park-brake', result: 'fail', note: 'Harriet Quixwell says it slips on her driveway' }] });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  roadworthyPhoto = await uploadPhoto(otherCardId, 'roadworthy', 'park-brake');
  // Work recommended on the vehicle, quoted with a photo of an earlier job of someone else's.
  const earlier = await createCard(admin, { customerName: 'Earlier Owner', customerEmail: 'earlier.owner@example.com', carRego: 'EAR001' });
  const earlierPhoto = await uploadPhoto(earlier._id);
  quotedPhotoDocumentId = earlierPhoto.imageDocumentId;
  await sql(
    `insert into recommended_work (_id, rego_key, job_card_id, quote_id, quote_number, line_index, description, quantity, unit_price_cents, quoted_cents, prices_include_gst, photo_refs, declined_at, declined_on, status)
     values ('abcdefabcdefabcdefabcdef', ?, ?, 'abcdefabcdefabcdefabcde0', 'Q000999', 0, 'Replace the rear brake pads', 1, 14900, 14900, true, ?, now(), current_date, 'open')`,
    [PERSON.rego, earlier._id, JSON.stringify([{ id: earlierPhoto.id, width: 64, height: 48 }])],
  );
  const quote = await admin.rest('POST', `/api/admin/jobcards/${otherCardId}/generate-quote`, { items: [{ description: 'Rear brake pads', quantity: 1, estimateCost: 149 }] });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  quoteDocumentId = (await sql<{ document_id: string }>('select document_id from quote where job_card_id = ?', [otherCardId]))[0].document_id;
  keptInvoice = await createInvoice(admin, { customerName: PERSON.name, customerEmail: PERSON.email, phoneNumber: PERSON.phone, carRego: PERSON.rego });
  // The kept invoice is the first card's (as completing that job would have made it).
  await sql('update invoice set job_card_id = ? where _id = ?', [cardId, keptInvoice._id]);
  const old = await createInvoice(admin, { customerName: PERSON.name, customerEmail: PERSON.email, phoneNumber: PERSON.phone, carRego: PERSON.rego });
  oldInvoice = old;
  await sql(`update invoice set issued_at = now() - interval '6 years' where _id = ?`, [old._id]);
  // Someone else, who must be left as they are.
  await createInvoice(admin, { customerName: 'Other Person', customerEmail: 'other.person@example.com', phoneNumber: '0400 000 001' });
  const [row] = await sql<{ customer_id: string }>('select customer_id from invoice where _id = ?', [keptInvoice._id]);
  customerId = row.customer_id;
});

describe('customer export', () => {
  it('is owners’ only ZIP with a summary, every record kind as JSON, and the stored documents', async () => {
    const page = (await admin.rest('GET', `/api/admin/customers/${customerId}`)).body;
    const res = await fetchExport(customerId);
    expect(res.status).toBe(200);
    expect(res.type).toBe('application/zip');
    expect(res.disposition).toMatch(/attachment; filename="customer-[0-9a-f]{24}-\d{4}-\d{2}-\d{2}\.zip"/);
    const files = unzipSync(res.bytes);
    const names = Object.keys(files);
    expect(names).toContain('summary.pdf');
    expect(Buffer.from(files['summary.pdf'].subarray(0, 5)).toString()).toBe('%PDF-');
    const json = (name: string) => JSON.parse(Buffer.from(files[`records/${name}.json`]).toString()) as Array<Record<string, any>>;
    const customer = JSON.parse(Buffer.from(files['records/customer.json']).toString());
    expect(customer).toMatchObject({ name: PERSON.name, email: PERSON.email });
    // Every record the customer page lists is in the export, and no other.
    expect(json('appointments').map((a) => a._id).sort()).toEqual(page.appointments.map((a: any) => a._id).sort());
    expect(json('job_cards').map((c) => c._id).sort()).toEqual(page.jobCards.map((c: any) => c._id).sort());
    expect(json('invoices').map((i) => i._id).sort()).toEqual([keptInvoice._id, oldInvoice._id].sort());
    expect(json('contact_messages').map((m) => m._id).sort()).toEqual(page.messages.map((m: any) => m._id).sort());
    expect(json('vehicles').map((v) => v.regoKey)).toEqual([PERSON.rego]);
    for (const kind of ['customer_keys', 'quotes', 'invoice_payments', 'invoice_copies', 'adjustment_notes', 'texts', 'reminders', 'inspection_items', 'inspection_photos', 'roadworthy_inspections', 'roadworthy_photos', 'recommended_work', 'courtesy_loans']) {
      expect(Array.isArray(json(kind)), kind).toBe(true);
    }
    expect(json('customer_keys').map((k) => k.key)).toContain(`email:${PERSON.email}`);
    // The invoices' PDFs, byte for byte as stored.
    for (const invoice of [keptInvoice, oldInvoice]) {
      const name = names.find((n) => n.startsWith(`documents/invoices/${invoice.documentId}-`));
      expect(name, invoice.documentId).toBeDefined();
      const [stored] = await sql<{ sha256: string }>('select sha256 from document where _id = ?', [invoice.documentId]);
      expect(sha256(files[name!])).toBe(stored.sha256);
    }
    expect(json('quotes')).toHaveLength(1);
    // Their cards' two inspection photos, and the one their vehicle's recommended work was quoted with.
    expect(json('inspection_photos')).toHaveLength(3);
    expect(names.some((n) => n.startsWith(`documents/quotes/${quoteDocumentId}-`))).toBe(true);
    expect(names.filter((n) => n.startsWith('documents/photos/'))).toHaveLength(3);
    expect(names.some((n) => n.startsWith(`documents/photos/${quotedPhotoDocumentId}-`))).toBe(true);
    // The roadworthy inspection with its items and the note, its photo as a record and as the stored image.
    expect(json('roadworthy_inspections')).toEqual([
      expect.objectContaining({ jobCardId: otherCardId, items: expect.arrayContaining([expect.objectContaining({ key: 'park-brake', result: 'fail', note: 'Harriet Quixwell says it slips on her driveway' })]) }),
    ]);
    expect(json('roadworthy_photos').map((p) => [p._id, p.itemKey, p.imageDocumentId])).toEqual([[roadworthyPhoto.id, 'park-brake', roadworthyPhoto.imageDocumentId]]);
    expect(names.filter((n) => n.startsWith('documents/roadworthy-photos/'))).toEqual([expect.stringMatching(new RegExp(`^documents/roadworthy-photos/${roadworthyPhoto.imageDocumentId}-`))]);
    expect(json('recommended_work').map((w) => [w.description, w.regoKey])).toEqual([['Replace the rear brake pads', PERSON.rego]]);
    const audit = await sql<{ action: string; entity_id: string }>(`select action, entity_id from audit_event where action = 'customer.exported'`);
    expect(audit).toEqual([{ action: 'customer.exported', entity_id: customerId }]);
  });

  it('answers 404 for a customer that does not exist', async () => {
    expect((await fetchExport('0123456789abcdef01234567')).status).toBe(404);
  });
});

describe('customer erasure', () => {
  it('is for owners only: a service adviser can neither export nor erase', async () => {
    const invited = await admin.rest('POST', '/api/admin/users', { name: 'Sam Adviser', email: 'sam.adviser@example.com', role: 'adviser' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const mail = await t.smtp!.waitFor((m) => JSON.stringify(m.to ?? '').includes('sam.adviser@example.com'));
    const token = new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
    const accepted = await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'sam.adviser', password: 'torque-wrench-42' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const adviser = asAdmin(t, accepted.body.token as string);
    const exported = await fetch(`${t.url}/api/admin/customers/${customerId}/export`, { headers: { authorization: `Bearer ${adviser.token}` } });
    expect(exported.status).toBe(403);
    const erased = await adviser.rest('POST', `/api/admin/customers/${customerId}/erase`, { confirm: PERSON.name });
    expect(erased.status).toBe(403);
    expect(erased.body.message).toBe('Only an owner can do this.');
  });

  it('over GraphQL, a name that does not match is a BAD_USER_INPUT', async () => {
    const res = await admin.gql('mutation($id: ID!, $confirm: String!) { eraseCustomer(id: $id, confirm: $confirm) { id counts { kind count } } }', { id: customerId, confirm: 'Someone Else' });
    expect(res.errors?.[0]).toMatchObject({ message: 'To erase this customer, type their name exactly as shown on their page.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('is refused with a clear 400 until the name is typed as shown', async () => {
    for (const confirm of [undefined, '', 'Harriet', 'Harriet Quixwel']) {
      const res = await admin.rest('POST', `/api/admin/customers/${customerId}/erase`, confirm === undefined ? {} : { confirm });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('To erase this customer, type their name exactly as shown on their page.');
    }
    expect((await admin.rest('GET', `/api/admin/customers/${customerId}`)).status).toBe(200);
  });

  it('leaves no personal detail in any table except the kept tax invoice, which leaves the lists', async () => {
    expect((await rowsNaming()).length).toBeGreaterThan(5);
    const res = await admin.rest('POST', `/api/admin/customers/${customerId}/erase`, { confirm: '  harriet   quixwell ' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body._id).toBe(customerId);
    expect(res.body.counts).toMatchObject({ 'invoice.kept': 1, 'invoice.deidentified': 1, 'customer.deleted': 1, 'appointment.deidentified': 1, 'contact_query.deidentified': 1, 'job_card.deidentified': 2, 'quote.deidentified': 1, 'inspection_photo.deleted': 1 });

    // Nothing names them but the kept invoice's own row.
    const left = await rowsNaming();
    const allowed = (r: { table: string; id: string | null }) => (r.table === 'invoice' && r.id === keptInvoice._id) || (r.table === 'document' && r.id === keptInvoice.documentId);
    expect(left.filter((r) => !allowed(r)).map((r) => `${r.table}: ${r.text.slice(0, 300)}`)).toEqual([]);
    expect(left.some((r) => r.table === 'invoice')).toBe(true);

    // The kept invoice is as issued, with its PDF; the old one is de-identified and its PDF gone.
    const [kept] = await sql<Record<string, any>>('select customer_name, customer_email, car_rego, customer_id, withheld_at, document_id from invoice where _id = ?', [keptInvoice._id]);
    expect(kept).toMatchObject({ customer_name: PERSON.name, customer_email: PERSON.email, car_rego: PERSON.rego, customer_id: null, document_id: keptInvoice.documentId });
    expect(kept.withheld_at).not.toBeNull();
    expect(await sql('select 1 from document where _id = ?', [keptInvoice.documentId])).toHaveLength(1);
    expect(await sql('select 1 from document where _id = ?', [oldInvoice.documentId])).toHaveLength(0);

    // Gone from the customers, the invoice history and the search; the job card has no rego left.
    expect((await admin.rest('GET', `/api/admin/customers/${customerId}`)).status).toBe(404);
    const list = await admin.rest('GET', `/api/admin/customers?q=${encodeURIComponent('Quixwell')}`);
    expect(list.body.items ?? list.body.customers ?? list.body).toHaveLength(0);
    const history = await admin.rest('GET', '/api/admin/invoices?limit=100');
    expect(JSON.stringify(history.body)).not.toContain(keptInvoice.invoiceNumber);
    const search = await admin.gql('query($q: String!) { search(q: $q) { invoices { invoiceNumber } } }', { q: keptInvoice.invoiceNumber });
    expect(JSON.stringify(search.data ?? search.errors)).not.toContain(keptInvoice.invoiceNumber);
    // The kept invoice's job keeps its rego and photo; the other job loses both, and its quote's PDF.
    const cards = await sql<{ _id: string; car_rego: string; customer_name: string }>('select _id, car_rego, customer_name from job_card where _id in (?, ?)', [cardId, otherCardId]);
    expect(Object.fromEntries(cards.map((c) => [c._id, [c.car_rego, c.customer_name]]))).toEqual({ [cardId]: [PERSON.rego, 'Erased customer'], [otherCardId]: ['', 'Erased customer'] });
    expect(await sql('select 1 from document where _id = ?', [photos.kept])).toHaveLength(1);
    expect(await sql('select 1 from document where _id = ?', [photos.gone])).toHaveLength(0);
    // The job not kept loses its roadworthy photo and the stored image; its inspection keeps the result without the note.
    expect(res.body.counts).toMatchObject({ 'roadworthy_photo.deleted': 1, 'roadworthy_inspection.deidentified': 1 });
    expect(await sql('select 1 from roadworthy_photo where job_card_id = ?', [otherCardId])).toHaveLength(0);
    expect(await sql('select 1 from document where _id = ?', [roadworthyPhoto.imageDocumentId])).toHaveLength(0);
    const [roadworthy] = await sql<{ items: Array<{ key: string; result: string | null; note: string }> }>('select items from roadworthy_inspection where job_card_id = ?', [otherCardId]);
    expect(roadworthy.items.find((i) => i.key === 'park-brake')).toMatchObject({ result: 'fail', note: '' });
    expect(await sql('select 1 from document where _id = ?', [quoteDocumentId])).toHaveLength(0);

    // The someone else is untouched.
    expect(await sql(`select 1 from invoice where customer_name = 'Other Person' and customer_id is not null`)).toHaveLength(1);

    // The audit trail says what was done, and by whom.
    const [entry] = await sql<{ action: string; actor_kind: string; summary: string; changes: any }>(`select action, actor_kind, summary, changes from audit_event where action = 'customer.erased'`);
    expect(entry.actor_kind).toBe('staff');
    expect(entry.summary).toMatch(/^Customer erased on request: \d+ records erased or de-identified, 1 tax invoices kept$/);
    expect(entry.changes['invoice.kept']).toEqual([null, 1]);
  });

  it('a pg_dump of the database names them only in the kept invoice', async () => {
    if (!t.databaseUrl) return;
    let dump: string;
    try {
      dump = execFileSync(PG_DUMP, ['--data-only', '--no-owner', t.databaseUrl], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    const lines = dump.split('\n').filter((l) => NEEDLES.some((n) => l.toLowerCase().includes(n)));
    expect(lines.length).toBeGreaterThan(0);
    // Only the kept invoice's row and its PDF's (pg_dump writes bytes as hex, so a PDF's words do not show).
    expect(lines.filter((l) => !l.startsWith(`${keptInvoice._id}\t`) && !l.startsWith(`${keptInvoice.documentId}\t`))).toEqual([]);
  });

  it('erasing again answers 404: the customer is gone', async () => {
    const res = await admin.rest('POST', `/api/admin/customers/${customerId}/erase`, { confirm: PERSON.name });
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/could not find this customer/);
  });
});

describe('retention of old messages', () => {
  it('is off by default; on, it de-identifies contact messages and mail copies older than the months set', async () => {
    expect((await admin.rest('GET', '/api/admin/settings/privacy-retention')).body).toEqual({ enabled: false, months: 24 });
    expect((await admin.rest('PUT', '/api/admin/settings/privacy-retention', { enabled: true, months: 0 })).status).toBe(400);
    const msg = await t.rest('POST', '/api/contact', { name: 'Ollie Oldmessage', email: 'ollie.oldmessage@example.com', message: 'An old question' });
    expect(msg.status).toBeLessThan(300);
    await sql(`update contact_query set created_at = now() - interval '3 years' where email = 'ollie.oldmessage@example.com'`);
    expect(await t.app.services.privacyRetention.run()).toEqual({ contactMessages: 0, mailCopies: 0 });
    const saved = await admin.rest('PUT', '/api/admin/settings/privacy-retention', { enabled: true, months: 24 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ enabled: true, months: 24 });
    const run = await t.app.services.privacyRetention.run();
    expect(run.contactMessages).toBe(1);
    expect(await sql(`select 1 from contact_query where email = 'ollie.oldmessage@example.com'`)).toHaveLength(0);
  });
});
