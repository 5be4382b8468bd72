/**
 * The workshop set up in the app: the pricing basis, what a first invoice still lacks, and the
 * setup checklist. Saved by owners only; read back as saved; the rule answered in one place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type Admin } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';
import { appGql } from '../app-documents.js';
import { appointmentRequest, futureWeekday, nextWeekday } from '../factories.js';

let t: TestServer;
let admin: Admin;
beforeAll(async () => {
  // A fresh install: no ABN, no bank account configured.
  t = await startTestServer({ env: { BUSINESS_ABN: '' } });
  admin = asAdmin(t, await signIn(t));
});
afterAll(() => t.close());

const FORBIDDEN = { message: 'Only an owner can do this.', code: 'FORBIDDEN' };

/** A member of staff who is not an owner, signed in. */
async function staffMember(): Promise<Admin> {
  expect((await admin.rest('POST', '/api/admin/users', { name: 'Riley Mechanic', email: 'riley@example.com', owner: false })).status).toBe(201);
  const mail = await t.smtp!.waitFor((m) => recipients(m).includes('riley@example.com') && /invited to the back office/.test(m.subject ?? ''));
  const token = new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
  const res = await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'riley', password: 'torque-wrench-42' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return asAdmin(t, res.body.token as string);
}

const BUSINESS = {
  businessName: 'Truganina Auto Care Pty Ltd',
  abn: '',
  gstRegistered: true,
  address: '12 Dohertys Rd, Truganina VIC 3029',
  phone: '03 9000 1234',
  email: 'accounts@truganina-auto.example',
  bankAccountName: '',
  bsb: '',
  accountNumber: '',
  paymentTermsDays: 0,
  quoteValidityDays: 14,
  documentFooter: '',
};

describe('the pricing basis', () => {
  it('is GST-inclusive until an owner says otherwise; saved over REST and GraphQL, read back, and new documents start from it', async () => {
    expect(await admin.rest('GET', '/api/admin/settings/pricing')).toEqual({ status: 200, body: { pricesIncludeGst: true, savedAt: null, savedBy: null } });
    expect((await t.app.services.settings.profile()).pricesIncludeGst).toBe(true);

    const saved = await admin.rest('PUT', '/api/admin/settings/pricing', { pricesIncludeGst: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ pricesIncludeGst: false, savedBy: 'admin' });
    expect((await admin.rest('GET', '/api/admin/settings/pricing')).body.pricesIncludeGst).toBe(false);
    expect((await t.app.services.settings.profile()).pricesIncludeGst).toBe(false);

    const byGql = await admin.gql('mutation { updatePricingSettings(input: { pricesIncludeGst: true }) { pricesIncludeGst savedBy } }');
    expect(byGql.data).toEqual({ updatePricingSettings: { pricesIncludeGst: true, savedBy: 'admin' } });
    expect((await admin.gql('{ pricingSettings { pricesIncludeGst } }')).data).toEqual({ pricingSettings: { pricesIncludeGst: true } });

    const wrong = await admin.rest('PUT', '/api/admin/settings/pricing', { pricesIncludeGst: 'yes' });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'pricesIncludeGst must be true or false.' } });
  });

  it('is an owner’s to change: a member of staff reads it and is refused a save', async () => {
    const staff = await staffMember();
    expect((await staff.rest('GET', '/api/admin/settings/pricing')).status).toBe(200);
    expect(await staff.rest('PUT', '/api/admin/settings/pricing', { pricesIncludeGst: false })).toEqual({ status: 403, body: FORBIDDEN });
    const res = await staff.gql('mutation { updatePricingSettings(input: { pricesIncludeGst: false }) { pricesIncludeGst } }');
    expect(res.errors?.[0]).toMatchObject({ message: FORBIDDEN.message, extensions: { code: 'FORBIDDEN' } });
    expect((await t.app.services.settings.profile()).pricesIncludeGst).toBe(true);
  });
});

describe('what a compliant first invoice still lacks', () => {
  it('names each missing detail until saved: the ABN (or not registered), the bank account', async () => {
    const settings = t.app.services.settings;
    expect(await settings.missingForInvoices()).toEqual(['ABN (or choose ‘not registered for GST’)', 'Payment details (bank account name, BSB and account number)']);
    expect((await admin.rest('PUT', '/api/admin/settings/business', { ...BUSINESS, gstRegistered: false })).status).toBe(200);
    expect(await settings.missingForInvoices()).toEqual(['Payment details (bank account name, BSB and account number)']);
    const withBank = { ...BUSINESS, abn: '51824753556', bankAccountName: 'Truganina Auto Care', bsb: '063000', accountNumber: '12345678' };
    expect((await admin.rest('PUT', '/api/admin/settings/business', withBank)).status).toBe(200);
    expect(await settings.missingForInvoices()).toEqual([]);
  });
});

const WEEK = (overrides: Record<number, object> = {}) =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    ...(weekday === 0 ? { closed: true } : weekday === 6 ? { open: '09:00', close: '13:00' } : { open: '09:00', close: '17:30' }),
    ...overrides[weekday],
  }));

