/**
 * Every public page renders its content, title and head tags (server-rendered, so they are in the
 * first response and readable without JavaScript), and the home tiles open the booking form with
 * their service chosen.
 */
import { expect, test, type Page } from '@playwright/test';

const BUSINESS = 'Truganina Auto Care';
const SERVICE_TYPES = [
  'Roadworthy Certificate',
  'AC & Air Conditioning Repair',
  'Tyre Sales & Installation',
  'General Mechanical Repairs',
  'Logbook Servicing',
  'Battery Testing & Replacement',
  'Brake & Suspension Systems',
  'Engine Diagnostics & Tune-ups',
  'Pre-Purchase Inspections',
  'Other',
];

/** The privacy notice is tested on its own; here it stays out of the way. */
async function acceptConsent(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('privacyConsent', 'accepted'));
}

test.beforeEach(async ({ page }) => acceptConsent(page));

test('home: hero, the ten service tiles in order, and the closing call-to-action', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(`${BUSINESS} | Car Servicing, Repairs & Roadworthy Certificates in Truganina`);
  await expect(page.getByRole('link', { name: 'Book Your Appointment' })).toHaveAttribute('href', '/booking');
  const tiles = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Roadworthy Certificate' }) }).getByRole('link');
  await expect(tiles).toHaveText(SERVICE_TYPES);
  for (const [i, service] of SERVICE_TYPES.entries()) {
    await expect(tiles.nth(i)).toHaveAttribute('href', `/booking?service=${encodeURIComponent(service)}`);
  }
  await expect(page.getByRole('link', { name: /Request a booking/ })).toHaveAttribute('href', '/booking');
  // Header and footer of every public page.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: `${BUSINESS} home` })).toHaveAttribute('href', '/');
  await expect(header.getByText(BUSINESS, { exact: true }).first()).toBeVisible();
  await expect(header.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', '/booking');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Your trusted partner in automotive care.')).toBeVisible();
  await expect(footer.getByRole('link', { name: /social media/ })).toHaveAttribute('href', /^https?:\/\//);
  await expect(footer.getByRole('link', { name: /Google Maps/ })).toHaveAttribute('href', /^https?:\/\//);
  await expect(footer.getByText('Monday – Friday')).toBeVisible();
});

test('a service tile opens the booking form with that service chosen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Tyre Sales & Installation' }).click();
  await expect(page).toHaveURL(/\/booking\?service=Tyre%20Sales%20%26%20Installation$/);
  await expect(page.getByRole('heading', { name: 'Appointment Request Form' })).toBeVisible();
  await expect(page.getByLabel('Service Type')).toHaveValue('Tyre Sales & Installation');
  await expect(page).toHaveTitle(`Book an Appointment | ${BUSINESS}`);
});

test('a service link loaded directly preselects the service too (server-rendered page, hydrated)', async ({ page }) => {
  await page.goto('/booking?service=Pre-Purchase%20Inspections');
  await expect(page.getByLabel('Service Type')).toHaveValue('Pre-Purchase Inspections');
});

test('services: nine services, three highlighted with Book Now, and Contact Us Now', async ({ page }) => {
  await page.goto('/services');
  await expect(page).toHaveTitle(`Services | ${BUSINESS}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  const titles = page.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(9);
  const book = page.getByRole('link', { name: 'Book Now' });
  await expect(book).toHaveCount(3);
  await expect(book.nth(0)).toHaveAttribute('href', '/booking?service=Roadworthy%20Certificate');
  await expect(book.nth(1)).toHaveAttribute('href', '/booking?service=AC%20%26%20Air%20Conditioning%20Repair');
  await expect(book.nth(2)).toHaveAttribute('href', '/booking?service=Tyre%20Sales%20%26%20Installation');
  await expect(page.getByText(/Certificate of Roadworthiness \(RWC\)/)).toBeVisible();
  await book.nth(1).click();
  await expect(page.getByLabel('Service Type')).toHaveValue('AC & Air Conditioning Repair');
  await page.goBack();
  await page.getByRole('link', { name: 'Contact Us Now' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('about: story, commitments, facilities and links onwards', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(`About Us | ${BUSINESS}`);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByText(/opened its doors in Truganina in 2020/)).toBeVisible();
  await expect(page.getByText(/over 15 years of experience/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our commitments to you' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our facilities' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Our services/ })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});

test('contact: details, hours, the form without a phone input, and the map', async ({ page }) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(`Contact Us | ${BUSINESS}`);
  const details = page.getByRole('region', { name: 'Visit us in Truganina, Victoria' });
  await expect(details.getByText(/Truganina/).first()).toBeVisible();
  await expect(details.getByRole('link', { name: /\(03\)/ })).toHaveAttribute('href', /^tel:/);
  await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(details.getByText('9:00 AM – 5:30 PM')).toBeVisible();
  await expect(details.getByText('9:00 AM – 1:00 PM')).toBeVisible();
  await expect(details.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Your Name')).toBeVisible();
  await expect(page.getByLabel('Your Email')).toBeVisible();
  await expect(page.getByLabel('Your Message')).toBeVisible();
  await expect(page.getByLabel(/phone/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
  const map = page.locator('iframe');
  await expect(map).toHaveAttribute('title', /Map showing/);
  await expect(map).toHaveAttribute('src', /^https:\/\/maps\.google\.com\/maps\?q=.+&output=embed$/);
  await expect(map).toHaveAttribute('loading', 'lazy');
});

for (const [path, title, heading, texts] of [
  [
    '/privacy-policy',
    'Privacy Policy',
    'Privacy Policy',
    ['Last updated: 21 August 2025', 'Australian Privacy Principles', 'We never sell, rent or trade your personal information.', 'Office of the Australian Information Commissioner'],
  ],
  [
    '/terms-of-service',
    'Terms & Conditions',
    'Terms & Conditions',
    [
      'Last updated: 21 August 2025',
      'Vehicles left more than 3 days after completion incur a daily storage fee',
      '24 hours’ notice',
      'Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law.',
      'governed by the laws of Victoria',
    ],
  ],
] as const) {
  test(`${path}: the full text, last updated 21 August 2025`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(`${title} | ${BUSINESS}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  });
}

