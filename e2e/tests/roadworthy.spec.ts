/**
 * A roadworthy inspection from the booking to the certificate: an owner gives themselves a tester
 * number on the Team page; a booking for a roadworthy certificate becomes a roadworthy card; the
 * tester fails the brakes, the customer is emailed the rejection report and the report opens with
 * the last day of the 7-day window; 'Book the re-inspection' books it from the diary, filled in; its
 * card re-tests only the failed item, which passes, and the certificate shows on the card and in
 * the diary and on the vehicle's page.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/admin-session.js';
import { addDays, futureWeekday, melbourneToday } from './support/dates.js';
import { waitForMail } from './support/mail.js';

/** dd/MM/yyyy, as the back office prints a date. */
const shown = (date: string) => date.split('-').reverse().join('/');

/** The booking's 'Start job card', from its card in the diary on `day`. */
async function startCardFromDiary(page: Page, day: string, name: string): Promise<void> {
  await page.goto(`/admin/diary?date=${day}&view=day`);
  await page.getByRole('button', { name: new RegExp(`^\\d+:\\d+ [AP]M ${name},`) }).click();
  const details = page.getByRole('dialog', { name: 'Appointment Details' });
  await details.getByLabel('Email the service terms to sign').uncheck();
  await details.getByRole('button', { name: 'Start job card' }).click();
  await expect(page).toHaveURL(/\/admin\/jobcards\/[0-9a-f]{24}$/);
}

test('a roadworthy from its booking to the rejection report, and a passed re-inspection inside the window', async ({ page, request }) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Roadworthy ${stamp % 100000}`;
  const email = `e2e.roadworthy.${stamp}@example.com`;
  const rego = `RW${stamp % 10000}`;
  const today = melbourneToday();
  const lastDay = addDays(today, 7);

  // The customer books a roadworthy certificate online.
  const booked = await request.post('/api/appointments', {
    data: {
      fullName: name,
      email,
      phone: '0412 345 678',
      vehicleMake: 'Mazda',
      vehicleModel: '3',
      vehicleYear: 2015,
      registration: rego,
      serviceType: 'Roadworthy Certificate',
      issueDescription: 'Selling the car.',
      preferredDate: futureWeekday(1, 2),
      preferredTime: '15:30',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const firstDay = ((await booked.json()) as { appointment: { preferredDate: string } }).appointment.preferredDate;

  // The owner is a Licensed Vehicle Tester: their number on the Team page.
  await signIn(page);
  await page.goto('/admin/team');
  const me = page.getByTestId('staff-row').filter({ has: page.getByText('You', { exact: true }) });
  await me.getByRole('button', { name: /^Edit / }).click();
  const edit = page.getByRole('dialog', { name: /^Edit / });
  await edit.getByLabel('Licensed Vehicle Tester number').fill('LVT 40123');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(me).toContainText('Tester LVT 40123');

  // The booking's card is a roadworthy inspection from the start.
  await startCardFromDiary(page, firstDay, name);
  const panel = page.locator('section.collapsible').filter({ has: page.getByRole('button', { name: /^Roadworthy( Passed| Failed)?$/ }) });
  const brakes = panel.getByRole('group', { name: 'Brakes', exact: true });
  await expect(brakes).toBeVisible();
  const items = panel.locator('fieldset.roadworthy__item');
  const count = await items.count();
  expect(count).toBeGreaterThan(20);
  for (let i = 0; i < count; i++) await items.nth(i).getByRole('radio', { name: 'Pass' }).check();
  const failing = brakes.getByRole('group').first();
  const failedLabel = (await failing.locator('legend').textContent())!.trim();
  await failing.getByRole('radio', { name: 'Fail' }).check();
  await failing.getByLabel(`Note on ${failedLabel}`).fill('Front pads worn to 1 mm');
  await panel.getByRole('group', { name: 'Result' }).getByRole('radio', { name: 'Fail: rejection report' }).check();
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByText(`${shown(lastDay)} (failed items only; after that a full inspection)`)).toBeVisible();

  // The customer has the report by email; staff open it, with the window's last day.
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject === `Roadworthy inspection of ${rego}: items to fix`);
  expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf');
  expect(mail.text).toContain('Front pads worn to 1 mm');
  const [popup, report] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('response', (r) => r.url().includes('/rejection-report.pdf')),
    panel.getByRole('button', { name: 'Rejection report (PDF)' }).click(),
  ]);
  expect(report.status()).toBe(200);
  await popup.close();
  const run = promisify(execFile)('pdftotext', ['-layout', '-', '-']);
  run.child.stdin!.end(await (await request.get(report.url())).body());
  const reportText = (await run).stdout.replace(/\s+/g, ' ');
  expect(reportText).toContain(rego);
  expect(reportText).toContain('Front pads worn to 1 mm');

  // Book the re-inspection inside the window: the diary's New booking, filled in.
  await panel.getByRole('button', { name: 'Book the re-inspection' }).click();
  const booking = page.getByRole('dialog', { name: 'New booking' });
  await expect(booking.getByText(`book it on or before`)).toBeVisible();
  await expect(booking.getByLabel('Full Name')).toHaveValue(name);
  await expect(booking.getByLabel('Registration')).toHaveValue(rego);
  await expect(booking.getByLabel('Service Type')).toHaveValue('Roadworthy Certificate');
  const retestDay = futureWeekday(1, 0);
  expect(retestDay <= lastDay).toBe(true);
  await booking.getByLabel('Date').fill(retestDay);
  await booking.getByLabel('Time', { exact: true }).selectOption('16:00');
  await booking.getByLabel('Send confirmation email').uncheck();
  await booking.getByRole('button', { name: 'Book appointment' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} booked for` })).toBeVisible();

  // Its card re-tests the failed item only; it passes, and the certificate is current for 30 days.
  await startCardFromDiary(page, retestDay, name);
  await expect(panel.getByText(/^Re-test of JC-\d+: the items that passed then are carried over/)).toBeVisible();
  const retested = panel.getByRole('group', { name: failedLabel, exact: true });
  await expect(retested.getByRole('radio', { name: 'Not inspected' })).toBeChecked();
  await retested.getByRole('radio', { name: 'Pass' }).check();
  await panel.getByRole('group', { name: 'Result' }).getByRole('radio', { name: 'Pass: issue the certificate' }).check();
  await panel.getByLabel('Certificate number').fill('RWC 556677');
  await panel.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.getByText(`RWC 556677, issued ${shown(today)}, current until ${shown(addDays(today, 30))}`)).toBeVisible();

  await page.goto(`/admin/diary?date=${retestDay}&view=day`);
  await expect(page.getByRole('button', { name: new RegExp(`^\\d+:\\d+ [AP]M ${name},.*RWC current until ${shown(addDays(today, 30))}`) })).toBeVisible();

  // And on the vehicle's page.
  await page.goto(`/admin/vehicles/${rego}`);
  await expect(page.getByRole('link', { name: 'RWC 556677' })).toBeVisible();
  await expect(page.getByText(`Current until ${shown(addDays(today, 30))}`)).toBeVisible();
});
