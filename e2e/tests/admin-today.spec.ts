/**
 * The dashboard's first panel, 'Today': a quote sent from a job card waits under 'Quotes awaiting
 * approval' and leaves it, live, when the customer approves it in a browser of their own; the card
 * then shows under 'Jobs in progress', each row a link to the card. Screenshots at 390 and 1280 px.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, signIn } from './support/admin-session.js';

async function sentQuote(request: APIRequestContext): Promise<{ cardId: string; quoteId: string; quoteNumber: string; rego: string }> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const rego = `TDY${String(Date.now()).slice(-4)}`;
  const card = await request.post('/api/admin/jobcards', {
    headers,
    data: { customerName: 'Tess Today', customerEmail: `e2e.today.${Date.now()}@example.com`, carRego: rego, customerPhone: '0412 345 678', customerComplaint: 'Squeal when braking.' },
  });
  expect(card.status(), await card.text()).toBe(201);
  const cardId = ((await card.json()) as { _id: string })._id;
  const quote = await request.post(`/api/admin/jobcards/${cardId}/generate-quote`, {
    headers,
    data: { items: [{ description: 'Front brake pads', quantity: 1, estimateCost: 180 }], gstIncludedInEstimate: false },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  const { _id, number } = ((await quote.json()) as { quote: { _id: string; number: string } }).quote;
  return { cardId, quoteId: _id, quoteNumber: number, rego };
}

test('a quote approved by the customer leaves "Quotes awaiting approval" live, and the job shows in progress', async ({ page, browser, request }) => {
  const { cardId, quoteId, quoteNumber, rego } = await sentQuote(request);
  await signIn(page);
  const panel = page.getByTestId('today-panel');
  await expect(panel.getByRole('heading', { name: /^Today/ })).toBeVisible();
  const awaiting = panel.getByRole('region', { name: /Quotes awaiting approval/ });
  const row = awaiting.getByRole('link', { name: new RegExp(quoteNumber) });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('href', `/admin/jobcards/${cardId}`);
  await expect(row).toContainText('Tess Today');
  await expect(row).toContainText('$198.00');
  // Every list says so when it is empty (no Sunday bookings, for one).
  for (const list of ['Bookings today', 'Jobs in progress', 'Ready for pickup', 'Unpaid invoices']) await expect(panel.getByRole('region', { name: new RegExp(list) })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('dashboard-1280.png'), fullPage: true });

  // The customer, in a browser of their own, approves the quote.
  const customer = await (await browser.newContext()).newPage();
  await customer.goto(`/quote/${quoteId}`);
  const approve = customer.getByRole('button', { name: /^Approve/ }).first();
  await expect(approve).toBeVisible();
  // Approving asks the customer's name.
  const name = customer.getByRole('textbox', { name: /^Your name/ });
  await name.fill('Tess Today');
  await expect(name).toHaveValue('Tess Today');
  await approve.click();
  await expect(customer.getByRole('alert').or(customer.getByRole('status')).filter({ hasText: /approved/i }).first()).toBeVisible();

  // The open dashboard follows without a reload.
  await expect(row).toHaveCount(0, { timeout: 5000 });
  const inProgress = panel.getByRole('region', { name: /Jobs in progress/ }).getByRole('link', { name: new RegExp(rego) });
  await expect(inProgress).toBeVisible({ timeout: 5000 });
  await expect(inProgress).toContainText('Work In Progress');
  await customer.context().close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(inProgress).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('dashboard-390.png'), fullPage: true });
  await inProgress.click();
  await expect(page).toHaveURL(new RegExp(`/admin/jobcards/${cardId}$`));
});

test('the diary opens on today, or on the next day the workshop is open (as the api’s opening hours say)', async ({ page, request }) => {
  const token = await adminToken(request);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
  const to = new Date(Date.parse(`${today}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
  const answer = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: 'query ($from: String!, $to: String!) { diary(from: $from, to: $to) { days { date opening { open } } } }', variables: { from: today, to } },
  });
  const days = ((await answer.json()) as { data: { diary: { days: Array<{ date: string; opening: { open: string } | null }> } } }).data.diary.days;
  const firstOpen = days.find((d) => d.opening)!.date;

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto('/admin/diary');
  // A phone shows one day: the first open one from today.
  await expect(page.getByLabel('Go to date')).toHaveValue(firstOpen);
  await expect(page.getByText(/no bookings are taken on Sundays/)).toHaveCount(0);
});
