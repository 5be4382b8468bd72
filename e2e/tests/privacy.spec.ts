/**
 * A customer's data on request, as an owner handles it: open the customer, export their data (the
 * ZIP downloads), erase them with their name typed (the button waits for it), and they are gone
 * from the customer list.
 */
import { expect, test } from '@playwright/test';
import { futureWeekday } from './support/dates.js';
import { bookAppointment, sendContactMessage, signIn } from './support/admin-session.js';

test('an owner exports a customer’s data, then erases them on request', async ({ page, request }) => {
  const stamp = Date.now();
  const fullName = `Perry Privacy ${stamp % 100000}`;
  const email = `perry.privacy.${stamp}@example.com`;
  await bookAppointment(request, { fullName, email, phone: '0491 570 110', registration: `PP${stamp % 10000}`, preferredDate: futureWeekday(20, 3), preferredTime: '12:30', issueDescription: 'Squeak from the front left.' });
  await sendContactMessage(request, { name: fullName, email, message: 'Please send me everything you hold about me, then delete it.' });

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Customers', exact: true }).click();
  await page.getByLabel('Search customers').fill(fullName);
  const row = page.getByTestId('customer-row').filter({ hasText: fullName });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: fullName }).click();
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();

  // Export: the ZIP arrives as a download.
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^customer-[0-9a-f]{24}-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = await download.path();
  expect(path).toBeTruthy();
  await expect(page.getByText(/Customer data downloaded/)).toBeVisible();

  // Erase: the dialog says what the law keeps, and erases once the name is typed.
  await page.getByRole('button', { name: 'Erase customer…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Erase customer' });
  await expect(dialog).toContainText('Kept by law');
  const erase = dialog.getByRole('button', { name: 'Erase customer' });
  await expect(erase).toBeDisabled();
  await dialog.getByLabel(`Type “${fullName}” to confirm`).fill(fullName);
  await expect(erase).toBeEnabled();
  await erase.click();
  await expect(page.getByRole('heading', { name: 'Customer erased' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'personal details were removed' })).toBeVisible();

  // Gone from the list.
  await page.getByRole('link', { name: 'Back to Customers' }).first().click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByLabel('Search customers').fill(fullName);
  await expect(page.getByTestId('customer-row').filter({ hasText: fullName })).toHaveCount(0);
  await page.getByLabel('Search customers').fill(email);
  await expect(page.getByTestId('customer-row')).toHaveCount(0);
});
