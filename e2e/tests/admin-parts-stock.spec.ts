/**
 * The parts catalogue's two bulk screens: in a supplier's Import Price File its price file columns
 * are set and its CSV price file chosen, read by the server (the counts of new, changed and
 * unchanged parts, its bad row by line), applied, and the part it adds is found in the Parts
 * search; then a bin is counted on the Stocktake page and its one difference posted, which the
 * part's stock on hand then says.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, signIn } from './support/admin-session.js';

/** At a desktop's and a phone's width: nothing wider than the screen, and a screenshot (the whole page, or the dialog) once the layout has settled. */
async function shoot(page: Page, name: string, dialog?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The sidebar slides away as the width crosses into a phone's: shot once it is gone.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const path = test.info().outputPath(`${name}-${width}.png`);
    await (dialog ? dialog.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a price file is read and applied, its new part found; a bin’s stocktake posts its one difference', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const n = Date.now() % 1_000_000;
  const supplierName = `Parts Direct ${n}`;

  const supplier = await request.post('/api/admin/suppliers', {
    headers,
    data: { name: supplierName, email: null, priceFileColumns: null },
  });
  expect(supplier.status(), await supplier.text()).toBe(201);
  const supplierId = ((await supplier.json()) as { _id: string })._id;
  const known = await request.post('/api/admin/parts', { headers, data: { partNumber: `PF${n}-OLD`, description: 'Oil filter', supplierId, costPrice: 10 } });
  expect(known.status(), await known.text()).toBe(201);

  const bin = `ST${n}`;
  const binParts: string[] = [];
  for (const [suffix, stock] of [['A', 4], ['B', 2]] as const) {
    const created = await request.post('/api/admin/parts', { headers, data: { partNumber: `${bin}-${suffix}`, description: `Shelf part ${suffix}`, bin, costPrice: 5 } });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { _id: string })._id;
    binParts.push(id);
    const stocked = await request.post(`/api/admin/parts/${id}/adjust`, { headers, data: { quantity: stock, reason: 'Delivery' } });
    expect(stocked.status(), await stocked.text()).toBe(200);
  }

  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/parts');

  // The price file: one part changed, one new, one bad row.
  const csv = `Part No,Description,Cost ex GST\r\nPF${n}-OLD,Oil filter,12.50\r\nPF${n}-NEW,Cabin air filter,18.95\r\nPF${n}-BAD,Wiper blade,abc\r\n`;
  await page.getByRole('region', { name: 'Suppliers' }).getByRole('button', { name: `Import price file of ${supplierName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Price File' });
  // The supplier's columns are set first: the headers of its file's first row.
  await dialog.getByLabel(/^Part number column/).fill('Part No');
  await dialog.getByLabel(/^Description column/).fill('Description');
  await dialog.getByLabel(/^Cost price column/).fill('Cost ex GST');
  await dialog.getByRole('button', { name: 'Save Columns' }).click();
  await dialog.getByLabel('Price file (CSV)').setInputFiles({ name: 'parts-direct.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Read Price File' }).click();
  await expect(dialog.getByTestId('price-import-counts')).toHaveText('New1Changed1Unchanged0Bad rows1');
  await expect(dialog.getByTestId('price-import-problem')).toContainText('4');
  await expect(dialog.getByTestId('price-import-problem')).toContainText('(“abc”)');
  await expect(dialog.getByTestId('price-import-preview')).toHaveCount(2);
  await expect(dialog.getByTestId('price-import-preview').nth(1)).toContainText('$18.95');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'price-import', dialog.locator('.dialog__panel'));

  await dialog.getByRole('button', { name: 'Apply' }).click();
  const question = page.getByRole('alertdialog', { name: 'Apply Price File' });
  await expect(question).toContainText('1 part is added and 1 part is changed. 1 bad row is left out.');
  await question.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog.getByTestId('price-import-outcome')).toContainText('Price file applied: 1 part added, 1 changed, 1 bad row left out.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByLabel('Search parts').fill(`PF${n}-`);
  const rows = page.getByTestId('part-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `PF${n}-NEW` })).toContainText('Cabin air filter');

  // The stocktake of the bin: A counted one short, B as recorded.
  await page.getByRole('link', { name: 'Stocktake' }).click();
  await expect(page.getByRole('heading', { name: 'Stocktake', level: 1 })).toBeVisible();
  const binBox = page.getByLabel('Bin', { exact: true });
  await binBox.fill(bin);
  await binBox.press('Enter');
  const countA = page.getByLabel(`Count of ${bin}-A`);
  await expect(countA).toBeFocused();
  await countA.fill('3');
  await countA.press('Enter');
  const countB = page.getByLabel(`Count of ${bin}-B`);
  await expect(countB).toBeFocused();
  await countB.fill('2');
  await expect(page.getByTestId('stocktake-summary')).toHaveText('2 parts · 2 counted · 1 difference');
  await expect(page.getByTestId('stocktake-row').first()).toContainText('−1');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'stocktake');

  await page.getByRole('button', { name: 'Post Stocktake' }).click();
  const post = page.getByRole('alertdialog', { name: 'Post Stocktake' });
  await expect(post).toContainText(`Post the counts of 2 parts of bin ${bin}? 1 difference will be posted to the stock on hand.`);
  await post.getByRole('button', { name: 'Post Stocktake' }).click();
  const posted = page.getByTestId('stocktake-posted');
  await expect(posted.getByRole('status')).toHaveText('Stocktake posted: 1 of 2 parts corrected.');
  await expect(page.getByTestId('stocktake-row').first()).toContainText('Shelf part A3');
  await shoot(page, 'stocktake-posted');

  const after = await request.get(`/api/admin/parts/${binParts[0]}`, { headers });
  expect(((await after.json()) as { onHand: number }).onHand).toBe(3);
});
