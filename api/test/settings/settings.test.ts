/**
 * Business settings an owner changes in the app: checked field by field (the ABN's checksum, the
 * BSB), saved over the environment's defaults, and used by the next document and email: bank
 * details, 'Tax Invoice' only from a GST-registered workshop with an ABN, no GST at all from one
 * that is not, payment terms, quote validity, the footer.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { BUSINESS_SETTINGS } from '../factories.js';
import { createInvoice, fetchRaw, parseCsv, pdftotext } from '../invoices/invoices-factory.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: { BUSINESS_ADDRESS: '1 Example Rd, Truganina VIC 3029', BUSINESS_PHONE: '03 9000 0000', BUSINESS_EMAIL: 'service@example.com' } });
beforeEach(() => t.clock.reset());

const em = () => t.app.db.orm.em.fork() as EntityManager;


const pdfOf = async (documentId: string) => pdftotext((await t.app.services.documents.get(em(), documentId)).bytes);

describe('GET and PUT /api/admin/settings', () => {
  it('answers the environment’s values until saved; each wrong field gets its own message', async () => {
    const before = await admin.rest('GET', '/api/admin/settings');
    expect(before.status).toBe(200);
    expect(before.body.business).toMatchObject({
      businessName: 'Truganina Auto Care',
      address: '1 Example Rd, Truganina VIC 3029',
      abn: '',
      gstRegistered: true,
      bsb: '',
      paymentTermsDays: 0,
      quoteValidityDays: 14,
      documentFooter: '',
      savedAt: null,
      savedBy: null,
    });

    for (const [patch, field, message] of [
      [{ abn: '51 824 753 557' }, 'abn', '51 824 753 557 is not a valid ABN: check its 11 digits.'],
      [{ bsb: '06300' }, 'bsb', 'BSB must be 6 digits, e.g. 063-000.'],
      [{ accountNumber: '12345' }, 'accountNumber', 'Account number must be 6 to 10 digits.'],
      [{ bankAccountName: '' }, 'bankAccountName', 'Account name is required with a BSB and account number.'],
      [{ businessName: '  ' }, 'businessName', 'Business name is required.'],
      [{ email: 'not-an-email' }, 'email', 'Email must be an email address.'],
      [{ quoteValidityDays: 0 }, 'quoteValidityDays', 'Quote validity must be a whole number of days from 1 to 90.'],
      [{ paymentTermsDays: 2.5 }, 'paymentTermsDays', 'Payment terms must be a whole number of days from 0 to 90.'],
      [{ gstRegistered: 'yes' }, 'gstRegistered', 'Registered for GST must be true or false.'],
    ] as const) {
      const res = await admin.rest('PUT', '/api/admin/settings/business', { ...BUSINESS_SETTINGS, ...patch });
      expect(res, JSON.stringify(patch)).toMatchObject({ status: 400, body: { message, code: 'BAD_USER_INPUT', fields: { [field]: [message] } } });
    }
    expect((await admin.rest('GET', '/api/admin/settings')).body.business.savedAt).toBeNull();

    // The same over GraphQL: BAD_USER_INPUT with the field's message.
    const bad = await admin.gql(`mutation($input: BusinessSettingsInput!) { updateBusinessSettings(input: $input) { abn } }`, { input: { ...BUSINESS_SETTINGS, abn: '51 824 753 557' } });
    expect(bad.errors?.[0]).toMatchObject({ message: '51 824 753 557 is not a valid ABN: check its 11 digits.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('once saved, the database wins: the next invoice, its email, the quote and the export use them', async () => {
    t.clock.set('2026-11-23T01:00:00.000Z'); // Monday 23 November
    const saved = await admin.rest('PUT', '/api/admin/settings/business', BUSINESS_SETTINGS);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.business).toMatchObject({ abn: '51 824 753 556', bsb: '063-000', accountNumber: '12345678', savedBy: 'admin', savedAt: '2026-11-23T01:00:00.000Z' });
    expect((await admin.gql('{ businessSettings { businessName abn bsb quoteValidityDays savedBy } }')).data.businessSettings).toEqual({
      businessName: BUSINESS_SETTINGS.businessName,
      abn: '51 824 753 556',
      bsb: '063-000',
      quoteValidityDays: 30,
      savedBy: 'admin',
    });

    // The public site says the same (its Terms quote the validity and the payment terms).
    const site = await appGql(t, 'SiteInfo');
    expect(site.data.siteInfo).toMatchObject({ businessName: BUSINESS_SETTINGS.businessName, phone: BUSINESS_SETTINGS.phone, abn: '51 824 753 556', gstRegistered: true, quoteValidityDays: 30, paymentTermsDays: 7 });

    const invoice = await createInvoice(admin, { customerEmail: 'settings.invoice@example.com' });
    const text = await pdfOf(invoice.documentId);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Truganina Auto Care Pty Ltd');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain('12 Dohertys Rd, Truganina VIC 3029');
    expect(text).toMatch(/Payment is due within 7 days, by 30\/11\/2026\./);
    expect(text).toMatch(/BSB\s063-000, account\s12345678, with INV-\d{6} as the reference/);
    expect(text).toContain('Licensed Motor Car Trader LMCT 12345');
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('settings.invoice@example.com'));
    expect(mail.subject).toBe(`Tax Invoice ${invoice.invoiceNumber} from Truganina Auto Care Pty Ltd`);
    expect(mail.text).toContain(`Bank transfer to Truganina Auto Care Pty Ltd, BSB 063-000, account 12345678, reference ${invoice.invoiceNumber}`);

    // The quote is valid for the saved number of days from the day it is sent.
    const card = await createCard(admin);
    const quote = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines, gstIncludedInEstimate: false });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(await pdfOf(quote.body.quote.documentId)).toMatch(/Valid until\s+23\/12\/2026/);

    // Xero: due after the payment terms.
    const xero = await fetchRaw(t, `/api/admin/invoices/export/xero?from=2026-11-23&to=2026-11-23&token=${encodeURIComponent(admin.token)}`);
    const [header, row] = parseCsv(xero.body.toString('utf8'));
    expect(row[header.indexOf('*InvoiceDate')]).toBe('23/11/2026');
    expect(row[header.indexOf('*DueDate')]).toBe('30/11/2026');
  });

  it('two saves at once both succeed, and one row holds the last', async () => {
    const answers = await Promise.all([
      admin.rest('PUT', '/api/admin/settings/business', { ...BUSINESS_SETTINGS, documentFooter: 'first' }),
      admin.rest('PUT', '/api/admin/settings/business', { ...BUSINESS_SETTINGS, documentFooter: 'second' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await em().getConnection().execute<Array<{ document_footer: string }>>('SELECT document_footer FROM business_settings');
    expect(rows).toHaveLength(1);
    expect((await admin.rest('GET', '/api/admin/settings')).body.business.documentFooter).toBe(rows[0].document_footer);
  });

  it('a workshop not registered for GST charges none and never titles a document Tax Invoice', async () => {
    expect((await admin.rest('PUT', '/api/admin/settings/business', { ...BUSINESS_SETTINGS, gstRegistered: false, paymentTermsDays: 0 })).status).toBe(200);
    const invoice = await createInvoice(admin, { gstPercentage: 10, customerEmail: 'no.gst@example.com' });
    // 129.95 + 2 × 110.00, nothing added.
    expect(invoice).toMatchObject({ gstPercentage: 0, subtotal: 349.95, gst: 0, totalAmount: 349.95 });
    const text = await pdfOf(invoice.documentId);
    expect(text).not.toContain('Tax Invoice');
    expect(text).toMatch(/Truganina Auto Care Pty Ltd +Invoice\n/);
    expect(text).not.toMatch(/GST \(/);
    expect(text).toContain('No GST is charged: Truganina Auto Care Pty Ltd is not registered for GST.');
    expect(text).toContain('Payment is due on completion of the work.');
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('no.gst@example.com'));
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Truganina Auto Care Pty Ltd`);

    const card = await createCard(admin);
    const quote = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines, gstIncludedInEstimate: false, gstPercent: 10 });
    expect(quote.body.quote).toMatchObject({ gstPercent: 0, gst: 0 });
    expect(await pdfOf(quote.body.quote.documentId)).not.toMatch(/GST \(/);
  });
});
