/** Generate & Send Quote, quote numbers from the database sequence, and the customer's online approval. */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { createCard, lines } from './jobcards-factory.js';
import type { TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

const quoteOf = (cardId: string, body: unknown) => admin.rest('POST', `/api/admin/jobcards/${cardId}/generate-quote`, body);

describe('POST /api/admin/jobcards/{id}/generate-quote', () => {
  it('stores the quote with GST on top, sets Pending Quote Approval and emails the approval link', async () => {
    const card = await createCard(admin, { customerName: 'Quote Customer', customerEmail: 'quote.customer@example.com', carRego: 'QTE 001' });
    const res = await quoteOf(card._id, { items: lines, notes: 'Valid for 30 days.', gstIncludedInEstimate: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/^Quote Q\d{6} sent to quote\.customer@example\.com\.$/);
    // 129.95 + 1.5 × 110.00 = 294.95; GST 10 % = 29.495 → 29.50 (half up); total 324.45
    expect(res.body.quote).toMatchObject({ subtotal: 294.95, gst: 29.5, total: 324.45, gstPercent: 10, pricesIncludeGst: false, status: 'sent', notes: 'Valid for 30 days.' });
    const saved = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
    expect(saved).toMatchObject({ status: 'Pending Quote Approval', revision: 2 });
    expect(saved.quotes).toHaveLength(1);
    expect(saved.quotes[0]).toMatchObject({ number: res.body.quote.number, items: [lines[0], { ...lines[1], estimateCost: 110 }] });

    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('quote.customer@example.com') && m.subject!.startsWith('Quote '));
    expect(mail.subject).toBe(`Quote ${res.body.quote.number} from Truganina Auto Care`);
    expect(mail.text).toContain(`http://workshop.test/quote/${res.body.quote._id}`);
    expect(mail.text).toContain('$324.45');
  });

  it('computes GST out of prices that include it', async () => {
    const card = await createCard(admin);
    const res = await quoteOf(card._id, { items: [{ description: 'Service', quantity: 1, estimateCost: 110 }], gstIncludedInEstimate: true });
    expect(res.body.quote).toMatchObject({ subtotal: 100, gst: 10, total: 110, pricesIncludeGst: true });
  });

  it.each([
    [{ items: [] }, 'A quote needs at least one line.'],
    [{}, 'items must be a list.'],
    [{ items: [{ description: '  ', quantity: 1, estimateCost: 10 }] }, 'Line 1: a description is required.'],
    [{ items: [{ description: 'x', quantity: 1, estimateCost: 'ten' }] }, 'Line 1: price must be a number.'],
    [{ items: lines, gstIncludedInEstimate: 'yes' }, 'gstIncludedInEstimate must be true or false.'],
  ])('refuses %j with 400 and sends nothing', async (body, message) => {
    const card = await createCard(admin);
    const res = await quoteOf(card._id, body);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body).toMatchObject({ status: 'Pending Diagnosis', quotes: [], revision: 1 });
  });

  it('numbers 20 concurrent quotes distinctly, and only the newest of a card stays open', async () => {
    const card = await createCard(admin);
    const others = await Promise.all(Array.from({ length: 4 }, () => createCard(admin)));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => quoteOf(i < 12 ? card._id : others[i % 4]._id, { items: [{ description: `Line ${i}`, quantity: 1, estimateCost: 10 + i }] })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = results.map((r) => r.body.quote.number as string);
    expect(new Set(numbers).size).toBe(20);
    for (const n of numbers) expect(n).toMatch(/^Q\d{6}$/);
    const saved = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
    expect(saved.quotes).toHaveLength(12);
    expect(saved.quotes.filter((q: { status: string }) => q.status === 'sent')).toHaveLength(1);
    expect(saved.quotes[0].status).toBe('sent');
    expect(saved.revision).toBe(13);
  });
});

