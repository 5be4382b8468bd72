/** Each reminder email rendered as the customer gets it: subject, words, links, headers and calendar. */
import { describe, expect, it } from 'vitest';
import { calendarUid } from '../booking/public.js';
import type { MailContext } from '../../platform/mail/public.js';
import { appointmentReminder, reviewRequest, serviceDueReminder, type ServiceDueFacts } from './reminders.templates.js';

const business: MailContext['business'] = {
  name: 'Truganina Auto Care',
  address: '12 Industrial Drive, Truganina VIC 3029',
  phone: '(03) 9000 1234',
  email: 'info@truganinaautocare.com.au',
  publicUrl: 'https://truganinaautocare.com.au',
  bank: null,
};
const at = (iso: string): MailContext => ({ business, adminEmail: 'workshop@example.com', timeZone: 'Australia/Melbourne', now: new Date(iso) });
const TOKEN = 'ab'.repeat(32);

const appointment = {
  _id: 'a'.repeat(24),
  reference: 'K7M2QX9P',
  fullName: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '0412 345 678',
  vehicleMake: 'Mazda',
  vehicleModel: 'CX-5',
  vehicleYear: 2020,
  registration: 'XYZ789',
  serviceType: 'Brake & Suspension Systems',
  issueDescription: 'Squeal when braking.',
  preferredDate: '2026-12-03',
  preferredTime: '09:00',
};

describe('the appointment reminder', () => {
  it('says when in words, in workshop time, with the address, the cancel link and the calendar event', () => {
    const mail = appointmentReminder.render(appointment, at('2026-12-01T22:00:00Z')); // Wed 2 Dec 09:00 AEDT
    expect(mail.subject).toBe('Reminder: your appointment tomorrow at 9:00 AM');
    expect(mail.text).toContain('Hi Priya, this is a reminder of your Brake & Suspension Systems tomorrow, Thursday 3 December 2026, at 9:00 AM, at Truganina Auto Care, 12 Industrial Drive, Truganina VIC 3029.');
    expect(mail.text).toContain(`Cancel this appointment: https://truganinaautocare.com.au/cancel?id=${'a'.repeat(24)}&email=priya%40example.com`);
    expect(mail.headers).toBeUndefined();
    // The reference printed is the booking's own, never the id that cancels it.
    expect(mail.text).toMatch(/^Reference:?\s+K7M2QX9P$/m);
    expect(mail.text).not.toMatch(new RegExp(`^Reference:?\\s+${'a'.repeat(24)}`, 'm'));
    const ics = String((mail.attachments![0] as { content: string }).content);
    expect(ics).toContain(`UID:${calendarUid('a'.repeat(24), 'https://truganinaautocare.com.au')}`);
    expect(ics).toContain('DTSTART;TZID=Australia/Melbourne:20261203T090000');
  });

  it('says today, or the date, when that is what it is', () => {
    expect(appointmentReminder.render(appointment, at('2026-12-02T14:00:00Z')).subject).toBe('Reminder: your appointment today at 9:00 AM'); // Thu 01:00
    expect(appointmentReminder.render(appointment, at('2026-12-01T00:00:00Z')).subject).toBe('Reminder: your appointment on Thursday 3 December 2026 at 9:00 AM');
  });
});

describe('the service-due reminder', () => {
  const facts: ServiceDueFacts = { name: 'Sam Lee', rego: 'ABC123', make: 'Toyota', model: 'Corolla', year: 2018, dueOn: '2027-03-20', final: false, token: TOKEN };

  it('names the car, the date, the booking link and the unsubscribe (footer and RFC 8058 headers)', () => {
    const mail = serviceDueReminder.render(facts, at('2027-03-05T13:00:00Z'));
    expect(mail.subject).toBe('Your Toyota Corolla (ABC123) is due for a service');
    expect(mail.text).toContain('Hi Sam, your Toyota Corolla is due for its next service on Saturday 20 March 2027.');
    expect(mail.text).toContain(`Book your service: https://truganinaautocare.com.au/booking?reminder=${TOKEN}`);
    expect(mail.text).toContain('You get service reminders because Truganina Auto Care serviced this vehicle.');
    expect(mail.text).toContain(`Unsubscribe: https://truganinaautocare.com.au/unsubscribe/${TOKEN}`);
    expect(mail.html).toContain(`href="https://truganinaautocare.com.au/unsubscribe/${TOKEN}"`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<https://truganinaautocare.com.au/api/unsubscribe/${TOKEN}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('names the km as well when the service is due by km, whichever comes first, with a row for it in the facts', () => {
    const mail = serviceDueReminder.render({ ...facts, dueKm: 65_000 }, at('2027-03-05T13:00:00Z'));
    expect(mail.text).toContain('Hi Sam, your Toyota Corolla is due for its next service on Saturday 20 March 2027 or at 65,000 km, whichever comes first.');
    expect(mail.text).toMatch(/^Service due:?\s+Saturday 20 March 2027$/m);
    expect(mail.text).toMatch(/^Or at:?\s+65,000 km$/m);
    expect(mail.html).toContain('65,000 km');
    // Without km (or a mail queued before the km was known) it names the date alone.
    const dateOnly = serviceDueReminder.render({ ...facts, dueKm: null }, at('2027-03-05T13:00:00Z'));
    expect(dateOnly.text).not.toContain(' km');
    expect(dateOnly.text).not.toMatch(/^Or at/m);
  });

  it('on the day says today; a late one says it was due; an unknown make says the rego', () => {
    expect(serviceDueReminder.render({ ...facts, final: true }, at('2027-03-19T13:00:00Z')).subject).toBe('Your Toyota Corolla (ABC123) is due for a service today');
    expect(serviceDueReminder.render({ ...facts, final: true }, at('2027-03-19T13:00:00Z')).text).toContain('is due for its service today, Saturday 20 March 2027.');
    expect(serviceDueReminder.render(facts, at('2027-03-22T13:00:00Z')).text).toContain('was due for its service on Saturday 20 March 2027.');
    const bare = serviceDueReminder.render({ ...facts, make: null, model: null, year: null }, at('2027-03-05T13:00:00Z'));
    expect(bare.subject).toBe('Your ABC123 is due for a service');
    expect(bare.text).toContain('Hi Sam, your vehicle (ABC123) is due');
  });
});

describe('the review request', () => {
  it('links to the review page, says why it came and carries the unsubscribe', () => {
    const mail = reviewRequest.render({ name: 'Rae View', reviewUrl: 'https://g.page/r/truganina/review', invoiceNumber: 'INV-000042', token: TOKEN }, at('2027-06-03T00:00:00Z'));
    expect(mail.subject).toBe('How did we do? A quick review for Truganina Auto Care');
    expect(mail.text).toContain('Leave a review: https://g.page/r/truganina/review');
    expect(mail.text).toContain('You get this because you recently paid invoice INV-000042 from Truganina Auto Care.');
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
