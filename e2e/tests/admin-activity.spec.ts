/**
 * Who did what: staff edit a job card (an item, autosaved) and send its quote, open the card's
 * History (asked for only once opened) and read each change with the admin's name, the item and the
 * status before and after; the dashboard's recent changes name them too; the Activity page finds it
 * filtered by kind of record, action and person, keeps its filters in the address across a reload
 * and links to the card. Both fit a phone and a desktop without serious accessibility violations
 * (SCREENSHOT_DIR=… keeps screenshots).
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { ADMIN_USERNAME, adminToken, graphql, signIn } from './support/admin-session.js';
import { setPricesIncludeGst } from './support/workshop.js';

async function createCard(request: Parameters<typeof adminToken>[0], input: { customerName: string; customerEmail: string; carRego: string }): Promise<string> {
  const token = await adminToken(request);
  const data = await graphql<{ createJobCard: { id: string } }>(request, 'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }', { input }, token);
  return data.createJobCard.id;
}

/** Counts the audit trail queries the page sends from now on. */
function countAuditQueries(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST' && /AdminAuditEvents/.test(request.postData() ?? '')) count++;
  });
  return { count: () => count };
}

test('a job card’s History names who changed it, the dashboard too, and the Activity page finds it by kind of record', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Hana History ${stamp % 100000}`;
  const rego = `HH${stamp % 10000}`;
  const id = await createCard(request, { customerName: name, customerEmail: `e2e.history.${stamp}@example.com`, carRego: rego });
  // Prices entered without GST (the workshop's setting): $89.00 quotes as $97.90.
  await setPricesIncludeGst(request, await adminToken(request), false);

  await signIn(page);
  const audit = countAuditQueries(page);
  await page.goto(`/admin/jobcards/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  // A change: an item, then the quote sent (status Pending Diagnosis → Pending Quote Approval).
  await page.getByRole('button', { name: '+ Add Item' }).click();
  await page.getByLabel('Item 1 description').fill('Wheel alignment');
  await page.getByLabel('Item 1 unit price').fill('89');
  await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Generate & Send Quote' }).click();
  await page.getByRole('alertdialog', { name: 'Generate & Send Quote' }).getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Quote Q\d+ sent to/ })).toBeVisible();

  // The History is closed and not asked for until opened.
  const toggle = page.getByRole('button', { name: 'History' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(audit.count()).toBe(0);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Newest first: the quote sent, the autosaved edit, the card created.
  const entries = page.getByTestId('history-entry');
  const quoted = entries.first();
  await expect(quoted).toContainText(new RegExp(`Quote Q\\d+ for ${name} \\(${rego}\\) sent`));
  await expect(quoted).toContainText(`by ${ADMIN_USERNAME}`);
  const edited = entries.filter({ hasText: `Job card for ${name} (${rego}) edited (items)` }).first();
  await expect(edited).toContainText(`by ${ADMIN_USERNAME}`);
  await edited.getByText(/1 field changed: Items/).click();
  await expect(edited.getByTestId('field-change')).toContainText('1 × Wheel alignment @ $89.00');
  await expect(entries.last()).toContainText(`Job card for ${name} (${rego}) created`);
  await expect(entries.last()).toContainText(`by ${ADMIN_USERNAME}`);
  expect(audit.count()).toBe(1);
  // Its fields before → after, behind a disclosure.
  await quoted.getByText('3 fields changed').click();
  const status = quoted.getByTestId('field-change').filter({ hasText: 'Status' });
  await expect(status).toHaveText(/Status\s*from Pending Diagnosis\s*→\s*to Pending Quote Approval/);
  await expect(quoted.getByTestId('field-change').filter({ hasText: 'Quote lines' })).toContainText('1 × Wheel alignment @ $89.00');
  await expect(quoted.getByTestId('field-change').filter({ hasText: 'Quote total' })).toContainText('$97.90');

  // The dashboard names who made the recent changes and leads to the Activity page.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  const recent = page.getByTestId('recent-change').filter({ hasText: `for ${name} (${rego}) sent` });
  await expect(recent).toContainText(`by ${ADMIN_USERNAME}`);
  await page.getByTestId('recent-changes').getByRole('link', { name: 'View all' }).click();

  // The Activity page: filtered by kind of record, the filter kept in the address.
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const row = page.getByTestId('activity-row').filter({ hasText: `for ${name} (${rego}) sent` });
  await expect(row).toContainText(ADMIN_USERNAME);
  await page.getByLabel('Kind of record').selectOption({ label: 'Invoice' });
  await expect(page).toHaveURL(/[?&]kind=invoice\b/);
  await expect(row).toHaveCount(0);
  await page.getByLabel('Kind of record').selectOption({ label: 'Job card' });
  await expect(page).toHaveURL(/[?&]kind=job_card\b/);
  await expect(row).toHaveCount(1);
  await page.getByLabel('Action').selectOption({ label: 'Quote sent' });
  await expect(page).toHaveURL(/action=jobcard\.quote_sent/);
  await expect(page.getByTestId('activity-row').filter({ hasText: 'created' })).toHaveCount(0);
  await page.getByLabel('Person').selectOption({ label: 'Customers' });
  await expect(row).toHaveCount(0);
  await page.getByLabel('Person').selectOption({ label: 'Staff (anyone)' });
  await expect(row).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Kind of record')).toHaveValue('job_card');
  await expect(page.getByLabel('Action')).toHaveValue('jobcard.quote_sent');
  await expect(page.getByLabel('Person')).toHaveValue('staff');
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'Job card' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobcards/${id}$`));
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await setPricesIncludeGst(request, await adminToken(request), true);
});

test('the Activity page and a History fit a phone and a desktop, without serious accessibility violations', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const id = await createCard(request, { customerName: `Sam Screens ${stamp % 100000}`, customerEmail: `e2e.screens.${stamp}@example.com`, carRego: `SS${stamp % 10000}` });
  await signIn(page);
  const dir = process.env.SCREENSHOT_DIR;
  for (const [label, width, height] of [
    ['desktop', 1280, 900],
    ['mobile', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/admin/activity');
    await expect(page.getByTestId('activity-row').first()).toBeVisible();
    await page.getByTestId('activity-row').getByText(/fields? changed/).first().click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `activity at ${width} px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), `activity at ${width} px`).toEqual([]);
    if (dir) await page.screenshot({ path: `${dir}/activity-${label}.png` });

    await page.goto(`/admin/jobcards/${id}`);
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByTestId('history-entry').first().getByText(/fields? changed/).click();
    await page.getByTestId('history-panel').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `history at ${width} px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), `history at ${width} px`).toEqual([]);
    if (dir) await page.screenshot({ path: `${dir}/history-${label}.png` });
  }
});
