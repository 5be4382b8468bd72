/**
 * The job board: an adviser's open board moves a card live when another session changes its
 * stage (here the api, as a second adviser's board does), moves one with its 'Move to…' list and
 * by dragging it, and shows who is clocked on with the running clock. Screenshots and axe at 1280
 * and 390 px.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, signIn } from './support/admin-session.js';

interface Made {
  id: string;
  jobNumber: string;
}

async function card(request: APIRequestContext, headers: Record<string, string>, name: string, rego: string, car: [string, string]): Promise<Made> {
  const res = await request.post('/api/admin/jobcards', {
    headers,
    data: { customerName: name, customerEmail: `e2e.board.${Date.now()}.${rego.replace(/\W/g, '')}@example.com`, carRego: rego, customerPhone: '0412 345 678', vehicleMake: car[0], vehicleModel: car[1] },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { _id: string; jobNumber: string };
  return { id: body._id, jobNumber: body.jobNumber };
}

async function moveByApi(request: APIRequestContext, headers: Record<string, string>, id: string, stage: string): Promise<void> {
  const res = await request.post(`/api/admin/board/${id}/move`, { headers, data: { stage } });
  expect(res.status(), await res.text()).toBe(200);
}

const column = (page: Page, stage: string) => page.getByTestId(`board-column-${stage}`);
const cardIn = (page: Page, stage: string, made: Made) => column(page, stage).getByRole('article', { name: new RegExp(`^${made.jobNumber},`) });

/** Whether the page itself is wider than the window. */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** A mouse drag as a person makes one: press, a small move (starts the drag), the way over, release. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 20);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + 28, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + 40, { steps: 20 });
  await page.mouse.move(b.x + b.width / 2 + 3, b.y + 43, { steps: 3 });
  await page.mouse.up();
}

test('an adviser’s board moves a card live when another session changes its stage, and moves cards itself', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const stamp = String(Date.now()).slice(-4);
  const hilux = await card(request, headers, 'Alex Nguyen', `BRD${stamp}`, ['Toyota', 'Hilux']);
  const mazda = await card(request, headers, 'Priya Sharma', `MZD${stamp}`, ['Mazda', 'CX-5']);
  await moveByApi(request, headers, mazda.id, 'in-progress');
  const clocked = await request.post(`/api/admin/jobcards/${mazda.id}/clock-on`, { headers, data: {} });
  expect(clocked.status(), await clocked.text()).toBe(201);

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Board', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Job board' })).toBeVisible();
  await expect(cardIn(page, 'BOOKED_IN', hilux)).toContainText('Alex Nguyen');
  await expect(cardIn(page, 'BOOKED_IN', hilux)).toContainText('Toyota Hilux');
  await expect(cardIn(page, 'BOOKED_IN', hilux).getByRole('link', { name: hilux.jobNumber })).toHaveAttribute('href', `/admin/jobcards/${hilux.id}`);
  // The running clock of whoever is clocked on: m:ss, moving on.
  const clock = cardIn(page, 'IN_PROGRESS', mazda).locator('time');
  await expect(clock).toHaveText(/^\d+:\d\d$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first!, { timeout: 5_000 });

  // Another session moves the Hilux: the open board shows it in its new column without a reload.
  await moveByApi(request, headers, hilux.id, 'waiting-for-approval');
  await expect(cardIn(page, 'WAITING_FOR_APPROVAL', hilux)).toBeVisible();
  await expect(cardIn(page, 'BOOKED_IN', hilux)).toHaveCount(0);

  // The board's own 'Move to…' list: the server records the status.
  await cardIn(page, 'WAITING_FOR_APPROVAL', hilux).getByLabel(`Move ${hilux.jobNumber} to`).selectOption('Ready for pickup');
  await expect(cardIn(page, 'READY_FOR_PICKUP', hilux)).toBeVisible();
  await expect(page.getByText(`${hilux.jobNumber} moved to Ready for pickup.`)).toBeVisible();
  const saved = await request.get(`/api/admin/jobcards/${hilux.id}`, { headers });
  expect(((await saved.json()) as { status: string }).status).toBe('Completed - Policy Not Accepted');

  // Dragged to Waiting for parts: the Mazda is waiting, still Work In Progress.
  await drag(page, cardIn(page, 'IN_PROGRESS', mazda), column(page, 'WAITING_FOR_PARTS'));
  await expect(cardIn(page, 'WAITING_FOR_PARTS', mazda)).toBeVisible();
  await expect(cardIn(page, 'WAITING_FOR_PARTS', mazda)).toContainText('Work In Progress');
  await expect(page.getByText(`${mazda.jobNumber} moved to Waiting for parts.`)).toBeVisible();
  const board = await request.get('/api/admin/board', { headers });
  const parts = ((await board.json()) as { columns: Array<{ stage: string; cards: Array<{ _id: string }> }> }).columns.find((c) => c.stage === 'waiting-for-parts')!;
  expect(parts.cards.map((c) => c._id)).toContain(mazda.id);

  await page.screenshot({ path: test.info().outputPath('board-1280.png'), fullPage: true });
  expect(await sideways(page), 'the page does not scroll sideways at 1280 px').toBe(false);
  await page.mouse.move(0, 0);
  expect(await seriousViolations(page), 'axe at 1280 px').toEqual([]);
  // A phone: the columns scroll sideways inside the board, one to a screen; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Job board' })).toBeVisible();
  await expect(page.locator('.admin-sidebar')).toBeHidden();
  expect(await sideways(page), 'the page does not scroll sideways at 390 px').toBe(false);
  const width = (await column(page, 'BOOKED_IN').boundingBox())!.width;
  expect(width).toBeGreaterThan(300);
  // The buttons above the columns go to each one.
  await page.getByRole('navigation', { name: 'Board columns' }).getByRole('button', { name: /^Waiting for parts/ }).click();
  await expect(column(page, 'WAITING_FOR_PARTS')).toBeInViewport({ ratio: 0.9 });
  await page.screenshot({ path: test.info().outputPath('board-390.png') });
  expect(await seriousViolations(page), 'axe at 390 px').toEqual([]);
});
