/**
 * The admin session: the guard, sign-in failures, Logout, a refused token forcing a logout,
 * the theme and the small-screen menu, and (last, because it changes the password) the
 * forgotten-password journey through the emailed link, after which the password is put back.
 */
import { expect, test, type Page } from '@playwright/test';
import { caughtMail } from './support/mail.js';
import { ADMIN_PASSWORD, ADMIN_USERNAME, adminToken, graphql, sessionToken, signInThroughForm } from './support/admin-session.js';

const ADMIN_EMAIL = 'workshop@example.com';

async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
}

test('every admin path shows the login screen while signed out, and sign-in stays on that page', async ({ page }) => {
  await page.goto('/admin/contact-queries');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toHaveCount(0);
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Queries', level: 1 })).toBeVisible();
  // The session is the browser's HttpOnly cookie: no script of the page can read the token.
  expect(await sessionToken(page)).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('adminToken'))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain('workshop_session');
});

test('one sign-in serves every tab of the browser; signing out in one signs the other out, on its next request at the latest', async ({ page }) => {
  await signInThroughForm(page);
  // A second tab (as Ctrl+click opens) is signed in from the start.
  const second = await page.context().newPage();
  await second.goto('/admin/invoice');
  await expect(second.getByRole('heading', { name: 'Invoice Manager', level: 1 })).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Admin Sign In' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectSignedOut(page);
  expect(await sessionToken(page)).toBeNull();
  // The other tab hears of it at once when its live connection is closed with the session, or on
  // its next request at the latest (the link it follows): on a busy machine either comes first.
  const signInScreen = second.getByRole('heading', { name: 'Admin Sign In' });
  await second
    .getByRole('link', { name: 'Appointments' })
    .click({ timeout: 5_000 })
    .catch(async (error: unknown) => {
      if (!(await signInScreen.isVisible())) throw error;
    });
  await expect(signInScreen).toBeVisible();
  await second.close();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  expect(await sessionToken(page)).toBeNull();
});

test('Logout clears the whole session storage, returns to /admin and ends the token on the server', async ({ page, request }) => {
  await signInThroughForm(page);
  await page.goto('/admin/appointments');
  await page.evaluate(() => sessionStorage.setItem('somethingElse', 'x'));
  const token = await sessionToken(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectSignedOut(page);
  expect(await sessionToken(page)).toBeNull();
  // A copy of the token kept elsewhere no longer opens anything.
  const after = await request.get('/api/admin/appointments', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('a refused token logs out silently, on reload and on navigation', async ({ page }) => {
  await signInThroughForm(page);
  await page.context().addCookies([{ name: 'workshop_session', value: 'garbage', url: page.url() }]);
  await page.evaluate(() => sessionStorage.setItem('somethingElse', 'x'));
  await page.reload();
  await expectSignedOut(page);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Mid-session: the next call with a bad token ends the session too.
  await signInThroughForm(page);
  await page.context().addCookies([{ name: 'workshop_session', value: 'garbage', url: page.url() }]);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Appointments', exact: true }).click();
  await expectSignedOut(page);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('every section of the sidebar opens its page (none is a placeholder), and the theme toggle is remembered', async ({ page }) => {
  await signInThroughForm(page);
  for (const name of ['Email Manager', 'Invoice Manager', 'Server Monitoring', 'Analytics & Reports']) {
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Coming soon')).toHaveCount(0);
  }

  const root = page.locator('.admin-root');
  await expect(root).toHaveClass(/admin-theme-dark/);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(root).toHaveClass(/admin-theme-light/);
  expect(await page.evaluate(() => localStorage.getItem('adminTheme'))).toBe('light');
  await page.reload();
  await expect(page.locator('.admin-root')).toHaveClass(/admin-theme-light/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('.admin-root')).toHaveClass(/admin-theme-dark/);
});

test('a page whose code is gone (a new version deployed while the tab was open) reloads once and opens', async ({ page }) => {
  await signInThroughForm(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Until the page loads again, the tab's chunk of the monitoring page no longer exists on the server.
  let reloaded = false;
  let refused = 0;
  page.once('load', () => (reloaded = true));
  await page.route(/\/assets\/MonitorPage-[^/]+\.js$/, async (route) => {
    if (reloaded) return route.continue();
    refused++;
    await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found."}' });
  });
  await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Server Monitoring', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Server Monitoring', level: 1 })).toBeVisible();
  expect(refused).toBeGreaterThan(0);
  expect(reloaded).toBe(true);
  // It was a reload (this document is a new one), and no error page was left behind.
  expect(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  await expect(page.getByText('Something went wrong.')).toHaveCount(0);
});

test('on a small screen the sidebar opens and closes from the header button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page);
  const toggle = page.getByRole('button', { name: 'Open navigation menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Appointments', exact: true })).toBeHidden();
  await toggle.click();
  const close = page.getByRole('button', { name: 'Close navigation menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Appointments', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toHaveAttribute('aria-expanded', 'false');
});

/** The reset links emailed to the primary admin so far. */
async function resetLinks(): Promise<string[]> {
  return (await caughtMail())
    .filter((m) => m.to.includes(ADMIN_EMAIL))
    .map((m) => m.text.match(/https?:\/\/\S+\/admin\/reset-password\?token=[\w-]+/)?.[0])
    .filter((link): link is string => Boolean(link));
}

async function nextResetLink(seen: readonly string[]): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await resetLinks()).find((l) => !seen.includes(l));
      return Boolean(link);
    }, { timeout: 15_000, message: 'expected a password reset email' })
    .toBe(true);
  return link!;
}

// Last: it changes the password (and puts it back for the next run).
test('forgot password: reset through the emailed link, then sign in with the new password', async ({ page, request }) => {
  const newPassword = `Fresh-e2e-${Date.now() % 100000}-pw`;
  const seen = await resetLinks();

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Send a password reset request to the primary admin email?');
  await confirm.getByRole('button', { name: 'Yes, Send Request' }).click();
  await expect(page.getByRole('status').filter({ hasText: /password reset link has been sent/ })).toBeVisible();

  const link = await nextResetLink(seen);
  let failure: unknown = null;
  try {
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');

    await page.getByLabel('Confirm New Password').fill(newPassword);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await signInThroughForm(page, newPassword);
  } catch (error) {
    failure = error;
  }

  // Put the password back, through another reset, so later specs sign in as usual.
  const before = await resetLinks();
  await graphql(request, 'mutation AdminRequestPasswordReset { requestPasswordReset { message } }');
  const token = new URL(await nextResetLink(before)).searchParams.get('token');
  await graphql(request, 'mutation AdminResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }', {
    input: { token, password: ADMIN_PASSWORD },
  });
  if (failure) throw failure;
  expect(await adminToken(request)).toBeTruthy();
});
