/**
 * What each priced line is, through REST and GraphQL, on an invoice, a quote and a job card: its
 * kind, a GST-free government fee beside taxable labour to the cent, discounts, labour by the hour
 * (its rate's price, its technician), the refusals naming the line, lines saved before kinds read
 * by the legacy rule, and the Xero export of a GST-free line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createInvoice, fetchRaw, invoiceRequest, parseCsv, pdfText } from '../invoices/invoices-factory.js';
import { createCard } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false, env: { XERO_ACCOUNT_CODE: '41000' } });

const sql = <T = any>(query: string, params: unknown[] = []) => (t.app.db.orm.em.fork() as EntityManager).getConnection().execute<T[]>(query, params);

let adminId: string;
let goneId: string;

beforeAll(async () => {
  [{ _id: adminId }] = await sql<{ _id: string }>(`SELECT _id FROM admin_user WHERE username = 'admin'`);
  // A second account, disabled: as the admin's row, with its own id, name and the disabled time.
  goneId = 'a1b2c3d4e5f6a1b2c3d4e5f6';
  await sql(
    `INSERT INTO admin_user SELECT (jsonb_populate_record(NULL::admin_user, to_jsonb(a) || jsonb_build_object('_id', ?::text, 'username', 'gone', 'email', 'gone@example.com', 'disabled_at', now()))).* FROM admin_user a WHERE username = 'admin'`,
    [goneId],
  );
});

/** 1.5 h of taxable labour at $150.00, a $845.30 registration fee (GST-free) and a $25.00 discount. */
const mixed = () => [
  { kind: 'labour', description: 'Labour: roadworthy inspection', hours: 1.5, unitPrice: 150 },
  { kind: 'sundry', description: 'VicRoads registration transfer fee', quantity: 1, unitPrice: 845.3, gstFree: true },
  { kind: 'discount', description: 'Loyalty discount', quantity: 1, unitPrice: -25 },
];

