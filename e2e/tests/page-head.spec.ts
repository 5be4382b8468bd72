/**
 * What browsers and link previews find in a page's head: one <title> on every page, those the
 * browser renders included (the admin area, the unsubscribe page) once the app has run; the icons,
 * the web app manifest and the preview image, each served.
 */
import { expect, test } from '@playwright/test';

const BUSINESS = 'Truganina Auto Care';

test('the public pages link the icons and the manifest, and show an og:image on the site', async ({ page, request, baseURL }) => {
  await page.goto('/');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og-image.png`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const links = await page.locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]').evaluateAll((els) => els.map((el) => el.getAttribute('href')!));
  expect(links).toEqual(['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']);
  for (const [path, type] of [
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/apple-touch-icon.png', /^image\/png/],
    ['/og-image.png', /^image\/png/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
  ] as const) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toMatch(type);
  }
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: BUSINESS, start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

for (const [path, title] of [
  ['/admin', `Admin Sign In | ${BUSINESS}`],
  ['/admin/login', `Admin Sign In | ${BUSINESS}`],
  [`/unsubscribe/${'ab'.repeat(32)}`, /Unsubscribe|link/],
] as const) {
  test(`${path} is sent with a title and keeps one once the app runs`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    expect(html.match(/<title[\s>]/g)).toHaveLength(1);
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('title')).toHaveCount(1);
  });
}
