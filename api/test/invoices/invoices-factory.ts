/** Invoice test data: requests for the real REST call, rows seeded straight into the table, and PDF/CSV readers. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { asAdmin } from '../admin-session.js';
import type { TestServer } from '../harness.js';

type Admin = ReturnType<typeof asAdmin>;
let n = 0;

/** Invoice lines as the invoice form sends them: one [description, quantity, unit price] each. */
export function invoiceLines(...rows: Array<[description: string, quantity: number, unitPrice: number | string]>) {
  return rows.map(([description, quantity, unitPrice]) => ({ description, quantity, unitPrice }));
}

/** Front brake pads (1 × 129.95) and `hours` of labour at $110 an hour. */
export function padsAndLabour(hours: number, labourPrice: number | string = '110.00') {
  return invoiceLines(['Front brake pads', 1, 129.95], ['Labour', hours, labourPrice]);
}

export function invoiceRequest(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    customerEmail: `invoice.customer${n}@example.com`,
    customerName: `Invoice Customer ${n}`,
    carRego: `INV ${100 + n}`,
    phoneNumber: '0412 345 678',
    invoiceItems: padsAndLabour(2),
    notes: 'Thank you.',
    gstPercentage: 10,
    ...overrides,
  };
}

/**
 * The invoice JSON of `padsAndLabour(1.5)`: brake pads (1 × 129.95) and labour (1.5 × 110), GST 10 % on top: 129.95 + 165.00
 * = 294.95; GST 29.495 → 29.50 (half up); total 324.45.
 */
export const PADS_AND_LABOUR_INVOICED = {
  items: [
    { description: 'Front brake pads', quantity: 1, unitPrice: 129.95 },
    { description: 'Labour', quantity: 1.5, unitPrice: 110 },
  ],
  gstPercentage: 10,
  gstIncluded: false,
  subtotal: 294.95,
  gst: 29.5,
  totalAmount: 324.45,
};

export interface InvoiceJson {
  _id: string;
  invoiceNumber: string;
  customerName: string;
  customerEmail: string;
  carRego: string;
  status: string;
  subtotal: number;
  gst: number;
  totalAmount: number;
  documentId: string;
  [k: string]: any;
}

/** Creates an invoice through POST /api/admin/generate-invoice and answers its JSON. */
export async function createInvoice(admin: Admin, overrides: Record<string, unknown> = {}): Promise<InvoiceJson> {
  const res = await admin.rest('POST', '/api/admin/generate-invoice', invoiceRequest(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.invoice as InvoiceJson;
}

/** The customer who owns `rego`, made as the workshop makes one: by invoicing the car (a tyre). Answers the customer's id. */
export async function invoicedOwner(t: TestServer, admin: Admin, rego: string, email: string, phoneNumber: string): Promise<string> {
  await createInvoice(admin, {
    customerEmail: email,
    customerName: `Owner of ${rego}`,
    carRego: rego,
    phoneNumber,
    invoiceItems: [{ description: 'Tyre', quantity: 1, unitPrice: 100 }],
    notes: undefined,
  });
  const [row] = await t.app.db.orm.em.fork().getConnection().execute<Array<{ customer_id: string }>>('select customer_id from vehicle where rego_key = ?', [rego]);
  return row.customer_id;
}

export interface SeedRow {
  customerName?: string;
  carRego?: string;
  issuedAt: Date;
  status?: 'paid' | 'unpaid';
  pricesIncludeGst?: boolean;
  totalCents?: number;
}

/**
 * Inserts invoices straight into the table (numbers from the same sequence, no PDF, no mail): for
 * paging and export tests that need hundreds of rows. One statement.
 */
export async function seedInvoices(t: TestServer, rows: SeedRow[]): Promise<void> {
  const em = t.app.db.orm.em.fork() as EntityManager;
  const values: unknown[] = [];
  const tuples = rows.map((r, i) => {
    const rego = r.carRego ?? `SEED${i}`;
    const total = r.totalCents ?? 11000;
    // 10 %: the GST is a eleventh of the total either way.
    const gst = Math.round(total / 11);
    values.push(
      r.customerName ?? `Seeded Customer ${i}`,
      `seed${i}@example.com`,
      rego,
      rego.replace(/\s+/g, '').toUpperCase(),
      JSON.stringify([{ description: 'Seeded work', quantity: 1, unitPriceCents: r.pricesIncludeGst ? total : total - gst }]),
      r.pricesIncludeGst ?? false,
      total - gst,
      gst,
      total,
      r.issuedAt.toISOString(),
      r.status ?? 'unpaid',
    );
    return `(substr(md5(random()::text), 1, 24), nextval('invoice_number_seq'), ?, ?, ?, ?, ?::jsonb, 10, ?, ?, ?, ?, ?::timestamptz, ?)`;
  });
  await em.getConnection().execute(
    `WITH rows AS (
       SELECT * FROM (VALUES ${tuples.join(', ')}) AS v(id, n, customer_name, customer_email, car_rego, rego_key, items, gst_percentage, prices_include_gst, subtotal_cents, gst_cents, total_cents, issued_at, status)
     )
     INSERT INTO invoice (_id, number, invoice_number, customer_name, customer_email, car_rego, rego_key, items, gst_percentage, prices_include_gst, subtotal_cents, gst_cents, total_cents, issued_at, status)
     SELECT id, n, 'INV-' || lpad(n::text, 6, '0'), customer_name, customer_email, car_rego, rego_key, items, gst_percentage, prices_include_gst, subtotal_cents, gst_cents, total_cents, issued_at, status FROM rows`,
    values,
  );
}

/** The PDF's text, whitespace collapsed (pdf text runs may split anywhere). */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A PDF's text as poppler's pdftotext lays it out (-layout): what a person reads, column by column. */
export async function pdftotext(bytes: Uint8Array): Promise<string> {
  const run = promisify(execFile)('pdftotext', ['-layout', '-', '-'], { maxBuffer: 10 * 1024 * 1024 });
  run.child.stdin!.end(Buffer.from(bytes));
  return (await run).stdout;
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function fetchRaw(t: TestServer, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(t.url + path, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

/** A strict RFC 4180 reader (quoted fields, doubled quotes, CRLF), written for the tests, independent of the exporter. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') {
        quoted = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      i++;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else if (c === '\n' || c === '\r' || c === '"') {
      throw new Error(`bare ${JSON.stringify(c)} at ${i}: not RFC 4180 (CRLF line ends, quotes only around a field)`);
    } else {
      field += c;
      i++;
    }
  }
  if (field !== '' || row.length) throw new Error('the last record has no CRLF');
  return rows;
}
