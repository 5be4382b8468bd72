/**
 * A customer books through the form, gets the confirmation email, and cancels from its link. A
 * service reminder's booking link that is no longer valid says so above an empty form.
 */
import { expect, test } from '@playwright/test';
import { addDays, futureWeekday } from './support/dates.js';
import { waitForMail } from './support/mail.js';

test('book a slot, see it taken, cancel from the emailed link, see it offered again', async ({ page }) => {
  const date = futureWeekday(3, 0);
  const email = `e2e.booker.${Date.now()}@example.com`;

  await page.goto('/booking?service=Logbook%20Servicing');
  await expect(page.getByRole('heading', { name: 'Appointment Request Form' })).toBeVisible();
  await expect(page.getByLabel('Service Type')).toHaveValue('Logbook Servicing');

  const time = page.getByLabel('Preferred Time');
  await expect(time).toBeDisabled();
  await expect(time.locator('option').first()).toHaveText('-- Select Date First --');

  await page.getByLabel('Full Name').fill('Jordan Smith');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByLabel('Make').fill('Mazda');
  await page.getByLabel('Model').fill('CX-5');
  await page.getByLabel('Year', { exact: true }).fill('2018');
  await page.getByLabel('Describe the issue').fill('Brakes squeal when stopping.');
  await page.getByLabel('Preferred Date').fill(date);

  await expect(time).toBeEnabled();
  await expect(time.locator('option').first()).toHaveText('-- Select a Time --');
  await expect(time.locator('option[value="10:00"]')).toHaveCount(1);
  await time.selectOption('10:00');

  const submit = page.getByRole('button', { name: /submit/i });
  await submit.click();
  await expect(page.getByText('Thank you for your booking request! We will contact you shortly to confirm.')).toBeVisible();
  // Cleared except the service type.
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Service Type')).toHaveValue('Logbook Servicing');

  // The booked time is gone for that date.
  await page.getByLabel('Preferred Date').fill(date);
  await expect(time).toBeEnabled();
  await expect(time.locator('option[value="09:30"]')).toHaveCount(1);
  await expect(time.locator('option[value="10:00"]')).toHaveCount(0);

  // The confirmation email carries the cancel link and the calendar file.
  const mail = await waitForMail((m) => m.to.includes(email));
  expect(mail.attachments.some((a) => a.filename === 'appointment.ics')).toBe(true);
  const link = mail.text.match(/https?:\/\/\S+\/cancel\?id=[0-9a-f]{24}&email=\S+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Cancellation Successful!' })).toBeVisible();
  await expect(page.getByRole('link', { name: /book/i }).last()).toHaveAttribute('href', /\/booking/);

  // And the slot is offered again.
  await page.goto('/booking');
  await page.getByLabel('Preferred Date').fill(date);
  await expect(page.getByLabel('Preferred Time').locator('option[value="10:00"]')).toHaveCount(1);
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

    // SPEC section 7: a failed availability read counts as no taken times.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'Availability') return route.fallback();
      return failure === 'a 500' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"An unexpected error occurred."}' }) : route.abort('failed');
    });

    await page.goto('/booking?service=Other');
    await page.getByLabel('Full Name').fill('Late Comer');
    await page.getByLabel('Email').fill(`e2e.late.${Date.now()}@example.com`);
    await page.getByLabel('Phone').fill('0412 345 678');
    await page.getByLabel('Make').fill('Mazda');
    await page.getByLabel('Model').fill('3');
    await page.getByLabel('Year', { exact: true }).fill('2019');
    await page.getByLabel('Describe the issue').fill('Oil change.');
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
  await page.getByLabel('Full Name').fill('Casey Nguyen');
  await page.getByLabel('Email').fill(`e2e.sunday.${Date.now()}@example.com`);
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByLabel('Make').fill('Honda');
  await page.getByLabel('Model').fill('Jazz');
  await page.getByLabel('Year', { exact: true }).fill('2015');
  await page.getByLabel('Service Type').selectOption('Logbook Servicing');
  await page.getByLabel('Describe the issue').fill('Due for its service.');
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
