/**
 * Documents say which car: an invoice made from a job card prints the make, model, year, rego,
 * odometer, VIN and job number, and keeps printing them (copies, receipts) after the vehicle's
 * record changes; it states the workshop's warranty from its settings, in the words the
 * Australian Consumer Law asks for; the PDFs are tagged and PDF/A-declared; and the API writes
 * invoice numbers as INV-000123 everywhere.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import type { TestServer } from '../harness.js';
import { pdftotext } from '../invoices/invoices-factory.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), {
  smtp: false,
  env: { ...CONFIGURED_WORKSHOP, REVIEW_URL: 'https://g.page/r/truganina/review' },
});

const VIN = 'JTDBR32E720012345';
const MANDATORY =
  'Our goods come with guarantees that cannot be excluded under the Australian Consumer Law. You are entitled to a replacement or refund for a major failure and compensation for any other reasonably foreseeable loss or damage. You are also entitled to have the goods repaired or replaced if the goods fail to be of acceptable quality and the failure does not amount to a major failure.';

async function pdf(documentId: string): Promise<{ text: string; flat: string; bytes: Buffer }> {
  const { bytes } = await t.app.services.documents.get(t.app.db.orm.em.fork() as EntityManager, documentId);
  const text = await pdftotext(bytes);
  return { text, flat: text.replace(/\s+/g, ' '), bytes: Buffer.from(bytes) };
}

async function invoicedCard(rego: string) {
  const card = await createCard(admin, { carRego: rego });
  const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, {
    revision: card.revision,
    vehicleMake: 'Toyota',
    vehicleModel: 'Corolla Ascent',
    vehicleYear: 2015,
    odometerKm: 84120,
    finalItems: lines,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const vin = await admin.rest('PATCH', `/api/admin/vehicles/${encodeURIComponent(rego)}`, { vin: VIN });
  expect(vin.status, JSON.stringify(vin.body)).toBe(200);
  const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { gstIncludedInEstimate: true });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const list = await admin.rest('GET', `/api/admin/invoices?carRego=${encodeURIComponent(rego)}`);
  const invoice = (list.body.invoices ?? list.body)[0] as { invoiceNumber: string; documentId: string };
  const jobNumber = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.jobNumber as string | undefined;
  return { card, invoice, jobNumber };
}

it('an invoice from a job card prints the car, the job number and the warranty, tagged and PDF/A', async () => {
  const { invoice, jobNumber } = await invoicedCard('CAR 101');
  expect(invoice.invoiceNumber).toMatch(/^INV-\d{6}$/);
  const { text, flat, bytes } = await pdf(invoice.documentId);
  expect(text).toMatch(/Rego CAR ?101/);
  expect(text).toContain('Vehicle 2015 Toyota Corolla Ascent');
  expect(text).toContain('Odometer 84,120 km');
  expect(text).toContain(`VIN ${VIN}`);
  expect(jobNumber).toMatch(/^JC-\d{6}$/);
  expect(text).toContain(`Job number ${jobNumber}`);
  expect(flat).toContain('against defects in materials and workmanship for 12 months or 20,000 km, whichever comes first');
  expect(flat).toContain(MANDATORY);
  expect(flat).toContain('in addition to other rights and remedies of the consumer under a law in relation to the goods or services');

  const file = `${process.env.TMPDIR ?? '/tmp'}/documents-car-${process.pid}.pdf`;
  await import('node:fs/promises').then((fs) => fs.writeFile(file, bytes));
  const info = (await promisify(execFile)('pdfinfo', [file])).stdout;
  expect(info).toMatch(/^Tagged:\s+yes$/m);
  expect(info).toMatch(new RegExp(`^Title:\\s+Tax Invoice ${invoice.invoiceNumber}$`, 'm'));
  expect(bytes.toString('latin1')).toContain('<pdfaid:part>2</pdfaid:part>');
});

it('an issued invoice keeps the car it printed after the vehicle record changes (copies and receipts)', async () => {
  const { card, invoice } = await invoicedCard('CAR 202');
  const changed = await admin.rest('PATCH', '/api/admin/vehicles/CAR202', { make: 'Lexus', model: 'IS300', vin: '1HGCM82633A004352' });
  expect(changed.status, JSON.stringify(changed.body)).toBe(200);

  const again = await admin.rest('POST', `/api/admin/jobcards/${card._id}/regenerate-invoice`, { email: false });
  expect(again.status, JSON.stringify(again.body)).toBe(200);
  const copy = await admin.rest('GET', `/api/admin/invoices?invoiceNumber=${invoice.invoiceNumber}`);
  const current = (copy.body.invoices ?? copy.body)[0] as { documentId: string };
  expect(current.documentId).not.toBe(invoice.documentId);
  const reissued = await pdf(current.documentId);
  expect(reissued.text).toContain('Vehicle 2015 Toyota Corolla Ascent');
  expect(reissued.text).toContain(`VIN ${VIN}`);
  expect(reissued.text).not.toMatch(/Lexus|1HGCM82633A004352/);

  const paid = await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${invoice.invoiceNumber}`, {});
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const [receipt] = await t.app.db.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ document_id: string }>>(`select d.document_id from invoice_document d join invoice i on i._id = d.invoice_id where i.invoice_number = ? and d.reason = 'receipt'`, [invoice.invoiceNumber]);
  const receiptText = await pdf(receipt.document_id);
  // The stamp, and the 'Paid in full' heading.
  expect(receiptText.text.match(/\bPAID\b/g)).toHaveLength(2);
  expect(receiptText.text).toContain(`VIN ${VIN}`);
  expect(receiptText.text).not.toContain('Lexus');
});

it('the warranty on invoices is the owner’s setting: months and km, or months alone', async () => {
  const before = (await admin.rest('GET', '/api/admin/settings')).body.business;
  expect(before).toMatchObject({ warrantyMonths: 12, warrantyKm: 20000 });
  const bad = await admin.rest('PUT', '/api/admin/settings/business', { ...before, warrantyMonths: 0, warrantyKm: -5 });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toBe('Warranty months must be a whole number of months from 1 to 120.');
  const saved = await admin.rest('PUT', '/api/admin/settings/business', { ...before, warrantyMonths: 24, warrantyKm: 0 });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.business).toMatchObject({ warrantyMonths: 24, warrantyKm: 0 });
  // Left out (an older client): kept as saved.
  const { warrantyMonths: _m, warrantyKm: _k, ...withoutWarranty } = saved.body.business;
  expect((await admin.rest('PUT', '/api/admin/settings/business', withoutWarranty)).body.business).toMatchObject({ warrantyMonths: 24, warrantyKm: 0 });
  const gql = await admin.gql('{ businessSettings { warrantyMonths warrantyKm } }');
  expect(gql.data?.businessSettings ?? gql).toEqual({ warrantyMonths: 24, warrantyKm: 0 });

  const { invoice } = await invoicedCard('CAR 303');
  const { flat } = await pdf(invoice.documentId);
  expect(flat).toContain('for 24 months, from the date of this invoice');
  expect(flat).not.toContain('20,000 km');
});

it('every API answer writes an invoice number as INV-000123: invoices, search, timeline, reminders', async () => {
  const { invoice } = await invoicedCard('CAR 404');
  expect((await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${invoice.invoiceNumber}`, {})).status).toBe(200);
  const label = /^INV-\d{6}$/;

  const reminders = await admin.rest('GET', '/api/admin/reminders?status=due');
  const review = (reminders.body as Array<{ kind: string; invoiceNumber: unknown }>).find((r) => r.kind === 'review' && r.invoiceNumber === invoice.invoiceNumber);
  expect(review, JSON.stringify(reminders.body)).toBeTruthy();
  const due = await admin.gql('{ dueReminders { kind invoiceNumber } }');
  const numbers = ((due.data?.dueReminders ?? []) as Array<{ kind: string; invoiceNumber: string | null }>).filter((r) => r.kind === 'review').map((r) => r.invoiceNumber);
  expect(numbers).toContain(invoice.invoiceNumber);
  for (const n of numbers) expect(n).toMatch(label);

  const search = await admin.rest('GET', `/api/admin/search?q=${invoice.invoiceNumber}`);
  expect(JSON.stringify(search.body)).toContain(`"invoiceNumber":"${invoice.invoiceNumber}"`);
  const byCard = (await admin.rest('GET', `/api/admin/invoices?invoiceNumber=${invoice.invoiceNumber}`)).body;
  const owner = ((byCard.invoices ?? byCard)[0] as { customerId: string }).customerId;
  const timeline = (await admin.rest('GET', `/api/admin/customers/${owner}`)).body.timeline as Array<{ kind: string; id: string; title: string }>;
  expect(timeline.find((e) => e.kind === 'invoice')).toMatchObject({ id: invoice.invoiceNumber, title: `Invoice ${invoice.invoiceNumber}` });
  const all = await admin.rest('GET', '/api/admin/invoices');
  for (const i of (all.body.invoices ?? all.body) as Array<{ invoiceNumber: unknown }>) expect(i.invoiceNumber).toMatch(label);
});
