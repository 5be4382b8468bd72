/**
 * The diary in the back office: the week with its bookings, a block and the bays of each half
 * hour; a booking dragged to another day (confirmed in the move dialog, the customer emailed, the
 * old time free again on the public form); a move made with the keyboard alone; the day view on a
 * phone; and a booking taken by staff from a free half hour. Each journey has its own week, a year
 * ahead, so none depends on today or on another.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, signIn } from './support/admin-session.js';
import { addDays, melbourneToday } from './support/dates.js';
import { waitForMail } from './support/mail.js';

const stamp = Date.now() % 1_000_000;

/** Monday to Saturday of a week a year ahead: the `n`th after the first Monday a year from today. */
function weekAhead(n: number): string[] {
  let monday = addDays(melbourneToday(), 365);
  while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
  monday = addDays(monday, 7 * n);
  return [0, 1, 2, 3, 4, 5].map((i) => addDays(monday, i));
}

interface Booking {
  fullName: string;
  email: string;
  date: string;
  time: string;
  make?: string;
  model?: string;
  rego?: string | null;
  service?: string;
}

/** A booking made as the public form makes it (POST /api/appointments). */
async function book(request: APIRequestContext, b: Booking): Promise<string> {
  const answer = await request.post('/api/appointments', {
    data: {
      fullName: b.fullName,
      email: b.email,
      phone: '0412 345 678',
      vehicleMake: b.make ?? 'Toyota',
      vehicleModel: b.model ?? 'Hilux',
      vehicleYear: 2019,
      registration: b.rego === undefined ? 'ABC123' : b.rego,
      serviceType: b.service ?? 'Logbook Servicing',
      issueDescription: 'Due for its service.',
      preferredDate: b.date,
      preferredTime: b.time,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { appointment: { _id: string } }).appointment._id;
}

async function setBays(request: APIRequestContext, bays: number): Promise<void> {
  const answer = await request.put('/api/admin/settings/bays', { headers: { authorization: `Bearer ${await adminToken(request)}` }, data: { bays } });
  expect(answer.status(), await answer.text()).toBe(200);
}

function slot(page: Page, date: string, time: string): Locator {
  return page.locator(`td[data-date="${date}"][data-time="${time}"]`);
}

/** The times the public form may no longer offer on `date`. */
async function unavailable(request: APIRequestContext, date: string): Promise<string[]> {
  const answer = await request.get(`/api/appointments/booked-slots?date=${date}`);
  return ((await answer.json()) as { unavailableSlots: string[] }).unavailableSlots;
}

/** A mouse drag as a person makes one: press, a small move (starts the drag), the way over, release. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.mouse.move(b.x + b.width / 2 + 3, b.y + b.height / 2 + 3, { steps: 3 });
  await page.mouse.up();
}

/** Presses Tab until `target` has the focus (a few presses at most). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 5 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('the week: bookings as cards, a shaded block with its reason, and the bays of each half hour', async ({ page, request }) => {
  const [monday, tuesday, wednesday] = weekAhead(0);
  const first = `Alex Nguyen ${stamp}`;
  const second = `Sam Lee ${stamp}`;
  const reason = `Hoist inspection ${stamp}`;
  await signIn(page);
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Diary', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Diary', level: 1 })).toBeVisible();
  await page.goto(`/admin/diary?date=${tuesday}&view=week`);
  await expect(page.getByRole('columnheader', { name: /Mon/ })).toBeVisible();

  try {
    // Two bays: two bookings can share a half hour.
    await page.getByRole('button', { name: 'Change the number of bays' }).click();
    await page.getByLabel('Number of bays (1–20)').fill('2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Bays saved: up to 2 vehicles can be booked into the same half hour.' })).toBeVisible();
    await expect(page.getByTestId('bays-value')).toHaveText('2');

    await book(request, { fullName: first, email: `e2e.diary.a.${stamp}@example.com`, date: tuesday, time: '10:00' });
    await book(request, { fullName: second, email: `e2e.diary.b.${stamp}@example.com`, date: tuesday, time: '10:00', make: 'Mazda', model: 'CX-5', rego: 'XYZ789', service: 'Brake & Suspension Systems' });
    const blocked = await request.post('/api/admin/block-period', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { startDate: wednesday, startTime: '13:00', endDate: wednesday, endTime: '15:00', reason },
    });
    expect(blocked.status(), await blocked.text()).toBe(201);

    // The diary follows by itself (its live subscription).
    await expect(page.getByRole('button', { name: `10:00 AM ${first}, Toyota Hilux ABC123, Logbook Servicing`, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `10:00 AM ${second}, Mazda CX-5 XYZ789, Brake & Suspension Systems`, exact: true })).toBeVisible();
    const full = slot(page, tuesday, '10:00');
    await expect(full).toContainText('2 of 2 bays');
    await expect(full.getByRole('button', { name: /^Book \d/ })).toHaveCount(0);
    await expect(slot(page, tuesday, '10:30').getByRole('button', { name: /^Book \d/ })).toHaveCount(1);
    await expect(page.getByRole('rowheader', { name: '10:00 AM' })).toBeVisible();

    // The block: shaded from 1:00 to 2:30 PM, its reason written once, on its first half hour.
    await expect(slot(page, wednesday, '13:00')).toContainText(reason);
    for (const time of ['13:00', '13:30', '14:00', '14:30']) await expect(slot(page, wednesday, time)).toHaveClass(/is-blocked/);
    await expect(slot(page, wednesday, '15:00')).not.toHaveClass(/is-blocked/);
    await expect(slot(page, wednesday, '12:30')).not.toHaveClass(/is-blocked/);

    // The day sheet for the floor: a 5-minute link to the day's PDF, opened in a new tab.
    const [popup, sheet] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('response', (r) => r.url().includes(`/api/admin/diary/day-sheet?date=${tuesday}&token=`)),
      page.getByRole('button', { name: /^Print day sheet/ }).first().click(),
    ]);
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()['content-type']).toBe('application/pdf');
    await popup.close();
    const pdf = await request.get(sheet.url());
    const run = promisify(execFile)('pdftotext', ['-layout', '-', '-']);
    run.child.stdin!.end(await pdf.body());
    const sheetText = (await run).stdout.replace(/\s+/g, ' ');
    for (const expected of ['Day Sheet', first, second, 'XYZ789', 'Brake & Suspension Systems', '10:00 AM']) expect(sheetText).toContain(expected);

    // The place is in the URL: Back returns to it after the day is opened from its heading.
    await page.getByRole('button', { name: /^Mon .*\(show the day\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`date=${monday}&view=day`));
    await expect(page.getByText('No appointments booked on')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`date=${tuesday}&view=week`));
    await expect(page.getByRole('button', { name: new RegExp(`^10:00 AM ${first}`) })).toBeVisible();
  } finally {
    await setBays(request, 1);
  }
});

test('a booking dragged to another day moves there once confirmed, and the customer is told', async ({ page, request }) => {
  const [monday, , , thursday] = weekAhead(1);
  const name = `Drew Mover ${stamp}`;
  const email = `e2e.diary.drag.${stamp}@example.com`;
  await book(request, { fullName: name, email, date: monday, time: '09:00', make: 'Ford', model: 'Ranger', rego: 'DRG123' });
  expect(await unavailable(request, monday)).toContain('09:00');

  await signIn(page);
  await page.goto(`/admin/diary?date=${monday}&view=week`);
  const card = page.getByRole('button', { name: new RegExp(`^9:00 AM ${name}`) });
  await expect(card).toBeVisible();
  await drag(page, card, slot(page, thursday, '09:30'));

  // The drop asks first, filled with where it went.
  const dialog = page.getByRole('dialog', { name: 'Move appointment' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('New date')).toHaveValue(thursday);
  await expect(dialog.getByLabel('New time')).toHaveValue('09:30');
  await expect(dialog.getByLabel('Tell the customer')).toBeChecked();
  await dialog.getByRole('button', { name: 'Move appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${name} moved to` })).toBeVisible();

  await expect(slot(page, thursday, '09:30').getByRole('button', { name: new RegExp(`^9:30 AM ${name}`) })).toBeVisible();
  await expect(slot(page, monday, '09:00').getByRole('button', { name: new RegExp(name) })).toHaveCount(0);
  // The old time is free on the public form again; the customer has the new one.
  await expect.poll(() => unavailable(request, monday)).not.toContain('09:00');
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Your appointment has moved'));
  expect(mail.text).toContain('has moved from');
});

test('a booking moved with the keyboard alone', async ({ page, request }) => {
  const [, tuesday, , , friday] = weekAhead(2);
  const name = `Kim Keys ${stamp}`;
  await book(request, { fullName: name, email: `e2e.diary.keys.${stamp}@example.com`, date: tuesday, time: '14:00', rego: null });

  await signIn(page);
  await page.goto(`/admin/diary?date=${tuesday}&view=week`);
  const card = page.getByRole('button', { name: `2:00 PM ${name}, Toyota Hilux, Logbook Servicing`, exact: true });
  await card.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: `Move… 2:00 PM ${name}, Toyota Hilux, Logbook Servicing`, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Move appointment' });
  const date = dialog.getByLabel('New date');
  await expect(date).toBeFocused();
  // Chromium's date field reads mm/dd/yyyy (its own locale, whatever the page's).
  const [y, m, d] = friday.split('-');
  await page.keyboard.type(`${m}${d}${y}`);
  await expect(date).toHaveValue(friday);
  const time = dialog.getByLabel('New time');
  await expect(time).toBeEnabled();
  // (Chromium's date field has its calendar button in the Tab order too.)
  await tabTo(page, time);
  await page.keyboard.type('11:3'); // the select's type-ahead: 11:30 AM
  await expect(time).toHaveValue('11:30');
  const submit = dialog.getByRole('button', { name: 'Move appointment' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');

  await expect(dialog).toBeHidden();
  await expect(slot(page, friday, '11:30').getByRole('button', { name: `11:30 AM ${name}, Toyota Hilux, Logbook Servicing`, exact: true })).toBeVisible();
  await expect(slot(page, tuesday, '14:00')).toContainText('0 of 1 bay');
});

test('on a phone the diary is the day, readable, without sideways scrolling', async ({ page, request }) => {
  const [, , wednesday] = weekAhead(3);
  const name = `Pat Phone ${stamp}`;
  await book(request, { fullName: name, email: `e2e.diary.phone.${stamp}@example.com`, date: wednesday, time: '11:00', make: 'Hyundai', model: 'i30', rego: 'PHN390' });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.goto(`/admin/diary?date=${wednesday}&view=week`);
  const card = page.getByRole('button', { name: `11:00 AM ${name}, Hyundai i30 PHN390, Logbook Servicing`, exact: true });
  await expect(card).toBeVisible();
  // The day only: one day's column, no week toggle.
  await expect(page.getByRole('columnheader')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveCount(0);
  await expect(card).toContainText(name);
  await expect(card).toContainText('PHN390');
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(box.width).toBeGreaterThan(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Next goes to the next working day.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${addDays(wednesday, 1)}`));
  await expect(page.getByText('No appointments booked on')).toBeVisible();
});

test('a booking taken by staff from a free half hour, for a customer found in the search', async ({ page, request }) => {
  const [monday, , wednesday] = weekAhead(4);
  const name = `Robin Regular ${stamp}`;
  const email = `e2e.diary.regular.${stamp}@example.com`;
  // A customer from an earlier booking.
  await book(request, { fullName: name, email, date: monday, time: '09:00' });

  await signIn(page);
  await page.goto(`/admin/diary?date=${wednesday}&view=day`);
  await slot(page, wednesday, '10:30').getByRole('button', { name: /^Book \d/ }).click();
  const dialog = page.getByRole('dialog', { name: 'New booking' });
  await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(wednesday);
  await expect(dialog.getByLabel('Time', { exact: true })).toHaveValue('10:30');

  await dialog.getByLabel('Find a customer (optional)').fill(`Robin Regular ${stamp}`);
  await dialog.getByRole('option', { name: new RegExp(name) }).click();
  await expect(dialog.getByText(`Booking for ${name}`)).toBeVisible();
  await expect(dialog.getByLabel('Full Name')).toHaveValue(name);
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(dialog.getByLabel('Phone')).toHaveValue('0412 345 678');

  await dialog.getByLabel('Make').fill('Subaru');
  await dialog.getByLabel('Model').fill('Outback');
  await dialog.getByLabel('Year').fill('2018');
  await dialog.getByLabel('Registration').fill('rob123');
  await dialog.getByLabel('Service Type').selectOption('Battery Testing & Replacement');
  await dialog.getByLabel('Describe the issue').fill('Slow to start in the mornings.');
  await expect(dialog.getByLabel('Send confirmation email')).toBeChecked();
  await dialog.getByRole('button', { name: 'Book appointment' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${name} booked for` })).toBeVisible();
  await expect(slot(page, wednesday, '10:30').getByRole('button', { name: `10:30 AM ${name}, Subaru Outback ROB123, Battery Testing & Replacement`, exact: true })).toBeVisible();
  await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Your appointment at') && m.subject.includes('10:30'));
});
