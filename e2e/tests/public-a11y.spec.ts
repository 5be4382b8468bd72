/** axe-core finds no serious or critical accessibility problem on any public page, light or dark. */
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';

const NOT_A_TOKEN = '0'.repeat(64);
const PAGES = ['/', '/services', '/about', '/contact', '/privacy-policy', '/terms-of-service', '/booking', `/booking?reminder=${NOT_A_TOKEN}`, '/cancel?id=short', `/unsubscribe/${NOT_A_TOKEN}`, '/no-such-page'];

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    for (const path of PAGES) {
      test(`${path} has no serious or critical violations (privacy notice shown)`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('region', { name: 'Privacy notice' })).toBeVisible(); // hydrated
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the open privacy dialog and the open mobile menu have no serious or critical violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('region', { name: 'Privacy notice' }).getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('dialog', { name: 'Privacy Policy' }).getByText('Australian Privacy Principles').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      await expect(page.locator('#site-menu')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the contact form showing a refusal has no serious or critical violations', async ({ page }) => {
      await page.goto('/contact');
      await page.getByLabel('Your Name').fill('Axe Tester');
      await page.getByLabel('Your Email').fill('axe@localhost');
      await page.getByLabel('Your Message').fill('Checking accessibility of error states.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText(/❌ Failed to send message:/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
