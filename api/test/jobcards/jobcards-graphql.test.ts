/** Job cards over GraphQL: staff queries and mutations, day grouping, the public signing and quote operations, live events. */
import { beforeEach, describe, expect, it } from 'vitest';
import { withAdminServer, type Admin } from '../admin-session.js';
import { cardRequest } from './jobcards-factory.js';
import type { TestServer } from '../harness.js';
import { appDocument } from '../app-documents.js';
import { drawnSignature } from '../png.js';
import { listenerCount, waitFor } from '../wait-for.js';
import { subscribe, wsClient } from '../ws-client.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false });
beforeEach(() => t.clock.reset());

const CARD = `id customerName customerEmail customerPhone carRego customerComplaint status statusLabel createdAt revision mechanicNotes
  finalItems { description quantity estimateCostCents }
  termsAcceptance { isAccepted timestamp signedName signatureKind termsSha256 documentId }
  quotes { id number status totalCents subtotalCents gstCents jobCardId items { description quantity estimateCostCents } }`;
const CREATE = `mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { ${CARD} } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateJobCardInput!) { updateJobCard(id: $id, input: $input) { ${CARD} } }`;
const QUOTE = `mutation($id: ID!, $input: GenerateQuoteInput!) { generateQuote(id: $id, input: $input) { message quote { id number totalCents } } }`;
const DAYS = `query($filter: JobCardFilter) { jobCardDays(filter: $filter) { date label jobCards { id customerName } } }`;

async function create(overrides: Record<string, unknown> = {}) {
  const res = await admin.gql(CREATE, { input: cardRequest(overrides) });
  expect(res.errors).toBeUndefined();
  return res.data.createJobCard;
}

