/**
 * The inspection checklist end to end: the owner adds a check with a reading, moves it up with the
 * keyboard, is refused a nameless one (and removes it, never saved), saves; a new job card's
 * inspection shows the check with its reading; hidden again, new inspections leave it out. Leaving
 * with unsaved changes asks first. The page has no serious accessibility violations.
 */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, signIn } from './support/admin-session.js';

type Checks = { jobCardInspection: { checks: Array<{ key: string; label: string; readings: Array<{ label: string; unit: string }> }> } };

test('the owner adds a check to the inspection checklist, new inspections show it, hidden they do not', async ({ page, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now() % 1_000_000;
  const label = `Coolant hoses ${stamp}`;
  const token = await adminToken(request);
  const newCard = async () =>
    (await graphql<{ createJobCard: { id: string } }>(request, 'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id } }', { input: { customerName: `Checklist ${stamp}`, customerEmail: `e2e.checklist.${stamp}@example.com`, carRego: `CL${stamp % 10000}` } }, token)).createJobCard.id;
  const checksOf = async (id: string) => (await graphql<Checks>(request, 'query($id: ID!) { jobCardInspection(jobCardId: $id) { checks { key label readings { label unit } } } }', { id }, token)).jobCardInspection.checks;

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('link', { name: 'Inspection checklist' }).click();
  await expect(page.getByRole('heading', { name: 'Inspection checklist', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Inspection checklist' });
  const rows = form.getByTestId('checklist-row');
  const before = await rows.count();
  expect(before).toBeGreaterThan(10);
  await expect(form.getByRole('button', { name: 'Save checklist' })).toBeDisabled();

  await test.step('add a check with a reading and move it up with the keyboard', async () => {
    await form.getByRole('button', { name: 'Add a check' }).click();
    const row = rows.nth(before);
    // The new check's name takes the focus; its area is the last check's.
    await expect(row.getByLabel('Check', { exact: true })).toBeFocused();
    await expect(row.getByLabel('Area', { exact: true })).toHaveValue(await rows.nth(before - 1).getByLabel('Area', { exact: true }).inputValue());
    await page.keyboard.type(label);
    await row.getByLabel('Area', { exact: true }).fill('Under the bonnet');
    await row.getByRole('button', { name: 'Add a reading' }).click();
    await row.getByLabel('Reading 1', { exact: true }).fill('Pressure');
    await row.getByLabel('Unit', { exact: true }).fill('kPa');
    await form.getByRole('button', { name: `Move ${label} up` }).click();
    await expect(form.getByRole('button', { name: `Move ${label} up` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `${label} moved to position ${before - 1} of ${before + 1}.` })).toBeAttached();
    await expect(rows.nth(before - 2).getByLabel('Check', { exact: true })).toHaveValue(label);
    await expect(form.getByText('Unsaved changes.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await test.step('a check without a name is refused; removed, the rest saves', async () => {
    await form.getByRole('button', { name: 'Add a check' }).click();
    await form.getByRole('button', { name: 'Save checklist' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Every check needs a name.' })).toBeVisible();
    await form.getByRole('button', { name: 'Remove the new check' }).click();
    await expect(rows).toHaveCount(before + 1);
    await form.getByRole('button', { name: 'Save checklist' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Checklist saved.' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save checklist' })).toBeDisabled();
    // Saved, it can no longer be removed: only hidden.
    await expect(form.getByRole('button', { name: `Remove ${label}` })).toHaveCount(0);
  });

  const added = (await checksOf(await newCard())).find((c) => c.label === label);
  expect(added).toMatchObject({ readings: [{ label: 'Pressure', unit: 'kPa' }] });

  await test.step('on a new job card, the inspection shows the check with its reading', async () => {
    const id = await newCard();
    await page.goto(`/admin/jobcards/${id}`);
    const check = page.getByRole('article', { name: label });
    await expect(check).toBeVisible();
    await expect(check.getByLabel(`${label}: Pressure (kPa)`)).toBeVisible();
    await page.getByRole('link', { name: 'Edit the checklist' }).click();
    await expect(page.getByRole('heading', { name: 'Inspection checklist', level: 1 })).toBeVisible();
  });

  await test.step('hidden, new inspections leave it out; leaving unsaved changes asks first', async () => {
    const row = form.locator(`[data-check-key="${added!.key}"]`);
    await row.getByLabel('Shown in new inspections').uncheck();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings', exact: true }).first().click();
    const warning = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await expect(warning).toContainText('Leave without saving the checklist?');
    await warning.getByRole('button', { name: 'Stay' }).click();
    await form.getByRole('button', { name: 'Save checklist' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Checklist saved.' })).toBeVisible();
    await page.reload();
    await expect(row.getByLabel('Check', { exact: true })).toHaveValue(label);
    await expect(row.getByLabel('Shown in new inspections')).not.toBeChecked();
    expect((await checksOf(await newCard())).map((c) => c.label)).not.toContain(label);
  });
});
