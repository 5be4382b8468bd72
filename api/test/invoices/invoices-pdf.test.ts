/**
 * The invoice PDF as the ATO reads it: with BUSINESS_ABN set it is a 'Tax Invoice' with the ABN,
 * the workshop's name and address, the issue date (dd/MM/yyyy, workshop zone), each line's
 * description, quantity, unit price and amount, the subtotal, the GST, the total, 'Total price
 * includes GST' for inclusive prices, and the customer's name; without an ABN it is an 'Invoice'.
 */
import { describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createInvoice, invoiceLines, pdfText } from './invoices-factory.js';
import { recipients } from '../smtp-sink.js';

const ABN = '51 824 753 556';

async function invoiceText(t: TestServer, documentId: string): Promise<string> {
  return pdfText((await t.app.services.documents.get(t.app.db.orm.em.fork() as EntityManager, documentId)).bytes);
}

describe('with BUSINESS_ABN', () => {
  let t: TestServer;
  let admin: Admin;
  withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), {
      env: { BUSINESS_ABN: ABN, BUSINESS_ADDRESS: '7 Dohertys Road, Truganina VIC 3029', BANK_ACCOUNT_NAME: 'Truganina Auto Care Pty Ltd', BANK_BSB: '063 000', BANK_ACCOUNT_NUMBER: '1234 5678' },
    });

  it('prints every field of a tax invoice (inclusive prices, total over $1,000)', async () => {
    const invoice = await createInvoice(admin, {
      customerName: 'Nguyễn Thị Ánh',
      customerEmail: 'ato.customer@example.com',
      carRego: 'ato 1',
      gstIncluded: true,
      invoiceItems: invoiceLines(['Timing belt kit (Gates)', 1, 649.9], ['Water pump', 1, 289.5], ['Labour: timing belt', 3.5, 132]),
    });
    const text = await invoiceText(t, invoice.documentId);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`ABN ${ABN}`);
    expect(text).toContain('Truganina Auto Care');
    expect(text).toContain('7 Dohertys Road, Truganina VIC 3029');
    expect(text).toContain(`Invoice number ${invoice.invoiceNumber}`);
    const issued = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(invoice.issueDate));
    expect(text).toContain(`Issue date ${issued}`);
    expect(text).toContain('Nguyễn Thị Ánh');
    expect(text).toContain('Timing belt kit (Gates) 1 $649.90 $649.90');
    expect(text).toContain('Water pump 1 $289.50 $289.50');
    expect(text).toContain('Labour: timing belt 3.5 $132.00 $462.00');
    // 1,401.40 including GST: GST = 1401.40 / 11 = 127.40; subtotal 1,274.00.
    expect(text).toContain('Subtotal (excl. GST) $1,274.00');
    expect(text).toContain('GST (10%) included $127.40');
    expect(text).toContain('Total (incl. GST) $1,401.40');
    expect(text).toContain('Total price includes GST.');
    // How to pay: the site's Terms (due on completion), the bank account, the invoice number as the reference.
    expect(text).toContain(
      `HOW TO PAY Payment is due on completion of the work. By bank transfer: Truganina Auto Care Pty Ltd, BSB 063-000, account 12345678, with ${invoice.invoiceNumber} as the reference.`,
    );
    expect(invoice).toMatchObject({ subtotal: 1274, gst: 127.4, totalAmount: 1401.4 });

    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('ato.customer@example.com'));
    expect(mail.subject).toBe(`Tax Invoice ${invoice.invoiceNumber} from Truganina Auto Care`);
    expect(mail.text).toContain(`Bank transfer to Truganina Auto Care Pty Ltd, BSB 063-000, account 12345678, reference ${invoice.invoiceNumber}`);
  });

  it('prints the date of issue in the workshop’s zone: 22 November 14:30 UTC is 23/11 in Melbourne', async () => {
    t.clock.set('2026-11-22T14:30:00Z');
    try {
      const invoice = await createInvoice(admin);
      expect(await invoiceText(t, invoice.documentId)).toContain('Issue date 23/11/2026');
    } finally {
      t.clock.reset();
    }
  });

  it('says nothing about included GST when the prices exclude it', async () => {
    const invoice = await createInvoice(admin, { gstIncluded: false, invoiceItems: [{ description: 'Oil change', quantity: 1, unitPrice: 99 }] });
    const text = await invoiceText(t, invoice.documentId);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('GST (10%) $9.90');
    expect(text).toContain('Total (incl. GST) $108.90');
    expect(text).not.toContain('Total price includes GST');
  });
});

describe('without BUSINESS_ABN', () => {
  let t: TestServer;
  let admin: Admin;
  withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

  it('is titled Invoice and shows no ABN', async () => {
    const invoice = await createInvoice(admin, { customerEmail: 'no.abn@example.com', gstIncluded: true });
    const text = await invoiceText(t, invoice.documentId);
    expect(text).toMatch(/^Truganina Auto Care .*Invoice Invoice number/);
    expect(text).not.toContain('Tax Invoice');
    expect(text).not.toContain('ABN');
    expect(text).toContain('Total price includes GST.');
    // No bank account configured: no transfer details, the reference still asked for.
    expect(text).toContain(`HOW TO PAY Payment is due on completion of the work. Please quote ${invoice.invoiceNumber} as the reference with your payment.`);
    expect(text).not.toContain('BSB');
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('no.abn@example.com'));
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Truganina Auto Care`);
    expect(mail.text).not.toContain('Bank transfer');
  });

  it('runs onto more pages with many lines, every line and the totals printed', async () => {
    const invoiceItems = Array.from({ length: 70 }, (_, i) => ({ description: `Part number ${i + 1}`, quantity: 1, unitPrice: 10 }));
    const invoice = await createInvoice(admin, { invoiceItems, gstIncluded: false });
    const text = await invoiceText(t, invoice.documentId);
    expect(text).toContain('Part number 70 1 $10.00 $10.00');
    expect(text).toContain('Total (incl. GST) $770.00');
    expect(text).toMatch(/Page 2 of \d/);
  });
});
