/**
 * Deleting an invoice that was sent voids it (ATO: a cancelled tax invoice is corrected by an
 * adjustment note, and records are kept): the invoice, its PDFs and payments stay; an adjustment
 * note numbered from its own sequence reverses it, as a PDF emailed to the customer; exports and
 * analytics leave the invoice out and the plain export lists the note. One never sent is deleted.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createInvoice, fetchRaw, parseCsv, pdftotext, sha256 } from './invoices-factory.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));
beforeEach(() => t.clock.reset());

const em = () => t.app.db.orm.em.fork() as EntityManager;
const cn = (label: string) => Number(/^CN-(\d{6})$/.exec(label)![1]);


describe('voiding a sent invoice', () => {
  it('keeps it with its PDFs and payments, and cancels it by an adjustment note: PDF, email, own sequence', async () => {
    t.clock.set('2026-11-16T01:00:00.000Z'); // Monday 16 November, 12:00 in Truganina
    const invoice = await createInvoice(admin, { customerEmail: 'void.me@example.com', customerName: 'Vera Void', carRego: 'VOID 1' });
    await admin.rest('POST', `/api/admin/invoices/${invoice.invoiceNumber}/payments`, { amount: 100, method: 'cash' });

    t.clock.set('2026-11-17T02:00:00.000Z');
    const res = await admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`);
    expect(res.status).toBe(200);

    // For staff it is gone; asked for, it is all still there.
    expect((await admin.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}`)).status).toBe(404);
    expect((await admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`)).status).toBe(404);
    expect((await admin.rest('POST', `/api/admin/invoices/${invoice.invoiceNumber}/payments`, { amount: 1 })).status).toBe(404);
    expect((await admin.rest('GET', `/api/admin/invoices?invoiceNumber=${invoice.invoiceNumber}`)).body).toEqual([]);
    const listed = await admin.rest('GET', `/api/admin/invoices?invoiceNumber=${invoice.invoiceNumber}&includeVoided=true`);
    expect(listed.body).toEqual([expect.objectContaining({ invoiceNumber: invoice.invoiceNumber, voided: true, voidedAt: '2026-11-17T02:00:00.000Z' })]);
    const kept = (await admin.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}?includeVoided=true`)).body;
    expect(kept).toMatchObject({ voided: true, totalAmount: 384.95, amountPaid: 100, balanceDue: 0, documentSha256: invoice.documentSha256 });
    expect(kept.payments).toEqual([expect.objectContaining({ amount: 100, method: 'cash', reversedAt: null })]);
    // The issued PDF and the receipt of the part payment, both kept (made at the same clock time,
    // so in either order).
    expect(kept.documents).toHaveLength(2);
    expect(kept.documents).toEqual(expect.arrayContaining([
      expect.objectContaining({ documentId: invoice.documentId, reason: 'issued' }),
      expect.objectContaining({ reason: 'receipt', filename: `Receipt-${invoice.invoiceNumber}-VOID1.pdf` }),
    ]));
    const note = kept.creditNote;
    expect(note).toMatchObject({ invoiceNumber: invoice.invoiceNumber, issuedAt: '2026-11-17T02:00:00.000Z', subtotal: 349.95, gst: 35, total: 384.95, issuedBy: 'admin' });
    expect(note.creditNoteNumber).toMatch(/^CN-\d{6}$/);
    // The answer says what happened: voided, by which note, emailed to whom, and the money paid on it.
    expect(res.body.message).toBe(
      `${invoice.invoiceNumber} is voided; adjustment note ${note.creditNoteNumber} was emailed to void.me@example.com. The $100.00 paid on it stays recorded: refund or credit it to the customer.`,
    );

    // The adjustment note's PDF: its number, the invoice it adjusts, the amounts reversed.
    const doc = await t.app.services.documents.get(em(), note.documentId);
    expect(sha256(doc.bytes)).toBe(note.documentSha256);
    const text = await pdftotext(doc.bytes);
    expect(text).toContain('Adjustment Note');
    expect(text).toMatch(new RegExp(`Adjustment note\\s+${note.creditNoteNumber}`));
    expect(text).toMatch(new RegExp(`Adjusts\\s+${invoice.invoiceNumber}`));
    expect(text).toMatch(/Invoice date\s+16\/11\/2026/);
    expect(text).toMatch(/Subtotal adjusted \(excl\. GST\)\s+−\$349\.95/);
    expect(text).toMatch(/GST adjusted \(10%\)\s+−\$35\.00/);
    expect(text).toMatch(/Total adjusted \(incl\. GST\)\s+−\$384\.95/);
    expect(text).toContain('You paid $100.00 on this invoice');
    // The invoice's own PDF is untouched.
    expect(sha256((await t.app.services.documents.get(em(), invoice.documentId)).bytes)).toBe(invoice.documentSha256);

    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('void.me@example.com') && m.subject!.startsWith('Adjustment note'));
    expect(mail.subject).toMatch(new RegExp(`^Adjustment note ${note.creditNoteNumber} from Truganina Auto Care: (tax )?invoice ${invoice.invoiceNumber} cancelled$`));
    expect(mail.text).toContain(`The attached adjustment note ${note.creditNoteNumber} reverses it in full. You paid $100.00 on it`);
    expect(mail.attachments).toHaveLength(1);
    expect(sha256(mail.attachments[0].content)).toBe(note.documentSha256);

    // Adjustment notes count on their own; the invoice's number is never used again.
    const other = await createInvoice(admin);
    const second = (await admin.rest('DELETE', `/api/admin/invoices/${other.invoiceNumber}`)).status;
    expect(second).toBe(200);
    const otherNote = (await admin.rest('GET', `/api/admin/invoices/${other.invoiceNumber}?includeVoided=true`)).body.creditNote;
    expect(cn(otherNote.creditNoteNumber)).toBe(cn(note.creditNoteNumber) + 1);
    const next = await createInvoice(admin);
    expect(Number(next.invoiceNumber.slice(4))).toBeGreaterThan(Number(other.invoiceNumber.slice(4)));

    // Over GraphQL: voided ones only when asked for.
    const LIST = `query($f: InvoiceFilter) { invoices(filter: $f) { items { invoiceNumber voided creditNote { creditNoteNumber totalCents } } } }`;
    const plain = await admin.gql(LIST, { f: { invoiceNumber: invoice.invoiceNumber } });
    expect(plain.data.invoices.items).toEqual([]);
    const all = await admin.gql(LIST, { f: { invoiceNumber: invoice.invoiceNumber, includeVoided: true } });
    expect(all.data.invoices.items).toEqual([{ invoiceNumber: invoice.invoiceNumber, voided: true, creditNote: { creditNoteNumber: note.creditNoteNumber, totalCents: 38_495 } }]);
    const one = await admin.gql(`query($n: String!) { invoice(invoiceNumber: $n) { voided } }`, { n: invoice.invoiceNumber });
    expect(one.errors?.[0].extensions.code).toBe('NOT_FOUND');
  });

  it('exports and analytics leave voided invoices out; the plain export lists the adjustment notes', async () => {
    t.clock.set('2026-10-06T01:00:00.000Z'); // Tuesday 6 October
    const live = await createInvoice(admin, { customerName: 'Live Customer' });
    const voided = await createInvoice(admin, { customerName: 'Voided Customer' });
    t.clock.set('2026-10-07T01:00:00.000Z');
    await admin.rest('DELETE', `/api/admin/invoices/${voided.invoiceNumber}`);
    const note = (await admin.rest('GET', `/api/admin/invoices/${voided.invoiceNumber}?includeVoided=true`)).body.creditNote;

    const csv = await fetchRaw(t, `/api/admin/invoices/export/plain?from=2026-10-01&to=2026-10-31&token=${encodeURIComponent(admin.token)}`);
    expect(csv.status).toBe(200);
    const rows = parseCsv(csv.body.toString('utf8').replace(/^\uFEFF/, ''));
    const byNumber = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect([...byNumber.keys()]).toEqual([live.invoiceNumber, note.creditNoteNumber]);
    expect(byNumber.get(note.creditNoteNumber)).toEqual([
      note.creditNoteNumber, '07/10/2026', 'Voided Customer', voided.customerEmail, '0412 345 678', voided.carRego, '2', 'No', '10', '-349.95', '-35.00', '0.00', '-384.95', `Adjusts ${voided.invoiceNumber}`, '', '',
    ]);
    const xero = await fetchRaw(t, `/api/admin/invoices/export/xero?from=2026-10-01&to=2026-10-31&token=${encodeURIComponent(admin.token)}`);
    expect(xero.status).toBe(200);
    expect(xero.body.toString('utf8')).not.toContain(voided.invoiceNumber);
    expect((await admin.gql(`{ invoiceExportSummary(from: "2026-10-01", to: "2026-10-31") { invoices } }`)).data.invoiceExportSummary.invoices).toBe(1);

    const start = new Date('2026-09-30T14:00:00.000Z');
    const end = new Date('2026-10-31T13:00:00.000Z');
    const figures = await t.app.services.invoices.figures(em(), { start, end, bounds: [start] });
    expect(figures.totals).toMatchObject({ invoices: 1, totalCents: 38_495 });
    expect((await t.app.services.invoices.issuedIn(em(), { start, end }, 100)).map((r) => r.invoiceNumber)).toEqual([live.invoiceNumber]);
  });

  it('an invoice never sent is deleted for good, with no adjustment note', async () => {
    const invoice = await createInvoice(admin);
    await em().getConnection().execute('UPDATE invoice SET sent_at = NULL WHERE _id = ?', [invoice._id]);
    expect(await admin.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`)).toMatchObject({ status: 200, body: { message: `Invoice ${invoice.invoiceNumber} deleted.` } });
    expect((await admin.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}?includeVoided=true`)).status).toBe(404);
    const [{ n }] = await em().getConnection().execute<Array<{ n: number }>>('SELECT count(*)::int AS n FROM credit_note WHERE invoice_number = ?', [invoice.invoiceNumber]);
    expect(n).toBe(0);
  });
});