describe('the customer’s quote link', () => {
  async function sentQuote(email = 'approver@example.com') {
    const card = await createCard(admin, { customerEmail: email });
    const res = await quoteOf(card._id, { items: lines, notes: 'Parts in stock.', gstIncludedInEstimate: false });
    return { card, quote: res.body.quote as { _id: string; number: string } };
  }

  it('GET /api/quotes/{id} shows items and totals with no token, and changes nothing', async () => {
    const { card, quote } = await sentQuote();
    for (let i = 0; i < 2; i++) {
      const res = await t.rest('GET', `/api/quotes/${quote._id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ number: quote.number, carRego: card.carRego, total: 324.45, status: 'sent', superseded: false, decidedAt: null, notes: 'Parts in stock.' });
      expect(res.body).not.toHaveProperty('decisionIp');
    }
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.revision).toBe(2);
    expect((await t.rest('GET', `/api/quotes/${'0'.repeat(24)}`)).body).toMatchObject({ message: 'Quote not found.' });
  });

  it('approves line by line: the lines ticked and their total with GST to the cent; a wrong list changes nothing', async () => {
    const card = await createCard(admin);
    const three = [...lines, { description: 'Wiper blades', quantity: 1, estimateCost: 24.95 }];
    const quote = (await quoteOf(card._id, { items: three, gstIncludedInEstimate: false })).body.quote as { _id: string; number: string };
    for (const [body, message] of [
      [{ lines: [], name: 'Pat' }, 'Please approve at least one line, or decline the quote.'],
      [{ lines: [3], name: 'Pat' }, 'lines must be a list of line numbers from 0 to 2.'],
      [{ lines: ['0'], name: 'Pat' }, 'lines must be a list of line numbers from 0 to 2.'],
      [{ lines: 1, name: 'Pat' }, 'lines must be a list of line numbers from 0 to 2.'],
      [{ lines: [0] }, 'Please enter your name.'],
      [{ lines: [0], name: '   ' }, 'Please enter your name.'],
      [{ lines: [0], name: 'Pat\nSmith' }, 'Your name must be a single line of text, without line breaks or control characters.'],
    ] as const) {
      const res = await t.rest('POST', `/api/quotes/${quote._id}/approve`, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await t.rest('GET', `/api/quotes/${quote._id}`)).body.status).toBe('sent');
    expect((await t.rest('POST', `/api/quotes/${quote._id}/approve`, { lines: [0], note: 'x'.repeat(1001), name: 'Pat' })).body.message).toBe('The note must be at most 1000 characters.');
    // Pads $129.95 and wipers $24.95: $154.90 + GST $15.49 = $170.39.
    const res = await t.rest('POST', `/api/quotes/${quote._id}/approve`, { lines: [2, 0, 2], note: ' The rotors can wait until next service. ', name: '  Pat   Nguyen ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: `Thank you. You approved 2 of the 3 lines of quote ${quote.number} ($170.39 incl. GST); we will go ahead with that work.`,
      approvedLines: [0, 2],
      approvedTotal: 170.39,
      approvedByName: 'Pat Nguyen',
    });
    const saved = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
    expect(saved.quotes[0]).toMatchObject({ status: 'approved', approvedLines: [0, 2], approvedTotal: 170.39, decisionIp: '127.0.0.1', approvalNote: 'The rotors can wait until next service.', declineNote: null, approvedByName: 'Pat Nguyen' });
    expect((await t.rest('GET', `/api/quotes/${quote._id}`)).body).toMatchObject({ approvedLines: [0, 2], approvedTotal: 170.39 });
    // The workshop's email: what was approved of the whole, and the customer's note.
    const mail = await t.smtp!.waitFor((m) => m.subject === `Quote ${quote.number} approved: ${card.customerName}, ${card.carRego}`);
    expect(mail.text).toContain('approved 2 of the 3 lines');
    expect(mail.text).toContain('Approved: $170.39 of $351.89');
    expect(mail.text).toContain('The rotors can wait until next service.');
    expect(mail.text).toContain('Pat Nguyen');
  });

  it('approving moves the card to Work In Progress, records the evidence and emails the workshop; a second decision is refused', async () => {
    const { card, quote } = await sentQuote();
    const before = Date.now();
    const res = await t.rest('POST', `/api/quotes/${quote._id}/approve`, { name: 'Quinn' }, { 'user-agent': 'QuotePhone/1.0' });
    expect(res).toEqual({ status: 200, body: { message: `Thank you. Quote ${quote.number} is approved and we will go ahead with the work.`, approvedLines: null, approvedTotal: 324.45, approvedByName: 'Quinn' } });
    const saved = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
    expect(saved.status).toBe('Work In Progress');
    expect(saved.quotes[0]).toMatchObject({ status: 'approved', decisionIp: '127.0.0.1', decisionUserAgent: 'QuotePhone/1.0' });
    // Stamped when it was decided: between the request and now.
    expect(Date.parse(saved.quotes[0].decidedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(saved.quotes[0].decidedAt)).toBeLessThanOrEqual(Date.now());
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('workshop@example.com') && m.subject === `Quote ${quote.number} approved: ${card.customerName}, ${card.carRego}`);
    expect(mail.text).toContain('Work In Progress');

    for (const action of ['approve', 'decline']) {
      expect(await t.rest('POST', `/api/quotes/${quote._id}/${action}`, { name: 'Quinn' })).toMatchObject({ status: 409, body: { message: 'This quote has already been approved.' } });
    }
  });

  it('declining records the note and leaves the status for the workshop to decide', async () => {
    const { card, quote } = await sentQuote();
    expect((await t.rest('POST', `/api/quotes/${quote._id}/decline`, { note: 'x'.repeat(1001) })).status).toBe(400);
    const res = await t.rest('POST', `/api/quotes/${quote._id}/decline`, { note: '  Too expensive, sorry. ' });
    expect(res.body.message).toBe(`Quote ${quote.number} has been declined. Thank you for letting us know.`);
    const saved = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
    expect(saved.status).toBe('Pending Quote Approval');
    expect(saved.quotes[0]).toMatchObject({ status: 'declined', declineNote: 'Too expensive, sorry.' });
    await t.smtp!.waitFor((m) => m.subject === `Quote ${quote.number} declined: ${card.customerName}, ${card.carRego}` && m.text!.includes('Too expensive, sorry.'));
  });

  it('a newer quote supersedes the older link, which then says so', async () => {
    const { card, quote: first } = await sentQuote();
    const second = (await quoteOf(card._id, { items: lines.slice(0, 1) })).body.quote;
    expect((await t.rest('GET', `/api/quotes/${first._id}`)).body).toMatchObject({ status: 'superseded', superseded: true });
    const res = await t.rest('POST', `/api/quotes/${first._id}/approve`, { name: 'Quinn' });
    expect(res).toMatchObject({ status: 409, body: { message: 'This quote has been replaced by a newer one. Please use the link in the latest quote email.' } });
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.status).toBe('Pending Quote Approval');
    expect((await t.rest('POST', `/api/quotes/${second._id}/approve`, { name: 'Quinn' })).status).toBe(200);
  });

  it('of an approve and a decline at the same moment, exactly one wins', async () => {
    const { quote } = await sentQuote();
    const results = await Promise.all([t.rest('POST', `/api/quotes/${quote._id}/approve`, { name: 'Quinn' }), t.rest('POST', `/api/quotes/${quote._id}/decline`)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
