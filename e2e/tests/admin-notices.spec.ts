/**
 * Notices in the back office: a new one replaces the one shown (never a stale error beside a newer
 * success), and they sit in the dialog's flow above its form, never over its fields, on a phone
 * and on a desktop.
 */
import { expect, test, type Locator } from '@playwright/test';
import { adminToken, graphql, signIn } from './support/admin-session.js';

/** Whether two elements' boxes overlap on screen. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

for (const [device, width, height] of [['phone', 390, 844], ['desktop', 1280, 900]] as const) {
  test(`on a ${device}, a notice sits above the form's fields and a new one replaces it`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    const stamp = Date.now();
    const token = await adminToken(request);
    const { generateInvoice } = await graphql<{ generateInvoice: { invoice: { invoiceNumber: string } } }>(
      request,
      'mutation($input: GenerateInvoiceInput!) { generateInvoice(input: $input) { invoice { invoiceNumber } } }',
      { input: { customerName: 'Nora Notice', customerEmail: `notice.${stamp}@example.com`, carRego: `NN${stamp % 10000}`, invoiceItems: [{ description: 'Oil service', quantity: 1, unitPrice: 200 }] } },
      token,
    );
    const n = generateInvoice.invoice.invoiceNumber;
    await graphql(request, 'mutation($n: String!, $input: RecordPaymentInput!) { recordInvoicePayment(invoiceNumber: $n, input: $input) { message } }', { n, input: { amountCents: 5000, method: 'cash' } }, token);

    await signIn(page);
    await page.goto(`/admin/invoice?number=${n}`);
    const dialog = page.getByRole('dialog', { name: `Invoice ${n}` });
    await expect(dialog).toContainText('Part paid');

    // An error in a form dialog: above the field, not over it.
    await dialog.getByRole('button', { name: 'Resend' }).click();
    const resend = page.getByRole('dialog', { name: /^Resend invoice/ });
    const field = resend.getByLabel('Additional email addresses (optional)');
    await field.fill('not-an-address');
    await resend.getByRole('button', { name: 'Resend Invoice' }).click();
    const error = resend.getByRole('alert');
    await expect(error).toContainText('not-an-address');
    expect(await overlap(error, field)).toBe(false);
    await field.fill('');
    await resend.getByRole('button', { name: 'Resend Invoice' }).click();
    await expect(resend).toHaveCount(0);
    await expect(dialog.getByRole('status')).toHaveCount(1);

    // Scrolled down to the payments, a second notice replaces the first and is brought into view.
    const reverse = dialog.getByRole('button', { name: 'Reverse' });
    await reverse.scrollIntoViewIfNeeded();
    await reverse.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Reverse' }).click();
    const reversed = dialog.getByRole('status').filter({ hasText: 'reversed' });
    await expect(reversed).toBeInViewport();
    await expect(dialog.locator('.banner')).toHaveCount(1);
    await expect(dialog).toContainText('Unpaid');
  });
}
