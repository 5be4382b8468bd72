/**
 * Settings end to end: the owner enters the workshop's bank account (a wrong BSB is refused under
 * its field), saves it, and the next invoice carries it in its email and its PDF.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/a11y.js';
import { adminToken, graphql, signIn } from './support/admin-session.js';
import { keptBusinessSettings, openSettings } from './support/business-settings.js';
import { waitForMail } from './support/mail.js';
import { addDays, futureWeekday } from './support/dates.js';
import { fillBookingForm } from './support/booking-form.js';

const SETTINGS_FIELDS = 'businessName abn gstRegistered address phone email bankAccountName bsb accountNumber paymentTermsDays quoteValidityDays documentFooter';

test('the bank details saved in Settings are on the next invoice', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  // Other journeys share this server: its details are put back as they were at the end.
  const { before, restore } = await keptBusinessSettings(request, token, SETTINGS_FIELDS);

  try {
    await openSettings(page);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Business details' });
    await expect(form.getByLabel('Business name')).toHaveValue(String(before.businessName));

    await form.getByLabel('Account name').fill('Truganina Auto Care Pty Ltd');
    await form.getByLabel('BSB').fill('06300');
    await form.getByLabel('Account number').fill('1234 5678');
    await form.getByRole('button', { name: 'Save business details' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'BSB must be 6 digits, e.g. 063-000.' })).toBeVisible();
    await expect(form.getByLabel('BSB')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel('BSB').fill('063000');
    await form.getByRole('button', { name: 'Save business details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Business details saved.' })).toBeVisible();
    await expect(form.getByLabel('BSB')).toHaveValue('063-000');
    await expect(form.getByLabel('Account number')).toHaveValue('12345678');
    await expect(form.getByText(/Last saved .* by admin\./)).toBeVisible();

    // The next invoice: its email and its PDF say how to pay into that account.
    const email = `e2e.settings.${Date.now()}@example.com`;
    const { generateInvoice } = await graphql<{ generateInvoice: { invoice: { invoiceNumber: string } } }>(
      request,
      'mutation($input: GenerateInvoiceInput!) { generateInvoice(input: $input) { invoice { invoiceNumber } } }',
      { input: { customerName: 'Sam Settings', customerEmail: email, carRego: 'SET 1', invoiceItems: [{ description: 'Oil change', quantity: 1, unitPrice: 120 }] } },
      token,
    );
    const n = generateInvoice.invoice.invoiceNumber;
    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.text).toContain(`Bank transfer to Truganina Auto Care Pty Ltd, BSB 063-000, account 12345678, reference ${n}`);
    const pdf = await request.get(`/api/admin/invoices/download/${n}?token=${encodeURIComponent(token)}`);
    expect(pdf.status()).toBe(200);
    const run = promisify(execFile)('pdftotext', ['-layout', '-', '-']);
    run.child.stdin!.end(await pdf.body());
    const text = (await run).stdout;
    // Read as one line: the paragraph wraps where the page ends.
    expect(text.replace(/\s+/g, ' ')).toContain(`Truganina Auto Care Pty Ltd, BSB 063-000, account 12345678, with ${n} as the reference`);
  } finally {
    await restore();
  }
});

test('a fresh install’s checklist on the dashboard guides the owner through business details, hours and services, ticking each off', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const { restore } = await keptBusinessSettings(request, token, SETTINGS_FIELDS);
  const checklist = page.getByRole('region', { name: 'Set up your workshop' });
  const step = (key: string) => checklist.locator(`[data-step="${key}"]`);
  const toDashboard = async () => {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
  };

  try {
    await signIn(page);
    await expect(checklist).toBeVisible();
    await expect(step('business')).toContainText('Business details: to do');
    await expect(step('business')).toContainText('Missing: ABN (or choose ‘not registered for GST’).');
    await expect(step('payment')).toContainText('Payment details: to do');
    await expect(step('hours')).toContainText('Opening hours reviewed: to do');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/h2shots/checklist-${width}.png`, fullPage: width === 390 });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);

    // Business and payment details: one form.
    await step('business').getByRole('link', { name: 'Set up business details' }).click();
    const form = page.getByRole('form', { name: 'Business details' });
    await expect(form.getByLabel('ABN')).toBeInViewport();
    await form.getByLabel('ABN').fill('51 824 753 556');
    await form.getByLabel('Account name').fill('Truganina Auto Care Pty Ltd');
    await form.getByLabel('BSB').fill('063000');
    await form.getByLabel('Account number').fill('12345678');
    await form.getByRole('button', { name: 'Save business details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Business details saved.' })).toBeVisible();
    await toDashboard();
    await expect(step('business')).toContainText('Business details: done');
    await expect(step('payment')).toContainText('Payment details: done');
    await expect(checklist).toContainText('3 of 5 done');

    // Opening hours: the standard week, looked at and saved.
    await step('hours').getByRole('link', { name: 'Set up opening hours reviewed' }).click();
    const hours = page.getByRole('form', { name: 'Opening hours' });
    await expect(hours.getByLabel('Saturday closes at')).toHaveValue('13:00');
    await expect(hours.getByText('Closed')).toBeVisible();
    await hours.getByLabel('Saturday closes at').fill('12:00');
    await hours.getByLabel('Saturday opens at').fill('11:30');
    await hours.getByRole('button', { name: 'Save opening hours' }).click();
    await expect(hours.getByRole('alert')).toHaveText('Saturday: the workshop must close at least an hour after it opens.');
    await hours.getByRole('button', { name: 'Discard changes' }).click();
    await expect(hours.getByLabel('Saturday closes at')).toHaveValue('13:00');
    await hours.getByRole('button', { name: 'Save opening hours' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Opening hours saved.' })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/h2shots/settings-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await toDashboard();
    await expect(step('hours')).toContainText('Opening hours reviewed: done');

    // Services: every one offered, saved as they are.
    await step('services').getByRole('link', { name: 'Set up services reviewed' }).click();
    const services = page.getByRole('form', { name: 'Services offered' });
    await expect(services.getByLabel('Roadworthy Certificate')).toBeChecked();
    await services.getByRole('button', { name: 'Save services' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Services saved.' })).toBeVisible();
    await toDashboard();
    // Outgoing mail is configured on this server: every step is done, and the checklist goes.
    await expect(page.getByRole('heading', { name: 'Dashboard Overview' })).toBeVisible();
    await expect(checklist).toHaveCount(0);
  } finally {
    await restore();
  }
});

test('hours and services saved in Settings are what the public site and booking form offer', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  const week = (change: Record<number, object>) =>
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      ...(weekday === 0 ? { closed: true } : weekday === 6 ? { open: '09:00', close: '13:00' } : { open: '09:00', close: '17:30' }),
      ...change[weekday],
    }));
  const saveHours = (days: object[]) => graphql(request, 'mutation($i: OpeningHoursInput!) { updateOpeningHours(input: $i) { savedAt } }', { i: { days } }, token);
  const { servicesSettings } = await graphql<{ servicesSettings: { services: Array<{ name: string }> } }>(request, '{ servicesSettings { services { name } } }', {}, token);
  const all = servicesSettings.services.map((s) => s.name);
  const saveServices = (offered: string[]) => graphql(request, 'mutation($i: ServicesInput!) { updateServicesOffered(input: $i) { savedAt } }', { i: { offered } }, token);
  const nextDay = (weekday: number) => {
    let d = futureWeekday(3, 0);
    while (new Date(`${d}T00:00:00Z`).getUTCDay() !== weekday) d = addDays(d, 1);
    return d;
  };

  try {
    // Mondays 7:00 AM to 12:00 PM, Saturdays closed; no tyres.
    await saveHours(week({ 1: { open: '07:00', close: '12:00' }, 6: { open: undefined, close: undefined, closed: true } }));
    await saveServices(all.filter((s) => s !== 'Tyre Sales & Installation'));

    const tyres = page.getByLabel('Service Type').locator('option[value="Tyre Sales & Installation"]');
    await expect
      .poll(async () => {
        await page.goto('/booking');
        return tyres.count();
      })
      .toBe(0);
    await expect(page.getByLabel('Service Type').locator('option[value="Logbook Servicing"]')).toHaveCount(1);
    await expect(page.getByText('Open Monday to Friday.', { exact: false })).toBeVisible();

    await page.getByLabel('Preferred Date').fill(nextDay(1));
    const times = page.getByLabel('Preferred Time').locator('option:not([value=""])');
    await expect(times.first()).toHaveAttribute('value', '07:00');
    await expect(times.last()).toHaveAttribute('value', '11:00');

    await fillBookingForm(page, { fullName: 'Sam Saturday', email: `e2e.saturday.${Date.now()}@example.com`, make: 'Honda', model: 'Jazz', year: '2015', serviceType: 'Logbook Servicing', issue: 'Due for its service.' });
    await page.getByLabel('Preferred Date').fill(nextDay(6));
    await page.getByRole('button', { name: /submit/i }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Truganina Auto Care is closed on Saturdays. Please select another day.' })).toBeVisible();

    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Tyre/ })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /Roadworthy/ })).toBeVisible();
  } finally {
    await saveHours(week({}));
    await saveServices(all);
  }
});