test('an unknown address answers 404 with the not-found page inside the site frame', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(`Page Not Found | ${BUSINESS}`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Book Appointment' })).toBeVisible();
});

test('the first response carries the page, one title, the head tags and the site details', async ({ request, baseURL }) => {
  for (const [path, title] of [
    ['/', `${BUSINESS} | Car Servicing, Repairs & Roadworthy Certificates in Truganina`],
    ['/services', `Services | ${BUSINESS}`],
    ['/contact', `Contact Us | ${BUSINESS}`],
  ]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html.match(/<title[\s>]/g)).toHaveLength(1);
    expect(html).toContain(`<title data-page-head>${title.replace(/&/g, '&amp;')}</title>`);
    expect(html).toMatch(/<meta data-page-head name="description" content="[^"]{50,}">/);
    expect(html).toContain(`<link data-page-head rel="canonical" href="${baseURL}${path}">`);
    for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:site_name']) {
      expect(html).toContain(`property="${property}"`);
    }
    expect(html).toContain('window.__SITE_INFO__=');
    expect(html).toMatch(/<div id="root"><div class="site">/);
  }
  // JSON-LD on home and contact: the workshop as a schema.org AutoRepair.
  for (const path of ['/', '/contact']) {
    const html = await (await request.get(path)).text();
    const json = html.match(/<script data-page-head type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!);
    expect(data['@type']).toBe('AutoRepair');
    expect(data.name).toBe(BUSINESS);
    expect(data.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Truganina', addressRegion: 'VIC', postalCode: '3029', addressCountry: 'AU' });
    expect(data.geo).toMatchObject({ '@type': 'GeoCoordinates' });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '17:30' }),
      expect.objectContaining({ dayOfWeek: 'Saturday', opens: '09:00', closes: '13:00' }),
    ]);
    expect(data.hasOfferCatalog.itemListElement).toHaveLength(9);
  }
  expect(await (await request.get('/services')).text()).not.toContain('application/ld+json');
});

test('the title and head follow client-side navigation', async ({ page, baseURL }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveTitle(`About Us | ${BUSINESS}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/about`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/about`);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
  await expect(page.locator('title')).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  for (const [path, title, heading, text] of [
    ['/', `${BUSINESS} | Car Servicing, Repairs & Roadworthy Certificates in Truganina`, /Expert car care/, 'Logbook Servicing'],
    ['/services', `Services | ${BUSINESS}`, 'Our Services', 'Certificate of Roadworthiness'],
    ['/about', `About Us | ${BUSINESS}`, 'About Us', 'over 15 years of experience'],
    ['/contact', `Contact Us | ${BUSINESS}`, 'Contact Us', '9:00 AM – 5:30 PM'],
    ['/privacy-policy', `Privacy Policy | ${BUSINESS}`, 'Privacy Policy', 'Australian Privacy Principles'],
    ['/terms-of-service', `Terms & Conditions | ${BUSINESS}`, 'Terms & Conditions', 'daily storage fee'],
    ['/booking', `Book an Appointment | ${BUSINESS}`, 'Appointment Request Form', 'Preferred Appointment'],
  ] as const) {
    test(`${path} shows its title and main content`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText('Your trusted partner in automotive care.')).toBeVisible();
      // Controls that need JavaScript are not offered; the navigation is.
      await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })).toBeVisible();
      await context.close();
    });
  }
});
