/**
 * Purchase orders from a job card: a card in progress has a part line for a part with no stock;
 * its Order Parts (asked first) makes the order to the part's supplier for the card, and the board
 * shows the card in Waiting for parts; the order, found in the Purchase Orders list, is emailed to
 * the supplier and received in full with Receive Delivery, and the board has the card back In progress. Screenshots of the list,
 * the order and the receive form at 1280 and 390 px.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, signIn } from './support/admin-session.js';

/** At a desktop's and a phone's width: nothing wider than the screen, and a screenshot (the whole page, or the dialog). */
async function shoot(page: Page, name: string, dialog?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The sidebar slides away as the width crosses into a phone's: shot once it is gone (endless spinners aside).
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `nothing wider than ${width} px`).toBeLessThanOrEqual(width);
    const path = test.info().outputPath(`${name}-${width}.png`);
    await (dialog ? dialog.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function post<T>(request: APIRequestContext, headers: Record<string, string>, path: string, data: unknown, status = 201): Promise<T> {
  const res = await request.post(path, { headers, data });
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

const boardCard = (page: Page, stage: string, jobNumber: string) => page.getByTestId(`board-column-${stage}`).getByRole('article', { name: new RegExp(`^${jobNumber},`) });

async function openBoard(page: Page) {
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Board', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Job board' })).toBeVisible();
}

