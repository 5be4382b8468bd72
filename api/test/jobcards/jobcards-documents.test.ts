/**
 * Job cards with their PDFs end to end: the quote PDF stored and attached to the quote email, the
 * signed-terms PDF stored with its evidence and emailed to the customer, and the documented
 * view-pdf/download-pdf links with a one-document token.
 */
import { createHash } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Admin, withAdminServer } from '../admin-session.js';
import { createCard } from './jobcards-factory.js';
import type { TestServer } from '../harness.js';
import { drawnSignature } from '../png.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

const em = () => t.app.db.orm.em.fork() as EntityManager;

/** The PDF's text, whitespace collapsed (pdf text runs may split anywhere). */
async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function fetchRaw(path: string) {
  const res = await fetch(t.url + path);
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

describe('quote PDF', () => {
  it('stores the quote PDF (customer name with diacritics, lines, total) and attaches it to the quote email', async () => {
    const card = await createCard(admin, { customerName: 'Nguyễn Thị Ánh', customerEmail: 'anh.pdf@example.com', carRego: 'ANH 123' });
    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, {
      items: [
        { description: 'Front brake pads', quantity: 1, estimateCost: 129.95 },
        { description: 'Labour', quantity: 1.5, estimateCost: 110 },
      ],
      notes: 'Rotors are within tolerance.',
      gstIncludedInEstimate: false,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { documentId, number, _id: quoteId } = res.body.quote;
    expect(documentId).toMatch(/^[0-9a-f]{24}$/);

    const doc = await t.app.services.documents.get(em(), documentId);
    expect(doc).toMatchObject({ kind: 'quote', filename: `Quote-${number}-ANH123.pdf`, contentType: 'application/pdf' });
    const text = await pdfText(doc.bytes);
    expect(text).toContain('Nguyễn Thị Ánh');
    expect(text).toContain('Front brake pads');
    expect(text).toContain('Labour');
    expect(text).toContain('$165.00'); // 1.5 × 110.00
    expect(text).toContain('$324.45'); // (129.95 + 165.00) × 1.1, half up
    expect(text).toContain('Rotors are within tolerance.');
    expect(text).toContain(`/quote/${quoteId}`);
    // Valid 14 calendar days from the day it was sent in Melbourne, as the site's Terms say.
    const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date(res.body.quote.sentAt)).split('-').map(Number);
    const until = new Date(Date.UTC(y, m - 1, d + 14)).toISOString().slice(0, 10).split('-').reverse().join('/');
    expect(text).toContain(`Valid until ${until}`);
    expect(text).toContain(`This quote is valid until ${until}.`);

    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('anh.pdf@example.com') && m.subject!.startsWith('Quote '));
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `Quote-${number}-ANH123.pdf`, contentType: 'application/pdf' });
    expect(Buffer.compare(mail.attachments[0].content, doc.bytes)).toBe(0);
  });
});

describe('signed terms PDF', () => {
  let card: { _id: string };
  let documentId: string;

  beforeAll(async () => {
    card = await createCard(admin, { customerName: 'Zoë O’Brien', customerEmail: 'zoe.signed@example.com', carRego: 'ZOE 1' });
    const res = await t.rest('POST', `/api/jobcards/sign/${card._id}`, { signatureDataUrl: drawnSignature() }, { 'user-agent': 'Mozilla/5.0 (Evidence Phone)' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
    documentId = saved.termsAcceptance.documentId;
  });

  it('stores the signed PDF with its evidence and certificate, and its SHA-256 on the card', async () => {
    const saved = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
    const doc = await t.app.services.documents.get(em(), documentId);
    expect(doc.kind).toBe('signed-terms');
    expect(saved.termsAcceptance.documentSha256).toBe(createHash('sha256').update(doc.bytes).digest('hex'));
    const text = await pdfText(doc.bytes);
    expect(text).toContain('Zoë O’Brien');
    expect(text).toContain(saved.termsAcceptance.termsSha256);
    expect(text).toContain('127.0.0.1');
    expect(text).toContain('Mozilla/5.0 (Evidence Phone)');
  });

  it('emails the customer a copy with the signed PDF attached', async () => {
    const doc = await t.app.services.documents.get(em(), documentId);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('zoe.signed@example.com') && m.subject!.startsWith('Your signed service terms'));
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: doc.filename, contentType: 'application/pdf' });
    expect(Buffer.compare(mail.attachments[0].content, doc.bytes)).toBe(0);
  });

  it('view-pdf opens it inline with a one-document token for that card, download answers an attachment', async () => {
    const { token } = t.app.services.documents.links.sign(documentId, await admin.session());
    const view = await fetchRaw(`/api/admin/jobcards/view-pdf/${card._id}?token=${encodeURIComponent(token)}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(view.headers.get('content-disposition')).toMatch(/^inline; filename="Signed-Terms-ZOE1-[A-F0-9]{6}\.pdf"/);
    expect(view.body.subarray(0, 5).toString()).toBe('%PDF-');

    const download = await fetchRaw(`/api/admin/jobcards/download-pdf/${card._id}?token=${encodeURIComponent(token)}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Signed-Terms-ZOE1-[A-F0-9]{6}\.pdf"/);
  });

  it('refuses a token for another document, and the session token as ?token= still works', async () => {
    const other = await t.app.services.documents.store(em(), { kind: 'quote', filename: 'Other.pdf', bytes: Buffer.from('%PDF-1.7 other') });
    const { token } = t.app.services.documents.links.sign(other._id, await admin.session());
    const refused = await fetchRaw(`/api/admin/jobcards/view-pdf/${card._id}?token=${encodeURIComponent(token)}`);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body.toString())).toMatchObject({ message: 'This link opens another document.' });
    expect((await fetchRaw(`/api/admin/jobcards/view-pdf/${card._id}`)).status).toBe(401);
  });

  it('answers 404 with a message for a card that is not signed yet', async () => {
    const unsigned = await createCard(admin);
    const res = await admin.rest('GET', `/api/admin/jobcards/view-pdf/${unsigned._id}`);
    expect(res).toMatchObject({ status: 404, body: { message: 'This job card has no signed service terms yet: the customer has not signed.' } });
  });
});
