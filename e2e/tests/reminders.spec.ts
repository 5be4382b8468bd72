/**
 * Reminders end to end. A vehicle's owner gets a service reminder: its 'Book your service' button
 * opens the booking form filled in with them and their vehicle, and its Unsubscribe link stops
 * them (on a press, not on opening), which staff see on the customer's page. Staff set a vehicle's
 * next service date, see the reminder coming on the Reminders page (and one that will be skipped),
 * send them with 'Run now' and find them under Sent and Skipped. (The e2e server's own schedule is
 * off: reminders go when a journey runs them.)
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, signIn } from './support/admin-session.js';
import { addDays, melbourneToday } from './support/dates.js';
import { waitForMail, type CaughtMail } from './support/mail.js';

interface Owner {
  name: string;
  email: string;
  phone: string;
  rego: string;
}

function ownerOf(label: string): Owner {
  const stamp = Date.now();
  const digits = String(stamp % 100_000_000).padStart(8, '0');
  return {
    name: `${label} Owner ${stamp % 100000}`,
    email: `e2e.${label.toLowerCase()}.${stamp}@example.com`,
    phone: `04${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
    rego: `${label.slice(0, 2).toUpperCase()}${stamp % 10000}`,
  };
}

/** A vehicle with an owner, as an invoice makes them (the invoice knows no make or model: staff add them). Answers the owner's id. */
async function vehicleWithOwner(request: APIRequestContext, token: string, owner: Owner, details: Record<string, unknown> = {}): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const invoice = await request.post('/api/admin/generate-invoice', {
    headers,
    data: {
      customerEmail: owner.email,
      customerName: owner.name,
      carRego: owner.rego,
      phoneNumber: owner.phone,
      invoiceItems: [{ description: 'Wheel alignment', quantity: 1, unitPrice: 99 }],
      gstPercentage: 10,
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const vehicle = await request.patch(`/api/admin/vehicles/${owner.rego}`, { headers, data: { make: 'Toyota', model: 'Corolla', year: 2017, ...details } });
  expect(vehicle.status(), await vehicle.text()).toBe(200);
  return ((await vehicle.json()) as { customerId: string }).customerId;
}

/** The owner's service reminder: the vehicle's service due in a week (inside the 14 days), then a run. */
async function serviceReminder(request: APIRequestContext, token: string, owner: Owner): Promise<{ mail: CaughtMail; customerId: string }> {
  const customerId = await vehicleWithOwner(request, token, owner, { nextServiceDue: addDays(melbourneToday(), 7) });
  const run = await request.post('/api/admin/reminders/run', { headers: { authorization: `Bearer ${token}` } });
  expect(run.status(), await run.text()).toBe(200);
  const mail = await waitForMail((m) => m.to.includes(owner.email) && m.subject.includes('is due for a service'));
  return { mail, customerId };
}

/** Opens the email as the customer's mail program shows it, and follows one of its links. */
async function followLink(page: Page, mail: CaughtMail, name: string): Promise<void> {
  await page.setContent(mail.html);
  await page.getByRole('link', { name, exact: true }).click();
}

test('a service reminder’s Book your service opens the booking form filled in', async ({ page, request }) => {
  const owner = ownerOf('Booker');
  const { mail } = await serviceReminder(request, await adminToken(request), owner);
  expect(mail.text).toMatch(/Book your service: http\S+\/booking\?reminder=[0-9a-f]{64}/);

  await followLink(page, mail, 'Book your service');
  await expect(page).toHaveURL(/\/booking\?reminder=[0-9a-f]{64}$/);
  await expect(page.getByRole('heading', { name: 'Appointment Request Form' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'We have filled in your details and your vehicle from your reminder.' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue(owner.name);
  await expect(page.getByLabel('Email')).toHaveValue(owner.email);
  await expect(page.getByLabel('Phone')).toHaveValue(owner.phone);
  await expect(page.getByLabel('Make')).toHaveValue('Toyota');
  await expect(page.getByLabel('Model')).toHaveValue('Corolla');
  await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2017');
  await expect(page.getByLabel('Registration (optional)')).toHaveValue(owner.rego);
  await expect(page.getByLabel('Service Type')).toHaveValue('Logbook Servicing');
  // The day and the time are still the customer's to choose.
  await expect(page.getByLabel('Preferred Date')).toHaveValue('');
  await expect(page.getByLabel('Preferred Time')).toBeDisabled();
});

test('the unsubscribe link stops service reminders on a press, and staff see it on the customer’s page', async ({ page, request }) => {
  const owner = ownerOf('Leaver');
  const { mail, customerId } = await serviceReminder(request, await adminToken(request), owner);

  // The email's visible link: opening it changes nothing until the customer presses Unsubscribe.
  await followLink(page, mail, 'Unsubscribe');
  await expect(page).toHaveURL(/\/unsubscribe\/[0-9a-f]{64}$/);
  const masked = `${owner.email[0]}•••@example.com`;
  await expect(page.getByText(`Unsubscribe ${masked} from service, registration and recommended-work reminders and review requests?`)).toBeVisible();
  await expect(page.getByText('Emails about your bookings, quotes and invoices still come.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const link = page.url();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Unsubscribe', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed', level: 1 })).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText(
    'You are unsubscribed: we will send you no more service, registration or recommended-work reminders, or review requests. Emails about your bookings, quotes and invoices still come.',
  );
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

  // Opened again, the link says so, with nothing to press.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Already unsubscribed', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(`${masked} is already unsubscribed`);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);

  // A link that is not one of ours.
  await page.goto(`/unsubscribe/${'0'.repeat(64)}`);
  await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid. Please reply to one of our emails and we will take you off the list.');

  // Staff see it on the customer's page, with the reminder that was sent.
  await signIn(page);
  await page.goto(`/admin/customers/${customerId}`);
  await expect(page.getByRole('heading', { name: owner.name, level: 1 })).toBeVisible();
  const panel = page.getByTestId('reminders-panel');
  const today = melbourneToday().split('-').reverse().join('/');
  await expect(panel.getByTestId('marketing-choice')).toHaveText(`Unsubscribed from service, registration and recommended-work reminders and review requests (since ${today})`);
  await expect(panel.getByTestId('recent-reminder').filter({ hasText: 'Service due' })).toContainText(owner.rego);
  expect(await seriousViolations(page), 'the customer page').toEqual([]);

  // They ask to have them again: staff turn them back on after a confirmation.
  await panel.getByRole('button', { name: 'Send reminders again…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Send reminders again' });
  await expect(confirm).toContainText(`Send service, registration and recommended-work reminders and review requests to ${owner.name} again?`);
  await confirm.getByRole('button', { name: 'Yes, Send Them Again' }).click();
  await expect(panel.getByTestId('marketing-choice')).toHaveText('Gets service, registration and recommended-work reminders and review requests');
});

test('the Reminders page: a next service date set on the vehicle page comes up as due, Run now sends it, Sent and Skipped show the outcome', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const owner = ownerOf('Keeper');
  const quiet = ownerOf('Quiet');
  await vehicleWithOwner(request, token, owner);
  // A second owner, unsubscribed, whose vehicle is due too: their reminder will be skipped.
  const quietId = await vehicleWithOwner(request, token, quiet, { nextServiceDue: addDays(melbourneToday(), 10) });
  const unsubscribed = await request.patch(`/api/admin/customers/${quietId}`, { headers: { authorization: `Bearer ${token}` }, data: { marketingOptOut: true } });
  expect(unsubscribed.status(), await unsubscribed.text()).toBe(200);

  const dueDay = addDays(melbourneToday(), 7).split('-').reverse().join('/');
  await signIn(page);
  await test.step('the vehicle page: a past date is refused with the reason, a date next week is kept', async () => {
    await page.goto(`/admin/vehicles/${owner.rego}`);
    const panel = page.getByTestId('reminders-panel');
    await expect(panel.getByTestId('next-service-due')).toHaveText('No next service date: no service reminders go for this vehicle.');
    // The panel's service reminder form (its registration form has a Save of its own).
    const service = panel.getByRole('form', { name: 'Service reminders' });
    const field = service.getByLabel('Next service due');
    await field.fill(addDays(melbourneToday(), -1));
    await service.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('alert')).toHaveText('The next service date cannot be in the past.');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page), 'the vehicle page with a refusal').toEqual([]);
    await field.fill(addDays(melbourneToday(), 7));
    await service.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByTestId('next-service-due')).toHaveText(`Next service due ${dueDay}`);
    await expect(panel.getByTestId('next-reminder')).toContainText('Service due, goes today');
    await expect(panel.getByTestId('next-reminder')).toContainText(owner.name);
  });

  await page.getByRole('link', { name: 'Reminders', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Reminders', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Due/ })).toHaveAttribute('aria-selected', 'true');
  const dueRow = page.getByTestId('due-reminder').filter({ hasText: owner.rego });
  await expect(dueRow).toContainText('Service due');
  await expect(dueRow).toContainText('Today');
  await expect(dueRow).toContainText('Will be sent');
  await expect(dueRow.getByRole('link', { name: owner.name })).toHaveAttribute('href', /^\/admin\/customers\/.+/);
  await expect(page.getByTestId('due-reminder').filter({ hasText: quiet.rego })).toContainText('Will be skipped: Unsubscribed from reminders');

  // Run now: busy while it runs, then says what it queued, and the lists follow.
  const run = page.getByRole('button', { name: 'Run now' });
  await run.click();
  await expect(page.getByTestId('run-result')).toHaveText(/^Queued \d+ appointment reminders?, [1-9]\d* service reminders? and \d+ review requests?\.$/);
  await expect(run).toBeEnabled();
  // What is due for that vehicle now is the second reminder, on the due date itself.
  await expect(dueRow).toContainText('Service due (final)');
  await expect(dueRow).toContainText(dueDay);
  await expect(page.getByTestId('due-reminder').filter({ hasText: quiet.rego })).toHaveCount(0);
  await waitForMail((m) => m.to.includes(owner.email));

  // The keyboard's way between the tabs: arrow keys.
  await page.getByRole('tab', { name: /^Due/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sent' })).toBeFocused();
  await expect(page).toHaveURL(/show=sent/);
  const sentRow = page.getByTestId('sent-reminder').filter({ hasText: owner.rego });
  await expect(sentRow).toContainText('Service due');
  await expect(sentRow).toContainText(owner.email);
  // The email has gone out (the list shows its delivery as of loading it).
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(sentRow.locator('.badge')).toHaveText('Sent', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  await page.getByRole('tab', { name: 'Skipped' }).click();
  const skippedRow = page.getByTestId('skipped-reminder').filter({ hasText: quiet.rego });
  await expect(skippedRow).toContainText('Unsubscribed from reminders');
  await expect(skippedRow.getByRole('link', { name: `${quiet.rego}: vehicle history` })).toHaveAttribute('href', `/admin/vehicles/${quiet.rego}`);
});
