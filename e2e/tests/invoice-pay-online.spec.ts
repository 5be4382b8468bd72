/**
 * Paying an invoice online: the customer opens the invoice email's Pay now link on a phone, pays
 * on the Checkout page (the Stripe stand-in, which sends the signed webhook as Stripe does), lands
 * back on the workshop's page saying it is paid, and the invoice the admin has open turns Paid
 * without a reload.
 */
import { expect, test } from '@playwright/test';
import { adminToken, graphql, signIn } from './support/admin-session.js';
import { waitForMail } from './support/mail.js';

test('the customer pays the emailed link on a 390 px phone; the admin’s open invoice turns Paid live', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `e2e.online.${stamp}@example.com`;
  const token = await adminToken(request);
  const { generateInvoice } = await graphql<{ generateInvoice: { invoice: { invoiceNumber: string } } }>(
    request,
    'mutation($input: GenerateInvoiceInput!) { generateInvoice(input: $input) { invoice { invoiceNumber } } }',
    { input: { customerName: 'Olive Online', customerEmail: email, carRego: `OL${stamp % 10000}`, invoiceItems: [{ description: 'Brake pads', quantity: 1, unitPrice: 500 }] } },
    token,
  );
  const invoiceNumber = generateInvoice.invoice.invoiceNumber; // $500.00 + GST $50.00 = $550.00

  await signIn(page);
  await page.goto(`/admin/invoice?number=${invoiceNumber}`);
  const dialog = page.getByRole('dialog', { name: `Invoice ${invoiceNumber}` });
  await expect(dialog.getByText('No payment recorded yet.')).toBeVisible();
  await expect(dialog.locator('.badge--warning')).toHaveText('Unpaid');

  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.includes(invoiceNumber));
  const link = /Pay now: (\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toMatch(/\/api\/pay\//);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(link!);
  await expect(customer.getByRole('heading', { name: `Pay ${invoiceNumber}` })).toBeVisible();
  await expect(customer.getByText('Total $550.00 AUD')).toBeVisible();
  await customer.getByRole('button', { name: 'Pay' }).click();
  await expect(customer.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expect(customer.getByText(`Invoice ${invoiceNumber} is paid. Thank you!`)).toBeVisible();
  // The page fits the phone: nothing wider than its 390 px.
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  // The admin's screen, never reloaded: Paid, the card payment listed.
  await expect(dialog.locator('.badge--success')).toHaveText('Paid');
  const payments = dialog.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('$550.00 · Card (online)');
  await expect(payments).toContainText('Balance due $0.00');
  const receipt = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Payment received'));
  expect(receipt.text).toContain('Card (online)');
});
