/**
 * The public site's interactive parts: the small-screen menu, keyboard use of the header, the
 * theme switch (remembered in localStorage), and the privacy notice with its policy dialog
 * (remembered for the browser session).
 */
import { expect, test, type Page } from '@playwright/test';

async function acceptConsent(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('privacyConsent', 'accepted'));
}

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu toggle opens the panel, and choosing a link closes it', async ({ page }) => {
    await acceptConsent(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    const panel = page.locator('#site-menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    // The desktop booking button and title give way to the panel.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Book Appointment' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel.getByText('Truganina Auto Care')).toBeVisible();
    await panel.getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // It also closes with the toggle itself, and with Escape (focus back on the toggle).
    await toggle.click();
    await expect(panel).toBeVisible();
    await toggle.click();
    await expect(panel).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('the menu works from the keyboard and leads to the other pages', async ({ page }) => {
    await acceptConsent(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Toggle menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#site-menu');
    await panel.getByRole('link', { name: 'Services' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(panel).toBeHidden();
  });
});

test('the skip link and the header can be reached with Tab', async ({ page }) => {
  await acceptConsent(page);
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Truganina Auto Care home' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book Appointment' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Appointment Request Form' })).toBeVisible();
});

test('the theme switch changes the theme and it survives a reload', async ({ page }) => {
  await acceptConsent(page);
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toDark = page.getByRole('button', { name: 'Switch to dark theme' });
  await toDark.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  // The dark theme really paints the page dark.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(11, 18, 32)');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.goto('/services');
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('the privacy notice stays until accepted, for the browser session only', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Privacy notice' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
  // It follows the visitor around the site until accepted.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Privacy notice' })).toHaveCount(0);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Privacy notice' })).toHaveCount(0);
  await context.close();

  // A new browser session asks again.
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await again.goto('/');
  await expect(again.getByRole('region', { name: 'Privacy notice' })).toBeVisible();
  await fresh.close();
});

test('the notice opens the privacy policy in a modal dialog that keeps focus and closes with Escape', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('region', { name: 'Privacy notice' }).getByRole('link', { name: 'Privacy Policy' });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/); // the page stays where it was
  await expect(dialog.getByText('Australian Privacy Principles').first()).toBeVisible();
  await expect(dialog.getByText('Last updated: 21 August 2025')).toBeVisible();
  // Focus moved into the dialog and Tab keeps it there.
  await expect(dialog.getByRole('button', { name: 'Close Privacy Policy' })).toBeFocused();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // The page behind is inert while the dialog is open.
  expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  // The close button works too, and returns focus the same way.
  await link.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  // Still not accepted: the notice stays.
  await expect(page.getByRole('region', { name: 'Privacy notice' })).toBeVisible();
});
