/**
 * Canned jobs: an owner adds one (labour at the workshop's rate, a part) on the Canned Jobs page,
 * then adds it to a job card from the card's Items & labour in one action and the lines are there to
 * edit; at a phone's and a desktop's width.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, signIn } from './support/admin-session.js';

for (const [label, width, height] of [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
] as const) {
  test(`add a canned job and add it to a job card (${width} px)`, async ({ page, request }, testInfo) => {
    const stamp = Date.now() % 100000;
    const name = `Front pads and rotors ${label} ${stamp}`;
    await page.setViewportSize({ width, height });
    await signIn(page);
    const menu = page.getByRole('button', { name: 'Open navigation menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Canned Jobs', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Canned Jobs', level: 1 })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`canned-jobs-list-before-${label}.png`), fullPage: true });

    // Add it: labour at the standard rate (its price filled in), and a part.
    await page.getByRole('button', { name: 'Add Canned Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Canned Job' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Item 1 kind').selectOption('LABOUR');
    await dialog.getByLabel('Item 1 description').fill('Fit pads and machine rotors');
    await dialog.getByLabel(/Item 1 (quantity|hours)/).fill('1.5');
    await expect(dialog.getByLabel('Item 1 unit price')).not.toHaveValue('');
    await dialog.getByRole('button', { name: '+ Add Item' }).click();
    await dialog.getByLabel('Item 2 description').fill('Front brake pads');
    await dialog.getByLabel('Item 2 unit price').fill('129.95');
    expect(await seriousViolations(page), `dialog at ${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`canned-jobs-dialog-${label}.png`), fullPage: true });
    await dialog.getByRole('button', { name: 'Add Canned Job' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${name} is added.` })).toBeVisible();
    const row = page.getByTestId('canned-job-row').filter({ hasText: name });
    await expect(row).toContainText('2 lines');
    await expect(row).toContainText('labour at its rate');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `list at ${width} px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), `list at ${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`canned-jobs-list-${label}.png`), fullPage: true });

    // A job card takes it in one action.
    const token = await adminToken(request);
    const card = await graphql<{ createJobCard: { id: string } }>(
      request,
      'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }',
      { input: { customerName: 'Pat Canned', customerEmail: `pat.canned.${stamp}@example.com`, carRego: `CJ${stamp}` } },
      token,
    );
    await page.goto(`/admin/jobcards/${card.createJobCard.id}`);
    const items = page.getByRole('region', { name: 'Items & labour' });
    await items.getByRole('button', { name: 'Add Canned Job' }).click();
    const picker = page.getByRole('dialog', { name: 'Add Canned Job' });
    await picker.getByLabel('Search canned jobs').fill(`${label} ${stamp}`);
    await expect(picker.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    expect(await seriousViolations(page), `picker at ${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`canned-jobs-picker-${label}.png`) });
    await picker.getByRole('button', { name: new RegExp(name) }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${name}: 2 lines added.` })).toBeVisible();
    await expect(items.getByLabel('Item 1 description')).toHaveValue('Fit pads and machine rotors');
    await expect(items.getByLabel('Item 2 description')).toHaveValue('Front brake pads');
    // Editable as any line.
    await items.getByLabel('Item 2 unit price').fill('119.95');
    await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `card at ${width} px`).toBeLessThanOrEqual(0);
    await items.screenshot({ path: testInfo.outputPath(`canned-jobs-card-items-${label}.png`) });
  });
}