test('a job card’s parts are ordered from it, wait on the board, and come back in progress once received', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const n = Date.now() % 1_000_000;

  const supplier = await post<{ _id: string }>(request, headers, '/api/admin/suppliers', { name: `Burson ${n}`, email: `orders.${n}@burson.example` });
  const part = await post<{ _id: string }>(request, headers, '/api/admin/parts', { partNumber: `PO-E2E-${n}`, description: 'Front brake pads', supplierId: supplier._id, costPrice: 42.5, sellPrice: 89.5 });
  const { createJobCard: card } = await graphql<{ createJobCard: { id: string; jobNumber: string; revision: number } }>(
    request,
    'mutation($input: CreateJobCardInput!) { createJobCard(input: $input) { id jobNumber revision } }',
    { input: { customerName: `Sam Orders ${n}`, customerEmail: `e2e.po.${n}@example.com`, carRego: `PO${n % 10000}` } },
    token,
  );
  await graphql(
    request,
    'mutation($id: ID!, $input: UpdateJobCardInput!) { updateJobCard(id: $id, input: $input) { revision } }',
    { id: card.id, input: { revision: card.revision, finalItems: [{ kind: 'PART', partId: part._id, description: `PO-E2E-${n} Front brake pads`, quantity: 2, unitPrice: 89.5 }] } },
    token,
  );
  await post(request, headers, `/api/admin/board/${card.id}/move`, { stage: 'in-progress' }, 200);

  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/jobcards/${card.id}`);
  const panel = page.getByRole('region', { name: 'Parts on order' });
  await expect(panel.getByText('No parts are on order for this card.')).toBeVisible();
  await panel.getByRole('button', { name: 'Order Parts' }).click();
  const ask = page.getByRole('alertdialog', { name: `Order parts for ${card.jobNumber}` });
  await expect(ask.getByRole('region', { name: `Order to Burson ${n}` })).toContainText(`2 × PO-E2E-${n} Front brake pads`);
  await ask.getByRole('button', { name: 'Make 1 Order' }).click();
  await expect(ask).toBeHidden();
  const ordered = panel.getByTestId('jobcard-po');
  await expect(ordered).toHaveCount(1);
  await expect(ordered).toContainText(`Burson ${n}`);
  await expect(ordered.getByTestId('po-status')).toHaveText('Draft');
  const poNumber = (await ordered.getByRole('link').textContent())!;
  await panel.scrollIntoViewIfNeeded();
  await shoot(page, 'po-jobcard-panel', panel);

  await openBoard(page);
  await expect(boardCard(page, 'WAITING_FOR_PARTS', card.jobNumber)).toBeVisible();
  await expect(boardCard(page, 'IN_PROGRESS', card.jobNumber)).toHaveCount(0);

  // The order in the list of open orders.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Purchase Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Purchase Orders' })).toBeVisible();
  const row = page.getByTestId('po-row').filter({ hasText: poNumber });
  await expect(row).toContainText(`Burson ${n}`);
  await expect(row).toContainText('$85.00');
  await expect(row.getByRole('link', { name: card.jobNumber })).toBeVisible();
  expect(await seriousViolations(page), 'axe: the list').toEqual([]);
  await shoot(page, 'po-list');
  // New Order, with the supplier's low stock (none here) and a part found by search.
  await page.getByRole('button', { name: 'New Order' }).click();
  const form = page.getByRole('dialog', { name: 'New Purchase Order' });
  await form.getByRole('combobox', { name: /^Supplier/ }).selectOption({ label: `Burson ${n}` });
  await form.getByRole('button', { name: 'Add Low Stock' }).click();
  await expect(form.getByRole('status').filter({ hasText: `No part of Burson ${n} is low on stock.` })).toBeAttached();
  await form.getByLabel(/^Add a part/).fill(`PO-E2E-${n}`);
  await form.getByRole('button', { name: `Add PO-E2E-${n}` }).click();
  await expect(form.getByLabel(`Cost of one ($) of PO-E2E-${n}`)).toHaveValue('42.50');
  expect(await seriousViolations(page), 'axe: New Order').toEqual([]);
  await shoot(page, 'po-new', form);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await row.getByRole('link', { name: poNumber }).click();
  await expect(page.getByRole('heading', { name: new RegExp(poNumber) })).toContainText('Draft');
  await expect(page.getByTestId('po-job-card')).toContainText('Waiting for parts');
  expect(await seriousViolations(page), 'axe: the order').toEqual([]);
  await shoot(page, 'po-order');

  // Emailed to the supplier, asked first: then when and where it went, and its PDF.
  await page.getByRole('button', { name: 'Email to Supplier' }).click();
  const email = page.getByRole('alertdialog', { name: `Email ${poNumber}` });
  await expect(email).toContainText(`orders.${n}@burson.example`);
  await email.getByRole('button', { name: 'Email Order' }).click();
  await expect(page.getByTestId('po-sent')).toContainText(`to orders.${n}@burson.example`);
  await expect(page.getByRole('heading', { name: new RegExp(poNumber) })).toContainText('Sent');
  await expect(page.getByRole('button', { name: `View purchase order ${poNumber} PDF` })).toBeVisible();

  await page.getByRole('button', { name: 'Receive Delivery' }).click();
  const receive = page.getByRole('dialog', { name: `Receive Delivery: ${poNumber}` });
  await expect(receive.getByLabel(`Came of PO-E2E-${n}`)).toHaveValue('2');
  await receive.getByLabel('Supplier invoice number').fill(`INV-${n}`);
  await shoot(page, 'po-receive', receive);
  await receive.getByRole('button', { name: 'Receive Into Stock' }).click();
  await expect(receive).toBeHidden();
  await expect(page.getByRole('heading', { name: new RegExp(poNumber) })).toContainText('Received');
  // Receive Delivery is gone with nothing left to come: the focus is on the heading, not lost.
  await expect(page.getByRole('heading', { name: new RegExp(poNumber) })).toBeFocused();
  await expect(page.getByTestId('po-invoice')).toHaveText(`INV-${n}`);
  await expect(page.getByTestId('po-job-card')).toContainText('Not waiting');
  await expect(page.getByRole('button', { name: 'Receive Delivery' })).toHaveCount(0);

  await openBoard(page);
  await expect(boardCard(page, 'IN_PROGRESS', card.jobNumber)).toBeVisible();
  await expect(boardCard(page, 'WAITING_FOR_PARTS', card.jobNumber)).toHaveCount(0);
});
