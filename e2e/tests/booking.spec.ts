/**
 * A customer books through the form, gets the confirmation email, and cancels from its link. A
 * service reminder's booking link that is no longer valid says so above an empty form.
 */
import { expect, test } from '@playwright/test';
import { addDays, futureWeekday } from './support/dates.js';
import { seriousViolations } from './support/a11y.js';
import { waitForMail } from './support/mail.js';
import { fillBookingForm } from './support/booking-form.js';

/** 'Saturday 12 December 2026' for a yyyy-MM-dd date: the confirmation's and the email's words. */
function longDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  const weekday = d.toLocaleDateString('en-AU', { weekday: 'long', timeZone: 'UTC' });
  const rest = d.toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${weekday} ${rest}`;
}

test('book a slot, see the confirmation and the time taken, cancel from the emailed link, undo, keep the booking', async ({ page, context }) => {
  const date = futureWeekday(3, 0);
  const email = `e2e.booker.${Date.now()}@example.com`;

  await page.goto('/booking?service=Logbook%20Servicing');
  await expect(page.getByRole('heading', { name: 'Appointment Request Form' })).toBeVisible();
  await expect(page.getByLabel('Service Type')).toHaveValue('Logbook Servicing');

  const time = page.getByLabel('Preferred Time');
  await expect(time).toBeDisabled();
  await expect(time.locator('option').first()).toHaveText('-- Select Date First --');

  await fillBookingForm(page, { fullName: 'Jordan Smith', email: email, make: 'Mazda', model: 'CX-5', year: '2018', registration: '1ABC234', issue: 'Brakes squeal when stopping.' });
  await page.getByLabel('Preferred Date').fill(date);

  await expect(time).toBeEnabled();
  await expect(time.locator('option').first()).toHaveText('-- Select a Time --');
  await expect(time.locator('option[value="10:00"]')).toHaveCount(1);
  await time.selectOption('10:00');

  await page.getByRole('button', { name: /submit/i }).click();
  // The confirmation replaces the form: the thanks, the time held, and what was booked.
  const confirmation = page.getByRole('region', { name: 'Booking request received' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByText('Thank you for your booking request! We will contact you shortly to confirm.')).toBeVisible();
  const detail = (label: string) => confirmation.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');
  await expect(detail('Date')).toHaveText(longDate(date));
  await expect(detail('Time')).toHaveText('10:00 AM');
  await expect(detail('Car')).toHaveText('Mazda CX-5 1ABC234');
  await expect(detail('Service')).toHaveText('Logbook Servicing');
  await expect(detail('Reference')).toHaveText(/^[A-HJ-NP-Z2-9]{8}$/);
  const reference = (await detail('Reference').textContent())!;
  // Nothing invites a second submit.
  await expect(page.getByRole('button', { name: /submit/i })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The confirmation email says the same: the thanks, the time held, the date, time, car and reference.
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.includes(reference));
  expect(mail.text).toContain('Thank you for your booking request! We will contact you shortly to confirm.');
  expect(mail.text).toContain('Your time is held for you');
  expect(mail.text).toContain(`Date: ${longDate(date)}`);
  expect(mail.text).toContain('Time: 10:00 AM');
  expect(mail.text).toContain('Car: Mazda CX-5 1ABC234');
  expect(mail.text).toContain(`Reference: ${reference}`);
  expect(mail.attachments.some((a) => a.filename === 'appointment.ics')).toBe(true);
  const link = mail.text.match(/https?:\/\/\S+\/cancel\?id=[0-9a-f]{24}&email=\S+/)?.[0];
  expect(link).toBeTruthy();

  // Another booking is a deliberate choice: an empty form but for the service.
  await confirmation.getByRole('button', { name: 'Book another appointment' }).click();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(page.getByLabel('Service Type')).toHaveValue('Logbook Servicing');
  // The booked time is gone for that date.
  await page.getByLabel('Preferred Date').fill(date);
  await expect(time).toBeEnabled();
  await expect(time.locator('option[value="09:30"]')).toHaveCount(1);
  await expect(time.locator('option[value="10:00"]')).toHaveCount(0);

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Cancellation Successful!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book another time' })).toHaveAttribute('href', /\/booking$/);
  const undo = page.getByRole('button', { name: 'Undo — keep my booking' });
  await expect(undo).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Opened again (a reload), the link finds it cancelled and still offers the undo.
  await page.reload();
  await expect(page.getByText('This appointment has already been cancelled.')).toBeVisible();
  await expect(undo).toBeVisible();

  // Meanwhile the slot is offered again.
  const other = await context.newPage();
  await other.goto('/booking');
  await other.getByLabel('Preferred Date').fill(date);
  await expect(other.getByLabel('Preferred Time').locator('option[value="10:00"]')).toHaveCount(1);

  // Undo: the booking is kept, at the same time, and taken again.
  await undo.click();
  await expect(page.getByRole('heading', { name: 'Your booking is kept' })).toBeVisible();
  await expect(page.getByText('Your booking is kept. We have emailed your confirmation again.')).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText(longDate(date))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await other.reload();
  await other.getByLabel('Preferred Date').fill(date);
  await expect(other.getByLabel('Preferred Time')).toBeEnabled();
  await expect(other.getByLabel('Preferred Time').locator('option[value="10:00"]')).toHaveCount(0);
  await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Booking kept'));
});

test('the cancellation email’s undo link keeps the booking from its own page', async ({ page, request }) => {
  const email = `e2e.undo.${Date.now()}@example.com`;
  const booked = await request.post('/api/appointments', {
    data: {
      fullName: 'Riley Undo',
      email,
      phone: '0412 345 678',
      vehicleMake: 'Subaru',
      vehicleModel: 'Forester',
      vehicleYear: 2017,
      registration: 'UND0',
      serviceType: 'Other',
      issueDescription: 'Pressed cancel by mistake.',
      preferredDate: futureWeekday(11, 3),
      preferredTime: '15:30',
    },
  });
  expect(booked.status()).toBe(201);
  const { appointment } = (await booked.json()) as { appointment: { _id: string; reference: string } };
  expect((await request.post('/api/appointments/cancel', { data: { id: appointment._id } })).status()).toBe(200);

  const mail = await waitForMail((m) => m.to.includes(email) && m.subject.startsWith('Cancelled'));
  const link = mail.text.match(/https?:\/\/\S+\/cancel\?undo=[A-Za-z0-9_-]{43}/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Keep your booking?' })).toBeVisible();
  await page.getByRole('button', { name: 'Undo — keep my booking' }).click();
  await expect(page.getByRole('heading', { name: 'Your booking is kept' })).toBeVisible();
  await expect(page.getByText(appointment.reference)).toBeVisible();
  // A second press of the same link says there is nothing to undo, and offers another time.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Undo — keep my booking' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your booking is already active: there is nothing to undo.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Undo — keep my booking' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Book another time' })).toBeVisible();
});

test('on a phone, the first field the browser flags as missing shows below the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/booking?service=Other');
  await page.getByLabel('Full Name').fill('Sam Phone');
  await page.getByLabel('Email').fill(`e2e.phone.${Date.now()}@example.com`);
  await page.getByLabel('Phone').fill('0412 345 678');
  // Make is left empty: the first missing field, far above the Submit button.
  await page.getByLabel('Model').fill('Corolla');
  await page.getByLabel('Year', { exact: true }).fill('2016');
  await page.getByLabel('Describe the issue').fill('Check engine light.');
  const submit = page.getByRole('button', { name: /submit/i });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();

  const make = page.getByLabel('Make');
  await expect(make).toBeFocused();
  const header = (await page.locator('.site-header').boundingBox())!;
  const label = (await page.locator('label[for="vehicleMake"]').boundingBox())!;
  const field = (await make.boundingBox())!;
  // The label and the field are both in view, wholly below the header.
  expect(label.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(field.y + field.height).toBeLessThanOrEqual(844);
});

test('a malformed cancel link says so and sends nothing', async ({ page }) => {
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/graphql') && (r.postData() ?? '').includes('cancelAppointment')) calls++;
  });
  await page.goto('/cancel?id=short');
  await expect(page.getByRole('heading', { name: 'Cancellation Status' })).toBeVisible();
  await expect(page.getByText('Invalid cancellation link. Missing or malformed appointment ID.')).toBeVisible();
  expect(calls).toBe(0);
});

test('the server refuses a Saturday afternoon, and the form says why', async ({ page }) => {
  await page.goto('/booking');
  const saturday = (() => {
    let d = futureWeekday(3, 0);
    while (new Date(`${d}T00:00:00Z`).getUTCDay() !== 6) d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    return d;
  })();
  await page.getByLabel('Preferred Date').fill(saturday);
  const time = page.getByLabel('Preferred Time');
  await expect(time).toBeEnabled();
  // The server only offers Saturday mornings.
  await expect(time.locator('option[value="12:30"]')).toHaveCount(1);
  await expect(time.locator('option[value="13:00"]')).toHaveCount(0);
});

for (const failure of ['a 500', 'a network error'] as const) {
  test(`when availability fails (${failure}), the opening times stay offered with a quiet note, and a taken time is refused on booking`, async ({ page, request }) => {
    const date = futureWeekday(5, failure === 'a 500' ? 2 : 3);
    // Someone else has 14:00 already.
    const taken = await request.post('/api/appointments', {
      data: {
        fullName: 'Early Bird',
        email: `e2e.early.${Date.now()}@example.com`,
        phone: '0412 345 678',
        vehicleMake: 'Kia',
        vehicleModel: 'Rio',
        vehicleYear: 2020,
        serviceType: 'Other',
        issueDescription: 'Took the slot first.',
        preferredDate: date,
        preferredTime: '14:00',
      },
    });
    expect(taken.status()).toBe(201);

    // A failed availability read counts as no taken times.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'Availability') return route.fallback();
      return failure === 'a 500' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"An unexpected error occurred."}' }) : route.abort('failed');
    });

    await page.goto('/booking?service=Other');
    await fillBookingForm(page, { fullName: 'Late Comer', email: `e2e.late.${Date.now()}@example.com`, make: 'Mazda', model: '3', year: '2019', issue: 'Oil change.' });
    await page.getByLabel('Preferred Date').fill(date);

    const time = page.getByLabel('Preferred Time');
    await expect(time).toBeEnabled();
    await expect(page.getByText("We couldn't check which times are taken; if your time is gone we'll tell you when you book.")).toBeVisible();
    await expect(time).toHaveAccessibleDescription(/We couldn't check which times are taken/);
    // Every time of a weekday, 9:00 AM to 4:30 PM, the taken one included.
    await expect(time.locator('option:not([value=""])')).toHaveCount(16);
    await expect(time.locator('option[value="14:00"]')).toHaveCount(1);

    await time.selectOption('14:00');
    await page.getByRole('button', { name: /submit/i }).click();
    await expect(page.getByText('Booking failed: This time is no longer available. Please choose another time.')).toBeVisible();
    // Nothing was booked for this customer; the form keeps what they typed.
    await expect(page.getByLabel('Full Name')).toHaveValue('Late Comer');
  });
}

test('a form message goes once the customer changes what it was about: Sunday, then a Saturday', async ({ page }) => {
  await page.goto('/booking');
  await fillBookingForm(page, { fullName: 'Casey Nguyen', email: `e2e.sunday.${Date.now()}@example.com`, make: 'Honda', model: 'Jazz', year: '2015', serviceType: 'Logbook Servicing', issue: 'Due for its service.' });
  const nextDay = (weekday: number) => {
    let d = futureWeekday(3, 0);
    while (new Date(`${d}T00:00:00Z`).getUTCDay() !== weekday) d = addDays(d, 1);
    return d;
  };

  await page.getByLabel('Preferred Date').fill(nextDay(0));
  await page.getByRole('button', { name: /submit/i }).click();
  const sunday = page.getByRole('alert').filter({ hasText: 'Truganina Auto Care is closed on Sundays. Please select another day.' });
  await expect(sunday).toBeVisible();
  // Another field does not answer it; another day does.
  await page.getByLabel('Describe the issue').fill('Due for its service, and a rattle.');
  await expect(sunday).toBeVisible();
  await page.getByLabel('Preferred Date').fill(nextDay(6));
  await expect(sunday).toHaveCount(0);
  await expect(page.getByLabel('Preferred Time')).toBeEnabled();
});

test('a reminder’s booking link that is no longer valid says so above an empty form', async ({ page }) => {
  await page.goto(`/booking?reminder=${'f'.repeat(64)}`);
  await expect(page.getByRole('alert')).toHaveText('This link is not valid any more. Please choose a time on the booking form, or call us.');
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Registration (optional)')).toHaveValue('');
  await expect(page.getByLabel('Service Type')).toHaveValue('');
  // The form works as ever.
  await page.getByLabel('Full Name').fill('Robin Late');
  await expect(page.getByLabel('Full Name')).toHaveValue('Robin Late');
});
