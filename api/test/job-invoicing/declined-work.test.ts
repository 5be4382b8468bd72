/**
 * What the customer declined is in writing: the invoice of a job card prints the lines declined on
 * its quote, with their quoted price, as declined and not charged (every copy the same), and the
 * service terms the customer signs name the warranty period every invoice states.
 */
import { describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Admin, withAdminServer } from '../admin-session.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { pdfText } from '../invoices/invoices-factory.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

const LINES = [
  { description: 'Front brake pads', quantity: 1, estimateCost: 129.95 },
  { description: 'Labour', quantity: 1.5, estimateCost: 110 },
  { description: 'Rear tyres (pair)', quantity: 2, estimateCost: 189.5 },
  { description: 'Wiper blades', quantity: 1, estimateCost: 24.95 },
];

const documentText = async (documentId: string) => pdfText((await t.app.services.documents.get(t.app.db.orm.em.fork() as EntityManager, documentId)).bytes);

/** A card quoted with LINES, its customer approving lines 0, 1 and 3 (declining the tyres). */
async function partlyApproved(email: string, rego = `DEC${Math.floor(Math.random() * 900 + 100)}`) {
  const card = await createCard(admin, { customerEmail: email, carRego: rego });
  await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: LINES });
  const sent = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: LINES, gstIncludedInEstimate: false });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const decided = await t.rest('POST', `/api/quotes/${sent.body.quote._id}/approve`, { lines: [0, 1, 3], name: 'Dana Driver' });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  return { card, rego, quote: sent.body.quote as { _id: string; number: string } };
}

describe('declined work on the invoice', () => {
  it('prints the declined lines after the totals with their quoted price, not charged; a re-generated copy prints the same', async () => {
    const { card } = await partlyApproved('declined.pdf@example.com');
    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // $129.95 + $165.00 + $24.95 = $319.90, GST $31.99: the tyres are not in it.
    expect(done.body.invoice).toMatchObject({ subtotal: 319.9, gst: 31.99, totalAmount: 351.89 });
    expect(done.body.invoice.items.map((i: { description: string }) => i.description)).toEqual(['Front brake pads', 'Labour', 'Wiper blades']);

    const text = await documentText(done.body.invoice.documentId);
    const section = text.slice(text.indexOf('DECLINED RECOMMENDED WORK'));
    expect(text).toContain('DECLINED RECOMMENDED WORK');
    expect(text.indexOf('DECLINED RECOMMENDED WORK')).toBeGreaterThan(text.indexOf('$351.89'));
    expect(section).toMatch(/Rear tyres \(pair\) \(× 2\) \$379\.00 Declined/);
    expect(section).toContain('not charged on this invoice');
    expect(section).not.toContain('Front brake pads');

    // The email lists it as declined, after the total.
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('declined.pdf@example.com') && /Tax Invoice/.test(m.subject ?? ''));
    expect(mail.text).toMatch(/Total \(incl\. GST\)[\s\S]*Declined: Rear tyres \(pair\)[\s\S]*\$379\.00 quoted, declined by you \(not done, not charged\)/);

    // The GraphQL invoice answers the declined work.
    const gql = await admin.gql(`query($n: String!) { invoice(invoiceNumber: $n) { declinedWork { description quantity unitPriceCents amountCents } } }`, { n: done.body.invoice.invoiceNumber });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.invoice.declinedWork).toEqual([{ description: 'Rear tyres (pair)', quantity: 2, unitPriceCents: 18950, amountCents: 37900 }]);

    const copy = await admin.rest('POST', `/api/admin/jobcards/${card._id}/regenerate-invoice`, { email: false });
    expect(copy.status, JSON.stringify(copy.body)).toBe(200);
    const copyText = await documentText(copy.body.invoice.documentId);
    expect(copyText).toMatch(/DECLINED RECOMMENDED WORK.*Rear tyres \(pair\) \(× 2\) \$379\.00 Declined/);
  });

  it('an invoice with nothing declined has no such section', async () => {
    const card = await createCard(admin, { customerEmail: 'nothing.declined@example.com' });
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: LINES.slice(0, 2) });
    const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await documentText(done.body.invoice.documentId)).not.toContain('DECLINED');
  });
});

