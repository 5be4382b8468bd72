/**
 * A part from the catalogue on a job card: a part with a barcode and stock is added to the
 * catalogue, the barcode is scanned into the card's Add Part (the code, then Enter), and the card
 * gets a part line at the part's sell price that says how much stock the part has; the line keeps
 * its part through the autosave (the card then holds one for the job).
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, signIn } from './support/admin-session.js';

test('a scanned barcode adds its part to a job card at its price, with its stock', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const barcode = `93${String(stamp).slice(-11)}`;
  const partNumber = `PK-${stamp % 1_000_000}`;

  const created = await request.post('/api/admin/parts', { headers, data: { partNumber, description: 'Disc brake pad set', barcode, bin: 'A3-2', costPrice: 40, sellPrice: 89.5 } });
  expect(created.status(), await created.text()).toBe(201);
  const part = (await created.json()) as { _id: string };
  const stocked = await request.post(`/api/admin/parts/${part._id}/adjust`, { headers, data: { quantity: 5, reason: 'Delivery from the supplier' } });
  expect(stocked.status(), await stocked.text()).toBe(200);

  const { createJobCard } = await graphql<{ createJobCard: { id: string } }>(
    request,
    'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }',
    { input: { customerName: `Pat Parts ${stamp % 100000}`, customerEmail: `e2e.parts.${stamp}@example.com`, carRego: `PP${stamp % 10000}` } },
    token,
  );

  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/jobcards/${createJobCard.id}`);
  const section = page.getByRole('region', { name: 'Items & labour' });
  await section.getByRole('button', { name: 'Add Part' }).click();
  const search = section.getByLabel(/Find a part/);
  await expect(search).toBeFocused();
  // A scanner types the code, then Enter.
  await search.pressSequentially(barcode);
  await search.press('Enter');

  const row = section.getByTestId('item-row').first();
  await expect(page.getByLabel('Item 1 description')).toHaveValue(`${partNumber} Disc brake pad set`);
  await expect(page.getByLabel('Item 1 unit price')).toHaveValue('89.50');
  await expect(page.getByLabel('Item 1 quantity')).toHaveValue('1');
  await expect(page.getByLabel('Item 1 kind')).toHaveValue('PART');
  await expect(row.getByTestId('part-stock')).toHaveText('In stock: 5 available (bin A3-2)');
  await expect(search).toHaveValue('');
  await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved');

  // The line names its part on the server.
  const saved = await graphql<{ jobCard: { finalItems: Array<{ partId: string | null; unitPriceCents: number }> } }>(
    request,
    'query($id: ID!) { jobCard(id: $id) { finalItems { partId unitPriceCents } } }',
    { id: createJobCard.id },
    token,
  );
  expect(saved.jobCard.finalItems).toEqual([{ partId: part._id, unitPriceCents: 8950 }]);

  // Typed words list the part; the list shows its number, bin, stock and price.
  await search.fill(partNumber);
  const choice = section.getByRole('list', { name: 'Parts found' }).getByRole('button', { name: new RegExp(partNumber) });
  await expect(choice).toContainText('Bin A3-2');
  await expect(choice).toContainText('$89.50');
  // The search brings the part's stock up to date: the card holds one of the five.
  await expect(choice).toContainText('4 available');
  await expect(row.getByTestId('part-stock')).toHaveText('In stock: 4 available (bin A3-2)');
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await section.screenshot({ path: test.info().outputPath(`part-picker-${width}.png`) });
  }

  // Loaded again, the line still names its part and shows its stock as the server has it (one held for this card).
  await page.reload();
  await expect(page.getByLabel('Item 1 unit price')).toHaveValue('89.50');
  await expect(section.getByTestId('part-stock')).toHaveText('In stock: 4 available (bin A3-2)');
});
