/**
 * Paying an invoice in parts, as the counter does: a deposit in cash, then the rest by bank
 * transfer; the invoice turns Paid, the customer gets the receipt, and staff open it from the
 * invoice's PDFs. Deleted afterwards, it is voided by an adjustment note and still opens.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, signIn } from './support/admin-session.js';
import { waitForMail } from './support/mail.js';

test('a part payment and then the rest: the invoice is paid and its receipt opens; deleted, it is voided and kept', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `e2e.payer.${stamp}@example.com`;
  const token = await adminToken(request);
  const { generateInvoice } = await graphql<{ generateInvoice: { invoice: { invoiceNumber: string } } }>(
    request,
    'mutation($input: GenerateInvoiceInput!) { generateInvoice(input: $input) { invoice { invoiceNumber } } }',
    { input: { customerName: 'Pat Payer', customerEmail: email, carRego: `PP${stamp % 10000}`, invoiceItems: [{ description: 'Clutch kit', quantity: 1, unitPrice: 500 }] } },
    token,
  );
  const invoiceNumber = generateInvoice.invoice.invoiceNumber; // $500.00 + GST $50.00 = $550.00

  await signIn(page);
  await page.goto(`/admin/invoice?number=${invoiceNumber}`);
  const dialog = page.getByRole('dialog', { name: `Invoice ${invoiceNumber}` });
  await expect(dialog.getByText('No payment recorded yet.')).toBeVisible();

  // A deposit in cash: more than the balance is refused before it is sent.
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  const pay = page.getByRole('dialog', { name: `Record payment: invoice ${invoiceNumber}` });
  await expect(pay.getByLabel('Amount ($)')).toHaveValue('550.00');
  await pay.getByLabel('Amount ($)').fill('600');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay.getByRole('alert')).toHaveText('$600.00 is more than the balance due of $550.00.');
  await pay.getByLabel('Amount ($)').fill('200');
  await pay.getByLabel('Method').selectOption('Cash');
  await pay.getByLabel('Reference (optional)').fill('Deposit');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(pay.getByRole('note')).toContainText(`A receipt of this payment, with what remains to pay, is emailed to ${email}.`);
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Payment of $200.00 recorded for invoice ${invoiceNumber}: $350.00 still to pay. Its receipt was sent to ${email}.` })).toBeVisible();
  await expect(pay).toHaveCount(0);
  const payments = dialog.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments).toContainText('$200.00 · Cash');
  await expect(payments).toContainText('Balance due $350.00');
  // Part paid, and the customer has a receipt saying what was paid and what remains.
  await expect(dialog).toContainText('Part paid');
  const partMail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Part payment received'));
  expect(partMail.text).toContain('$350.00 remains to pay');

  // The rest by transfer: the form starts at the balance and says the receipt goes out.
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay.getByLabel('Amount ($)')).toHaveValue('350.00');
  await expect(pay.getByRole('note')).toContainText(`This pays the invoice in full: it is marked as paid and its receipt is emailed to ${email}.`);
  await pay.getByLabel('Method').selectOption('Bank transfer');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('status').filter({ hasText: `invoice ${invoiceNumber} is paid in full and its receipt was sent to ${email}.` })).toBeVisible();
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments).toContainText('Balance due $0.00');
  await expect(dialog.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Mark as Paid' })).toHaveCount(0);

  // The receipt: mailed to the customer, and opened from the invoice's PDFs.
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Payment received'));
  expect(mail.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(new RegExp(`^Receipt-${invoiceNumber}-`))]);
  const pdfs = dialog.getByRole('region', { name: 'PDFs issued' });
  // One receipt per payment: the part payment's, then the one that paid it in full.
  await expect(pdfs.getByRole('listitem').filter({ hasText: 'Receipt' })).toHaveCount(2);
  const receipt = pdfs.getByRole('listitem').filter({ hasText: 'Receipt' }).last();
  const [popup, response] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('response', (r) => r.url().includes('/api/admin/documents/') && r.request().method() === 'GET'),
    receipt.getByRole('button', { name: /^View Receipt-/ }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  await popup.close();

  // Deleted after it was sent: voided, not lost. It leaves the history, and shows again with the voided ones.
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Void' }).click();
  const confirmDelete = page.getByRole('alertdialog');
  await expect(confirmDelete).toContainText(`Void ${invoiceNumber}? An adjustment note will be issued and emailed to the customer; payments already recorded stay recorded.`);
  await expect(confirmDelete.getByRole('note')).toContainText('an adjustment note cancelling it is emailed to them');
  await confirmDelete.getByRole('button', { name: 'Yes, Void' }).click();
  // The notice says what happened: voided by an emailed note, the money paid still recorded.
  await expect(page.getByRole('status').filter({ hasText: `${invoiceNumber} is voided; adjustment note CN-` })).toContainText(
    `was emailed to ${email}. The $550.00 paid on it stays recorded: refund or credit it to the customer.`,
  );
  await expect(page.getByTestId('invoice-row').filter({ hasText: invoiceNumber })).toHaveCount(0);
  await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Adjustment note CN-'));
  await page.getByLabel('Show voided invoices').check();
  const row = page.getByTestId('invoice-row').filter({ hasText: invoiceNumber });
  await expect(row).toContainText('Voided');
  await expect(row.getByRole('button', { name: `Delete invoice ${invoiceNumber}` })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Void invoice ${invoiceNumber}` })).toHaveCount(0);
  await row.getByRole('button', { name: invoiceNumber }).click();
  const voided = dialog.getByRole('region', { name: 'Voided' });
  await expect(voided).toContainText(/Adjustment note CN-\d{6} · −\$550\.00/);
  await expect(payments.getByRole('button', { name: /^Reverse/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
