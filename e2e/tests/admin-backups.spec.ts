/**
 * Backups on the Server Monitoring page, as the owner uses them: a fresh server has none and says
 * so (with a warning); 'Back up now' dumps and verifies the whole database while the button says
 * so; the new backup is listed as verified with its size; Download gives the gzip'd dump; Delete
 * asks first and removes it, never offered for the newest verified backup, which is kept. The
 * card passes axe in both themes, on a desktop and a phone. A member of staff who is not an owner
 * sees where the backups stand, and no button to make, download or delete one.
 */
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './support/admin-session.js';
import { waitForMail } from './support/mail.js';

const embedded = !process.env.TEST_DATABASE_URL;

async function noSeriousViolations(page: Page, what: string): Promise<void> {
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page), what).toEqual([]);
}

test('back up now, see it verified, download it, delete it', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Server Monitoring', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Server Monitoring', level: 1 })).toBeVisible();

  // A fresh server: no backup yet, and the page says that this needs attention.
  const card = page.getByRole('region', { name: 'Backups' });
  await expect(card.getByText('No backups yet.')).toBeVisible();
  await expect(card.getByTestId('backups-database')).toContainText(embedded ? /Embedded database \(PGlite\) in \/\S+/ : 'PostgreSQL server');
  await expect(card.getByTestId('backups-warning')).toContainText('There is no verified backup yet.');
  await expect(card.locator('.state-badge')).toHaveText('Status: Warning');
  await expect(card.getByTestId('backups-last')).toContainText('None yet');
  await expect(card.getByTestId('backups-verified-age')).toContainText('None yet');
  await expect(card.getByTestId('backups-next')).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)\s*in (\d+ (minute|hour|day)s?|under a minute) · every day at 2:00 AM/);
  await expect(card.getByTestId('backups-directory')).toContainText(/\/backups\s*The newest 14 are kept/);
  await expect(page.getByTestId('monitor-overall')).toContainText('Backups (warning)', { timeout: 30_000 });

  // Back up now: busy while the dump is made and verified, then a confirmation.
  const button = card.getByRole('button', { name: 'Back up now' });
  await button.click();
  const busy = card.getByRole('button', { name: 'Backing up and verifying…' });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute('aria-busy', 'true');
  await expect(card.getByRole('status').filter({ hasText: 'Backing up and verifying… this can take a minute.' })).toBeVisible();
  const outcome = card.getByTestId('backups-outcome');
  await expect(outcome).toContainText(/^Backup made and verified: backup-\d{8}-\d{6}-manual\.sql\.gz \(\d+(\.\d)? (KB|MB)\)\.$/, { timeout: 120_000 });
  const filename = (await outcome.textContent())!.match(/backup-\d{8}-\d{6}-manual\.sql\.gz/)![0];
  await expect(button).toBeEnabled();

  // It is listed, verified, with its size; the warning is gone; the ages say 'just now'.
  const rows = card.getByTestId('backup-row');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(filename);
  await expect(row).toContainText('Manual');
  await expect(row.getByTestId('backup-verified')).toHaveText('Verified ✓');
  await expect(row.getByTestId('backup-size')).toHaveText(/^\d+(\.\d)? (KB|MB)$/);
  await expect(row).toContainText(/\d+ tables, [\d,]+ rows, \d+ documents?/);
  await expect(card.getByTestId('backups-warning')).toHaveCount(0);
  await expect(card.locator('.state-badge')).toHaveText('Status: Normal');
  await expect(card.getByTestId('backups-last')).toContainText(/just now · \d+(\.\d)? (KB|MB)\s*Verified ✓/);
  await expect(card.getByTestId('backups-verified-age')).toContainText('just now');
  await expect(page.getByTestId('monitor-overall')).not.toContainText('Backups');

  // The card with a backup listed, in both themes and on a phone.
  await noSeriousViolations(page, 'backups card, dark theme');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await noSeriousViolations(page, 'backups card, light theme');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByRole('button', { name: `Download ${filename}` })).toBeVisible();
  await noSeriousViolations(page, 'backups card, phone');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Download: the gzip'd plain SQL dump itself.
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download ${filename}` }).click()]);
  expect(download.suggestedFilename()).toBe(filename);
  const bytes = await readFile(await download.path());
  expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  const sql = gunzipSync(bytes).toString('utf8');
  expect(sql).toContain('PostgreSQL database dump');
  expect(sql).toMatch(/CREATE TABLE [\w."]*appointment/);

  // The newest verified backup is kept: no Delete for it.
  await expect(row.getByTestId('backup-kept')).toHaveText('Kept: the newest verified backup');
  await expect(row.getByRole('button', { name: `Delete ${filename}` })).toHaveCount(0);

  // A newer one frees it: Delete asks first, Cancel keeps it, Delete removes it.
  await button.click();
  await expect(outcome).toContainText(/^Backup made and verified: backup-\d{8}-\d{6}-manual(-\d+)?\.sql\.gz/, { timeout: 120_000 });
  const newer = (await outcome.textContent())!.match(/backup-\d{8}-\d{6}-manual(-\d+)?\.sql\.gz/)![0];
  await expect(rows).toHaveCount(2);
  const older = rows.filter({ hasText: filename });
  const newest = rows.filter({ hasText: newer });
  await expect(newest.getByTestId('backup-kept')).toBeVisible();
  await expect(newest.getByRole('button', { name: `Delete ${newer}` })).toHaveCount(0);
  await expect(older.getByTestId('backup-kept')).toHaveCount(0);
  await older.getByRole('button', { name: `Delete ${filename}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Delete backup' });
  await expect(question).toContainText(`Are you sure you want to delete the backup "${filename}"? It cannot be undone.`);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(rows).toHaveCount(2);
  await older.getByRole('button', { name: `Delete ${filename}` }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Backup ${filename} deleted.` })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(newer);
  await expect(rows.first().getByTestId('backup-kept')).toBeVisible();
  await expect(card.getByTestId('backups-warning')).toHaveCount(0);
});

test('a member of staff who is not an owner sees the backups, without the buttons to make, download or delete one', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `e2e.backups.staff.${stamp}@example.com`;
  const username = `backups.staff.${stamp}`;
  const password = 'Spanner-and-socket-42';
  // The owner makes a backup (when the test before has not) and invites a member of staff.
  await signIn(page);
  const login = await request.post('/api/admin/login', { data: { username: ADMIN_USERNAME, password: ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  if (((await (await request.get('/api/admin/backups', { headers: auth })).json()) as unknown[]).length === 0) {
    expect((await request.post('/api/admin/backups', { headers: auth, timeout: 120_000 })).status()).toBe(201);
  }
  expect((await request.post('/api/admin/users', { headers: auth, data: { name: 'Backup Mechanic', email, owner: false } })).status()).toBe(201);
  const mail = await waitForMail((m) => m.to.includes(email));
  const link = /https?:\/\/[^\s"<>]+\/admin\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text || mail.html)![0];

  const staff = await (await browser.newContext()).newPage();
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto(link);
  await staff.getByLabel('Username').fill(username);
  await staff.getByLabel('Password', { exact: true }).fill(password);
  await staff.getByLabel('Confirm Password').fill(password);
  await staff.getByRole('button', { name: 'Create Account and Sign In' }).click();
  await expect(staff.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  await staff.getByRole('link', { name: 'Server Monitoring' }).click();

  const card = staff.getByRole('region', { name: 'Backups' });
  await expect(card.getByTestId('backup-row').first()).toBeVisible();
  await expect(card.getByTestId('backups-last')).toContainText('Verified ✓');
  await expect(card.getByTestId('backups-owners-only')).toHaveText('Only an owner can make, download or delete backups: a backup holds the whole database, every account’s password included.');
  await expect(card.getByRole('button', { name: 'Back up now' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Download / })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await noSeriousViolations(staff, 'backups card, a member of staff');
  await staff.context().close();
});