const availability = async (server: TestServer, date: string) => (await appGql(server, 'Availability', { date })).data.availability as { closed: boolean; availableTimes: string[] };

describe('opening hours set in the app', () => {
  it('answer the default week until saved; each wrong day gets its own message', async () => {
    const res = await admin.rest('GET', '/api/admin/settings/opening-hours');
    expect(res.body).toEqual({ days: WEEK(), savedAt: null, savedBy: null });
    const cases: Array<[unknown, string]> = [
      [WEEK({ 2: { open: '9am' } }), 'Tuesday: opening and closing times must be written HH:mm, e.g. 09:00.'],
      [WEEK({ 3: { open: '17:00', close: '09:00' } }), 'Wednesday: the workshop must close at least an hour after it opens.'],
      [WEEK({ 4: { open: '09:15' } }), 'Thursday: opening and closing times must be on the hour or half hour.'],
      [WEEK().slice(1), 'days must list each of the seven weekdays once.'],
      [[...WEEK().slice(1), { weekday: 1, closed: true }], 'Monday is listed twice.'],
      [[{ weekday: 7, closed: true }], 'Each day needs a weekday from 0 (Sunday) to 6 (Saturday).'],
    ];
    for (const [days, message] of cases) expect(await admin.rest('PUT', '/api/admin/settings/opening-hours', { days }), message).toMatchObject({ status: 400, body: { message } });
  });

  it('change the slots, the booking rules and the diary at once, and the site’s hours', async () => {
    const monday = futureWeekday(40);
    const sunday = nextWeekday(monday, 0);
    const saturday = nextWeekday(monday, 6);
    expect((await availability(t, monday)).availableTimes.at(-1)).toBe('16:30');
    expect(await availability(t, sunday)).toMatchObject({ closed: true, availableTimes: [] });
    const before = await admin.rest('GET', `/api/admin/diary?from=${monday}&to=${monday}`);
    expect(before.body.days[0].opening).toEqual({ open: '09:00', close: '17:30' });

    // Mondays 7:00 AM to 3:00 PM; open Sundays 10 to 2; Saturdays closed.
    const days = WEEK({ 0: { closed: undefined, open: '10:00', close: '14:00' }, 1: { open: '07:00', close: '15:00' }, 6: { closed: true, open: undefined, close: undefined } });
    const saved = await admin.rest('PUT', '/api/admin/settings/opening-hours', { days });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.days[0]).toEqual({ weekday: 0, open: '10:00', close: '14:00' });
    expect(saved.body.days[6]).toEqual({ weekday: 6, closed: true });
    const [audited] = (await admin.rest('GET', '/api/admin/audit?action=settings.hours_saved&limit=1')).body as Array<{ entityId: string; summary: string; changes: Record<string, unknown> }>;
    expect(audited).toMatchObject({ entityId: 'openingHours', summary: 'Opening hours saved' });
    expect(audited.changes).toEqual({ Sunday: ['Closed', '10:00–14:00'], Monday: ['09:00–17:30', '07:00–15:00'], Saturday: ['09:00–13:00', 'Closed'] });

    const mondayTimes = (await availability(t, monday)).availableTimes;
    expect([mondayTimes[0], mondayTimes.at(-1)]).toEqual(['07:00', '14:00']);
    expect((await availability(t, sunday)).availableTimes).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30']);
    expect(await availability(t, saturday)).toMatchObject({ closed: true, availableTimes: [] });

    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: monday, preferredTime: '07:00' }))).status).toBe(201);
    const late = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: monday, preferredTime: '16:00' }));
    expect(late).toMatchObject({ status: 400, body: { message: 'Truganina Auto Care closes at 3:00 PM on Mondays. Please select a time before 3:00 PM.' } });
    const closed = await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: saturday, preferredTime: '10:00' }));
    expect(closed).toMatchObject({ status: 400, body: { message: 'Truganina Auto Care is closed on Saturdays. Please select another day.' } });
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: sunday, preferredTime: '10:30' }))).status).toBe(201);

    const diary = await admin.rest('GET', `/api/admin/diary?from=${monday}&to=${monday}`);
    expect(diary.body.days[0].opening).toEqual({ open: '07:00', close: '15:00' });
    const site = (await appGql(t, 'SiteInfo')).data.siteInfo;
    expect(site.openingHours).toEqual([
      { days: 'Monday', hours: '7:00 AM – 3:00 PM' },
      { days: 'Tuesday – Friday', hours: '9:00 AM – 5:30 PM' },
      { days: 'Saturday', hours: 'Closed' },
      { days: 'Sunday', hours: '10:00 AM – 2:00 PM' },
    ]);

    // Back to the default week (the other tests book on it).
    expect((await admin.gql('mutation($i: OpeningHoursInput!) { updateOpeningHours(input: $i) { days { weekday closed open close } } }', { i: { days: WEEK() } })).data.updateOpeningHours.days[6]).toEqual({
      weekday: 6,
      closed: false,
      open: '09:00',
      close: '13:00',
    });
    expect((await availability(t, monday)).availableTimes[0]).toBe('09:00');
  });
});

