/** Courtesy cars: add a car, lend it to a customer, see it out (with its due-back day), take it back; at a phone's and a desktop's width. */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { signIn } from './support/admin-session.js';

/** The workshop's calendar day (Melbourne) `days` from now, yyyy-MM-dd. */
function workshopDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
}

for (const [label, width, height] of [
  ['desktop', 1280, 900],
  ['mobile', 390, 844],
] as const) {
  test(`add a courtesy car, lend it, see it out and take it back (${width} px)`, async ({ page }, testInfo) => {
    const stamp = Date.now();
    const rego = `CC${label === 'mobile' ? 'M' : 'D'}${stamp % 100000}`;
    const customer = `Casey Loan ${stamp % 100000}`;
    await page.setViewportSize({ width, height });
    await signIn(page);
    const menu = page.getByRole('button', { name: 'Open navigation menu' });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Courtesy Cars', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Courtesy Cars', level: 1 })).toBeVisible();

    // Add a car: the rego as the workshop prints it.
    await page.getByRole('button', { name: 'Add Car' }).click();
    const add = page.getByRole('dialog', { name: 'Add Courtesy Car' });
    await add.getByLabel('Rego').fill(rego.toLowerCase());
    await add.getByLabel('Description').fill('Silver Corolla');
    await add.getByRole('button', { name: 'Add Car' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${rego} is added.` })).toBeVisible();
    const row = page.getByTestId('courtesy-car-row').filter({ hasText: rego });
    await expect(row).toContainText('Available');

    // Lend it until tomorrow.
    await row.getByRole('button', { name: `Lend ${rego}` }).click();
    const lend = page.getByRole('dialog', { name: `Lend ${rego}` });
    await lend.getByLabel('Customer name').fill(customer);
    await lend.getByLabel('Customer phone').fill('0412 345 678');
    await lend.getByLabel('Due back').fill(workshopDate(1));
    await lend.getByRole('button', { name: 'Lend Car' }).click();
    await expect(lend).toBeHidden();
    const [y, m, d] = workshopDate(1).split('-');
    await expect(row).toContainText(`Out to ${customer}`);
    await expect(row).toContainText(`Due back ${d}/${m}/${y}`);
    await expect(row.getByRole('button', { name: `Lend ${rego}` })).toHaveCount(0);

    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `at ${width} px`).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`courtesy-cars-${label}.png`), fullPage: true });

    // Take it back, after confirming.
    await row.getByRole('button', { name: `Return ${rego}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`Mark ${rego} as returned by ${customer}?`);
    await confirm.getByRole('button', { name: 'Yes, Returned' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${rego} is back.` })).toBeVisible();
    await expect(row).toContainText('Available');
  });
}
