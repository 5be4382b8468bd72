/**
 * Search anything: Ctrl+K from any admin page finds a customer by a phone number written another
 * way and a vehicle by part of its rego; Enter opens it. On a phone, the header's search button.
 */
import { expect, test } from '@playwright/test';
import { bookAppointment, signIn } from './support/admin-session.js';
import { futureWeekday } from './support/dates.js';

test('Ctrl+K finds a caller by their number and a vehicle by part of its rego', async ({ page, request }) => {
  await bookAppointment(request, { fullName: 'Harper Searchwell', email: 'harper.searchwell@example.com', phone: '0433 918 273', registration: 'HSW 482', preferredDate: futureWeekday(5, 3), preferredTime: '14:30' });
  await signIn(page);
  await page.goto('/admin/jobcards');
  await expect(page.getByRole('heading', { name: 'Job Cards', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: /Search customers/ });
  await expect(box).toBeFocused();
  await box.fill('+61 433 918 273');
  const customer = page.getByRole('option', { name: /Harper Searchwell/ });
  await expect(customer).toBeVisible();
  await expect(page.getByRole('group', { name: 'Customers' })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f]{24}$/);

  await page.keyboard.press('Control+K');
  await page.getByRole('combobox', { name: /Search customers/ }).fill('sw48');
  const vehicle = page.getByRole('group', { name: 'Vehicles' }).getByRole('option', { name: /HSW482/ });
  await expect(vehicle).toBeVisible();
  await page.getByRole('combobox', { name: /Search customers/ }).press('ArrowDown');
  await page.getByRole('combobox', { name: /Search customers/ }).press('ArrowUp');
  await vehicle.click();
  await expect(page.getByRole('heading', { name: 'Vehicle HSW482' })).toBeVisible();
});

test('on a phone the header’s search button opens the same search', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('combobox', { name: /Search customers/ }).fill('zz');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing found.' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: /Search customers/ })).toBeHidden();
});
