/**
 * Customers, as staff use them on a phone call: the caller booked on the website; staff find them
 * by the number they read out (written another way), open their page, start the job card from
 * their booking (the appointments list then shows it with its status), and see it on the
 * customer's time line beside a message of theirs and its reply. The customer page fits a phone.
 */
import { expect, test } from '@playwright/test';
import { futureWeekday } from './support/dates.js';
import { adminToken, bookAppointment, graphql, sendContactMessage, signIn } from './support/admin-session.js';

test('a phone call: find the caller by phone, start the job card from their booking, and see it on their time line', async ({ page, request }) => {
  const stamp = Date.now();
  const digits = String(stamp % 100_000_000).padStart(8, '0');
  const booked = `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`; // as the caller typed it on the site
  const spoken = `+61 4${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`; // as staff type what they hear
  const fullName = `Casey Caller ${stamp % 100000}`;
  const rego = `CC${stamp % 10000}`;
  const email = `casey.caller.${stamp}@example.com`;
  await bookAppointment(request, {
    fullName,
    email,
    phone: booked,
    registration: rego,
    preferredDate: futureWeekday(16, 2),
    preferredTime: '14:30',
    issueDescription: 'Grinding noise when braking.',
  });

  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Customers', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByLabel('Search customers').fill(spoken);
  const row = page.getByTestId('customer-row').filter({ hasText: fullName });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await expect(row).toContainText(booked);

  await row.getByRole('link', { name: fullName }).click();
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  const customerUrl = page.url();
  await expect(page.getByTestId('customer-event').filter({ hasText: 'Appointment' })).toHaveCount(1);
  await expect(page.getByTestId('customer-vehicle').filter({ hasText: rego })).toContainText('Subaru Forester 2016');

  // Appointments: 'Start job card' from that booking lands on the new card with the vehicle filled in.
  // On the Appointments page (the customer page's 'Edit the details of …' button has the name in it too).
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Appointments', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Appointments', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: fullName, exact: true }).click();
  const details = page.getByRole('dialog', { name: 'Appointment Details' });
  await expect(details.getByLabel('Email the service terms to sign')).toBeChecked();
  await details.getByLabel('Email the service terms to sign').uncheck();
  await details.getByRole('button', { name: 'Start job card' }).click();
  await expect(page).toHaveURL(/\/admin\/jobcards\/[0-9a-f]{24}$/);
  const cardUrl = page.url();
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Make')).toHaveValue('Subaru');
  await expect(page.getByLabel('Model')).toHaveValue('Forester');
  await expect(page.getByLabel('Year')).toHaveValue('2016');
  await expect(page.getByLabel('Odometer (km)')).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Booking' })).toBeVisible();

  // The odometer is autosaved like the other fields.
  await page.getByLabel('Odometer (km)').fill('123456');
  await expect(page.getByTestId('autosave-indicator')).toHaveText('All changes saved', { timeout: 15_000 });

  // The appointments list shows the booking's job card and its status; the booking offers to open it.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Appointments', exact: true }).click();
  const badge = page.getByRole('row').filter({ hasText: fullName }).getByTestId('appointment-jobcard');
  await expect(badge).toHaveText('Job card: Pending Diagnosis');
  await expect(badge).toHaveAttribute('href', new URL(cardUrl).pathname);
  await page.getByRole('button', { name: fullName, exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Appointment Details' });
  await expect(again.getByRole('button', { name: 'Start job card' })).toHaveCount(0);
  await again.getByRole('link', { name: 'Open job card' }).click();
  await expect(page).toHaveURL(cardUrl);
  await expect(page.getByLabel('Odometer (km)')).toHaveValue('123456');

  // Back on the customer's page, the job card is on the time line, and a message they sent with the reply they got.
  const token = await adminToken(request);
  const messageId = await sendContactMessage(request, { name: fullName, email, message: 'Is the car ready?' });
  await graphql(request, 'mutation($id: ID!, $reply: String!) { replyToContactQuery(id: $id, replyMessage: $reply) { message } }', { id: messageId, reply: 'Yes, ready from 4 pm.' }, token);
  await page.getByRole('link', { name: 'Customer', exact: true }).click();
  await expect(page).toHaveURL(customerUrl);
  await expect(page.getByTestId('customer-event').filter({ hasText: 'Job card' })).toHaveCount(1);
  await expect(page.getByTestId('customer-event').filter({ hasText: 'Message' }).getByTestId('timeline-reply')).toHaveText('Replied: Yes, ready from 4 pm.');

  // The customer page fits a phone: no sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { name: fullName, level: 1 })).toBeVisible();
  await expect(page.getByTestId('customer-event').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
