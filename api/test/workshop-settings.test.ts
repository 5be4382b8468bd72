/**
 * The workshop set up in the app: the pricing basis, what a first invoice still lacks, and the
 * setup checklist. Saved by owners only; read back as saved; the rule answered in one place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type Admin } from './admin-session.js';
import { startTestServer, type TestServer } from './harness.js';
import { recipients } from './smtp-sink.js';

let t: TestServer;
let admin: Admin;
beforeAll(async () => {
  // A fresh install: no ABN, no bank account configured.
  t = await startTestServer({ env: { BUSINESS_ADDRESS: '', BUSINESS_ABN: '' } });
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
  it('names each missing detail until saved: the ABN (or not registered), the address, the bank account', async () => {
    const settings = t.app.services.settings;
    expect(await settings.missingForInvoices()).toEqual([
      'ABN (or choose ‘not registered for GST’)',
      'Business address',
      'Payment details (bank account name, BSB and account number)',
    ]);
    expect((await admin.rest('PUT', '/api/admin/settings/business', { ...BUSINESS, gstRegistered: false })).status).toBe(200);
    expect(await settings.missingForInvoices()).toEqual(['Payment details (bank account name, BSB and account number)']);
    const withBank = { ...BUSINESS, abn: '51824753556', bankAccountName: 'Truganina Auto Care', bsb: '063000', accountNumber: '12345678' };
    expect((await admin.rest('PUT', '/api/admin/settings/business', withBank)).status).toBe(200);
    expect(await settings.missingForInvoices()).toEqual([]);
  });
});
