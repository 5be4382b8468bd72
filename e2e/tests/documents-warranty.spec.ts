/**
 * The workshop's warranty end to end: the owner sets it in Settings (months and km, the invoice's
 * wording shown as it is typed), and the next invoice states it with the Australian Consumer Law's
 * words; the PDF is tagged and declared PDF/A.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql } from './support/admin-session.js';
import { keptBusinessSettings, openSettings } from './support/business-settings.js';

const SETTINGS_FIELDS =
  'businessName abn gstRegistered address phone email bankAccountName bsb accountNumber paymentTermsDays quoteValidityDays documentFooter warrantyMonths warrantyKm';

async function pdf(bytes: Buffer, tool: 'pdftotext' | 'pdfinfo'): Promise<string> {
  const run = promisify(execFile)(tool, tool === 'pdftotext' ? ['-', '-'] : ['-']);
  run.child.stdin!.end(bytes);
  return (await run).stdout;
}

test('the warranty set in Settings is stated on the next invoice', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  // Other journeys share this server: its details are put back as they were at the end.
  const { before, restore } = await keptBusinessSettings(request, token, SETTINGS_FIELDS);
  try {
    await openSettings(page);
    const form = page.getByRole('form', { name: 'Business details' });
    await expect(form.getByLabel('Warranty (months)')).toHaveValue(String(before.warrantyMonths));

    await form.getByLabel('Warranty (months)').fill('0');
    await form.getByRole('button', { name: 'Save business details' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Warranty months must be a whole number of months from 1 to 120.' })).toBeVisible();
    await expect(form.getByLabel('Warranty (months)')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Warranty (months)').fill('24');
    await form.getByLabel('Warranty (km)').fill('40,000');
    await expect(form.getByText('Invoices say: 24 months or 40,000 km, whichever comes first. 0: no distance limit.')).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await form.getByLabel('Warranty (km)').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/h7/settings-warranty-${width}.png` });
    }
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save business details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Business details saved.' })).toBeVisible();
    await expect(form.getByLabel('Warranty (km)')).toHaveValue('40000');

    const { generateInvoice } = await graphql<{ generateInvoice: { invoice: { invoiceNumber: string } } }>(
      request,
      'mutation($input: GenerateInvoiceInput!) { generateInvoice(input: $input) { invoice { invoiceNumber } } }',
      { input: { customerName: 'Wendy Warranty', customerEmail: `e2e.warranty.${Date.now()}@example.com`, carRego: 'WTY 1', invoiceItems: [{ description: 'Clutch kit', quantity: 1, unitPrice: 900 }] } },
      token,
    );
    const n = generateInvoice.invoice.invoiceNumber;
    expect(n).toMatch(/^INV-\d{6}$/);
    const file = await request.get(`/api/admin/invoices/download/${n}?token=${encodeURIComponent(token)}`);
    expect(file.status()).toBe(200);
    const bytes = await file.body();
    const text = (await pdf(bytes, 'pdftotext')).replace(/\s+/g, ' ');
    expect(text).toContain('for 24 months or 40,000 km, whichever comes first, from the date of this invoice');
    expect(text).toContain('Our goods come with guarantees that cannot be excluded under the Australian Consumer Law.');
    const info = await pdf(bytes, 'pdfinfo');
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(new RegExp(`^Title:\\s+(Tax )?Invoice ${n}$`, 'm'));
  } finally {
    await restore();
  }
});