describe('services offered', () => {
  it('the site and the booking form offer the chosen ones; a booking for another is refused', async () => {
    const all = await admin.rest('GET', '/api/admin/settings/services');
    expect(all.body.offered).toHaveLength(10);
    const wrong = await admin.rest('PUT', '/api/admin/settings/services', { offered: ['Panel beating'] });
    expect(wrong).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^Panel beating is not one of the services/) } });
    expect(await admin.rest('PUT', '/api/admin/settings/services', { offered: [] })).toMatchObject({ status: 400, body: { message: 'Offer at least one service, or customers cannot book online.' } });

    const saved = await admin.rest('PUT', '/api/admin/settings/services', { offered: ['Other', 'Logbook Servicing', 'Roadworthy Certificate'] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.offered).toEqual(['Roadworthy Certificate', 'Logbook Servicing', 'Other']);
    expect((await appGql(t, 'SiteInfo')).data.siteInfo.serviceTypes).toEqual(['Roadworthy Certificate', 'Logbook Servicing', 'Other']);

    const refused = await t.rest('POST', '/api/appointments', appointmentRequest({ serviceType: 'Tyre Sales & Installation' }));
    expect(refused).toMatchObject({ status: 400, body: { message: 'We do not offer that service at the moment. Please choose one of the listed services.' } });
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ serviceType: 'Logbook Servicing' }))).status).toBe(201);

    const byGql = await admin.gql('mutation { updateServicesOffered(input: { offered: ["Roadworthy Certificate", "AC & Air Conditioning Repair", "Tyre Sales & Installation", "General Mechanical Repairs", "Logbook Servicing", "Battery Testing & Replacement", "Brake & Suspension Systems", "Engine Diagnostics & Tune-ups", "Pre-Purchase Inspections", "Other"] }) { services { offered } } }');
    expect(byGql.data.updateServicesOffered.services.every((s: { offered: boolean }) => s.offered)).toBe(true);
  });
});

describe('the review link', () => {
  it('follows REVIEW_URL (none here) until saved; saved, review requests are on; emptied, off', async () => {
    expect((await admin.rest('GET', '/api/admin/settings/reviews')).body).toMatchObject({ reviewUrl: null });
    expect(await admin.rest('PUT', '/api/admin/settings/reviews', { reviewUrl: 'javascript:alert(1)' })).toMatchObject({ status: 400 });
    const saved = await admin.rest('PUT', '/api/admin/settings/reviews', { reviewUrl: 'https://g.page/r/truganina/review' });
    expect(saved.body).toMatchObject({ reviewUrl: 'https://g.page/r/truganina/review', savedBy: 'admin' });
    expect(await t.app.services.settings.reviewUrl()).toBe('https://g.page/r/truganina/review');
    expect((await admin.gql('mutation { updateReviewsSettings(input: { reviewUrl: "" }) { reviewUrl } }')).data).toEqual({ updateReviewsSettings: { reviewUrl: null } });
  });
});

describe('the setup checklist', () => {
  it('ticks off each step as the owner does it, over REST and GraphQL', async () => {
    const fresh = await startTestServer({ smtp: false, env: { BUSINESS_ABN: '' } });
    try {
      const owner = asAdmin(fresh, await signIn(fresh));
      const steps = async () => ((await owner.rest('GET', '/api/admin/setup-checklist')).body as { done: boolean; items: Array<{ key: string; done: boolean; href: string }> });
      const first = await steps();
      expect(first.done).toBe(false);
      expect(first).toMatchObject({ missingForInvoices: ['ABN (or choose ‘not registered for GST’)', 'Payment details (bank account name, BSB and account number)'] });
      expect(first.items.map((i) => [i.key, i.done, i.href])).toEqual([
        ['business', false, '/admin/settings#business'],
        ['payment', false, '/admin/settings#payment'],
        ['hours', false, '/admin/settings#hours'],
        ['services', false, '/admin/settings#services'],
        ['mail', false, '/admin/settings#mail'],
      ]);
      const withBank = { ...BUSINESS, gstRegistered: false, bankAccountName: 'Truganina Auto Care', bsb: '063000', accountNumber: '12345678' };
      expect((await owner.rest('PUT', '/api/admin/settings/business', withBank)).status).toBe(200);
      expect((await owner.rest('PUT', '/api/admin/settings/opening-hours', { days: WEEK() })).status).toBe(200);
      const after = await owner.gql('{ setupChecklist { done missingForInvoices items { key done detail } } }');
      expect(after.data.setupChecklist.missingForInvoices).toEqual([]);
      expect(after.data.setupChecklist.done).toBe(false);
      expect(after.data.setupChecklist.items.map((i: { key: string; done: boolean }) => [i.key, i.done])).toEqual([
        ['business', true],
        ['payment', true],
        ['hours', true],
        ['services', false],
        ['mail', false],
      ]);
    } finally {
      await fresh.close();
    }
  });
});
