/**
 * A job card's two notes: the notes for the customer (the mechanic notes), printed on quotes and
 * invoices, and the workshop notes, which staff read and save like any field but which never reach
 * the customer: in no email, no PDF, no public GraphQL answer and no public page.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { pdfText } from '../invoices/invoices-factory.js';
import { createCard } from './jobcards-factory.js';
import { recipients } from '../smtp-sink.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

const em = () => t.app.db.orm.em.fork() as EntityManager;
const SECRET = 'WORKSHOP-ONLY 7731';
const FOR_CUSTOMER = 'Front pads at 3 mm: replace within 5,000 km.';

/** Everything a message carries: subject, text, HTML and each attachment (a PDF as its text). */
async function contentOf(mail: ParsedMail): Promise<string> {
  const parts = [mail.subject ?? '', mail.text ?? '', typeof mail.html === 'string' ? mail.html : ''];
  for (const a of mail.attachments) parts.push(a.contentType === 'application/pdf' ? await pdfText(a.content) : a.content.toString('utf8'));
  return parts.join('\n');
}

describe('workshop notes', () => {
  it('are saved and answered to staff, and reach the customer nowhere; the notes for the customer are printed', async () => {
    const email = 'notes.customer@example.com';
    const card = await createCard(admin, { customerName: 'Noted Customer', customerEmail: email, carRego: 'NTS 001' });
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { mechanicNotes: FOR_CUSTOMER, workshopNotes: `${SECRET}: asked for a discount, said no.`, revision: card.revision });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ mechanicNotes: FOR_CUSTOMER, workshopNotes: `${SECRET}: asked for a discount, said no.` });
    // A save that leaves them out keeps them.
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: [{ description: 'Front brake pads', quantity: 1, estimateCost: 129.95 }] });
    const graphql = await admin.gql('query($id: ID!) { jobCard(id: $id) { mechanicNotes workshopNotes } }', { id: card._id });
    expect(graphql.data.jobCard).toEqual({ mechanicNotes: FOR_CUSTOMER, workshopNotes: `${SECRET}: asked for a discount, said no.` });
    const tooLong = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { workshopNotes: 'x'.repeat(20_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/^Workshop notes /);

    // The quote (PDF and email), as the admin page sends it: the notes for the customer.
    const quote = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, {
      items: [{ description: 'Front brake pads', quantity: 1, estimateCost: 129.95 }],
      notes: FOR_CUSTOMER,
    });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const quotePdf = await pdfText((await t.app.services.documents.get(em(), quote.body.quote.documentId)).bytes);
    expect(quotePdf).toContain(FOR_CUSTOMER);

    // The customer's public answers: the signing page and the quote.
    const signing = await appGql(t, 'SigningPolicy', { id: card._id });
    const publicQuote = await appGql(t, 'PublicQuote', { id: quote.body.quote._id });
    expect(signing.errors).toBeUndefined();
    expect(publicQuote.errors).toBeUndefined();
    expect(publicQuote.data.quote.notes).toBe(FOR_CUSTOMER);
    expect(JSON.stringify([signing.data, publicQuote.data])).not.toContain(SECRET);
    for (const page of [`/accept-policy/${card._id}`, `/quote/${quote.body.quote._id}`]) {
      const res = await fetch(t.url + page);
      expect(await res.text(), page).not.toContain(SECRET);
    }

    // The invoice (PDF and email) made when the job is completed with the card's saved notes.
    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { gstIncludedInEstimate: false });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.invoice.notes).toBe(FOR_CUSTOMER);
    expect(JSON.stringify(done.body.invoice)).not.toContain(SECRET);
    const invoicePdf = await pdfText((await t.app.services.documents.get(em(), done.body.invoice.documentId)).bytes);
    expect(invoicePdf).toContain(FOR_CUSTOMER);
    expect(invoicePdf).not.toContain(SECRET);

    // Every message the customer was sent: the service terms, the quote and the invoice.
    await t.smtp!.waitFor((m) => recipients(m).includes(email) && m.subject!.startsWith('Tax Invoice'));
    const mails = t.smtp!.messages.filter((m) => recipients(m).includes(email));
    expect(mails.map((m) => m.subject!.split(' ')[0]).sort()).toEqual(['Quote', 'Service', 'Tax']);
    for (const mail of mails) expect(await contentOf(mail), mail.subject).not.toContain(SECRET);
    // Staff still read them on the invoiced card.
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.workshopNotes).toBe(`${SECRET}: asked for a discount, said no.`);
  });
});
