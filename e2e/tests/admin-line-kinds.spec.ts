/**
 * Lines that know what they are: a labour rate added in Settings is what a job card's labour line
 * is charged at (hours × the rate), a GST-free fee takes no GST in the running totals, a discount
 * is taken off, and every line keeps its kind through the autosave. The labour rates are put back
 * as they were when done (later journeys see the workshop as it was).
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, signIn } from './support/admin-session.js';
import { setPricesIncludeGst } from './support/workshop.js';

test('a labour rate from Settings prices a labour line; a GST-free fee and a discount make the totals', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const before = await request.get('/api/admin/settings/labour-rates', { headers });
  expect(before.status(), await before.text()).toBe(200);
  const savedRates = (await before.json()) as unknown[];
  await setPricesIncludeGst(request, token, true);
  const stamp = Date.now();
  const rateName = `Auto electrical ${stamp % 100000}`;

  try {
    await signIn(page);
    await page.goto('/admin/settings#labour-rates');
    const rates = page.getByRole('region', { name: 'Labour rates' });
    await rates.getByRole('button', { name: 'Add rate' }).click();
    const added = rates.getByTestId('labour-rate').last();
    await expect(added.getByLabel('Name')).toBeFocused();
    await rates.getByRole('button', { name: 'Save labour rates' }).click();
    await expect(added.getByText('Give the rate a name.')).toBeVisible();
    await added.getByLabel('Name').fill(rateName);
    await added.getByLabel('Hourly rate ($)').fill('185');
    await rates.getByRole('button', { name: 'Save labour rates' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Labour rates saved.' })).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await rates.screenshot({ path: test.info().outputPath(`labour-rates-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    const { createJobCard } = await graphql<{ createJobCard: { id: string } }>(
      request,
      'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }',
      { input: { customerName: `Lee Keys ${stamp % 100000}`, customerEmail: `e2e.lines.${stamp}@example.com`, carRego: `LK${stamp % 10000}` } },
      token,
    );
    await page.goto(`/admin/jobcards/${createJobCard.id}`);
    const add = page.getByRole('button', { name: '+ Add Item' });

    await add.click();
    await page.getByLabel('Item 1 kind').selectOption('Labour');
    await page.getByLabel('Item 1 description').fill('Trace a parasitic battery drain');
    await page.getByLabel('Item 1 labour rate').selectOption({ label: `${rateName} ($185.00/h)` });
    await expect(page.getByLabel('Item 1 unit price')).toHaveValue('185.00');
    await page.getByLabel('Item 1 hours').fill('2');
    await expect(page.getByTestId('item-row').first()).toContainText('$370.00');

    await add.click();
    await page.getByLabel('Item 2 kind').selectOption('Sundry');
    await page.getByLabel('Item 2 description').fill('Rego transfer fee');
    await page.getByLabel('Item 2 unit price').fill('45');
    await page.getByLabel('Item 2 GST-free').check();

    await add.click();
    await page.getByLabel('Item 3 kind').selectOption('Discount');
    await page.getByLabel('Item 3 description').fill('Loyalty discount');
    await page.getByLabel('Item 3 discount').fill('20');
    await expect(page.getByTestId('item-row').nth(2)).toContainText('-$20.00');

    // $370 + $45 − $20 = $395, prices include GST; GST is 1/11 of the taxable $350 (not of the fee): $31.82.
    const totals = page.locator('.items-editor .totals');
    await expect(totals).toContainText('$395.00');
    await expect(totals).toContainText('$31.82');
    await expect(totals).toContainText('$363.18');
    await expect(totals.getByText('of which GST-free', { exact: true }).locator('xpath=following-sibling::*[1]')).toHaveText('$45.00');
    await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved');
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByLabel('Item 1 hours')).toHaveValue('2');
    await expect(page.getByLabel('Item 1 labour rate').locator('option:checked')).toHaveText(`${rateName} ($185.00/h)`);
    await expect(page.getByLabel('Item 2 GST-free')).toBeChecked();
    await expect(page.getByLabel('Item 3 kind')).toHaveValue('DISCOUNT');
    await expect(page.getByLabel('Item 3 discount')).toHaveValue('20.00');
    await expect(totals).toContainText('$31.82');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // On a phone every row is a card of its fields: nothing runs off the side.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.getByRole('region', { name: 'Items & labour' }).screenshot({ path: test.info().outputPath(`line-kinds-${width}.png`) });
    }
  } finally {
    const back = await request.put('/api/admin/settings/labour-rates', { headers, data: savedRates });
    expect(back.status(), await back.text()).toBe(200);
  }
});
