/** Contact queries: the grouped list, the detail view and a reply that reaches the customer by email and stays on the query. */
import { expect, test } from '@playwright/test';
import { waitForMail } from './support/mail.js';
import { sendContactMessage, signIn } from './support/admin-session.js';

test('reply to a contact query and the customer receives it', async ({ page, request }) => {
  const stamp = Date.now();
  const name = `Jamie Query ${stamp % 100000}`;
  const email = `e2e.query.${stamp}@example.com`;
  await sendContactMessage(request, { name, email, message: 'Do you service hybrid vehicles? My Prius needs its 90,000 km service.' });

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Contact Queries', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Contact Queries', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cleanup' })).toBeVisible();

  // Grouped under today's long heading, e.g. 'Monday 23 November 2026' (as job cards and invoices).
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Melbourne', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const today = `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
  await expect(page.getByRole('heading', { name: new RegExp(`^${today}`), level: 2 })).toBeVisible();
  const group = page.getByRole('region', { name: new RegExp(`^${today}`) });
  const row = group.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('img', { name: 'Pending' })).toBeVisible();

  await row.getByRole('button', { name, exact: true }).click();
  const view = page.getByRole('dialog', { name });
  await expect(view).toContainText(email);
  await expect(view).toContainText('Do you service hybrid vehicles?');
  await expect(view.locator('dt', { hasText: 'Phone' }).locator('+ dd')).toHaveText('N/A');

  const reply = `Yes, we service hybrids. Ref ${stamp}.`;
  await view.getByLabel(`Reply to ${name}`).fill(reply);
  await view.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reply sent successfully!' })).toBeVisible();
  await expect(view).toBeHidden();
  await expect(row.getByRole('img', { name: 'Replied' })).toBeVisible();
  // The reply is kept: a line in the row, the whole of it in the query's view.
  await expect(row).toContainText(`Replied: ${reply}`);
  await row.getByRole('button', { name, exact: true }).click();
  await expect(view.getByTestId('contact-reply')).toHaveText(reply);
  await view.getByRole('button', { name: 'Close dialog' }).click();

  const mail = await waitForMail((m) => m.to.includes(email) && m.text.includes(`Ref ${stamp}`));
  expect(mail.text).toContain('Yes, we service hybrids.');

  // Delete it, after confirming.
  await row.getByRole('button', { name: `Delete query from ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this query?');
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Query deleted.' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('cleanup asks first and shows the server answer', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/contact-queries');
  await page.getByRole('button', { name: 'Cleanup' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete all queries inactive for over 30 days? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Yes, Clean Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: /inactive for over 30 days/ })).toBeVisible();
});
