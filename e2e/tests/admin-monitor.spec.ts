/**
 * Server Monitoring: the cards for the operating system, CPU, RAM and storage show live values
 * with their state and a chart of the last hour, and update without a reload; the application's
 * health is on the same page; with the live socket down the page polls the REST endpoint.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/admin-session.js';

const STATE = /^Status: (Normal|Measuring|Warning|Critical)$/;

async function openMonitor(page: Page): Promise<void> {
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Server Monitoring', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Server Monitoring', level: 1 })).toBeVisible();
}

test('the four cards show live values, a state and a chart each, and update without a reload', async ({ page }) => {
  await openMonitor(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  const os = page.getByRole('region', { name: 'Operating System' });
  const cpu = page.getByRole('region', { name: 'CPU' });
  const ram = page.getByRole('region', { name: 'RAM' });
  const storage = page.getByRole('region', { name: 'Storage' });

  await expect(os.getByTestId('metric-os-value')).toHaveText(/\S/);
  await expect(os.getByRole('definition').first()).toHaveText(/minute|hour|day/);
  for (const [card, id] of [
    [cpu, 'cpu'],
    [ram, 'ram'],
    [storage, 'storage'],
  ] as const) {
    await expect(card.getByTestId(`metric-${id}-value`)).toHaveText(/^\d{1,3}\.\d%$/);
    // The state is in words (and an icon), not only in colour.
    await expect(card.locator('.state-badge')).toHaveText(STATE);
  }
  for (const card of [os, cpu, ram, storage]) {
    await expect(card.getByRole('img', { name: /last (hour|\d+ minutes)/ })).toBeVisible();
  }
  await expect(ram.getByText('Free', { exact: true })).toBeVisible();
  await expect(storage.getByTestId('disk-full')).toHaveText(/Estimating|Not filling|In (about|over)/);

  // Live: the sample time moves on by itself, and the page was never reloaded.
  await expect(page.getByText(/^Live · updated/)).toBeVisible({ timeout: 15_000 });
  const sampled = page.locator('.monitor-overview__source time');
  const first = await sampled.getAttribute('datetime');
  await expect.poll(() => sampled.getAttribute('datetime'), { timeout: 15_000 }).not.toBe(first);
  await expect(cpu.getByTestId('metric-cpu-value')).toHaveText(/^\d{1,3}\.\d%$/);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // The application's own health.
  const health = page.getByRole('region', { name: 'Application health' });
  await expect(health.getByTestId('health-database')).toContainText('Up:');
  await expect(health.getByTestId('health-send')).toContainText(/Reachable: 127\.0\.0\.1:\d+ answered/, { timeout: 15_000 });
  // e2e/server.mjs connects the api to its own Dovecot (IMAP_URL), so the mailbox answers.
  await expect(health.getByTestId('health-mail')).toContainText(/Reachable: 127\.0\.0\.1:\d+ answered/, { timeout: 15_000 });
  await expect(health.getByTestId('health-inbox')).toContainText(/waiting|Nothing waiting/);
  await expect(health.getByTestId('health-plug')).toContainText(/^Live connections[1-9]\d* signed-in browsers? connected live$/);
  await expect(page.getByTestId('monitor-overall')).toHaveText(/All systems normal|Needs attention|Action needed|Still measuring/);
});

test('with the live socket down, the page falls back to the REST poll', async ({ page }) => {
  // Every websocket to /graphql is refused; plain HTTP still works.
  await page.routeWebSocket(/\/graphql$/, (ws) => ws.close({ code: 1011, reason: 'down for the test' }));
  const polled = page.waitForResponse((r) => r.url().includes('/api/admin/monitor/system-info') && r.status() === 200, { timeout: 30_000 });
  await openMonitor(page);
  await polled;
  await expect(page.getByText(/Live updates are down: refreshing every 30 seconds/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'CPU' }).getByTestId('metric-cpu-value')).toHaveText(/^\d{1,3}\.\d%$/);
  await expect(page.getByRole('region', { name: 'Storage' }).getByTestId('metric-storage-value')).toHaveText(/^\d{1,3}\.\d%$/);
});
