/**
 * Integrations: an owner creates an API key in Settings › Integrations, copies it from the dialog
 * that shows it once (closed, it is nowhere on the page again), an integration calls GraphQL with
 * it, and the key's row lists that call. GraphiQL at /graphql opens for the signed-in owner (a
 * signed-out browser is led through the login screen and back) and runs a query.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, signIn } from './support/admin-session.js';

async function shoot(page: Page, name: string, target?: ReturnType<Page['locator']>): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await (target ?? page).screenshot({ path: test.info().outputPath(`${name}-${width}.png`), ...(target ? {} : { fullPage: true }) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an owner creates an API key, copies it once, and the key lists the GraphQL query made with it', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Settings', exact: true }).click();
  await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Integrations' }).click();
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  const panel = page.getByTestId('api-keys');
  await expect(panel.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
  await expect(panel.getByRole('row').or(panel.getByText(/^No API keys yet/))).not.toHaveCount(0);
  if (await panel.getByText(/^No API keys yet/).isVisible()) await shoot(page, 'integrations-empty');

  const name = `Parts supplier ${Date.now()}`;
  await panel.getByRole('button', { name: 'Create key' }).click();
  const form = page.getByRole('dialog', { name: 'Create API key' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('group', { name: /^Customers/ }).getByRole('radio', { name: 'Read only' }).check();
  await form.getByRole('group', { name: /^Invoices/ }).getByRole('radio', { name: 'Read and write' }).check();
  await shoot(page, 'api-key-create', form);
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('alertdialog', { name: `Key "${name}" created` });
  await expect(shown).toContainText('it will not be shown again');
  const key = await shown.getByLabel('API key').inputValue();
  expect(key).toMatch(/^tac_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(shown.getByRole('status')).toHaveText('Copied to the clipboard.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'api-key-shown', shown);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toHaveCount(0);
  // Shown once: nothing of the page holds it now, and a reload brings back only its prefix.
  expect(await page.content()).not.toContain(key);

  // The integration's call, as another program makes it: the key alone, no browser session.
  const answer = await request.post('/graphql', {
    headers: { authorization: `Bearer ${key}` },
    data: { query: 'query Customers { customers(limit: 1) { items { id } } }' },
  });
  const body = await answer.text();
  expect(answer.status(), body).toBe(200);
  expect((JSON.parse(body) as { errors?: unknown }).errors, body).toBeUndefined();

  // A key's last use is written within a second of the call, off the call's own time: the owner
  // reloads until the row shows it.
  const row = panel.getByRole('row', { name: new RegExp(name) });
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('api-key-last-use')).toHaveText(/^just now from \S+ — GraphQL query Customers$/, { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
  await expect(row.getByRole('list', { name: `Scopes of ${name}` })).toHaveText('Customers: read onlyInvoices: read and write');
  expect(await page.content()).not.toContain(key);
  await shoot(page, 'integrations-keys');
});

test('GraphiQL opens at /graphql for a signed-in owner, after the login screen when signed out, and runs a query', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  await page.goto('/graphql');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fgraphql$/);
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/graphql$/);
  await expect(page).toHaveTitle(/^GraphiQL \| /);

  const run = page.getByRole('button', { name: /^Execute query/ });
  await expect(run).toBeVisible();
  // The editor loads after the page: a run before it holds the query runs nothing.
  await expect(page.locator('.graphiql-query-editor')).toContainText('query Me');
  await run.click();
  const result = page.locator('.result-window');
  await expect(result).toContainText('"role": "OWNER"');
  expect(problems).toEqual([]);
  await shoot(page, 'graphiql');
});
