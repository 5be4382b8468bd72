/** The reminders' texts as the customer's phone gets them: their words, and the longest realistic ones within three segments. */
import { describe, expect, it } from 'vitest';
import { smsLength } from '../../shared/sms-segments.js';
import { appointmentReminderText, regoDueText, reviewRequestText, serviceDueText } from './reminder-texts.js';

const sender = { name: 'Truganina Auto Care', publicUrl: 'https://truganinaautocare.com.au' };
const TOKEN = 'ab'.repeat(32);

const appointment = {
  _id: 'a'.repeat(24),
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
  preferredTime: '09:30',
};

const service = { name: 'Priya Sharma', rego: 'XYZ789', make: 'Mazda', model: 'CX-5', year: 2020, dueOn: '2026-12-14', final: false, token: TOKEN };

/** The longest a workshop, a car and a link realistically are. */
const long = {
  sender: { name: 'Truganina Automotive Care & Mechanical Services Pty Ltd', publicUrl: 'https://www.truganina-automotive-care-and-mechanical.com.au' },
  make: 'Mercedes-Benz',
  model: 'Sprinter 519 CDI LWB High Roof Cab Chassis',
  rego: 'ABC1234',
  reviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4-0123456789abcdefghij',
};

describe('the reminders’ texts', () => {
  it('the appointment reminder: the day, the time and the car, and the reply that confirms or cancels', () => {
    expect(appointmentReminderText(appointment, sender, '2026-12-02')).toBe(
      'Truganina Auto Care: reminder of your booking tomorrow at 9:30 AM for your Mazda CX-5 XYZ789. Reply 1 to confirm or 2 to cancel.',
    );
    expect(appointmentReminderText(appointment, sender, '2026-11-30')).toMatch(/booking Thu,? 3 Dec at 9:30 AM/);
  });

  it('the service reminder and the review request name the workshop and end with the opt-out', () => {
    expect(serviceDueText(service, sender, '2026-12-01')).toMatch(
      /^Truganina Auto Care: your Mazda CX-5 \(XYZ789\) is due for a service on Mon,? 14 Dec\. Book online: https:\/\/truganinaautocare\.com\.au\/booking\?reminder=(ab){32} Reply STOP to opt out$/,
    );
    expect(serviceDueText({ ...service, final: true }, sender, '2026-12-14')).toContain('is due for a service today.');
    // Due by km as well: the text names both.
    expect(serviceDueText({ ...service, dueKm: 65_000 }, sender, '2026-12-01')).toMatch(/ is due for a service on Mon,? 14 Dec or at 65,000 km\. Book online: /);
    expect(reviewRequestText('https://g.page/r/truganina/review', sender)).toBe(
      'Truganina Auto Care: thanks for choosing us. Would you leave us a review? https://g.page/r/truganina/review Reply STOP to opt out',
    );
  });

  it('the registration reminder: the rego, its expiry, the roadworthy or service offer, the link and the opt-out', () => {
    const rego = { name: 'Priya Sharma', rego: 'XYZ789', make: 'Mazda', model: 'CX-5', year: 2020, dueOn: '2026-12-14', token: TOKEN };
    expect(regoDueText(rego, sender, '2026-12-01')).toMatch(
      /^Truganina Auto Care: the registration of XYZ789 is due on Mon,? 14 Dec\. Need a roadworthy or a service\? Book online: https:\/\/truganinaautocare\.com\.au\/booking\?reminder=(ab){32} Reply STOP to opt out$/,
    );
    expect(regoDueText(rego, sender, '2026-12-14')).toContain('is due today.');
    const longest = regoDueText({ ...rego, rego: long.rego }, long.sender, '2026-12-01');
    expect(smsLength(longest).segments, longest).toBeLessThanOrEqual(3);
    expect(smsLength(longest).encoding).toBe('GSM-7');
  });

  it('the longest realistic ones fit in three segments, and a curly apostrophe in the name does not make them UCS-2', () => {
    const texts = [
      appointmentReminderText({ ...appointment, vehicleMake: long.make, vehicleModel: long.model, registration: long.rego }, long.sender, '2026-12-02'),
      serviceDueText({ ...service, make: long.make, model: long.model, rego: long.rego }, long.sender, '2026-12-01'),
      reviewRequestText(long.reviewUrl, long.sender),
      serviceDueText(service, { ...sender, name: 'Joe’s Garage – Truganina' }, '2026-12-01'),
    ];
    for (const text of texts) {
      expect(smsLength(text).segments, text).toBeLessThanOrEqual(3);
      expect(smsLength(text).encoding, text).toBe('GSM-7');
    }
    expect(texts[3]).toMatch(/^Joe's Garage - Truganina: /);
  });
});
