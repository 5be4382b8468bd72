/**
 * What was approved is what is invoiced: once the customer decides a quote the job card's lines
 * follow the decision (declined lines stay, marked, never invoiced; work added after it is marked
 * and invoiced), the completion preview states the totals and basis before anything is issued, the
 * customer's approval is a record with their name, job cards carry a sequence number, and discounts
 * are negative lines that never take a document below $0.00.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, signIn, asAdmin, withAdminServer } from '../admin-session.js';
import { appGql } from '../app-documents.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { startTestServer, type TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { pdfText } from '../invoices/invoices-factory.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

const FIVE = [
  { description: 'Front brake pads', quantity: 1, estimateCost: 129.95 },
  { description: 'Labour', quantity: 1.5, estimateCost: 110 },
  { description: 'Rotors', quantity: 2, estimateCost: 95.5 },
  { description: 'Wiper blades', quantity: 1, estimateCost: 24.95 },
  { description: 'Cabin filter', quantity: 1, estimateCost: 39 },
];

const PREVIEW = `query($id: ID!) { jobCompletionPreview(jobCardId: $id) {
  subtotalCents gstCents totalCents gstPercent pricesIncludeGst basisFrom quoteNumber decision missingDetails
  lines { description quantity estimateCostCents } declined { description } added { description estimateCostCents } } }`;

async function quotedCard(items = FIVE, gstIncludedInEstimate: boolean | undefined = false) {
  const card = await createCard(admin, { customerEmail: `decided.${Math.random().toString(36).slice(2, 8)}@example.com` });
  await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: items });
  const sent = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items, ...(gstIncludedInEstimate === undefined ? {} : { gstIncludedInEstimate }) });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { card, quote: sent.body.quote as { _id: string; number: string } };
}

const cardJson = async (id: string) => (await admin.rest('GET', `/api/admin/jobcards/${id}`)).body;

describe('the card’s lines follow the customer’s decision', () => {
  it('3 of 5 approved: the card marks them, the preview lists the 2 declined, and the invoice holds only the 3', async () => {
    const { card, quote } = await quotedCard();
    const approved = await t.rest('POST', `/api/quotes/${quote._id}/approve`, { lines: [0, 1, 3], name: 'Dana Driver', note: 'Can I pick it up by 4pm?' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const saved = await cardJson(card._id);
    expect(saved.finalItems.map((i: { description: string; origin: string }) => [i.description, i.origin])).toEqual([
      ['Front brake pads', 'approved'],
      ['Labour', 'approved'],
      ['Rotors', 'declined'],
      ['Wiper blades', 'approved'],
      ['Cabin filter', 'declined'],
    ]);
    expect(saved.quotes[0]).toMatchObject({ approvedByName: 'Dana Driver', decidedByName: 'Dana Driver', approvalNote: 'Can I pick it up by 4pm?' });

    // $129.95 + $165.00 + $24.95 = $319.90, GST on top $31.99: $351.89 (the quote's basis).
    const preview = await admin.gql(PREVIEW, { id: card._id });
    expect(preview.errors).toBeUndefined();
    expect(preview.data.jobCompletionPreview).toMatchObject({
      subtotalCents: 31990,
      gstCents: 3199,
      totalCents: 35189,
      pricesIncludeGst: false,
      basisFrom: 'quote',
      quoteNumber: quote.number,
      decision: 'approved',
      missingDetails: [],
      declined: [{ description: 'Rotors' }, { description: 'Cabin filter' }],
      added: [],
    });

    // The card as saved, no GST answer: the approved quote's basis.
    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.invoice.items.map((i: { description: string }) => i.description)).toEqual(['Front brake pads', 'Labour', 'Wiper blades']);
    expect(done.body.invoice).toMatchObject({ subtotal: 319.9, gst: 31.99, totalAmount: 351.89, gstIncluded: false });
    // The card keeps the declined lines, marked.
    expect((await cardJson(card._id)).finalItems.filter((i: { origin: string }) => i.origin === 'declined')).toHaveLength(2);
  });

  it('a line staff add after the approval is invoiced and listed as added, a goodwill credit among them', async () => {
    const { card, quote } = await quotedCard(FIVE.slice(0, 3), true);
    await t.rest('POST', `/api/quotes/${quote._id}/approve`, { lines: [0, 1], name: 'Ari' });
    const now = await cardJson(card._id);
    const items = [
      ...now.finalItems,
      { description: 'Brake fluid flush', quantity: 1, estimateCost: 89, origin: 'added' },
      // Sent by a client that does not know origins: a new line is added work.
      { description: 'Goodwill credit', quantity: 1, estimateCost: -20 },
    ];
    const put = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: items, revision: now.revision });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const preview = (await admin.gql(PREVIEW, { id: card._id })).data.jobCompletionPreview;
    expect(preview.added).toEqual([
      { description: 'Brake fluid flush', estimateCostCents: 8900 },
      { description: 'Goodwill credit', estimateCostCents: -2000 },
    ]);
    expect(preview.declined).toEqual([{ description: 'Rotors' }]);
    // Prices include GST (the quote's): $129.95 + $165 + $89 − $20 = $363.95, GST = 363.95 / 11 = $33.09.
    expect(preview).toMatchObject({ totalCents: 36395, gstCents: 3309, subtotalCents: 33086, pricesIncludeGst: true, basisFrom: 'quote' });

    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.invoice.items.map((i: { description: string; unitPrice: number }) => [i.description, i.unitPrice])).toEqual([
      ['Front brake pads', 129.95],
      ['Labour', 110],
      ['Brake fluid flush', 89],
      ['Goodwill credit', -20],
    ]);
    expect(done.body.invoice).toMatchObject({ totalAmount: 363.95, gstIncluded: true });
  });

  it('a declined quote: nothing of it is invoiced; only work added after it is', async () => {
    const { card, quote } = await quotedCard(FIVE.slice(0, 2));
    const declined = await t.rest('POST', `/api/quotes/${quote._id}/decline`, { note: 'Too dear', name: 'Dee' });
    expect(declined.status).toBe(200);
    const saved = await cardJson(card._id);
    expect(saved.finalItems.map((i: { origin: string }) => i.origin)).toEqual(['declined', 'declined']);
    expect(saved.quotes[0]).toMatchObject({ status: 'declined', decidedByName: 'Dee', approvedByName: null });

    const refused = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {});
    expect([refused.status, refused.body.message]).toEqual([400, 'An invoice needs at least one item: add the work done to the job card.']);

    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: [...saved.finalItems, { description: 'Inspection fee', quantity: 1, estimateCost: 55, origin: 'added' }] });
    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.invoice.items.map((i: { description: string }) => i.description)).toEqual(['Inspection fee']);
  });
});

describe('the customer’s approval is a record', () => {
  it('approving without a name is refused (REST and GraphQL); with one it is stored and answered', async () => {
    const { card, quote } = await quotedCard(FIVE.slice(0, 1));
    for (const body of [{}, { name: '' }, { name: '  ' }, { name: null }]) {
      const res = await t.rest('POST', `/api/quotes/${quote._id}/approve`, body);
      expect([res.status, res.body.message]).toEqual([400, 'Please enter your name.']);
    }
    const graph = await appGql(t, 'ApproveQuote', { id: quote._id });
    expect(graph.errors?.[0]).toMatchObject({ message: 'Please enter your name.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await cardJson(card._id)).quotes[0].status).toBe('sent');

    const ok = await appGql(t, 'ApproveQuote', { id: quote._id, name: 'Sam  Customer' });
    expect(ok.errors).toBeUndefined();
    const staff = await admin.gql('query($id: ID!) { jobCard(id: $id) { quotes { status decidedByName approvedByName decidedAt } } }', { id: card._id });
    expect(staff.data.jobCard.quotes[0]).toMatchObject({ status: 'approved', decidedByName: 'Sam Customer', approvedByName: 'Sam Customer' });
  });
});

describe('job numbers', () => {
  it('come from a sequence, JC-000123, in REST and GraphQL, one after another', async () => {
    const a = await createCard(admin);
    const b = await createCard(admin);
    expect(a.jobNumber).toMatch(/^JC-\d{6}$/);
    const n = (label: string) => Number(label.slice(3));
    expect(n(b.jobNumber)).toBe(n(a.jobNumber) + 1);
    expect((await cardJson(a._id)).jobNumber).toBe(a.jobNumber);
    const graph = await admin.gql('query($id: ID!) { jobCard(id: $id) { jobNumber } }', { id: b._id });
    expect(graph.data.jobCard.jobNumber).toBe(b.jobNumber);
    // An autosave answers the card with its number too (the statement returns every column).
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${a._id}`, { mechanicNotes: 'x' });
    expect(saved.body.jobNumber).toBe(a.jobNumber);
  });
});

describe('discounts as negative lines', () => {
  it('total correctly on quotes, cards and invoices, and a total below $0.00 is refused everywhere', async () => {
    const card = await createCard(admin);
    const withDiscount = [
      { description: 'Logbook service', quantity: 1, estimateCost: 300 },
      { description: 'Loyalty discount', quantity: 1, estimateCost: '-50.00' },
    ];
    const quote = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: withDiscount, gstIncludedInEstimate: false });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.quote).toMatchObject({ subtotal: 250, gst: 25, total: 275 });

    const tooMuch = [withDiscount[0], { description: 'Goodwill', quantity: 1, estimateCost: -300.01 }];
    const below = 'The total cannot be below $0.00.';
    expect((await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: tooMuch })).body.message).toBe(below);
    expect((await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: tooMuch })).body.message).toBe(below);
    const manual = { customerName: 'Neg Ative', customerEmail: 'neg@example.com', carRego: 'NEG1', phoneNumber: '0412 345 678', gstPercentage: 10, gstIncluded: false };
    expect((await admin.rest('POST', '/api/admin/generate-invoice', { ...manual, invoiceItems: [{ description: 'Credit', quantity: 1, unitPrice: -1 }] })).body.message).toBe(below);
    const invoice = await admin.rest('POST', '/api/admin/generate-invoice', {
      ...manual,
      invoiceItems: [
        { description: 'Tyres', quantity: 4, unitPrice: 150 },
        { description: 'Discount', quantity: 1, unitPrice: -60 },
      ],
    });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    expect(invoice.body.invoice).toMatchObject({ subtotal: 540, gst: 54, totalAmount: 594 });
    // The PDF and the email print the discount as a negative amount.
    const pdf = await pdfText((await t.app.services.documents.get(t.app.db.orm.em.fork(), invoice.body.invoice.documentId)).bytes);
    expect(pdf).toContain('-$60.00');
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('neg@example.com'));
    expect(mail.text).toContain('-$60.00');
  });
});

describe('an unconfigured workshop', () => {
  it('refuses to complete a job, naming what is missing, and the preview says so before anything is issued', async () => {
    const bare = await startTestServer({ smtp: false, env: { BUSINESS_ABN: '', BANK_ACCOUNT_NAME: '', BANK_BSB: '', BANK_ACCOUNT_NUMBER: '' } });
    try {
      const staff = asAdmin(bare, await signIn(bare));
      const card = await createCard(staff);
      await staff.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: FIVE.slice(0, 1) });
      const preview = await staff.gql(PREVIEW, { id: card._id });
      expect(preview.data.jobCompletionPreview.missingDetails).toEqual(['ABN (or choose ‘not registered for GST’)', 'Payment details (bank account name, BSB and account number)']);
      const res = await staff.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {});
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('No invoice was issued: the business details are incomplete (missing: ABN');
      expect(res.body.message).toContain('/admin/settings');
      const after = await staff.rest('GET', `/api/admin/jobcards/${card._id}`);
      expect(after.body.status).toBe('Pending Diagnosis');
      expect((await staff.rest('GET', '/api/admin/invoices')).body).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
