/** Invoices over REST (admin): generate, list and filter, pages, read, resend, mark as paid, delete, PDF links. */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { displayDate } from '../../src/shared/time.js';
import { withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createInvoice, fetchRaw, invoiceRequest, PADS_AND_LABOUR_INVOICED, padsAndLabour, pdfText, seedInvoices } from './invoices-factory.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));
beforeEach(() => t.clock.reset());

const em = () => t.app.db.orm.em.fork() as EntityManager;

describe('POST /api/admin/generate-invoice', () => {
  it('stores the invoice with a sequence number and totals, and emails the customer the PDF', async () => {
    const res = await admin.rest(
      'POST',
      '/api/admin/generate-invoice',
      invoiceRequest({ customerEmail: 'anh.invoice@example.com', customerName: '  Nguyễn Thị Ánh ', carRego: ' 1ab 2cd ', invoiceItems: padsAndLabour(1.5, '110'), notes: 'Rotors within tolerance.' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const invoice = res.body.invoice;
    expect(res.body.message).toBe(`Invoice ${invoice.invoiceNumber} created and sent to anh.invoice@example.com.`);
    expect(invoice).toMatchObject({
      customerName: 'Nguyễn Thị Ánh',
      customerEmail: 'anh.invoice@example.com',
      carRego: '1AB 2CD',
      phoneNumber: '0412 345 678',
      ...PADS_AND_LABOUR_INVOICED,
      notes: 'Rotors within tolerance.',
      status: 'unpaid',
      paidAt: null,
      jobCardId: null,
    });
    expect(invoice.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(new Date(invoice.issueDate).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const doc = await t.app.services.documents.get(em(), invoice.documentId);
    expect(doc).toMatchObject({ kind: 'invoice', filename: `Invoice-${invoice.invoiceNumber}-1AB2CD.pdf`, sha256: invoice.documentSha256 });
    const text = await pdfText(doc.bytes);
    expect(text).toContain('Nguyễn Thị Ánh');
    expect(text).toContain('$324.45');

    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('anh.invoice@example.com'));
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Truganina Auto Care`);
    expect(mail.text).toContain('Total (incl. GST): $324.45');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: doc.filename, contentType: 'application/pdf' });
    expect(Buffer.compare(mail.attachments[0].content, doc.bytes)).toBe(0);
  });

  it('takes gstIncluded: the GST is split out of inclusive prices', async () => {
    const invoice = await createInvoice(admin, { invoiceItems: [{ description: 'Service', quantity: 1, unitPrice: 110 }], gstIncluded: true });
    expect(invoice).toMatchObject({ gstIncluded: true, subtotal: 100, gst: 10, totalAmount: 110 });
  });

  it('defaults the GST percentage to 10 and gstIncluded to false', async () => {
    const invoice = await createInvoice(admin, { gstPercentage: undefined, invoiceItems: [{ description: 'Service', quantity: 3, unitPrice: 33.33 }] });
    // 99.99 × 10 % = 9.999 → 10.00.
    expect(invoice).toMatchObject({ gstPercentage: 10, gstIncluded: false, subtotal: 99.99, gst: 10, totalAmount: 109.99 });
  });

  it.each([
    [{ customerName: '  ' }, 'Customer name is required.'],
    [{ customerEmail: 'nope' }, 'Please enter a valid email address.'],
    [{ carRego: '' }, 'Car rego is required.'],
    [{ phoneNumber: 'call me' }, 'Please enter a valid phone number.'],
    [{ invoiceItems: [] }, 'An invoice needs at least one item.'],
    [{ invoiceItems: 'pads' }, 'invoiceItems must be a list.'],
    [{ invoiceItems: [{ description: ' ', quantity: 1, unitPrice: 1 }] }, 'Item 1: a description is required.'],
    [{ invoiceItems: [{ description: 'Pads', quantity: 0, unitPrice: 1 }] }, 'Item 1: quantity must be a number greater than 0.'],
    [{ invoiceItems: [{ description: 'Pads', quantity: 0.5, unitPrice: 1 }] }, 'Item 1: quantity must be at least 1.'],
    [{ invoiceItems: [{ description: 'Pads', quantity: 1.234, unitPrice: 1 }] }, 'Item 1: quantity must have at most 2 decimals.'],
    [{ invoiceItems: [{ description: 'Pads', quantity: 'two', unitPrice: 1 }] }, 'Item 1: quantity must be a number greater than 0.'],
    [{ invoiceItems: [{ description: 'Pads', quantity: 1, unitPrice: -1 }] }, 'The total cannot be below $0.00.'],
    [{ invoiceItems: [{ description: 'Pads', quantity: 1, unitPrice: 1.005 }] }, 'Item 1: unit price must have at most 2 decimals.'],
    [{ invoiceItems: [{ description: 'Pads', quantity: 1, unitPrice: 'free' }] }, 'Item 1: unit price must be a number.'],
    [{ invoiceItems: [{ description: 'Pads', quantity: 1, unitPrice: 1 }, 7] }, 'Item 2 must be an object.'],
    [{ gstPercentage: 101 }, 'GST percentage must be from 0 to 100.'],
    [{ gstPercentage: -1 }, 'GST percentage must be from 0 to 100.'],
    [{ gstPercentage: 'ten' }, 'GST percentage must be a number.'],
    [{ gstIncluded: 'yes' }, 'gstIncluded must be true or false.'],
  ])('refuses %j with 400 and a message', async (override, message) => {
    const res = await admin.rest('POST', '/api/admin/generate-invoice', invoiceRequest(override));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a body that is not an object, and callers without a token', async () => {
    expect((await admin.rest('POST', '/api/admin/generate-invoice', '[1]')).status).toBe(400);
    const res = await t.rest('POST', '/api/admin/generate-invoice', invoiceRequest());
    expect(res.status).toBe(401);
  });
});

describe('GET /api/admin/invoices', () => {
  beforeAll(async () => {
    await createInvoice(admin, { customerName: 'Zoë O’Brien', carRego: 'zoe 42' });
    await createInvoice(admin, { customerName: 'Bob Smith', carRego: 'BOB1' });
  });

  it('answers a JSON list, newest first', async () => {
    const res = await admin.rest('GET', '/api/admin/invoices');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    const numbers = res.body.map((i: { invoiceNumber: string }) => i.invoiceNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
    expect(res.body[0]).toMatchObject({ customerName: 'Bob Smith', carRego: 'BOB1' });
  });

  it('filters by customer name and invoice number (partial, any case), rego (any case and spacing) and status', async () => {
    const names = async (query: string) => ((await admin.rest('GET', `/api/admin/invoices?${query}`)).body as Array<{ customerName: string }>).map((i) => i.customerName);
    expect(await names('customerName=ZOË')).toEqual(['Zoë O’Brien']);
    expect(await names('customerName=brien')).toEqual(['Zoë O’Brien']);
    expect(await names('carRego=Zo%20E4%202')).toEqual(['Zoë O’Brien']);
    const zoe = (await admin.rest('GET', '/api/admin/invoices?customerName=zo%C3%AB')).body[0];
    expect(await names(`invoiceNumber=${zoe.invoiceNumber.toLowerCase()}`)).toEqual(['Zoë O’Brien']);
    expect(await names(`invoiceNumber=${zoe.invoiceNumber.slice(-3)}`)).toContain('Zoë O’Brien');
    expect(await names('status=Unpaid&customerName=bob')).toEqual(['Bob Smith']);
    expect(await names('status=Paid&customerName=bob')).toEqual([]);
    expect(await names('status=All&customerName=bob')).toEqual(['Bob Smith']);
    expect(await names('customerName=nobody-like-this')).toEqual([]);
  });

  it.each([
    ['status=late', 'Status must be All, Paid or Unpaid.'],
    ['limit=0', 'limit must be a whole number from 1 to 500.'],
    ['limit=501', 'limit must be a whole number from 1 to 500.'],
    ['limit=ten', 'limit must be a whole number from 1 to 500.'],
    ['cursor=not-a-cursor', 'The cursor is not valid: use the nextCursor of the previous page.'],
    ['status=paid&status=unpaid', 'status must be given once.'],
  ])('refuses ?%s with 400', async (query, message) => {
    const res = await admin.rest('GET', `/api/admin/invoices?${query}`);
    expect(res).toMatchObject({ status: 400, body: { message } });
  });
});

describe('pages', () => {
  const base = Date.parse('2025-01-01T00:00:00Z');
  beforeAll(async () => {
    // 230 invoices, some issued at the same instant (the number breaks the tie).
    await seedInvoices(
      t,
      Array.from({ length: 230 }, (_, i) => ({ customerName: `Paged ${i}`, carRego: 'PAGE 1', issuedAt: new Date(base + Math.floor(i / 3) * 60_000) })),
    );
  });

  it('with a limit, answers one page with a Link to the next, which carries on without gaps or repeats', async () => {
    const seen: string[] = [];
    let next: string | null = '/api/admin/invoices?carRego=page1&limit=100';
    let pages = 0;
    while (next) {
      const res = await fetch(t.url + next, { headers: { authorization: `Bearer ${admin.token}` } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Array<{ customerName: string; issueDate: string; invoiceNumber: string }>;
      expect(body.length).toBe(pages < 2 ? 100 : 30);
      seen.push(...body.map((i) => i.customerName));
      const link = res.headers.get('link');
      next = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1] : null;
      if (next) expect(next).toContain('carRego=page1');
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 230 }, (_, i) => `Paged ${229 - i}`));
  });

  it('takes a limit', async () => {
    const res = await fetch(`${t.url}/api/admin/invoices?limit=7&carRego=PAGE1`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(((await res.json()) as unknown[]).length).toBe(7);
    expect(res.headers.get('link')).toMatch(/^<\/api\/admin\/invoices\?limit=7&carRego=PAGE1&cursor=[\w-]+>; rel="next"$/);
  });

  it('without limit answers the whole filtered list, newest first, with no Link header', async () => {
    const res = await fetch(`${t.url}/api/admin/invoices?carRego=page1`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('link')).toBeNull();
    const body = (await res.json()) as Array<{ customerName: string }>;
    expect(body.map((i) => i.customerName)).toEqual(Array.from({ length: 230 }, (_, i) => `Paged ${229 - i}`));
  });

  it('without limit reads past its 500-row pages: 1,100 invoices, all of them, filters kept', async () => {
    await seedInvoices(
      t,
      Array.from({ length: 1100 }, (_, i) => ({ customerName: `Many ${i}`, carRego: 'MANY 1', issuedAt: new Date(base + i * 60_000), status: i % 4 === 0 ? 'paid' : 'unpaid' })),
    );
    const all = await admin.rest('GET', '/api/admin/invoices?carRego=MANY1');
    expect(all.body.map((i: { customerName: string }) => i.customerName)).toEqual(Array.from({ length: 1100 }, (_, i) => `Many ${1099 - i}`));
    const paid = await admin.rest('GET', '/api/admin/invoices?carRego=MANY1&status=Paid');
    expect(paid.body.length).toBe(275);
    expect(paid.body.every((i: { status: string }) => i.status === 'paid')).toBe(true);
    expect((await admin.rest('GET', '/api/admin/invoices?carRego=MANY1&customerName=many%201099')).body.length).toBe(1);
  });
});

describe('one invoice', () => {
  it('GET /api/admin/invoices/{n} answers it with its PDFs; an unknown number is a 404 with a message', async () => {
    const invoice = await createInvoice(admin);
    const res = await admin.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ invoiceNumber: invoice.invoiceNumber, documents: [{ documentId: invoice.documentId, sha256: invoice.documentSha256, reason: 'issued' }] });
    expect((await admin.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber.toLowerCase()}`)).status).toBe(200);
    expect(await admin.rest('GET', '/api/admin/invoices/INV-999999')).toMatchObject({ status: 404, body: { message: 'Invoice not found.' } });
    expect(await admin.rest('GET', '/api/admin/invoices/nonsense')).toMatchObject({ status: 404, body: { message: 'Invoice not found.' } });
  });
});

describe('POST /api/admin/invoices/resend-email/{n}', () => {
  it('sends the stored PDF to the customer and the additional addresses (trimmed, empties dropped)', async () => {
    const invoice = await createInvoice(admin, { customerEmail: 'resend.customer@example.com' });
    const res = await admin.rest('POST', `/api/admin/invoices/resend-email/${invoice.invoiceNumber}`, {
      additionalEmails: ' accounts@fleet.example , ,boss@fleet.example ',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Invoice ${invoice.invoiceNumber} resent to resend.customer@example.com, accounts@fleet.example, boss@fleet.example.`);
    const doc = await t.app.services.documents.get(em(), invoice.documentId);
    for (const address of ['accounts@fleet.example', 'boss@fleet.example']) {
      const mail = await t.smtp!.waitFor((m) => recipients(m).includes(address));
      expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Truganina Auto Care`);
      expect(mail.attachments).toHaveLength(1);
      expect(Buffer.compare(mail.attachments[0].content, doc.bytes)).toBe(0);
    }
    await t.smtp!.waitFor((m) => recipients(m).includes('resend.customer@example.com') && m.text!.includes('As requested'));
  });

  it('resends to the customer alone without additional addresses', async () => {
    const invoice = await createInvoice(admin);
    const res = await admin.rest('POST', `/api/admin/invoices/resend-email/${invoice.invoiceNumber}`, {});
    expect(res).toMatchObject({ status: 200, body: { message: `Invoice ${invoice.invoiceNumber} resent to ${invoice.customerEmail}.` } });
  });

  it('refuses invalid addresses with a message naming them, and an unknown invoice with 404', async () => {
    const invoice = await createInvoice(admin);
    const res = await admin.rest('POST', `/api/admin/invoices/resend-email/${invoice.invoiceNumber}`, { additionalEmails: 'ok@example.com, not-an-address' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Not a valid email address: not-an-address.' } });
    expect((await admin.rest('POST', `/api/admin/invoices/resend-email/${invoice.invoiceNumber}`, { additionalEmails: 42 })).status).toBe(400);
    expect((await admin.rest('POST', '/api/admin/invoices/resend-email/INV-999998', {})).status).toBe(404);
  });
});

describe('POST /api/admin/invoices/mark-as-paid/{n}', () => {
  it('records when, resends the invoice as its receipt, and has no way back', async () => {
    const invoice = await createInvoice(admin, { customerEmail: 'pays@example.com' });
    // Paid a little later (within the admin session).
    const paidAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 90_000);
    t.clock.set(paidAt.toISOString());
    const res = await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${invoice.invoiceNumber}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: `Invoice ${invoice.invoiceNumber} marked as paid and sent to pays@example.com.`,
      invoice: { status: 'paid', paidAt: paidAt.toISOString() },
    });
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('pays@example.com') && m.subject!.startsWith('Payment received'));
    expect(mail.subject).toBe(`Payment received: invoice ${invoice.invoiceNumber} from Truganina Auto Care`);
    expect(mail.text).toContain(`Paid: ${displayDate(paidAt, 'Australia/Melbourne')}`);
    // It carries the receipt (stored beside the invoice's PDF, which stays as it was).
    const receipt = res.body.invoice.documents.find((d: { reason: string }) => d.reason === 'receipt');
    const doc = await t.app.services.documents.get(em(), receipt.documentId);
    expect(mail.attachments).toHaveLength(1);
    expect(Buffer.compare(mail.attachments[0].content, doc.bytes)).toBe(0);
    expect(res.body.invoice.documentSha256).toBe(invoice.documentSha256);

    expect(await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${invoice.invoiceNumber}`)).toMatchObject({ status: 409, body: { message: 'This invoice is already paid.' } });
    expect((await admin.rest('GET', `/api/admin/invoices?status=paid&invoiceNumber=${invoice.invoiceNumber}`)).body).toHaveLength(1);
    expect((await admin.rest('POST', '/api/admin/invoices/mark-as-paid/INV-999997')).status).toBe(404);
  });
});

describe('DELETE /api/admin/invoices/{n}', () => {
  it('deletes it for good, and its number is never used again', async () => {
    const invoice = await createInvoice(admin);
    // It was sent: voided, and the answer says so (one never sent is 'Invoice … deleted.': invoice-voiding.test.ts).
    const res = await admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(new RegExp(`^${invoice.invoiceNumber} is voided; adjustment note CN-\\d{6} was emailed to ${invoice.customerEmail.replace(/\./g, '\\.')}\\.$`));
    expect((await admin.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}`)).status).toBe(404);
    expect((await admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`)).status).toBe(404);
    const next = await createInvoice(admin);
    expect(Number(next.invoiceNumber.slice(4))).toBeGreaterThan(Number(invoice.invoiceNumber.slice(4)));
  });
});

describe('View and Download', () => {
  it('opens the PDF with a one-document token or the session token, and refuses other tokens', async () => {
    const invoice = await createInvoice(admin, { carRego: 'VIEW 1' });
    const { token: docToken } = t.app.services.documents.links.sign(invoice.documentId, await admin.session());
    const view = await fetchRaw(t, `/api/admin/invoices/view/${invoice.invoiceNumber}?token=${encodeURIComponent(docToken)}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(view.headers.get('content-disposition')).toMatch(new RegExp(`^inline; filename="Invoice-${invoice.invoiceNumber}-VIEW1\\.pdf"`));
    expect(view.headers.get('cache-control')).toBe('private, no-store');
    expect(view.body.subarray(0, 5).toString()).toBe('%PDF-');

    const download = await fetchRaw(t, `/api/admin/invoices/download/${invoice.invoiceNumber}?token=${encodeURIComponent(admin.token)}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);

    const other = await createInvoice(admin);
    const { token: otherToken } = t.app.services.documents.links.sign(other.documentId, await admin.session());
    const refused = await fetchRaw(t, `/api/admin/invoices/view/${invoice.invoiceNumber}?token=${encodeURIComponent(otherToken)}`);
    expect(refused.status).toBe(403);
    expect((await fetchRaw(t, `/api/admin/invoices/view/${invoice.invoiceNumber}`)).status).toBe(401);
    expect((await fetchRaw(t, `/api/admin/invoices/view/INV-999996?token=${encodeURIComponent(admin.token)}`)).status).toBe(404);
  });
});