describe('the signed terms and the warranty', () => {
  it('the warranty term names the period the invoices state, and follows the business settings', async () => {
    const card = await createCard(admin, { customerEmail: 'terms.warranty@example.com' });
    const view = await t.rest('GET', `/api/jobcards/sign/${card._id}`);
    expect(view.status).toBe(200);
    expect(view.body.terms[9]).toContain('warranted against defects for 12 months or 20,000 km, whichever comes first, from the date of your invoice and as stated on it, in addition to your rights under the Australian Consumer Law');

    const business = (await admin.rest('GET', '/api/admin/settings')).body.business;
    const { savedAt: _at, savedBy: _by, ...details } = business;
    const saved = await admin.rest('PUT', '/api/admin/settings/business', { ...details, warrantyMonths: 24, warrantyKm: 40000 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const after = await t.rest('GET', `/api/jobcards/sign/${card._id}`);
    expect(after.body.terms[9]).toContain('24 months or 40,000 km, whichever comes first');
    expect(after.body.termsSha256).not.toBe(view.body.termsSha256);
    const gql = await admin.gql('{ serviceTerms }');
    expect(gql.data.serviceTerms[9]).toContain('24 months or 40,000 km');
    // The public site's terms page states the same period.
    const site = await admin.gql('{ siteInfo { warrantyMonths warrantyKm } }');
    expect(site.data.siteInfo).toEqual({ warrantyMonths: 24, warrantyKm: 40000 });

    // The signed copy prints the same term.
    const signed = await t.rest('POST', `/api/jobcards/sign/${card._id}`, { signedName: 'Terry Terms' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const stored = await admin.rest('GET', `/api/admin/jobcards/${card._id}`);
    const text = await documentText(stored.body.termsAcceptance.documentId);
    expect(text).toContain('24 months or 40,000 km, whichever comes first');
    await admin.rest('PUT', '/api/admin/settings/business', { ...details, warrantyMonths: 12, warrantyKm: 20000 });
  });
});

describe('declined work stays on the vehicle as recommended work', () => {
  const openWork = async (rego: string) => {
    const res = await admin.rest('GET', `/api/admin/vehicles/${rego}/recommended-work`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Array<{ _id: string; description: string; quotedCents: number; quoteNumber: string; jobCardId: string; status: string; declinedOn: string }>;
  };

  it('a declined line is the vehicle’s recommended work (REST and GraphQL) until a later job card invoices the same work', async () => {
    const { card, rego, quote } = await partlyApproved('recommended.work@example.com', 'REC 101');
    const [work, ...rest] = await openWork('rec101');
    expect(rest).toEqual([]);
    expect(work).toMatchObject({ description: 'Rear tyres (pair)', quotedCents: 37900, unitPriceCents: 18950, quantity: 2, quoteNumber: quote.number, jobCardId: card._id, status: 'open' });

    const page = await admin.rest('GET', `/api/admin/vehicles/${rego}`);
    expect(page.body.recommendedWork.map((w: { description: string }) => w.description)).toEqual(['Rear tyres (pair)']);
    const gql = await admin.gql(`query($rego: String!) { vehicle(rego: $rego) { recommendedWork { id description quotedCents quoteNumber status photos { url } } } recommendedWork(rego: $rego) { id } }`, { rego });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.vehicle.recommendedWork).toEqual([{ id: work._id, description: 'Rear tyres (pair)', quotedCents: 37900, quoteNumber: quote.number, status: 'open', photos: [] }]);
    expect(gql.data.recommendedWork).toEqual([{ id: work._id }]);

    // Invoicing the card it was declined on does not do it.
    expect((await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {})).status).toBe(200);
    expect(await openWork(rego)).toHaveLength(1);

    // The next visit does the tyres: done, off the list.
    const next = await createCard(admin, { customerEmail: 'recommended.work@example.com', carRego: 'REC101' });
    await admin.rest('PUT', `/api/admin/jobcards/${next._id}`, { finalItems: [{ description: 'rear  TYRES (pair) ', quantity: 2, estimateCost: 189.5 }] });
    expect((await admin.rest('POST', `/api/admin/jobcards/${next._id}/complete-and-invoice`, {})).status).toBe(200);
    expect(await openWork(rego)).toEqual([]);
  });

  /** Generate New Invoice for the car: one line, no job card. */
  const counterInvoice = (carRego: string, description: string, quantity: number, unitPrice: number) =>
    admin.rest('POST', '/api/admin/generate-invoice', { customerEmail: 'counter.invoice@example.com', customerName: 'Dana Driver', carRego, invoiceItems: [{ description, quantity, unitPrice }], gstPercentage: 10 });

  it('an invoice of its own (no job card) for the same work marks it done too; other work of the vehicle stays', async () => {
    const { rego } = await partlyApproved('counter.invoice@example.com', 'REC 404');
    const [tyres] = await openWork(rego);
    const other = await counterInvoice('REC 404', 'Wheel alignment', 1, 89);
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    expect((await openWork(rego)).map((w) => w._id)).toEqual([tyres._id]);

    const res = await counterInvoice('rec404', 'Rear Tyres (pair)', 2, 189.5);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await openWork(rego)).toEqual([]);
    const gql = await admin.gql(`query($rego: String!) { vehicle(rego: $rego) { recommendedWork { id } } }`, { rego });
    expect(gql.data.vehicle.recommendedWork).toEqual([]);
  });

  it('staff mark it done or dismiss it, once; a wrong id or outcome is refused', async () => {
    const { rego } = await partlyApproved('dismissed.work@example.com', 'REC 202');
    const [work] = await openWork(rego);
    const bad = await admin.rest('POST', `/api/admin/recommended-work/${work._id}/close`, { outcome: 'later' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    expect((await admin.rest('POST', `/api/admin/recommended-work/${'0'.repeat(24)}/close`, { outcome: 'dismissed' })).status).toBe(404);
    const closed = await admin.rest('POST', `/api/admin/recommended-work/${work._id}/close`, { outcome: 'dismissed' });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ status: 'dismissed', closedBy: expect.any(String) });
    expect(await openWork(rego)).toEqual([]);
    const again = await admin.rest('POST', `/api/admin/recommended-work/${work._id}/close`, { outcome: 'done' });
    expect([again.status, again.body.message]).toEqual([409, 'This work was already marked dismissed.']);
  });

  it('a whole quote declined leaves every line on the vehicle', async () => {
    const card = await createCard(admin, { customerEmail: 'all.declined@example.com', carRego: 'REC303' });
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: LINES.slice(0, 2) });
    const sent = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: LINES.slice(0, 2), gstIncludedInEstimate: false });
    expect((await t.rest('POST', `/api/quotes/${sent.body.quote._id}/decline`, { note: 'Next month' })).status).toBe(200);
    expect((await openWork('REC303')).map((w) => w.description).sort()).toEqual(['Front brake pads', 'Labour']);
  });
});
