/** The public booking form filled in as a customer does, field by field; the date and time are the journey's. */
import type { Page } from '@playwright/test';

export interface BookingFormFields {
  fullName: string;
  email: string;
  make: string;
  model: string;
  year: string;
  registration?: string;
  serviceType?: string;
  issue: string;
}

export async function fillBookingForm(page: Page, fields: BookingFormFields): Promise<void> {
  await page.getByLabel('Full Name').fill(fields.fullName);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Phone').fill('0412 345 678');
  await page.getByLabel('Make').fill(fields.make);
  await page.getByLabel('Model').fill(fields.model);
  await page.getByLabel('Year', { exact: true }).fill(fields.year);
  if (fields.registration !== undefined) await page.getByLabel('Registration (optional)').fill(fields.registration);
  if (fields.serviceType !== undefined) await page.getByLabel('Service Type').selectOption(fields.serviceType);
  await page.getByLabel('Describe the issue').fill(fields.issue);
}
