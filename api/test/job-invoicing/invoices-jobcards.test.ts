/**
 * Invoicing a job card over REST: complete-and-invoice (once, even when called twice at once),
 * the Invoiced lock, regenerate-invoice (same number, earlier PDFs kept with their SHA-256, sent
 * again), and what deleting either side does to the other.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { PADS_AND_LABOUR_INVOICED, pdfText } from '../invoices/invoices-factory.js';
import { recipients } from '../smtp-sink.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

const em = () => t.app.db.orm.em.fork() as EntityManager;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const finalItems = [
  { description: 'Front brake pads', quantity: 1, estimateCost: 129.95 },
  { description: 'Labour', quantity: 1.5, estimateCost: 110 },
  // A new empty row the form left behind: not invoiced.
  { description: '', quantity: 1, estimateCost: 0 },
];

describe('POST /api/admin/jobcards/{id}/complete-and-invoice', () => {
  it('saves the final items and notes, invoices them, emails the PDF and sets the card Invoiced (read-only)', async () => {
    const card = await createCard(admin, { customerName: 'Nguyễn Văn Bình', customerEmail: 'binh.card@example.com', carRego: 'bin 42' });
    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {
      gstIncludedInEstimate: false,
      finalItems,
      mechanicNotes: 'Pads replaced; rotors fine.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const invoice = res.body.invoice;
    expect(res.body.message).toBe(`Job completed. Invoice ${invoice.invoiceNumber} sent to binh.card@example.com.`);
    expect(invoice).toMatchObject({
      customerName: 'Nguyễn Văn Bình',
      carRego: 'BIN 42',
      phoneNumber: '0412 345 678',
      jobCardId: card._id,
      ...PADS_AND_LABOUR_INVOICED,
      notes: 'Pads replaced; rotors fine.',
      status: 'unpaid',
    });

    const saved = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
    expect(saved).toMatchObject({ status: 'Invoiced', mechanicNotes: 'Pads replaced; rotors fine.', revision: card.revision + 1 });
    expect(saved.finalItems).toHaveLength(3);
    const put = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { mechanicNotes: 'late edit' });
    expect(put).toMatchObject({ status: 409, body: { message: 'This job card has been invoiced and can no longer be changed.' } });

    const doc = await t.app.services.documents.get(em(), invoice.documentId);
    expect(await pdfText(doc.bytes)).toContain('Nguyễn Văn Bình');
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('binh.card@example.com') && m.subject!.startsWith('Tax Invoice'));
    expect(mail.attachments).toHaveLength(1);
    expect(Buffer.compare(mail.attachments[0].content, doc.bytes)).toBe(0);
  });

  it('uses the card’s saved items and notes when the body has none, and takes inclusive prices', async () => {
    const card = await createCard(admin);
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: [{ description: 'Battery', quantity: 1, estimateCost: 275 }], mechanicNotes: 'Tested.' });
    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { gstIncludedInEstimate: true });
    expect(res.status).toBe(200);
    expect(res.body.invoice).toMatchObject({ notes: 'Tested.', gstIncluded: true, subtotal: 250, gst: 25, totalAmount: 275 });
  });

  it('makes one invoice when completed twice at once', async () => {
    const card = await createCard(admin, { customerEmail: 'twice@example.com' });
    const body = { gstIncludedInEstimate: false, finalItems: [{ description: 'Service', quantity: 1, estimateCost: 300 }], mechanicNotes: '' };
    const results = await Promise.all([1, 2, 3].map(() => admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, body)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((r) => r.status === 409)) expect(r.body.message).toBe('This job card has already been invoiced.');
    const [{ n }] = await em().getConnection().execute<Array<{ n: number }>>('SELECT count(*)::int AS n FROM invoice WHERE job_card_id = ?', [card._id]);
    expect(n).toBe(1);
  });

  it.each([
    [{ finalItems: [] }, 'An invoice needs at least one item: add the work done to the job card.'],
    [{ finalItems: [{ description: '', quantity: 1, estimateCost: 0 }] }, 'An invoice needs at least one item: add the work done to the job card.'],
    [{ finalItems: [{ description: ' ', quantity: 1, estimateCost: 20 }] }, 'Line 1: a description is required.'],
    [{ finalItems: [{ description: 'Half', quantity: 0.5, estimateCost: 20 }] }, 'Line 1: quantity must be at least 1.'],
    [{ finalItems: [{ description: 'Neg', quantity: 1, estimateCost: -1 }] }, 'The total cannot be below $0.00.'],
    [{ finalItems: 'all of it' }, 'finalItems must be a list.'],
    [{ gstIncludedInEstimate: 'no' }, 'gstIncludedInEstimate must be true or false.'],
  ])('refuses %j with 400 and leaves the card open', async (override, message) => {
    const card = await createCard(admin);
    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { gstIncludedInEstimate: false, mechanicNotes: '', ...override });
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.status).toBe('Pending Diagnosis');
  });

  it('answers 404 for an unknown card', async () => {
    const res = await admin.rest('POST', '/api/admin/jobcards/ffffffffffffffffffffffff/complete-and-invoice', { finalItems });
    expect(res).toMatchObject({ status: 404, body: { message: 'Job card not found.' } });
  });
});

describe('POST /api/admin/jobcards/{id}/regenerate-invoice', () => {
  it('stores a fresh PDF with the same number, keeps the earlier one with its SHA-256, and sends it again', async () => {
    const card = await createCard(admin, { customerEmail: 'regen@example.com' });
    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { finalItems: finalItems.slice(0, 2), mechanicNotes: '' });
    const first = done.body.invoice;
    const firstDoc = await t.app.services.documents.get(em(), first.documentId);

    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/regenerate-invoice`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Invoice ${first.invoiceNumber} re-generated and sent to regen@example.com.`);
    const regenerated = res.body.invoice;
    expect(regenerated.invoiceNumber).toBe(first.invoiceNumber);
    expect(regenerated.documentId).not.toBe(first.documentId);

    const full = (await admin.rest('GET', `/api/admin/invoices/${first.invoiceNumber}`)).body;
    expect(full.documents.map((d: { reason: string }) => d.reason)).toEqual(['issued', 'regenerated']);
    expect(full.documents[0]).toMatchObject({ documentId: first.documentId, sha256: sha256(firstDoc.bytes) });
    // The issued PDF is unchanged, byte for byte.
    const kept = await t.app.services.documents.get(em(), first.documentId);
    expect(sha256(kept.bytes)).toBe(first.documentSha256);
    const newDoc = await t.app.services.documents.get(em(), regenerated.documentId);
    expect(full.documents[1].sha256).toBe(sha256(newDoc.bytes));
    const text = await pdfText(newDoc.bytes);
    expect(text).toContain(first.invoiceNumber);
    expect(text).toContain('Copy issued');

    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('regen@example.com') && m.text!.includes('fresh copy'));
    expect(Buffer.compare(mail.attachments[0].content, newDoc.bytes)).toBe(0);
  });

  it('stores the fresh PDF without emailing it when staff say so, and refuses an email that is not true or false', async () => {
    const card = await createCard(admin, { customerEmail: 'regen.quiet@example.com' });
    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { finalItems: finalItems.slice(0, 1) });
    await t.smtp!.waitFor((m) => recipients(m).includes('regen.quiet@example.com') && m.subject!.startsWith('Tax Invoice'));
    const invoiceNumber = done.body.invoice.invoiceNumber;

    expect(await admin.rest('POST', `/api/admin/jobcards/${card._id}/regenerate-invoice`, { email: 'no' })).toMatchObject({ status: 400, body: { message: 'email must be true or false.' } });
    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/regenerate-invoice`, { email: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Invoice ${invoiceNumber} re-generated. It was not emailed to the customer.`);
    const full = (await admin.rest('GET', `/api/admin/invoices/${invoiceNumber}`)).body;
    expect(full.documents.map((d: { reason: string }) => d.reason)).toEqual(['issued', 'regenerated']);

    // GraphQL alike; then one that is emailed, so the outbox has had its chance to send the quiet ones.
    const quiet = await admin.gql('mutation($id: ID!) { regenerateInvoice(jobCardId: $id, email: false) { message } }', { id: card._id });
    expect(quiet.data.regenerateInvoice.message).toBe(`Invoice ${invoiceNumber} re-generated. It was not emailed to the customer.`);
    await admin.rest('POST', `/api/admin/jobcards/${card._id}/regenerate-invoice`);
    await t.smtp!.waitFor((m) => recipients(m).includes('regen.quiet@example.com') && m.text!.includes('fresh copy'));
    const sent = t.smtp!.messages.filter((m) => recipients(m).includes('regen.quiet@example.com') && m.subject!.includes(invoiceNumber));
    expect(sent.map((m) => (m.text!.includes('fresh copy') ? 'regenerated' : 'issued'))).toEqual(['issued', 'regenerated']);
  });

  it('is refused (409) on a card that is not invoiced, and 404 for an unknown card', async () => {
    const card = await createCard(admin);
    expect(await admin.rest('POST', `/api/admin/jobcards/${card._id}/regenerate-invoice`)).toMatchObject({
      status: 409,
      body: { message: 'Only an invoiced job card can re-generate its invoice.' },
    });
    expect((await admin.rest('POST', '/api/admin/jobcards/ffffffffffffffffffffffff/regenerate-invoice')).status).toBe(404);
  });
});

describe('deleting', () => {
  it('an Invoiced job card cannot be deleted (409): its invoice keeps its card and quotes; once the invoice is voided it can, and the invoice keeps its PDFs', async () => {
    const card = await createCard(admin);
    await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: finalItems.slice(0, 1) });
    const { invoice } = (await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { finalItems: finalItems.slice(0, 1) })).body;
    expect(await admin.rest('DELETE', `/api/admin/jobcards/${card._id}`)).toMatchObject({
      status: 409,
      body: { message: `This job card has been invoiced (${invoice.invoiceNumber}), so it cannot be deleted. Delete or void the invoice first.` },
    });
    const kept = await admin.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}`);
    expect(kept.body).toMatchObject({ invoiceNumber: invoice.invoiceNumber, jobCardId: card._id });
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body).toMatchObject({ status: 'Invoiced', quotes: [expect.anything()] });

    expect((await admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`)).status).toBe(200);
    expect(await admin.rest('DELETE', `/api/admin/jobcards/${card._id}`)).toEqual({ status: 200, body: { message: 'Job card deleted.' } });
    const voided = await admin.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}?includeVoided=true`);
    expect(voided.body).toMatchObject({ invoiceNumber: invoice.invoiceNumber, voided: true, jobCardId: null, totalAmount: invoice.totalAmount, documents: [{ documentId: invoice.documentId }] });
  });

  it('an invoice unlocks its job card (back to Completed), which can then be invoiced again with a new number', async () => {
    const card = await createCard(admin, { customerName: 'Unlock Me' });
    await t.rest('POST', `/api/jobcards/sign/${card._id}`, { signedName: 'Unlock Me' });
    const first = (await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { finalItems: finalItems.slice(0, 1) })).body.invoice;
    expect((await admin.rest('DELETE', `/api/admin/invoices/${first.invoiceNumber}`)).status).toBe(200);
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.status).toBe('Completed');
    const second = (await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { finalItems: finalItems.slice(0, 1) })).body.invoice;
    expect(Number(second.invoiceNumber.slice(4))).toBeGreaterThan(Number(first.invoiceNumber.slice(4)));
  });
});
