/**
 * The contact form end to end: a message reaches the workshop by email; a message the server
 * refuses says why, next to the form and at the field, in words screen readers announce.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from './support/mail.js';

const WORKSHOP_EMAIL = 'workshop@example.com'; // ADMIN_EMAIL of e2e/server.mjs

async function openContact(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('privacyConsent', 'accepted'));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
}

test('a message is sent, the form clears, and the workshop receives it by email', async ({ page }) => {
  await openContact(page);
  const name = `Casey Nguyen ${Date.now()}`;
  const email = `e2e.contact.${Date.now()}@example.com`;
  let sentInput: Record<string, unknown> | undefined;
  page.on('request', (request) => {
    const body = request.postDataJSON() as { query?: string; variables?: { input?: Record<string, unknown> } } | null;
    if (request.url().endsWith('/graphql') && body?.query?.includes('sendContactMessage')) sentInput = body.variables?.input;
  });

  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Your Email').fill(email);
  await page.getByLabel('Your Message').fill('Could you check the air conditioning on my 2016 Corolla next week?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const status = page.getByRole('status').filter({ hasText: /Message sent|Sending/ });
  await expect(status).toHaveText('✅ Message sent successfully!');
  await expect(status.locator('p')).toHaveCSS('color', 'rgb(27, 94, 32)'); // green
  await expect(page.getByLabel('Your Name')).toHaveValue('');
  await expect(page.getByLabel('Your Email')).toHaveValue('');
  await expect(page.getByLabel('Your Message')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  // The data carries a phone field, empty: the form has no input for it.
  expect(sentInput).toMatchObject({ name, email, phone: '' });

  const mail = await waitForMail((m) => m.to.includes(WORKSHOP_EMAIL) && m.subject.includes(name));
  expect(mail.text).toContain('Could you check the air conditioning on my 2016 Corolla next week?');
  expect(mail.text).toContain(email);
});

test('the button reads Sending... while the message is on its way', async ({ page }) => {
  await openContact(page);
  // Hold the request back until the in-between state has been seen, then let it through (the request itself is real).
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    await released;
    await route.continue();
  });
  await page.getByLabel('Your Name').fill('Sam Lee');
  await page.getByLabel('Your Email').fill(`e2e.sending.${Date.now()}@example.com`);
  await page.getByLabel('Your Message').fill('Hello!');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(page.getByText('✅ Message sent successfully!')).toBeVisible();
});

test('an address the server refuses shows its reason, in red, and marks the field', async ({ page }) => {
  await openContact(page);
  await page.getByLabel('Your Name').fill('Alex Taylor');
  // Valid for the browser (no dot needed after @), not for the server.
  await page.getByLabel('Your Email').fill('alex@localhost');
  await page.getByLabel('Your Message').fill('Do you fit tyres on Saturdays?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const result = page.getByText('❌ Failed to send message: Please enter a valid email address.');
  await expect(result).toBeVisible();
  await expect(result).toHaveCSS('color', 'rgb(155, 28, 28)'); // red
  await expect(page.getByRole('status').filter({ has: result })).toHaveCount(1);
  const emailField = page.getByLabel('Your Email');
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription('Please enter a valid email address.');
  await expect(emailField).toBeFocused();
  // Nothing was cleared: the customer corrects and sends again.
  await expect(page.getByLabel('Your Message')).toHaveValue('Do you fit tyres on Saturdays?');
  await emailField.fill(`e2e.fixed.${Date.now()}@example.com`);
  await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
  // The message about the address goes with it.
  await expect(result).toHaveCount(0);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('✅ Message sent successfully!')).toBeVisible();
  await expect(result).toHaveCount(0);
});

test('a message over the server’s limit is refused with the server’s words', async ({ page }) => {
  await openContact(page);
  await page.getByLabel('Your Name').fill('Robin Park');
  await page.getByLabel('Your Email').fill(`e2e.long.${Date.now()}@example.com`);
  const message = page.getByLabel('Your Message');
  await message.fill('x'.repeat(5001));
  await expect(page.getByText('5,001 / 5,000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('❌ Failed to send message: Message must be at most 5000 characters.')).toBeVisible();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription(/Message must be at most 5000 characters\./);
});

test('when the server cannot be reached the form says so, in blue', async ({ page }) => {
  await openContact(page);
  await page.getByLabel('Your Name').fill('Jamie Fox');
  await page.getByLabel('Your Email').fill('jamie@example.com');
  await page.getByLabel('Your Message').fill('Hello');
  // The only way to make a real network failure on demand: cut the connection.
  await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Send Message' }).click();
  const result = page.getByText('⚠️ An error occurred while submitting your message.');
  await expect(result).toBeVisible();
  await expect(result).toHaveCSS('color', 'rgb(29, 63, 122)'); // blue
  await expect(page.getByLabel('Your Message')).toHaveValue('Hello');
});
