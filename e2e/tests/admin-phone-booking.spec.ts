/**
 * A booking taken by phone as the call goes: the caller gives a name, a landline as locals say it
 * (without the area code) and the rego; staff book it in the diary with nothing else, and the
 * search finds the customer by that landline written with its area code.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './support/admin-session.js';
import { addDays, melbourneToday } from './support/dates.js';

const stamp = Date.now() % 10_000_000;

/** A Tuesday more than a year ahead, its own week (none of the diary journey's). */
function tuesdayAhead(): string {
  let day = addDays(melbourneToday(), 365 + 7 * 11);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 2) day = addDays(day, 1);
  return day;
}

test('a phone booking with a name, a landline and a rego only; search finds the caller by the landline', async ({ page }) => {
  const day = tuesdayAhead();
  const name = `Lou Landline ${stamp}`;
  // An 8-digit Melbourne number, as the caller says it.
  const local = `9${String(stamp).padStart(7, '0')}`;
  const said = `${local.slice(0, 4)} ${local.slice(4)}`;
  const rego = `LL${String(stamp).slice(-4)}`;

  await signIn(page);
  await page.goto(`/admin/diary?date=${day}&view=day`);
  await page.locator(`td[data-date="${day}"][data-time="14:00"]`).getByRole('button', { name: /^Book \d/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(dialog.getByLabel('Time', { exact: true })).toHaveValue('14:00');

  // Nothing but the name: the api says what is missing, beside the fields.
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Service Type').selectOption('Logbook Servicing');
  await dialog.getByRole('button', { name: 'Book appointment' }).click();
  await expect(dialog.getByText('Please enter a phone number or an email.').first()).toBeVisible();

  await dialog.getByLabel('Phone').fill(said);
  await dialog.getByRole('button', { name: 'Book appointment' }).click();
  await expect(dialog.getByText('Please enter the rego or the car’s make and model.').first()).toBeVisible();

  await dialog.getByLabel('Registration').fill(rego);
  await expect(dialog.getByLabel('Send confirmation email')).toBeDisabled();
  await expect(dialog.getByText('No email address: the customer gets no confirmation.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Book appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${name} booked for` })).toContainText('No confirmation was sent: there is no email address.');
  await expect(page.getByRole('button', { name: `2:00 PM ${name}, ${rego}, Logbook Servicing`, exact: true })).toBeVisible();

  // The search finds the caller by the landline with its area code.
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: /Search customers/ });
  await box.fill(`(03) ${said}`);
  await expect(page.getByRole('group', { name: 'Customers' }).getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await box.fill(`03 ${said}`);
  const found = page.getByRole('group', { name: 'Customers' }).getByRole('option', { name: new RegExp(name) });
  await expect(found).toBeVisible();
  await found.click();
  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f]{24}$/);
  await expect(page.getByText(`(03) ${said}`).first()).toBeVisible();
});