describe('invoice lines', () => {
  it('REST: takes and answers each line’s kind; GST on the taxable lines only, to the cent (prices exclusive)', async () => {
    const invoice = await createInvoice(admin, { invoiceItems: mixed() });
    // Taxable: 225.00 − 25.00 = 200.00 → GST 20.00; total 225.00 + 845.30 − 25.00 + 20.00.
    expect(invoice).toMatchObject({ subtotal: 1045.3, gst: 20, gstFreeAmount: 845.3, totalAmount: 1065.3 });
    expect(invoice.items).toEqual([
      { description: 'Labour: roadworthy inspection', quantity: 1.5, unitPrice: 150, kind: 'labour', gstFree: false, hours: 1.5, labourRateId: null, technicianId: null, partId: null },
      { description: 'VicRoads registration transfer fee', quantity: 1, unitPrice: 845.3, kind: 'sundry', gstFree: true, hours: null, labourRateId: null, technicianId: null, partId: null },
      { description: 'Loyalty discount', quantity: 1, unitPrice: -25, kind: 'discount', gstFree: false, hours: null, labourRateId: null, technicianId: null, partId: null },
    ]);
    const doc = await t.app.services.documents.get(t.app.db.orm.em.fork() as EntityManager, invoice.documentId);
    const text = await pdfText(doc.bytes);
    expect(text).toMatch(/\$225\.00\*/);
    expect(text).toContain('* Taxable item: GST is added to the price.');
  });

  it('GraphQL: the same lines with prices inclusive of GST', async () => {
    const res = await admin.gql(
      `mutation($input: GenerateInvoiceInput!) { generateInvoice(input: $input) { invoice { subtotalCents gstCents totalCents taxableCents gstFreeCents items { kind gstFree hours quantity unitPriceCents amountCents } } } }`,
      { input: { ...invoiceRequest(), gstIncluded: true, invoiceItems: mixed().map((l) => ({ ...l, kind: l.kind.toUpperCase() })) } },
    );
    expect(res.errors).toBeUndefined();
    const invoice = res.data.generateInvoice.invoice;
    // Taxable 200.00 includes 200 / 11 = 18.18 GST; the fee none.
    expect(invoice).toMatchObject({ totalCents: 104530, gstCents: 1818, subtotalCents: 102712, taxableCents: 20000, gstFreeCents: 84530 });
    expect(invoice.items).toEqual([
      { kind: 'LABOUR', gstFree: false, hours: 1.5, quantity: 1.5, unitPriceCents: 15000, amountCents: 22500 },
      { kind: 'SUNDRY', gstFree: true, hours: null, quantity: 1, unitPriceCents: 84530, amountCents: 84530 },
      { kind: 'DISCOUNT', gstFree: false, hours: null, quantity: 1, unitPriceCents: -2500, amountCents: -2500 },
    ]);
  });

  it('takes a line without a kind as an older client sends it: a negative price a discount, else a part', async () => {
    const invoice = await createInvoice(admin, { invoiceItems: [{ description: 'Labour', quantity: 1, unitPrice: 100 }, { description: 'Goodwill', quantity: 1, unitPrice: -10 }] });
    expect(invoice.items.map((l: any) => [l.kind, l.gstFree])).toEqual([['part', false], ['discount', false]]);
    expect(invoice).toMatchObject({ subtotal: 90, gst: 9, totalAmount: 99 });
  });

  it('refuses bad lines with a 400 naming the line', async () => {
    const refused = async (items: unknown[]) => {
      const res = await admin.rest('POST', '/api/admin/generate-invoice', invoiceRequest({ invoiceItems: items }));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body.message as string;
    };
    const pads = { kind: 'part', description: 'Pads', quantity: 1, unitPrice: 100 };
    expect(await refused([pads, { kind: 'discount', description: 'Discount', quantity: 1, unitPrice: 5 }])).toBe("Item 2: a discount's price must be negative.");
    expect(await refused([{ ...pads, kind: 'gift' }])).toBe('Item 1: kind must be one of labour, part, sundry, discount.');
    expect(await refused([{ ...pads, gstFree: 'yes' }])).toBe('Item 1: gstFree must be true or false.');
    expect(await refused([{ kind: 'labour', description: 'Labour', quantity: 2, hours: 1.5, unitPrice: 150 }])).toBe('Item 1: hours and quantity differ: send one of them.');
    expect(await refused([{ ...pads, hours: 1 }])).toBe('Item 1: only a labour line has hours.');
    expect(await refused([{ ...pads, technicianId: adminId }])).toBe('Item 1: only a labour line has a technician.');
    expect(await refused([pads, { kind: 'labour', description: 'Labour', hours: 1, unitPrice: 150, technicianId: goneId }])).toBe('Item 2: technician not found.');
    expect(await refused([{ kind: 'labour', description: 'Labour', hours: 1, labourRateId: 'nope' }])).toBe('Item 1: labour rate not found.');
    // The whole document never below zero; nor its taxable lines (a negative GST).
    expect(await refused([{ ...pads, gstFree: true }, { kind: 'discount', description: 'Discount', quantity: 1, unitPrice: -101, gstFree: true }])).toBe('The total cannot be below $0.00.');
    expect(await refused([pads, { kind: 'discount', description: 'Discount', quantity: 1, unitPrice: -150 }, { ...pads, gstFree: true }])).toMatch(/^The taxable items cannot come to less than \$0\.00/);
  });

  it('prices a labour line without a price at its rate (the default rate when it names none), and keeps its technician', async () => {
    const [standard] = (await admin.rest('GET', '/api/admin/settings/labour-rates')).body;
    expect(standard).toMatchObject({ name: 'Standard labour', hourlyRate: 150, isDefault: true });
    const invoice = await createInvoice(admin, {
      invoiceItems: [
        { kind: 'labour', description: 'Brake service', hours: 2, technicianId: adminId },
        { kind: 'labour', description: 'Diagnosis', hours: 1, labourRateId: standard.id, unitPrice: 99 },
      ],
    });
    expect(invoice.items).toEqual([
      expect.objectContaining({ kind: 'labour', hours: 2, quantity: 2, unitPrice: 150, labourRateId: standard.id, technicianId: adminId }),
      expect.objectContaining({ kind: 'labour', hours: 1, unitPrice: 99, labourRateId: standard.id, technicianId: null }),
    ]);
  });

  it('exports a GST-free line to Xero as GST Free Income with no tax, and the plain file’s GST-free amount', async () => {
    const invoice = await createInvoice(admin, { invoiceItems: mixed(), carRego: 'XERO GF' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date(invoice.issueDate));
    const res = await fetchRaw(t, `/api/admin/invoices/export/xero?from=${day}&to=${day}&amounts=exclusive&token=${encodeURIComponent(admin.token)}`);
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(res.body.toString('utf8'));
    const col = (name: string) => header.indexOf(name);
    const ours = rows.filter((r) => r[col('*InvoiceNumber')] === invoice.invoiceNumber).map((r) => [r[col('*Description')], r[col('*TaxType')], r[col('TaxAmount')]]);
    expect(ours).toEqual([
      ['Labour: roadworthy inspection', 'GST on Income', '22.50'],
      ['VicRoads registration transfer fee', 'GST Free Income', '0.00'],
      ['Loyalty discount', 'GST on Income', '-2.50'],
    ]);
    const plain = await fetchRaw(t, `/api/admin/invoices/export/plain?from=${day}&to=${day}&token=${encodeURIComponent(admin.token)}`);
    const [plainHeader, ...plainRows] = parseCsv(plain.body.toString('utf8').slice(1));
    const row = plainRows.find((r) => r[plainHeader.indexOf('Invoice Number')] === invoice.invoiceNumber)!;
    expect([row[plainHeader.indexOf('GST')], row[plainHeader.indexOf('GST-Free Amount')], row[plainHeader.indexOf('Total')]]).toEqual(['20.00', '845.30', '1065.30']);
  });

  it('reads lines saved before kinds by the legacy rule, all taxable', async () => {
    const invoice = await createInvoice(admin, { invoiceItems: [{ description: 'x', quantity: 1, unitPrice: 1 }] });
    const legacy = [
      { description: 'Labour: brake service', quantity: 1.5, unitPriceCents: 11000 },
      { description: 'Brake pads', quantity: 1, unitPriceCents: 12995 },
      { description: 'Goodwill', quantity: 1, unitPriceCents: -1000 },
    ];
    await sql('UPDATE invoice SET items = ?::jsonb WHERE _id = ?', [JSON.stringify(legacy), invoice._id]);
    const rest = (await admin.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}`)).body;
    const items = (rest.invoice ?? rest).items;
    expect(items.map((l: any) => [l.kind, l.gstFree, l.hours])).toEqual([['labour', false, 1.5], ['part', false, null], ['discount', false, null]]);
    const gql = await admin.gql(`query($n: String!) { invoice(invoiceNumber: $n) { items { kind gstFree hours } } }`, { n: invoice.invoiceNumber });
    expect(gql.data.invoice.items).toEqual([
      { kind: 'LABOUR', gstFree: false, hours: 1.5 },
      { kind: 'PART', gstFree: false, hours: null },
      { kind: 'DISCOUNT', gstFree: false, hours: null },
    ]);
  });
});

describe('quote and job card lines', () => {
  it('REST: a job card saves its lines’ kinds; its quote charges GST on the taxable lines only', async () => {
    const card = await createCard(admin);
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, {
      finalItems: [
        { kind: 'labour', description: 'Roadworthy inspection', hours: 1.5, estimateCost: 150, technicianId: adminId },
        { kind: 'sundry', description: 'Registration fee', quantity: 1, unitPrice: 845.3, gstFree: true },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.finalItems).toEqual([
      expect.objectContaining({ kind: 'labour', hours: 1.5, quantity: 1.5, estimateCost: 150, gstFree: false, technicianId: adminId }),
      expect.objectContaining({ kind: 'sundry', hours: null, estimateCost: 845.3, gstFree: true }),
    ]);
    const quoted = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: saved.body.finalItems, gstIncludedInEstimate: false });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    // GST 10 % of 225.00 only: 22.50; total 1070.30 + 22.50.
    expect(quoted.body.quote).toMatchObject({ subtotal: 1070.3, gst: 22.5, gstFreeAmount: 845.3, total: 1092.8 });
    expect(quoted.body.quote.items.map((l: any) => [l.kind, l.gstFree])).toEqual([['labour', false], ['sundry', true]]);
  });

  it('GraphQL: a job card and its quote answer the kinds; a positive discount is refused naming the line', async () => {
    const card = await createCard(admin);
    const UPDATE = `mutation($id: ID!, $input: UpdateJobCardInput!) { updateJobCard(id: $id, input: $input) { finalItems { kind gstFree hours labourRateId technicianId unitPriceCents } } }`;
    const bad = await admin.gql(UPDATE, { id: card._id, input: { finalItems: [{ kind: 'PART', description: 'Pads', quantity: 1, unitPrice: 100 }, { kind: 'DISCOUNT', description: 'Mate’s rate', quantity: 1, unitPrice: 10 }] } });
    expect(bad.errors?.[0].message).toBe("Line 2: a discount's price must be negative.");
    const lines = [
      { kind: 'LABOUR', description: 'Labour', hours: 2 },
      { kind: 'SUNDRY', description: 'Registration fee', quantity: 1, unitPrice: 33.33, gstFree: true },
      { kind: 'DISCOUNT', description: 'Discount', quantity: 1, unitPrice: -20 },
    ];
    const res = await admin.gql(UPDATE, { id: card._id, input: { finalItems: lines } });
    expect(res.errors).toBeUndefined();
    const [labour, fee, discount] = res.data.updateJobCard.finalItems;
    expect(labour).toMatchObject({ kind: 'LABOUR', gstFree: false, hours: 2, labourRateId: 'standard', technicianId: null, unitPriceCents: 15000 });
    expect(fee).toMatchObject({ kind: 'SUNDRY', gstFree: true, hours: null });
    expect(discount).toMatchObject({ kind: 'DISCOUNT', unitPriceCents: -2000 });
    const quote = await admin.gql(
      `mutation($id: ID!, $input: GenerateQuoteInput!) { generateQuote(id: $id, input: $input) { quote { subtotalCents gstCents totalCents items { kind gstFree } } } }`,
      { id: card._id, input: { items: lines, gstIncludedInEstimate: true } },
    );
    expect(quote.errors).toBeUndefined();
    // Inclusive: 300.00 − 20.00 = 280.00 taxable includes 25.45 (25.4545…); total 313.33.
    expect(quote.data.generateQuote.quote).toMatchObject({ totalCents: 31333, gstCents: 2545, subtotalCents: 28788 });
    expect(quote.data.generateQuote.quote.items.map((l: any) => l.kind)).toEqual(['LABOUR', 'SUNDRY', 'DISCOUNT']);

    // Completing would issue the card's lines: the preview says the GST-free part as the invoice will.
    const preview = await admin.gql(`query($id: ID!) { jobCompletionPreview(jobCardId: $id) { subtotalCents gstCents totalCents taxableCents gstFreeCents } }`, { id: card._id });
    expect(preview.errors).toBeUndefined();
    expect(preview.data.jobCompletionPreview).toMatchObject({ taxableCents: 28000, gstFreeCents: 3333 });
  });

  it('reads a job card’s lines saved before kinds by the legacy rule', async () => {
    const card = await createCard(admin);
    await sql('UPDATE job_card SET final_items = ?::jsonb WHERE _id = ?', [JSON.stringify([{ description: 'Labor, diagnosis', quantity: 1, unitPriceCents: 9900 }, { description: 'Oil filter', quantity: 1, unitPriceCents: 1895 }]), card._id]);
    const res = await admin.rest('GET', `/api/admin/jobcards/${card._id}`);
    expect(res.body.finalItems.map((l: any) => [l.kind, l.hours, l.gstFree])).toEqual([['labour', 1, false], ['part', null, false]]);
  });
});
