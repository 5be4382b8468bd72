/** Invoices over GraphQL: every query and mutation with its validation, job card invoicing, links, vehicle history, live events. */
import { describe, expect, it } from 'vitest';
import { ADMIN, withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { fetchRaw, invoiceLines, invoiceRequest } from './invoices-factory.js';
import { subscribe, wsClient } from '../ws-client.js';
import { listenerCount, waitFor } from '../wait-for.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

const INVOICE = `id invoiceNumber customerName customerEmail carRego phoneNumber notes gstPercentage pricesIncludeGst
  subtotalCents gstCents totalCents issuedAt issueDate issueDateLabel status paidAt sentAt jobCardId documentId documentSha256
  items { description quantity unitPriceCents amountCents }
  documents { documentId filename sha256 reason createdAt }`;
const GENERATE = `mutation($input: GenerateInvoiceInput!) { generateInvoice(input: $input) { message invoice { ${INVOICE} } } }`;
const PAGE = `query($filter: InvoiceFilter, $limit: Int, $after: String) { invoices(filter: $filter, limit: $limit, after: $after) { nextCursor items { invoiceNumber customerName status } } }`;

function input(overrides: Record<string, unknown> = {}) {
  return invoiceRequest({
    customerName: 'Graph Customer',
    customerEmail: 'graph.customer@example.com',
    carRego: 'gql 9',
    phoneNumber: null,
    invoiceItems: invoiceLines(['Tyre', 4, 189.5], ['Balance', 4, 12.25]),
    notes: null,
    gstIncluded: false,
    ...overrides,
  });
}

async function generate(overrides: Record<string, unknown> = {}) {
  const res = await admin.gql(GENERATE, { input: input(overrides) });
  expect(res.errors).toBeUndefined();
  return res.data.generateInvoice.invoice;
}

describe('generateInvoice, invoice and invoices', () => {
  it('creates, reads back and pages', async () => {
    const res = await admin.gql(GENERATE, { input: input({ customerName: 'Graph Zoë', gstIncluded: true }) });
    expect(res.errors).toBeUndefined();
    const invoice = res.data.generateInvoice.invoice;
    expect(res.data.generateInvoice.message).toBe(`Invoice ${invoice.invoiceNumber} created and sent to graph.customer@example.com.`);
    // 4 × 189.50 + 4 × 12.25 = 807.00 incl. 10 % GST: GST = 807 / 11 = 73.3636… → 73.36.
    expect(invoice).toMatchObject({
      customerName: 'Graph Zoë',
      carRego: 'GQL 9',
      pricesIncludeGst: true,
      subtotalCents: 73364,
      gstCents: 7336,
      totalCents: 80700,
      status: 'unpaid',
      items: [
        { description: 'Tyre', quantity: 4, unitPriceCents: 18950, amountCents: 75800 },
        { description: 'Balance', quantity: 4, unitPriceCents: 1225, amountCents: 4900 },
      ],
      documents: [{ documentId: invoice.documentId, sha256: invoice.documentSha256, reason: 'issued' }],
    });
    expect(invoice.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.issueDateLabel).toMatch(/^[A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4}$/);

    const one = await admin.gql(`query($n: String!) { invoice(invoiceNumber: $n) { invoiceNumber totalCents } }`, { n: invoice.invoiceNumber.toLowerCase() });
    expect(one.data.invoice).toEqual({ invoiceNumber: invoice.invoiceNumber, totalCents: 80700 });
    const missing = await admin.gql(`{ invoice(invoiceNumber: "INV-999999") { id } }`);
    expect(missing.errors![0]).toMatchObject({ message: 'Invoice not found.', extensions: { code: 'NOT_FOUND' } });

    for (let i = 0; i < 4; i++) await generate({ customerName: `Graph Page ${i}`, carRego: 'GQL PAGE' });
    const first = await admin.gql(PAGE, { filter: { carRego: 'gqlpage' }, limit: 3 });
    expect(first.data.invoices.items.map((i: { customerName: string }) => i.customerName)).toEqual(['Graph Page 3', 'Graph Page 2', 'Graph Page 1']);
    const second = await admin.gql(PAGE, { filter: { carRego: 'gqlpage' }, limit: 3, after: first.data.invoices.nextCursor });
    expect(second.data.invoices).toEqual({ nextCursor: null, items: [{ invoiceNumber: expect.any(String), customerName: 'Graph Page 0', status: 'unpaid' }] });
    const filtered = await admin.gql(PAGE, { filter: { customerName: 'graph zo', status: 'unpaid', invoiceNumber: invoice.invoiceNumber.slice(-4) } });
    expect(filtered.data.invoices.items.map((i: { customerName: string }) => i.customerName)).toEqual(['Graph Zoë']);
  });

  it.each([
    [{ customerName: ' ' }, 'Customer name is required.'],
    [{ customerEmail: 'x' }, 'Please enter a valid email address.'],
    [{ carRego: '' }, 'Car rego is required.'],
    [{ invoiceItems: [] }, 'An invoice needs at least one item.'],
    [{ invoiceItems: [{ description: 'Pads', quantity: 0.5, unitPrice: 1 }] }, 'Item 1: quantity must be at least 1.'],
    [{ invoiceItems: [{ description: 'Pads', quantity: 1, unitPrice: 0.001 }] }, 'Item 1: unit price must have at most 2 decimals.'],
    [{ invoiceItems: [{ description: 'Pads', quantity: 1, unitPrice: -5 }] }, 'The total cannot be below $0.00.'],
    [{ gstPercentage: 100.5 }, 'GST percentage must be from 0 to 100.'],
  ])('generateInvoice refuses %j with BAD_USER_INPUT', async (override, message) => {
    const res = await admin.gql(GENERATE, { input: input(override) });
    expect(res.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses a bad page size or cursor, and anonymous callers', async () => {
    expect((await admin.gql(PAGE, { limit: 0 })).errors![0]).toMatchObject({ message: 'limit must be a whole number from 1 to 500.', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await admin.gql(PAGE, { after: '%%%' })).errors![0].extensions.code).toBe('BAD_USER_INPUT');
    const anonymous = await t.gql(PAGE, {});
    expect(anonymous.errors![0].extensions.code).toBe('FORBIDDEN');
    expect((await appGql(t, 'AdminInvoiceExportSummary', { from: '2026-01-01', to: '2026-01-31' })).errors![0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('resendInvoice, markInvoicePaid, deleteInvoice', () => {
  it('resends, marks paid once, deletes', async () => {
    const invoice = await generate({ customerEmail: 'graph.actions@example.com' });
    const resend = await admin.gql(`mutation($n: String!, $e: [String!]) { resendInvoice(invoiceNumber: $n, additionalEmails: $e) { message invoice { sentAt } } }`, {
      n: invoice.invoiceNumber,
      e: [' fleet@example.com ', ''],
    });
    expect(resend.data.resendInvoice.message).toBe(`Invoice ${invoice.invoiceNumber} resent to graph.actions@example.com, fleet@example.com.`);
    const bad = await admin.gql(`mutation($n: String!) { resendInvoice(invoiceNumber: $n, additionalEmails: ["nope"]) { message } }`, { n: invoice.invoiceNumber });
    expect(bad.errors![0]).toMatchObject({ message: 'Not a valid email address: nope.', extensions: { code: 'BAD_USER_INPUT' } });

    const PAID = `mutation($n: String!) { markInvoicePaid(invoiceNumber: $n) { message invoice { status paidAt } } }`;
    const paid = await admin.gql(PAID, { n: invoice.invoiceNumber });
    expect(paid.data.markInvoicePaid).toMatchObject({ message: `Invoice ${invoice.invoiceNumber} marked as paid and sent to graph.actions@example.com.`, invoice: { status: 'paid' } });
    expect((await admin.gql(PAID, { n: invoice.invoiceNumber })).errors![0]).toMatchObject({ message: 'This invoice is already paid.', extensions: { code: 'CONFLICT' } });

    const DELETE = `mutation($n: String!) { deleteInvoice(invoiceNumber: $n) { message } }`;
    // It was sent and paid: voided by the owner, and the answer says so.
    expect((await admin.gql(DELETE, { n: invoice.invoiceNumber })).data.deleteInvoice.message).toMatch(
      new RegExp(`^${invoice.invoiceNumber} is voided; adjustment note CN-\\d{6} was emailed to graph\\.actions@example\\.com\\. The \\$[\\d,]+\\.\\d\\d paid on it stays recorded: refund or credit it to the customer\\.$`),
    );
    expect((await admin.gql(DELETE, { n: invoice.invoiceNumber })).errors![0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('completeJobAndInvoice and regenerateInvoice', () => {
  it('invoices a card from its final items, once, and re-generates with the same number', async () => {
    const card = await createCard(admin, { customerName: 'Graph Card', customerEmail: 'graph.card@example.com', carRego: 'GQL CARD' });
    const COMPLETE = `mutation($id: ID!, $g: Boolean, $items: [JobCardItemInput!], $notes: String) {
      completeJobAndInvoice(jobCardId: $id, gstIncluded: $g, finalItems: $items, mechanicNotes: $notes) { message invoice { invoiceNumber jobCardId totalCents notes documents { sha256 } } } }`;
    const done = await admin.gql(COMPLETE, { id: card._id, g: false, items: [{ description: 'Clutch kit', quantity: 1, estimateCost: 899 }], notes: 'Road tested.' });
    expect(done.errors).toBeUndefined();
    const invoice = done.data.completeJobAndInvoice.invoice;
    expect(done.data.completeJobAndInvoice.message).toBe(`Job completed. Invoice ${invoice.invoiceNumber} sent to graph.card@example.com.`);
    expect(invoice).toMatchObject({ jobCardId: card._id, totalCents: 98890, notes: 'Road tested.' });

    const again = await admin.gql(COMPLETE, { id: card._id });
    expect(again.errors![0]).toMatchObject({ message: 'This job card has already been invoiced.', extensions: { code: 'CONFLICT' } });

    const cardView = await admin.gql(`query($id: ID!) { jobCard(id: $id) { status invoice { invoiceNumber } } }`, { id: card._id });
    expect(cardView.data.jobCard).toEqual({ status: 'INVOICED', invoice: { invoiceNumber: invoice.invoiceNumber } });

    const REGEN = `mutation($id: ID!) { regenerateInvoice(jobCardId: $id) { message invoice { invoiceNumber documentSha256 documents { sha256 reason } } } }`;
    const regen = await admin.gql(REGEN, { id: card._id });
    expect(regen.data.regenerateInvoice.message).toBe(`Invoice ${invoice.invoiceNumber} re-generated and sent to graph.card@example.com.`);
    expect(regen.data.regenerateInvoice.invoice.invoiceNumber).toBe(invoice.invoiceNumber);
    expect(regen.data.regenerateInvoice.invoice.documents.map((d: { reason: string }) => d.reason)).toEqual(['issued', 'regenerated']);

    const open = await createCard(admin);
    expect((await admin.gql(REGEN, { id: open._id })).errors![0]).toMatchObject({ message: 'Only an invoiced job card can re-generate its invoice.', extensions: { code: 'CONFLICT' } });
    expect((await admin.gql(COMPLETE, { id: open._id, items: [{ description: 'Half', quantity: 0.5, estimateCost: 10 }] })).errors![0]).toMatchObject({
      message: 'Line 1: quantity must be at least 1.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await admin.gql(COMPLETE, { id: 'ffffffffffffffffffffffff' })).errors![0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('links', () => {
  it('invoicePdfLink opens the invoice’s PDF for 5 minutes; invoiceExportLink opens one export', async () => {
    const invoice = await generate();
    const link = await admin.gql(`mutation($n: String!) { invoicePdfLink(invoiceNumber: $n, disposition: attachment) { url expiresAt } }`, { n: invoice.invoiceNumber });
    const url: string = link.data.invoicePdfLink.url;
    expect(url).toMatch(new RegExp(`^/api/admin/invoices/download/${invoice.invoiceNumber}\\?token=`));
    const pdf = await fetchRaw(t, url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; /);

    const doc = await admin.gql(`mutation($id: ID!) { documentLink(documentId: $id) { url } }`, { id: invoice.documentId });
    expect((await fetchRaw(t, doc.data.documentLink.url)).status).toBe(200);

    const day = invoice.issueDate;
    const exportLink = await admin.gql(`mutation($f: String!, $t: String!) { invoiceExportLink(format: plain, from: $f, to: $t) { url } }`, { f: day, t: day });
    const csv = await fetchRaw(t, exportLink.data.invoiceExportLink.url);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.body.toString()).toContain(invoice.invoiceNumber);
    // The export through its link is recorded as the staff member's who made the link.
    const [recorded] = (await admin.rest('GET', '/api/admin/audit?action=invoice.exported')).body;
    expect(recorded).toMatchObject({ actor: { kind: 'staff', name: ADMIN.username }, summary: expect.stringMatching(new RegExp(`^Invoices of ${day} to ${day} exported as CSV: \\d+ invoices?$`)) });
    // The token opens that export only.
    const other = exportLink.data.invoiceExportLink.url.replace(`to=${day}`, 'to=2099-12-31');
    expect((await fetchRaw(t, other)).status).toBe(403);

    const summary = await admin.gql(`query($f: String!, $t: String!) { invoiceExportSummary(from: $f, to: $t) { invoices taxExclusive taxInclusive } }`, { f: day, t: day });
    expect(summary.data.invoiceExportSummary.invoices).toBeGreaterThan(0);
    expect(summary.data.invoiceExportSummary.taxExclusive + summary.data.invoiceExportSummary.taxInclusive).toBe(summary.data.invoiceExportSummary.invoices);
    const badRange = await admin.gql(`mutation { invoiceExportLink(format: xero, from: "2026-02-30", to: "2026-03-01") { url } }`);
    expect(badRange.errors![0]).toMatchObject({ message: 'from and to must be dates written yyyy-MM-dd.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('vehicleHistory', () => {
  it('answers a rego’s records in time order with totals; a blank rego is refused', async () => {
    // 807.00 + 10 % GST = 887.70.
    await generate({ carRego: 'hist 77' });
    const res = await admin.gql(`{ vehicleHistory(rego: " Hist77 ") { rego totalSpentCents paidCents outstandingCents events { kind title status totalCents } invoices { invoiceNumber } } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.vehicleHistory).toMatchObject({ rego: 'HIST77', totalSpentCents: 88770, paidCents: 0, outstandingCents: 88770 });
    expect(res.data.vehicleHistory.events).toEqual([{ kind: 'invoice', title: `Invoice ${res.data.vehicleHistory.invoices[0].invoiceNumber}`, status: 'unpaid', totalCents: 88770 }]);
    expect((await admin.gql(`{ vehicleHistory(rego: "  ") { rego } }`)).errors![0]).toMatchObject({ message: 'Please enter a rego.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('invoiceChanged', () => {
  it('tells staff about invoice changes', async () => {
    const invoice = await generate({ customerName: 'Live Invoice' });
    const client = wsClient(t.url, admin.token);
    const listening = listenerCount(t.app.pubsub, 'invoice.changed');
    const live = subscribe<{ invoiceChanged: { invoiceNumber: string; kind: string } }>(client, 'subscription { invoiceChanged { invoiceNumber kind } }');
    await waitFor(() => listenerCount(t.app.pubsub, 'invoice.changed') > listening, { what: 'the subscription to start' });
    await admin.gql(`mutation($n: String!) { resendInvoice(invoiceNumber: $n) { message } }`, { n: invoice.invoiceNumber });
    await waitFor(() => live.events.length > 0, { what: 'the resent invoice to be pushed' });
    await admin.gql(`mutation($n: String!) { markInvoicePaid(invoiceNumber: $n) { message } }`, { n: invoice.invoiceNumber });
    await waitFor(() => live.events.some((e) => e.invoiceChanged.kind === 'paid'), { what: 'the paid invoice to be pushed' });
    expect(live.events.at(-1)!.invoiceChanged).toEqual({ invoiceNumber: invoice.invoiceNumber, kind: 'paid' });
    live.stop();
    await client.dispose();
  });
});
