/**
 * The vehicle page: a job card's odometer lower than the vehicle's earlier reading is kept only
 * once staff confirm it; the page lists both readings with their job cards, and its VIN is
 * corrected in place (a wrong one refused with the server's reason).
 */
import { expect, test } from '@playwright/test';
import { adminToken, graphql, signIn } from './support/admin-session.js';

test('a lower odometer kept on the job card, the readings on the vehicle page, and its VIN corrected', async ({ page, request }) => {
  const stamp = Date.now();
  const rego = `VP${stamp % 10000}`;
  const token = await adminToken(request);
  const create = (odometerKm: number | null) =>
    graphql<{ createJobCard: { id: string } }>(
      request,
      'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }',
      { input: { customerName: `Val Vehicle ${stamp % 100000}`, customerEmail: `val.vehicle.${stamp}@example.com`, carRego: rego, vehicleMake: 'Mazda', vehicleModel: 'CX-5', vehicleYear: 2019, odometerKm } },
      token,
    );
  await create(120_000);
  const { createJobCard: second } = await create(null);

  // The second card: 12,000 km is lower than the 120,000 km recorded before; kept once confirmed.
  await signIn(page);
  await page.goto(`/admin/jobcards/${second.id}`);
  await page.getByLabel('Odometer (km)').fill('12000');
  const check = page.getByRole('alert').filter({ hasText: 'is lower than an earlier reading' });
  await expect(check).toContainText('12,000 km is lower than an earlier reading of this vehicle (120,000 km on');
  await expect(page.getByTestId('autosave-indicator')).toHaveText('Not saved: check the odometer.');
  await check.getByRole('button', { name: 'Keep 12,000 km' }).click();
  await expect(check).toHaveCount(0);
  await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved', { timeout: 15_000 });

  // The vehicle page: both readings, oldest first, each linking to its job card.
  await page.getByRole('link', { name: `${rego}: vehicle history` }).first().click();
  await expect(page.getByRole('heading', { name: `Vehicle ${rego}`, level: 1 })).toBeVisible();
  const readings = page.getByTestId('odometer-reading');
  await expect(readings).toHaveCount(2);
  await expect(readings.nth(0)).toContainText('120,000 km');
  await expect(readings.nth(1)).toContainText('12,000 km');
  await expect(readings.nth(1).getByRole('link', { name: 'Job card' })).toHaveAttribute('href', `/admin/jobcards/${second.id}`);
  await expect(page.getByRole('link', { name: `Val Vehicle ${stamp % 100000}` })).toHaveAttribute('href', /^\/admin\/customers\/.+/);

  // The VIN: a wrong one is refused with the server's reason, a right one saved.
  await page.getByRole('button', { name: `Edit the vehicle ${rego}` }).click();
  const form = page.getByRole('form', { name: `Edit the vehicle ${rego}` });
  await form.getByLabel('VIN').fill('JM3KFBCM1K0I12345');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('A VIN has 17 letters and digits, without I, O or Q.')).toBeVisible();
  await form.getByLabel('VIN').fill('jm3kfbcm1k0612345');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Vehicle ${rego} saved.` })).toBeVisible();
  await expect(page.locator('.vehicle-vin')).toHaveText('JM3KFBCM1K0612345');
});