describe('staff operations', () => {
  it('createJobCard, jobCard, updateJobCard, generateQuote, jobCards and deleteJobCard', async () => {
    const card = await create({ customerName: 'Graph Person', carRego: 'gql 1' });
    expect(card).toMatchObject({ status: 'PENDING_DIAGNOSIS', statusLabel: 'Pending Diagnosis', carRego: 'GQL 1', revision: 1, quotes: [] });

    const updated = await admin.gql(UPDATE, {
      id: card.id,
      input: { finalItems: [{ description: 'Oil filter', quantity: 2, estimateCost: 19.95 }], status: 'WORK_IN_PROGRESS', revision: 1 },
    });
    expect(updated.data.updateJobCard).toMatchObject({ statusLabel: 'Work In Progress', revision: 2, finalItems: [{ description: 'Oil filter', quantity: 2, estimateCostCents: 1995 }] });

    const stale = await admin.gql(UPDATE, { id: card.id, input: { mechanicNotes: 'late', revision: 1 } });
    expect(stale.errors?.[0].extensions.code).toBe('CONFLICT');
    expect(stale.errors?.[0].message).toMatch(/^Someone else changed this job card/);
    const invoiced = await admin.gql(UPDATE, { id: card.id, input: { status: 'INVOICED', revision: 2 } });
    expect(invoiced.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const badPrice = await admin.gql(UPDATE, { id: card.id, input: { finalItems: [{ description: 'x', quantity: 1, estimateCost: 1.005 }] } });
    expect(badPrice.errors?.[0]).toMatchObject({ message: 'Line 1: price must have at most 2 decimals.', extensions: { code: 'BAD_USER_INPUT' } });

    const quote = await admin.gql(QUOTE, { id: card.id, input: { items: [{ description: 'Oil filter', quantity: 2, estimateCost: 19.95 }], gstIncludedInEstimate: false } });
    expect(quote.data.generateQuote.quote.totalCents).toBe(4389); // 39.90 + 3.99
    const empty = await admin.gql(QUOTE, { id: card.id, input: { items: [] } });
    expect(empty.errors?.[0]).toMatchObject({ message: 'A quote needs at least one line.', extensions: { code: 'BAD_USER_INPUT' } });

    const one = await admin.gql(`query($id: ID!) { jobCard(id: $id) { ${CARD} } }`, { id: card.id });
    expect(one.data.jobCard).toMatchObject({ statusLabel: 'Pending Quote Approval', revision: 3 });
    expect(one.data.jobCard.quotes).toEqual([expect.objectContaining({ number: quote.data.generateQuote.quote.number, status: 'sent', jobCardId: card.id, subtotalCents: 3990, gstCents: 399 })]);

    const list = await admin.gql(`query($filter: JobCardFilter) { jobCards(filter: $filter) { id quotes { number } } }`, { filter: { carRego: 'G Q L1', status: 'PENDING_QUOTE_APPROVAL' } });
    expect(list.data.jobCards).toEqual([{ id: card.id, quotes: [{ number: quote.data.generateQuote.quote.number }] }]);

    const bad = await admin.gql(CREATE, { input: cardRequest({ customerEmail: 'nope' }) });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please enter a valid email address.', extensions: { code: 'BAD_USER_INPUT' } });

    const deleted = await admin.gql(`mutation($id: ID!) { deleteJobCard(id: $id) { message } }`, { id: card.id });
    expect(deleted.data.deleteJobCard.message).toBe('Job card deleted.');
    const gone = await admin.gql(`query($id: ID!) { jobCard(id: $id) { id } }`, { id: card.id });
    expect(gone.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('groups by the creation day in Melbourne, newest first, across UTC midnight', async () => {
    const name = 'Daygroup';
    // Melbourne is UTC+11 in November.
    t.clock.set('2026-11-22T12:30:00Z'); // Sunday 22 Nov, 23:30 in Melbourne
    const sunday = await create({ customerName: `${name} A` });
    t.clock.set('2026-11-22T13:30:00Z'); // Monday 23 Nov, 00:30 in Melbourne (same UTC day as A)
    const mondayEarly = await create({ customerName: `${name} B` });
    t.clock.set('2026-11-23T00:30:00Z'); // Monday 23 Nov, 11:30 in Melbourne (next UTC day)
    const mondayLate = await create({ customerName: `${name} C` });

    const { data } = await admin.gql(DAYS, { filter: { customerName: name } });
    expect(data.jobCardDays).toEqual([
      { date: '2026-11-23', label: expect.stringMatching(/^Monday,? 23 November 2026$/), jobCards: [{ id: mondayLate.id, customerName: `${name} C` }, { id: mondayEarly.id, customerName: `${name} B` }] },
      { date: '2026-11-22', label: expect.stringMatching(/^Sunday,? 22 November 2026$/), jobCards: [{ id: sunday.id, customerName: `${name} A` }] },
    ]);
  });
});

describe('public operations', () => {
  it('serviceTerms, signingPolicy and signPolicy with no token', async () => {
    const card = await create({ customerName: 'Public Signer', carRego: 'SIGN 1' });
    // serviceTerms is no app document: staff read it; the customer's page runs the app's own.
    const terms = await admin.gql('{ serviceTerms }');
    expect(terms.data.serviceTerms).toHaveLength(10);
    const POLICY = appDocument('SigningPolicy').query;
    const before = await t.gql(POLICY, { id: card.id });
    expect(before.data.signingPolicy).toMatchObject({ rego: 'SIGN 1', customerName: 'Public Signer', terms: terms.data.serviceTerms, termsAcceptance: { isAccepted: false, timestamp: null } });

    const SIGN = appDocument('SignPolicy').query;
    const empty = await t.gql(SIGN, { id: card.id, input: {} });
    expect(empty.errors?.[0]).toMatchObject({ message: 'A signature or typed name is required to accept.', extensions: { code: 'BAD_USER_INPUT' } });
    const signed = await t.gql(SIGN, { id: card.id, input: { signatureDataUrl: drawnSignature() } });
    expect(signed.data.signPolicy.message).toBe('Acceptance Recorded. Thank you!');
    const again = await t.gql(SIGN, { id: card.id, input: { signedName: 'Again' } });
    expect(again.errors?.[0]).toMatchObject({ message: 'This policy has already been accepted.', extensions: { code: 'CONFLICT' } });
    const after = await t.gql(POLICY, { id: card.id });
    expect(after.data.signingPolicy.termsAcceptance.isAccepted).toBe(true);
    const missing = await t.gql(POLICY, { id: '0'.repeat(24) });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Job Card not found.', extensions: { code: 'NOT_FOUND' } });
  });

  it('quote, approveQuote and declineQuote with no token', async () => {
    const card = await create({ customerName: 'Quote Reader' });
    const first = (await admin.gql(QUOTE, { id: card.id, input: { items: [{ description: 'Tyres', quantity: 4, estimateCost: 150 }], gstIncludedInEstimate: true } })).data.generateQuote.quote;
    const PUBLIC_QUOTE = appDocument('PublicQuote').query;
    const seen = await t.gql(PUBLIC_QUOTE, { id: first.id });
    expect(seen.data.quote).toMatchObject({ number: first.number, customerName: 'Quote Reader', status: 'sent', superseded: false, totalCents: 60000, gstCents: 5455, subtotalCents: 54545 });

    const declined = await t.gql(appDocument('DeclineQuote').query, { id: first.id, note: 'Will shop around.' });
    expect(declined.data.declineQuote.message).toContain('has been declined');
    const second = (await admin.gql(QUOTE, { id: card.id, input: { items: [{ description: 'Tyres', quantity: 2, estimateCost: 150 }] } })).data.generateQuote.quote;
    const approved = await t.gql(appDocument('ApproveQuote').query, { id: second.id, name: 'Gina Graph' });
    expect(approved.data.approveQuote.message).toContain('is approved');
    const card2 = await admin.gql(`query($id: ID!) { jobCard(id: $id) { statusLabel quotes { number status } } }`, { id: card.id });
    expect(card2.data.jobCard).toEqual({ statusLabel: 'Work In Progress', quotes: [{ number: second.number, status: 'approved' }, { number: first.number, status: 'declined' }] });
  });
});

describe('jobCardChanged', () => {
  it('tells staff when a customer signs, and can follow one card', async () => {
    const watched = await create({ customerName: 'Live One' });
    const other = await create({ customerName: 'Live Two' });
    const client = wsClient(t.url, admin.token);
    const listening = listenerCount(t.app.pubsub, 'jobcard.changed');
    const all = subscribe<{ jobCardChanged: { id: string; kind: string } }>(client, 'subscription { jobCardChanged { id kind } }');
    const one = subscribe<{ jobCardChanged: { id: string; kind: string } }>(client, `subscription { jobCardChanged(id: "${watched.id}") { id kind } }`);
    await waitFor(() => listenerCount(t.app.pubsub, 'jobcard.changed') >= listening + 2, { what: 'both subscriptions to start' });
    // Pushed once each signing is answered (how soon is for the bench to measure, not this test).
    expect((await t.rest('POST', `/api/jobcards/sign/${other.id}`, { signedName: 'Live Two' })).status).toBe(200);
    await waitFor(() => all.events.length >= 1, { what: 'the first signing to be pushed' });
    expect((await t.rest('POST', `/api/jobcards/sign/${watched.id}`, { signedName: 'Live One' })).status).toBe(200);
    await waitFor(() => all.events.length >= 2 && one.events.length >= 1, { what: 'the second signing to be pushed to both subscriptions' });
    expect(all.events.map((e) => e.jobCardChanged)).toEqual([
      { id: other.id, kind: 'signed' },
      { id: watched.id, kind: 'signed' },
    ]);
    expect(one.events.map((e) => e.jobCardChanged)).toEqual([{ id: watched.id, kind: 'signed' }]);
    all.stop();
    one.stop();
    await client.dispose();
  });
});
