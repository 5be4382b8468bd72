/** Test data: appointment requests for distinct free slots, far enough ahead to be bookable. */
import { addDays, weekday } from '../src/shared/time.js';

let cursor = 0;
const WEEKDAY_TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];

/** The first Monday of next year: always bookable, whatever today is. */
export function firstMondayNextYear(): string {
  let date = `${new Date().getUTCFullYear() + 1}-01-05`;
  while (weekday(date) !== 1) date = addDays(date, 1);
  return date;
}

/** The n-th Monday–Friday date from the first Monday of next year (n = 0 is that Monday). */
export function futureWeekday(n = 0): string {
  let date = firstMondayNextYear();
  for (let left = n; left > 0; ) {
    date = addDays(date, 1);
    if (weekday(date) !== 0 && weekday(date) !== 6) left--;
  }
  return date;
}

export function nextWeekday(date: string, day: number): string {
  let d = date;
  while (weekday(d) !== day) d = addDays(d, 1);
  return d;
}

/**
 * Each test file starts again from the first slot (test/setup.ts runs this before every file): a
 * worker runs several files with this module loaded once, and a file's dates (their daylight saving,
 * the days its own tests pick beside them) are the ones it was written with whatever ran before it.
 */
export function resetSlots(): void {
  cursor = 0;
}

/** A weekday slot no other call in this test file has used (each file has its own database). */
export function freeSlot(): { preferredDate: string; preferredTime: string } {
  const n = cursor++;
  return { preferredDate: futureWeekday(Math.floor(n / WEEKDAY_TIMES.length)), preferredTime: WEEKDAY_TIMES[n % WEEKDAY_TIMES.length] };
}

export function appointmentRequest(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Alex Nguyen',
    email: 'alex.nguyen@example.com',
    phone: '0412 345 678',
    vehicleMake: 'Toyota',
    vehicleModel: 'Hilux',
    vehicleYear: 2019,
    registration: 'ABC123',
    serviceType: 'Logbook Servicing',
    issueDescription: 'Due for the 60,000 km service.',
    ...freeSlot(),
    ...overrides,
  };
}

/** A whole weekday no other call in this test file has touched. */
export function freeDay(): string {
  cursor = Math.ceil(cursor / WEEKDAY_TIMES.length) * WEEKDAY_TIMES.length;
  const day = futureWeekday(cursor / WEEKDAY_TIMES.length);
  cursor += WEEKDAY_TIMES.length;
  return day;
}

/** Business settings an owner may save (PUT /api/admin/settings/business): every field filled in and valid. */
export const BUSINESS_SETTINGS = {
  businessName: 'Truganina Auto Care Pty Ltd',
  abn: '51824753556',
  gstRegistered: true,
  address: '12 Dohertys Rd, Truganina VIC 3029',
  phone: '03 9000 1234',
  email: 'accounts@truganina-auto.example',
  bankAccountName: 'Truganina Auto Care Pty Ltd',
  bsb: '063000',
  accountNumber: '1234 5678',
  paymentTermsDays: 7,
  quoteValidityDays: 30,
  documentFooter: 'Licensed Motor Car Trader LMCT 12345',
};
