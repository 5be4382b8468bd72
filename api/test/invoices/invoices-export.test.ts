/**
 * The accountant's exports: Xero's sales invoice import template (parsed back: columns, one row
 * per line, tax type and tax per line, amounts as stored, totals) and the plain CSV, over a date
 * range in the workshop's zone; links by session or one-export token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createInvoice, fetchRaw, parseCsv, seedInvoices } from './invoices-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false, env: { XERO_ACCOUNT_CODE: '41000' } });

const XERO_HEADER =
  '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Total,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme';

async function download(path: string) {
  const res = await fetchRaw(t, `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(admin.token)}`);
  return { ...res, text: res.body.toString('utf8') };
}

/** Rows as objects keyed by the header. */
function records(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  for (const row of rows) expect(row.length).toBe(header.length);
  return rows.map((row) => Object.fromEntries(header.map((h, i) => [h, row[i]])));
}

const cents = (dollars: string) => {
  expect(dollars).toMatch(/^\d+\.\d{2}$/);
  return Math.round(Number(dollars) * 100);
};

describe('Xero sales invoice CSV', () => {
  let today: string;
  let exclusive: Awaited<ReturnType<typeof createInvoice>>[];
  let inclusive: Awaited<ReturnType<typeof createInvoice>>;

  beforeAll(async () => {
    exclusive = [
      await createInvoice(admin, {
        customerName: 'Zoë "Zed" O’Brien, Fleet',
        carRego: 'XERO 1',
        gstPercentage: 10,
        invoiceItems: [
          { description: 'Brake pads, front', quantity: 1, unitPrice: 129.95 },
          { description: 'Labour', quantity: 1.5, unitPrice: 110 },
          { description: 'Shop supplies', quantity: 3, unitPrice: 3.33 },
        ],
      }),
      await createInvoice(admin, { customerName: 'GST Free Fleet', carRego: 'XERO 2', gstPercentage: 0, invoiceItems: [{ description: 'Export part', quantity: 2, unitPrice: 50 }] }),
      await createInvoice(admin, { customerName: 'Odd Rate', carRego: 'XERO 3', gstPercentage: 12.5, invoiceItems: [{ description: 'Odd', quantity: 3, unitPrice: 33.33 }, { description: 'Even', quantity: 1, unitPrice: 1 }] }),
    ];
    inclusive = await createInvoice(admin, { customerName: 'Inclusive Customer', carRego: 'XERO 4', gstIncluded: true, invoiceItems: [{ description: 'Service', quantity: 1, unitPrice: 110 }, { description: 'Wipers', quantity: 2, unitPrice: 24.95 }] });
    today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date(exclusive[0].issueDate));
  });

  it('refuses a range mixing tax exclusive and inclusive prices unless amounts says which', async () => {
    const res = await download(`/api/admin/invoices/export/xero?from=${today}&to=${today}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text).message).toMatch(/^These invoices mix prices that include GST and prices that exclude it/);
  });

  it('exports the tax exclusive invoices: one row per line, amounts as stored, tax per line adding up to the GST', async () => {
    const res = await download(`/api/admin/invoices/export/xero?from=${today}&to=${today}&amounts=exclusive`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="xero-sales-invoices-${today}-to-${today}-tax-exclusive.csv"`);
    expect(res.text.split('\r\n')[0]).toBe(XERO_HEADER);
    const rows = records(res.text);
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r['*InvoiceNumber']))).toEqual(new Set(exclusive.map((i) => i.invoiceNumber)));
    // Recorded in the audit trail as the staff member's.
    const [recorded] = (await admin.rest('GET', '/api/admin/audit?action=invoice.exported')).body;
    expect(recorded).toMatchObject({ actor: { kind: 'staff' }, entityType: 'invoice', summary: `Invoices of ${today} to ${today} exported for Xero (tax exclusive): 3 invoices` });

    const [dd, mm, yyyy] = [today.slice(8), today.slice(5, 7), today.slice(0, 4)];
    for (const invoice of exclusive) {
      const lines = rows.filter((r) => r['*InvoiceNumber'] === invoice.invoiceNumber);
      expect(lines).toHaveLength(invoice.items.length);
      lines.forEach((row, i) => {
        const item = invoice.items[i];
        expect(row).toMatchObject({
          '*ContactName': invoice.customerName,
          EmailAddress: invoice.customerEmail,
          Reference: `Rego ${invoice.carRego}`,
          '*InvoiceDate': `${dd}/${mm}/${yyyy}`,
          '*DueDate': `${dd}/${mm}/${yyyy}`,
          '*Description': item.description,
          '*Quantity': String(item.quantity),
          '*UnitAmount': item.unitPrice.toFixed(2),
          '*AccountCode': '41000',
          Currency: 'AUD',
          Total: invoice.totalAmount.toFixed(2),
        });
      });
      // Line amounts (half up to the cent) plus the line taxes make the invoice's stored total.
      const lineSum = lines.reduce((sum, r) => sum + Math.round(Number(r['*Quantity']) * cents(r['*UnitAmount'])), 0);
      const taxSum = lines.reduce((sum, r) => sum + cents(r.TaxAmount), 0);
      expect(lineSum).toBe(Math.round(invoice.subtotal * 100));
      expect(taxSum).toBe(Math.round(invoice.gst * 100));
      expect(lineSum + taxSum).toBe(cents(lines[0].Total));
    }
    const taxType = (n: string) => new Set(rows.filter((r) => r['*InvoiceNumber'] === n).map((r) => r['*TaxType']));
    expect(taxType(exclusive[0].invoiceNumber)).toEqual(new Set(['GST on Income']));
    expect(taxType(exclusive[1].invoiceNumber)).toEqual(new Set(['GST Free Income']));
    expect(taxType(exclusive[2].invoiceNumber)).toEqual(new Set(['GST on Income 12.5%']));
  });

  it('exports the tax inclusive invoices on their own: lines add up to the total, taxes to the GST', async () => {
    const res = await download(`/api/admin/invoices/export/xero?from=${today}&to=${today}&amounts=inclusive`);
    expect(res.status).toBe(200);
    const rows = records(res.text);
    expect(rows.map((r) => r['*InvoiceNumber'])).toEqual([inclusive.invoiceNumber, inclusive.invoiceNumber]);
    expect(rows.map((r) => r['*UnitAmount'])).toEqual(['110.00', '24.95']);
    const lineSum = rows.reduce((sum, r) => sum + Number(r['*Quantity']) * cents(r['*UnitAmount']), 0);
    expect(lineSum).toBe(Math.round(inclusive.totalAmount * 100));
    expect(rows.reduce((sum, r) => sum + cents(r.TaxAmount), 0)).toBe(Math.round(inclusive.gst * 100));
  });

  it('picks the one kind a range holds when amounts is absent, and leaves out invoices outside the range', async () => {
    await seedInvoices(t, [
      { customerName: 'Before', issuedAt: new Date('2025-03-01T12:59:59Z') }, // 23:59:59 on 1 March in Melbourne
      { customerName: 'First day', issuedAt: new Date('2025-03-01T13:00:00Z') }, // 00:00 on 2 March
      { customerName: 'Last day', issuedAt: new Date('2025-03-31T12:59:59Z') }, // 23:59:59 on 31 March (AEDT until 6 April)
      { customerName: 'After', issuedAt: new Date('2025-03-31T13:00:00Z') },
    ]);
    const res = await download('/api/admin/invoices/export/xero?from=2025-03-02&to=2025-03-31');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('tax-exclusive.csv');
    expect(records(res.text).map((r) => [r['*ContactName'], r['*InvoiceDate']])).toEqual([
      ['First day', '02/03/2025'],
      ['Last day', '31/03/2025'],
    ]);
  });

  it('defuses what a spreadsheet would run as a formula, and leaves amounts as numbers', async () => {
    const evil = await createInvoice(admin, {
      customerName: '=HYPERLINK("http://evil.example","click")',
      carRego: 'XERO 5',
      invoiceItems: [
        { description: "-2+3+cmd|' /C calc'!A0", quantity: 1, unitPrice: 10 },
        { description: '@SUM(A1:A9)', quantity: 1, unitPrice: 5 },
        { description: '+61 412 345 678 called', quantity: 1, unitPrice: 1 },
      ],
    });
    const res = await download(`/api/admin/invoices/export/xero?from=${today}&to=${today}&amounts=exclusive`);
    expect(res.status).toBe(200);
    const cells = parseCsv(res.text);
    // Read back as a spreadsheet would: a cell starting with = + - @, a tab or a carriage return is a formula unless it is a number.
    for (const cell of cells.flat()) {
      if (/^[=+\-@\t\r]/.test(cell)) expect(cell, 'a cell a spreadsheet would run').toMatch(/^-?\d+(\.\d+)?$/);
    }
    const rows = records(res.text).filter((r) => r['*InvoiceNumber'] === evil.invoiceNumber);
    expect(rows.map((r) => r['*ContactName'])).toEqual(Array(3).fill('\'=HYPERLINK("http://evil.example","click")'));
    expect(rows.map((r) => r['*Description'])).toEqual(["'-2+3+cmd|' /C calc'!A0", "'@SUM(A1:A9)", "'+61 412 345 678 called"]);
    expect(rows.map((r) => r['*UnitAmount'])).toEqual(['10.00', '5.00', '1.00']);
  });

  it('refuses more than 500 invoices in one file (Xero’s limit), a bad range, and an empty one', async () => {
    await seedInvoices(t, Array.from({ length: 501 }, (_, i) => ({ customerName: `Bulk ${i}`, issuedAt: new Date(Date.UTC(2024, 5, 10, 2, 0, i)) })));
    const many = await download('/api/admin/invoices/export/xero?from=2024-06-10&to=2024-06-10');
    expect(many.status).toBe(400);
    expect(JSON.parse(many.text).message).toBe('Xero imports at most 500 invoices per file and this range holds 501: choose a shorter date range.');
    expect((await download('/api/admin/invoices/export/plain?from=2024-06-10&to=2024-06-10')).status).toBe(200);
    for (const [query, message] of [
      ['from=2024-06-11&to=2024-06-10', 'The start date must not be after the end date.'],
      ['from=2024-13-01&to=2024-12-31', 'from and to must be dates written yyyy-MM-dd.'],
      ['to=2024-12-31', 'from and to must be dates written yyyy-MM-dd.'],
      ['from=2024-01-01&to=2024-01-02&amounts=both', 'amounts must be exclusive or inclusive.'],
    ]) {
      const res = await download(`/api/admin/invoices/export/xero?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.parse(res.text).message).toBe(message);
    }
    const empty = await download('/api/admin/invoices/export/xero?from=2001-01-01&to=2001-01-31');
    expect(empty.status).toBe(404);
    expect((await download('/api/admin/invoices/export/myob?from=2001-01-01&to=2001-01-31')).status).toBe(404);
  });
});

describe('plain CSV', () => {
  it('has one row per invoice with its totals, a BOM for spreadsheets, and defuses formulas', async () => {
    await seedInvoices(t, [
      { customerName: '=HYPERLINK("http://evil.example")', carRego: 'PLAIN 1', issuedAt: new Date('2023-02-01T01:00:00Z'), totalCents: 11000 },
      { customerName: 'Plain Paid', carRego: 'PLAIN 2', issuedAt: new Date('2023-02-02T01:00:00Z'), status: 'paid', pricesIncludeGst: true, totalCents: 22000 },
    ]);
    const res = await download('/api/admin/invoices/export/plain?from=2023-02-01&to=2023-02-02');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoices-2023-02-01-to-2023-02-02.csv"');
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const rows = records(res.text.slice(1));
    expect(Object.keys(rows[0])).toEqual([
      'Invoice Number', 'Issue Date', 'Customer Name', 'Customer Email', 'Phone Number', 'Car Rego', 'Lines', 'Prices Include GST', 'GST %', 'Subtotal', 'GST', 'GST-Free Amount', 'Total', 'Status', 'Paid Date', 'Job Card',
    ]);
    expect(rows.map((r) => [r['Issue Date'], r['Customer Name'], r['Prices Include GST'], r.Subtotal, r.GST, r.Total, r.Status])).toEqual([
      ['01/02/2023', '\'=HYPERLINK("http://evil.example")', 'No', '100.00', '10.00', '110.00', 'Unpaid'],
      ['02/02/2023', 'Plain Paid', 'Yes', '200.00', '20.00', '220.00', 'Paid'],
    ]);
  });

  it('is refused without a token', async () => {
    expect((await fetchRaw(t, '/api/admin/invoices/export/plain?from=2023-02-01&to=2023-02-02')).status).toBe(401);
  });
});
