/**
 * Texts and online payment set up in the app: an owner saves a Twilio account and the next text
 * reaches Twilio (a local stand-in) without a restart, its delivery reports verified with the saved
 * token; the token is never answered nor stored in clear; the per-message switches decide what goes
 * by text; a Stripe account saved opens Checkout with the saved surcharge; the PayID is printed in
 * the invoice email while Stripe is not connected. A member of staff who is not an owner is refused.
 * The environment's TWILIO_*, SMS_KINDS and STRIPE_* win over the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type Admin } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';
import { startStripeStandIn, STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET, type StripeStandIn } from '../stripe-stand-in.js';
import { startTwilioStandIn, TWILIO_TEST_SID, TWILIO_TEST_TOKEN, type TwilioStandIn } from '../twilio-stand-in.js';
import { waitFor } from '../wait-for.js';
import { createInvoice } from '../invoices/invoices-factory.js';

const FORBIDDEN = { message: 'Only an owner can do this.', code: 'FORBIDDEN' };
const OTHER_SID = `AC${'fedcba9876543210'.repeat(2)}`;

let twilio: TwilioStandIn;
let stripe: StripeStandIn;

beforeAll(async () => {
  [twilio, stripe] = await Promise.all([startTwilioStandIn(), startStripeStandIn()]);
});
afterAll(async () => {
  await twilio?.close();
  await stripe?.close();
});

/** A member of staff who is not an owner: invited by the owner, signed in by accepting. */
async function adviser(t: TestServer, owner: Admin): Promise<Admin> {
  expect((await owner.rest('POST', '/api/admin/users', { name: 'Sam Adviser', email: 'sam.adviser@example.com', owner: false })).status).toBe(201);
  const mail = await t.smtp!.waitFor((m) => recipients(m).includes('sam.adviser@example.com'));
  const token = new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
  const res = await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'sam.adviser', password: 'spanner-set-2026' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return asAdmin(t, res.body.token as string);
}

/** The Pay now link of the newest invoice email to `email`, as a path on the app (null: none). */
async function invoiceMail(t: TestServer, email: string) {
  const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email) && /Invoice INV-/.test(m.subject ?? ''));
  return { text: mail.text ?? '', payLink: /Pay now: http:\/\/workshop\.test(\/api\/pay\/\S+)/.exec(mail.text ?? '')?.[1] ?? null };
}

