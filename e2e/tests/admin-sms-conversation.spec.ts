/**
 * Texts both ways: a customer who booked texts the workshop; the Texts badge in the sidebar shows
 * it at once, the inbox lists it unread, staff open the customer's conversation (which reads it),
 * reply by text with the live message counter, and see the reply in the thread. Then on a phone.
 */
import { expect, test } from '@playwright/test';
import { futureWeekday } from './support/dates.js';
import { bookAppointment, signIn } from './support/admin-session.js';
import { textFromCustomer } from './support/texts.js';

test('a customer’s text shows in the badge and the inbox; staff read it in the conversation and reply', async ({ page, request, baseURL }) => {
  const stamp = Date.now();
  const digits = String(stamp % 100_000_000).padStart(8, '0');
  const mobile = `+614${digits}`;
  const fullName = `Terry Texter ${stamp % 100000}`;
  await bookAppointment(request, {
    fullName,
    email: `terry.texter.${stamp}@example.com`,
    phone: `04${digits}`,
    preferredDate: futureWeekday(18, 3),
    preferredTime: '10:30',
  });

  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  const texts = nav.getByRole('link', { name: /^Texts/ });
  await expect(texts).toBeVisible();
  await expect(page.getByTestId('nav-unread-texts')).toHaveCount(0);

  expect(await textFromCustomer(request, baseURL!, mobile, 'Hi, can I bring the car in at 8 instead?')).toBe(200);
  // Live: the badge shows without a reload.
  await expect(page.getByTestId('nav-unread-texts')).toHaveText(/^1\s*unread$/);

  await texts.click();
  await expect(page.getByRole('heading', { name: 'Texts', level: 1 })).toBeVisible();
  const thread = page.getByTestId('text-thread').filter({ hasText: fullName });
  await expect(thread).toContainText('Hi, can I bring the car in at 8 instead?');
  await expect(thread).toContainText('1 unread');
  await thread.getByRole('link').click();

  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  const conversation = page.getByTestId('conversation');
  const last = conversation.getByTestId('conversation-entry').last();
  await expect(last).toContainText('Hi, can I bring the car in at 8 instead?');
  await expect(last).toHaveClass(/bubble--in/);
  // Opening the conversation read it.
  await expect(page.getByTestId('nav-unread-texts')).toHaveCount(0);

  const box = conversation.getByLabel(`Reply by text to ${fullName}`);
  await box.fill('Yes, 8 am is fine. See you then!');
  await expect(conversation.getByText('1 message · 32/160')).toBeVisible();
  await box.fill('Yes 👍');
  await expect(conversation.getByText('1 message · 6/70')).toBeVisible();
  await box.fill('Yes, 8 am is fine. See you then!');
  await conversation.getByRole('button', { name: 'Send text' }).click();
  await expect(page.getByText(`Text to ${fullName} queued.`)).toBeVisible();
  const reply = conversation.getByTestId('conversation-entry').last();
  await expect(reply).toContainText('Yes, 8 am is fine. See you then!');
  await expect(reply).toHaveClass(/bubble--out/);
  await expect(reply).toContainText(/Queued|Sending|Sent/);
  await expect(box).toHaveValue('');

  // On a phone the conversation and the reply box fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(conversation.getByRole('button', { name: 'Send text' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
