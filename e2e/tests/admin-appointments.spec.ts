/**
 * Appointments in the back office: the details dialog, cancelling and deleting with their
 * confirmations, and a blocked period that takes its times off the public booking form.
 */
import { expect, test } from '@playwright/test';
import { futureWeekday } from './support/dates.js';
import { bookAppointment, signIn } from './support/admin-session.js';

test('open an appointment, cancel it, then delete it for good', async ({ page, request }) => {
  const fullName = `Riley Cancel ${Date.now() % 100000}`;
  const date = futureWeekday(7, 0);
  const [y, m, d] = date.split('-');
  const id = await bookAppointment(request, { fullName, email: 'riley.cancel@example.com', preferredDate: date, preferredTime: '11:00' });

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Appointments', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();

  const activeToggle = page.getByRole('button', { name: /^Active Appointments \(\d+\)$/ });
  await expect(activeToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /^Cancelled Appointments \(\d+\)$/ })).toHaveAttribute('aria-expanded', 'false');

  // The row's name is a real button: it opens the details dialog from the keyboard too.
  await page.getByRole('button', { name: fullName }).focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Appointment Details' });
  await expect(details).toBeVisible();
  for (const label of ['Status', 'Reference', 'Appointment ID', 'Customer Name', 'Email', 'Phone', 'Date & Time', 'Vehicle', 'Registration', 'Service Type', 'Issue Description']) {
    await expect(details.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(details.getByText(id)).toBeVisible();
  // The booking reference the customer's emails print: not the id, which cancels the booking.
  await expect(details.getByTestId('appointment-reference')).toHaveText(/^[A-HJ-NP-Z2-9]{8}$/);
  await expect(details.getByText('Booked', { exact: true })).toBeVisible();
  await expect(details.getByText(`${d}/${m}/${y}, 11:00 AM`)).toBeVisible();
  // No registration was given.
  await expect(details.locator('dt', { hasText: 'Registration' }).locator('+ dd')).toHaveText('N/A');

  // Escape on a confirmation answers "no" and keeps the details open.
  await details.getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('alertdialog');
  await expect(confirmDelete).toContainText('Permanently DELETE this appointment? This cannot be undone.');
  await page.keyboard.press('Escape');
  await expect(confirmDelete).toBeHidden();
  await expect(details).toBeVisible();

  // Cancel it.
  await details.getByRole('button', { name: 'Cancel Appointment' }).click();
  const confirmCancel = page.getByRole('alertdialog');
  await expect(confirmCancel).toContainText('Are you sure you want to cancel this appointment?');
  await confirmCancel.getByRole('button', { name: 'Yes, Cancel Appointment' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Appointment cancelled' })).toBeVisible();

  // It moved to the cancelled list.
  const cancelledToggle = page.getByRole('button', { name: /^Cancelled Appointments \(\d+\)$/ });
  await cancelledToggle.click();
  await expect(cancelledToggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: fullName }).click();
  await expect(details.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Cancel Appointment' })).toHaveCount(0);

  // Delete it for good.
  await details.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Delete Permanently' }).click();
  await expect(details).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Appointment permanently deleted.' })).toBeVisible();
  await expect(page.getByRole('button', { name: fullName })).toHaveCount(0);
});

test('a blocked period takes its times off the booking form, and unblocking gives them back', async ({ page, browser }) => {
  const date = futureWeekday(8, 0);
  const reason = `Staff training ${Date.now() % 100000}`;
  await signIn(page);
  await page.goto('/admin/appointments');

  const blockToggle = page.getByRole('button', { name: 'Block Custom Time Periods' });
  await blockToggle.click();
  await expect(page.getByLabel('Start Time')).toHaveValue('09:00');
  await expect(page.getByLabel('End Time')).toHaveValue('17:00');

  // The end must come after the start.
  await page.getByLabel('Start Date').fill(date);
  await page.getByLabel('End Date').fill(date);
  await page.getByLabel('Start Time').fill('12:00');
  await page.getByLabel('End Time').fill('09:00');
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Block Period' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The end of the period must be after its start.' })).toBeVisible();

  await page.getByLabel('Start Time').fill('09:00');
  await page.getByLabel('End Time').fill('12:00');
  await page.getByRole('button', { name: 'Block Period' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Period blocked/ })).toBeVisible();

  const blockedToggle = page.getByRole('button', { name: /^Currently Blocked Periods \(\d+\)$/ });
  await blockedToggle.click();
  const row = page.getByRole('row').filter({ hasText: reason });
  await expect(row).toBeVisible();

  // The public booking form no longer offers 09:00 to 11:30 on that date.
  const customer = await browser.newContext();
  const site = await customer.newPage();
  await site.goto('/booking');
  await site.getByLabel('Preferred Date').fill(date);
  const time = site.getByLabel('Preferred Time');
  await expect(time).toBeEnabled();
  await expect(time.locator('option[value="12:00"]')).toHaveCount(1);
  for (const gone of ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']) {
    await expect(time.locator(`option[value="${gone}"]`)).toHaveCount(0);
  }

  // Unblock, with its confirmation.
  await row.getByRole('button', { name: /^Unblock/ }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to unblock this period?');
  await confirm.getByRole('button', { name: 'Yes, Unblock' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Period unblocked.' })).toBeVisible();
  await expect(row).toHaveCount(0);

  await site.reload();
  await site.getByLabel('Preferred Date').fill(date);
  await expect(site.getByLabel('Preferred Time').locator('option[value="09:00"]')).toHaveCount(1);
  await customer.close();
});