describe('texts and online payment saved in the app', () => {
  let t: TestServer;
  let owner: Admin;
  let staff: Admin;
  const sql = <T = Record<string, unknown>>(query: string) => t.app.db.orm.em.fork().getConnection().execute<T[]>(query);

  beforeAll(async () => {
    t = await startTestServer({ env: { TWILIO_API_URL: twilio.url, STRIPE_API_URL: stripe.url } });
    owner = asAdmin(t, await signIn(t));
    staff = await adviser(t, owner);
    stripe.webhookUrl = `${t.url}/api/payments/stripe/webhook`;
  }, 60_000);
  afterAll(() => t?.close());

  it('says texts are not connected until an account is saved, and refuses a non-owner’s save with 403', async () => {
    const read = await staff.rest('GET', '/api/admin/settings/texts');
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ connected: false, source: null, authTokenSaved: false, kindsSource: 'default' });
    expect(read.body.outboxFolder).toMatch(/outbox[/\\]sms[/\\]$/);
    const save = { accountSid: TWILIO_TEST_SID, authToken: TWILIO_TEST_TOKEN, from: 'TruganinaAC', messagingServiceSid: '' };
    expect(await staff.rest('PUT', '/api/admin/settings/texts', save)).toEqual({ status: 403, body: FORBIDDEN });
    expect(await staff.rest('PUT', '/api/admin/settings/stripe', { surchargePercent: 1 })).toEqual({ status: 403, body: FORBIDDEN });
    expect(await staff.rest('POST', '/api/admin/settings/texts/test', { phone: '0412 345 678' })).toEqual({ status: 403, body: FORBIDDEN });
    const gql = await staff.gql('mutation { updateSmsKinds(input: { kinds: [] }) { connected } }');
    expect(gql.errors?.[0]).toMatchObject({ message: FORBIDDEN.message, extensions: { code: 'FORBIDDEN' } });
  });

  it('checks each field with the environment’s rules', async () => {
    const res = await owner.rest('PUT', '/api/admin/settings/texts', { accountSid: 'AC123', authToken: 'x', from: '0412345678', messagingServiceSid: 'MG1' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Account SID must be AC followed by 32 hex digits.');
    expect(res.body.fields).toMatchObject({
      from: ['Sender must be a number in E.164 (+61...) or a sender ID of up to 11 letters, digits and spaces.'],
      messagingServiceSid: ['Messaging service SID must be MG followed by 32 hex digits.'],
    });
    const noToken = await owner.rest('PUT', '/api/admin/settings/texts', { accountSid: TWILIO_TEST_SID, from: 'TruganinaAC', messagingServiceSid: '' });
    expect(noToken.status).toBe(400);
    expect(noToken.body.fields.authToken).toBeDefined();
  });

  it('an owner saves a Twilio account: texts go through it at once, the token is never answered nor stored in clear, and its reports are verified with it', async () => {
    const saved = await owner.rest('PUT', '/api/admin/settings/texts', { accountSid: TWILIO_TEST_SID, authToken: TWILIO_TEST_TOKEN, from: 'TruganinaAC', messagingServiceSid: '' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ message: 'Text settings saved. Texts go through this account from now on.', connected: true, source: 'app', accountSid: TWILIO_TEST_SID, from: 'TruganinaAC', authTokenSaved: true });
    expect(JSON.stringify(saved.body)).not.toContain(TWILIO_TEST_TOKEN);
    const gql = await staff.gql('{ smsSettings { connected source accountSid authTokenSaved } }');
    expect(gql.data.smsSettings).toEqual({ connected: true, source: 'app', accountSid: TWILIO_TEST_SID, authTokenSaved: true });
    const rows = await sql<{ secret_sealed: string; value: unknown }>(`SELECT secret_sealed, value FROM integration_setting WHERE key = 'twilio'`);
    expect(rows[0]!.secret_sealed).toMatch(/^v1:/);
    expect(JSON.stringify(rows)).not.toContain(TWILIO_TEST_TOKEN);
    const audit = await sql<{ changes: unknown }>(`SELECT changes FROM audit_event WHERE action = 'settings.texts_saved'`);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(TWILIO_TEST_TOKEN);

    const test = await owner.rest('POST', '/api/admin/settings/texts/test', { phone: '0412 345 678' });
    expect(test.status, JSON.stringify(test.body)).toBe(200);
    expect(test.body.message).toMatch(/^Test text to \+61412345678 queued: it goes through Twilio account AC012345… \(from TruganinaAC\)/);
    await waitFor(async () => twilio.messages.some((m) => m.params.To === '+61412345678'), { what: 'the test text at Twilio' });
    const sent = twilio.messages.find((m) => m.params.To === '+61412345678')!;
    expect(sent.params).toMatchObject({ From: 'TruganinaAC', StatusCallback: 'http://workshop.test/api/sms/status' });
    await waitFor(async () => (await sql(`SELECT 1 FROM sms_message WHERE provider_sid = '${sent.sid}' AND status = 'sent'`)).length === 1, { what: 'the text recorded as sent' });
    expect(await twilio.report(sent, 'delivered', t.url, { token: 'not-the-token' })).toBe(403);
    expect(await twilio.report(sent, 'delivered', t.url)).toBe(204);

    // Another account without its own token is refused; the same account keeps the saved token.
    const other = await owner.rest('PUT', '/api/admin/settings/texts', { accountSid: OTHER_SID, from: 'TruganinaAC', messagingServiceSid: '' });
    expect(other.status).toBe(400);
    const kept = await owner.rest('PUT', '/api/admin/settings/texts', { accountSid: TWILIO_TEST_SID, authToken: '', from: '+61400000000', messagingServiceSid: '' });
    expect(kept.body).toMatchObject({ connected: true, from: '+61400000000', authTokenSaved: true });
  });

  it('a test text to a number no text can reach is refused with a clear message', async () => {
    const res = await owner.rest('POST', '/api/admin/settings/texts/test', { phone: '03 9000 1234' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('03 9000 1234 is not a mobile number a text can reach.');
  });

  it('the switches decide which messages go by text: transactional on and marketing off until saved', async () => {
    const sms = t.app.services.sms;
    expect(['booking.confirmation', 'appointment.reminder', 'quote.sent', 'jobcard.ready', 'invoice.sent'].every((k) => sms.sends(k))).toBe(true);
    expect(sms.sends('service.due') || sms.sends('review.request')).toBe(false);
    const res = await owner.rest('PUT', '/api/admin/settings/texts/kinds', { kinds: ['service.due', 'booking.confirmation'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.kindsSource).toBe('app');
    expect(res.body.kinds.filter((k: { on: boolean }) => k.on).map((k: { kind: string }) => k.kind)).toEqual(['booking.confirmation', 'service.due']);
    expect(sms.sends('service.due')).toBe(true);
    expect(sms.sends('invoice.sent')).toBe(false);
    const bad = await owner.rest('PUT', '/api/admin/settings/texts/kinds', { kinds: ['birthday.wishes'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('"birthday.wishes" is not a message that can go by text.');
  });

  it('the PayID is printed under How to pay in the invoice email while Stripe is not connected', async () => {
    const { business } = (await owner.rest('GET', '/api/admin/settings')).body;
    const { savedAt: _a, savedBy: _b, ...fields } = business;
    const bad = await owner.rest('PUT', '/api/admin/settings/business', { ...fields, payId: '1234' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.payId).toEqual(['PayID must be an email address, an Australian mobile number (04xx xxx xxx) or an ABN.']);
    const saved = await owner.rest('PUT', '/api/admin/settings/business', { ...fields, payId: '+61 412 345 678' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.business.payId).toBe('0412 345 678');

    await createInvoice(owner, { customerEmail: 'payid.payer@example.com', customerName: 'Pat PayID', carRego: 'PAYID 1' });
    const mail = await invoiceMail(t, 'payid.payer@example.com');
    expect(mail.payLink).toBeNull();
    expect(mail.text).toMatch(/How to pay:?\s+.*PayID 0412 345 678 \(Truganina Auto Care\), reference INV-/);
  });

  it('an owner saves Stripe: the next Pay now link opens Checkout with the saved surcharge and the PayID is no longer offered, until Stripe is disconnected', async () => {
    const before = await staff.rest('GET', '/api/admin/settings/stripe');
    expect(before.body).toMatchObject({ connected: false, fromEnvironment: [], webhookUrl: 'http://workshop.test/api/payments/stripe/webhook' });
    const bad = await owner.rest('PUT', '/api/admin/settings/stripe', { secretKey: 'pk_live_nope', surchargePercent: 7 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['secretKey', 'surchargePercent']);
    const saved = await owner.rest('PUT', '/api/admin/settings/stripe', { secretKey: STRIPE_TEST_KEY, webhookSecret: STRIPE_TEST_WEBHOOK_SECRET, surchargePercent: 2.5 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ connected: true, secretKeySaved: true, webhookSecretSaved: true, surchargePercent: 2.5 });
    expect(JSON.stringify(saved.body)).not.toContain(STRIPE_TEST_KEY);
    expect(JSON.stringify(await sql(`SELECT * FROM integration_setting WHERE key = 'stripe'`))).not.toContain(STRIPE_TEST_WEBHOOK_SECRET);

    const invoice = await createInvoice(owner, { customerEmail: 'card.payer@example.com', customerName: 'Cara Card', carRego: 'CARD 25' });
    const mail = await invoiceMail(t, 'card.payer@example.com');
    expect(mail.text).not.toContain('PayID');
    expect(mail.payLink).not.toBeNull();
    const opened = await fetch(t.url + mail.payLink!, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const session = stripe.sessions.at(-1)!;
    expect(session.params.client_reference_id).toBe(invoice.invoiceNumber);
    // 384.95 at 2.5 %: 962.375 cents, rounded.
    expect(session.params.line_items[1]).toEqual({ quantity: '1', price_data: { currency: 'aud', unit_amount: '962', product_data: { name: 'Card surcharge (2.5%)' } } });
    // The webhook verifies with the saved signing secret.
    const delivered = await stripe.deliver(stripe.completedEvent(session));
    expect(delivered.status).toBe(200);
    expect(JSON.parse(delivered.body).recorded).toBe(true);

    // Disconnected: the saved secrets are removed, and the next invoice offers the PayID again.
    const off = await owner.rest('PUT', '/api/admin/settings/stripe', { surchargePercent: 2.5, disconnect: true });
    expect(off.body).toMatchObject({ connected: false, secretKeySaved: false, webhookSecretSaved: false });
    expect((await sql<{ secret_sealed: string }>(`SELECT secret_sealed FROM integration_setting WHERE key = 'stripe'`))[0]!.secret_sealed).toBe('');
    const again = await createInvoice(owner, { customerEmail: 'after.stripe@example.com', customerName: 'Ada After', carRego: 'OFF 1' });
    const later = await invoiceMail(t, 'after.stripe@example.com');
    expect(later.payLink).toBeNull();
    expect(later.text).toContain(`PayID 0412 345 678 (Truganina Auto Care), reference ${again.invoiceNumber}`);
    // The paid invoice's link still says so.
    const paidLink = await fetch(t.url + mail.payLink!, { redirect: 'manual' });
    expect(paidLink.status).toBe(200);
    expect(await paidLink.text()).toContain(`Invoice ${invoice.invoiceNumber} is paid. Thank you!`);
  });
});

describe('the environment wins over the app', () => {
  let t: TestServer;
  let owner: Admin;
  beforeAll(async () => {
    t = await startTestServer({
      smtp: false,
      env: {
        TWILIO_ACCOUNT_SID: TWILIO_TEST_SID,
        TWILIO_AUTH_TOKEN: TWILIO_TEST_TOKEN,
        TWILIO_FROM: 'EnvSender',
        TWILIO_API_URL: twilio.url,
        SMS_KINDS: 'invoice.sent',
        STRIPE_SURCHARGE_PERCENT: '1',
      },
    });
    owner = asAdmin(t, await signIn(t));
  }, 60_000);
  afterAll(() => t?.close());

  it('answers the environment’s account and switches, whatever is saved, and says so', async () => {
    const saved = await owner.rest('PUT', '/api/admin/settings/texts', { accountSid: OTHER_SID, authToken: 'another-token', from: 'AppSender', messagingServiceSid: '' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ connected: true, source: 'environment', accountSid: TWILIO_TEST_SID, from: 'EnvSender', kindsSource: 'environment' });
    await owner.rest('PUT', '/api/admin/settings/texts/kinds', { kinds: ['booking.confirmation'] });
    expect(t.app.services.sms.sends('invoice.sent')).toBe(true);
    expect(t.app.services.sms.sends('booking.confirmation')).toBe(false);

    const test = await owner.rest('POST', '/api/admin/settings/texts/test', { phone: '0498 765 432' });
    expect(test.status).toBe(200);
    await waitFor(async () => twilio.messages.some((m) => m.params.To === '+61498765432'), { what: 'the test text at Twilio' });
    expect(twilio.messages.find((m) => m.params.To === '+61498765432')!.params.From).toBe('EnvSender');

    const stripeSaved = await owner.rest('PUT', '/api/admin/settings/stripe', { surchargePercent: 3 });
    expect(stripeSaved.body).toMatchObject({ connected: false, surchargePercent: 1, fromEnvironment: ['STRIPE_SURCHARGE_PERCENT'] });
  });
});
