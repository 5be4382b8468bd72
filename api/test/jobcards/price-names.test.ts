/**
 * A line's unit price has one name, unitPriceCents (and unitPrice where dollars are sent): over GraphQL
 * the older estimateCostCents / estimateCost of job card and quote lines still work, deprecated, and a
 * quote email queued under the older facts still renders its prices.
 */
import { describe, expect, it } from 'vitest';
import { jobCardQuote, type QuoteFacts } from '../../src/features/jobcards/jobcard.templates.js';
import { withAdminServer, type Admin } from '../admin-session.js';
import { cardRequest } from './jobcards-factory.js';

let admin: Admin;
withAdminServer((_server, signedIn) => (admin = signedIn), { smtp: false });

const LINES = 'finalItems { description quantity unitPriceCents estimateCostCents }';
const CREATE = `mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateJobCardInput!) { updateJobCard(id: $id, input: $input) { ${LINES} } }`;
const QUOTE = `mutation($id: ID!, $input: GenerateQuoteInput!) { generateQuote(id: $id, input: $input) { quote { subtotalCents items { unitPriceCents estimateCostCents } } } }`;

describe('a job card line’s price over GraphQL', () => {
  it('is sent as unitPrice and read as unitPriceCents; estimateCost and estimateCostCents still work; both prices at once are refused', async () => {
    const created = await admin.gql(CREATE, { input: cardRequest({ carRego: 'PRICE 1' }) });
    expect(created.errors).toBeUndefined();
    const id = created.data.createJobCard.id as string;

    const current = await admin.gql(UPDATE, { id, input: { finalItems: [{ description: 'Oil filter', quantity: 2, unitPrice: 19.95 }] } });
    expect(current.errors).toBeUndefined();
    expect(current.data.updateJobCard.finalItems).toEqual([{ description: 'Oil filter', quantity: 2, unitPriceCents: 1995, estimateCostCents: 1995 }]);

    const older = await admin.gql(UPDATE, { id, input: { finalItems: [{ description: 'Wipers', quantity: 1, estimateCost: 24.95 }] } });
    expect(older.errors).toBeUndefined();
    expect(older.data.updateJobCard.finalItems).toEqual([{ description: 'Wipers', quantity: 1, unitPriceCents: 2495, estimateCostCents: 2495 }]);

    const both = await admin.gql(UPDATE, { id, input: { finalItems: [{ description: 'Pads', quantity: 1, unitPrice: 10, estimateCost: 12 }] } });
    expect(both.errors?.[0]).toMatchObject({ message: 'Line 1: send the price as unitPrice or estimateCost, not both.', extensions: { code: 'BAD_USER_INPUT' } });

    const quote = await admin.gql(QUOTE, { id, input: { items: [{ description: 'Rotors', quantity: 2, unitPrice: 95.5 }], gstIncludedInEstimate: true } });
    expect(quote.errors).toBeUndefined();
    expect(quote.data.generateQuote.quote).toMatchObject({ items: [{ unitPriceCents: 9550, estimateCostCents: 9550 }] });
  });
});

describe('the quote email', () => {
  const BUSINESS = { name: 'Truganina Auto Care', address: '12 Industrial Drive', phone: '(03) 9000 1234', email: 'service@example.com', publicUrl: 'https://example.com', bank: null };
  const ctx = { business: BUSINESS, adminEmail: 'owner@example.com', timeZone: 'Australia/Melbourne', now: new Date('2026-11-21T00:00:00Z') };
  const facts: QuoteFacts = {
    quoteId: 'q1',
    number: 'Q000042',
    customerName: 'Jane',
    carRego: 'ABC123',
    items: [{ description: 'Brake pads', quantity: 2, unitPriceCents: 4500 }],
    pricesIncludeGst: true,
    subtotalCents: 8182,
    gstPercent: 10,
    gstCents: 818,
    totalCents: 9000,
    notes: null,
  };

  it('renders a quote queued under version 1 (the price as estimateCostCents) as the current version does', () => {
    const v1 = { ...facts, items: [{ description: 'Brake pads', quantity: 2, estimateCostCents: 4500 }] };
    const upgraded = jobCardQuote.upgrade!(v1, 1);
    expect(upgraded.items).toEqual(facts.items);
    const text = jobCardQuote.render(upgraded, ctx).text;
    expect(text).toBe(jobCardQuote.render(facts, ctx).text);
    expect(text).toContain('2 × $45.00');
  });
});
