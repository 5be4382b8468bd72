/**
 * Analytics & Reports end to end: the figures match the api and follow a new invoice live; the
 * timeframe selector redraws the charts (and says which date counts); a custom range needs both
 * dates; a report is generated, opened in a new tab through a one-document link, and deleted after
 * the confirmation; the history says when it cannot load.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, signIn } from './support/admin-session.js';

const money = (cents: number) => new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' }).format(cents / 100);

interface Figures {
  period: { startDate: string; endDate: string; days: number };
  financialAnalytics: { revenueExGstCents: number; gstCents: number; totalInvoices: number };
  appointmentAnalytics: { totalBooked: number };
  series: unknown[];
}

async function figures(request: APIRequestContext, token: string, timeframe: string, extra: Record<string, string> = {}): Promise<Figures> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: `query ($t: AnalyticsTimeframe, $s: String, $e: String) { analytics(timeframe: $t, startDate: $s, endDate: $e) {
        period { startDate endDate days } financialAnalytics { revenueExGstCents gstCents totalInvoices } appointmentAnalytics { totalBooked } series { key } } }`,
      variables: { t: timeframe, s: extra.startDate ?? null, e: extra.endDate ?? null },
    },
  });
  const body = (await response.json()) as { data: { analytics: Figures } };
  return body.data.analytics;
}

async function createInvoice(request: APIRequestContext, token: string, customerName: string, unitPrice: number): Promise<void> {
  const response = await request.post('/api/admin/generate-invoice', {
    headers: { authorization: `Bearer ${token}` },
    data: { customerName, customerEmail: 'e2e.analytics@example.com', carRego: 'ANA123', invoiceItems: [{ description: 'Service', quantity: 1, unitPrice }], gstPercentage: 10 },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function choose(page: Page, label: string) {
  await page.getByRole('radiogroup', { name: 'Timeframe' }).getByRole('radio', { name: label, exact: true }).check();
}

test('figures, timeframes and charts, live', async ({ page, request }) => {
  const token = await adminToken(request);
  await createInvoice(request, token, 'Analytics Customer One', 100);
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Analytics & Reports', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Analytics & Reports', level: 1 })).toBeVisible();

  await test.step('the default is the last 30 days, figures as the api counts them, and it says which date counts', async () => {
    const monthly = await figures(request, token, 'monthly');
    await expect(page.getByRole('radio', { name: 'Last 30 Days' })).toBeChecked();
    await expect(page.getByTestId('figure-revenue')).toHaveText(money(monthly.financialAnalytics.revenueExGstCents));
    await expect(page.getByTestId('figure-gst')).toHaveText(money(monthly.financialAnalytics.gstCents));
    await expect(page.getByTestId('analytics-period')).toContainText('Invoices count by their issue date; bookings on the day they were made (not cancelled since) and cancellations on the day they were cancelled, as the dashboard counts them');
    await expect(page.getByTestId('chart-revenue')).toHaveAttribute('data-points', '30');
    await expect(page.getByTestId('chart-revenue').locator('.recharts-bar-rectangle').first()).toBeVisible();
  });

  await test.step('switching timeframes redraws the charts', async () => {
    for (const [label, timeframe] of [
      ['Last 7 Days', 'weekly'],
      ['Today', 'daily'],
      ['Last 365 Days', 'yearly'],
    ] as const) {
      const expected = await figures(request, token, timeframe);
      await choose(page, label);
      await expect(page).toHaveURL(new RegExp(`timeframe=${timeframe}`));
      for (const chart of ['chart-revenue', 'chart-bookings']) {
        await expect(page.getByTestId(chart)).toHaveAttribute('data-points', String(expected.series.length));
      }
      await expect(page.getByTestId('figure-invoices')).toHaveText(String(expected.financialAnalytics.totalInvoices));
      // The numbers behind the chart, for anyone who cannot see it: one row per bar.
      await page.getByTestId('chart-revenue').getByText('Show the numbers').click();
      await expect(page.getByTestId('chart-revenue').locator('tbody tr')).toHaveCount(expected.series.length);
      await page.getByTestId('chart-revenue').getByText('Show the numbers').click();
    }
  });

  await test.step('a new invoice shows without a reload', async () => {
    await choose(page, 'Today');
    await expect(page.getByTestId('chart-revenue')).toHaveAttribute('data-points', '1');
    const before = Number(await page.getByTestId('figure-invoices').textContent());
    await createInvoice(request, token, 'Analytics Customer Two', 200);
    await expect(page.getByTestId('figure-invoices')).toHaveText(String(before + 1));
    const daily = await figures(request, token, 'daily');
    await expect(page.getByTestId('figure-revenue')).toHaveText(money(daily.financialAnalytics.revenueExGstCents));
  });

  await test.step('a custom range needs both dates, then charts its days', async () => {
    await choose(page, 'Custom Range');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('form', { name: 'Custom range' }).getByRole('alert')).toHaveText('Please select both a start and end date for a custom range.');
    const daily = await figures(request, token, 'daily');
    const today = daily.period.endDate;
    const start = new Date(`${today}T00:00:00Z`);
    start.setUTCDate(start.getUTCDate() - 9);
    const startDate = start.toISOString().slice(0, 10);
    await page.getByLabel('Start date').fill(startDate);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('form', { name: 'Custom range' }).getByRole('alert')).toHaveText('Please select both a start and end date for a custom range.');
    await page.getByLabel('End date').fill(today);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`timeframe=custom&from=${startDate}&to=${today}`));
    await expect(page.getByTestId('chart-revenue')).toHaveAttribute('data-points', '10');
    const custom = await figures(request, token, 'custom', { startDate, endDate: today });
    await expect(page.getByTestId('figure-revenue')).toHaveText(money(custom.financialAnalytics.revenueExGstCents));
  });

  await test.step('no serious or critical accessibility violations', async () => {
    await page.mouse.move(0, 0); // no button left in its hover colour
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('generate a report, open it in a new tab, delete it', async ({ page, request }) => {
  const token = await adminToken(request);
  await createInvoice(request, token, 'Report Customer', 150);
  await signIn(page);
  await page.goto('/admin/analytics?timeframe=weekly');
  const reports = page.getByRole('region', { name: 'Reports' });
  await expect(reports.getByText('No reports have been generated yet.')).toBeVisible();

  await reports.getByRole('button', { name: 'Generate Report (Last 7 Days)' }).click();
  await expect(page.getByText('Report generated!')).toBeVisible();
  const row = reports.getByTestId('report-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Last 7 Days');
  const filename = (await row.locator('.reports__filename').textContent()) ?? '';
  expect(filename).toMatch(/^Analytics-Report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-\d{8}-\d{6}\.pdf$/);

  // Opened through a one-document link, never the session token.
  const [popup, response] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('response', (r) => /\/api\/admin\/documents\/.+\?token=/.test(r.url())),
    row.getByRole('button', { name: `Open ${filename}` }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const claims = JSON.parse(Buffer.from((new URL(response.url()).searchParams.get('token') ?? '').split('.')[1] ?? '', 'base64url').toString()) as { iss?: string };
  expect(claims.iss).toBe('workshop-document');
  await popup.close();
  // The same link fetched again (within its 5 minutes) is the stored PDF.
  const again = await request.get(response.url());
  expect((await again.body()).subarray(0, 5).toString()).toBe('%PDF-');

  await row.getByRole('button', { name: `Delete ${filename}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Are you sure you want to delete the report "${filename}"?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(reports.getByText('No reports have been generated yet.')).toBeVisible();
  const list = await request.get('/api/admin/analytics/reports', { headers: { authorization: `Bearer ${token}` } });
  expect(await list.json()).toEqual([]);
});

test('the report history says when it cannot load', async ({ page }) => {
  await signIn(page);
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName === 'AdminAnalyticsReports') return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' });
    return route.fallback();
  });
  await page.goto('/admin/analytics');
  await expect(page.getByRole('region', { name: 'Reports' }).getByText('Could not load report history.')).toBeVisible();
});
