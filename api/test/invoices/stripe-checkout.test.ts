/**
 * Paying an invoice from its link through Stripe Checkout, against a local stand-in that speaks
 * Stripe's API (the official package pointed at it), with webhooks signed by the package's own
 * helper: the invoice email's Pay now link opens a session for the balance (with the surcharge as
 * its own line); the completed event, delivered three times, records one card payment and sends
 * one receipt; a bad signature records nothing; a paid invoice's link says so; a refund reverses it;
 * a part refund lowers what was paid by its increase only, and the whole amount refunded reverses it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';
import { startStripeStandIn, STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET } from '../stripe-stand-in.js';
import { createInvoice, invoiceLines } from './invoices-factory.js';

const stripe = await startStripeStandIn();
afterAll(() => stripe.close());

let t: TestServer;
let admin: Admin;
withAdminServer(
  (server, signedIn) => {
    t = server;
    admin = signedIn;
    stripe.webhookUrl = `${server.url}/api/payments/stripe/webhook`;
  },
  { env: { STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url, STRIPE_SURCHARGE_PERCENT: '1.5' } },
);

/** The Pay now link of the invoice email sent to `email`, as a path on the app. */
async function payLinkOf(email: string): Promise<string> {
  const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email) && /Invoice INV-/.test(m.subject ?? ''));
  const link = /Pay now: (http:\/\/workshop\.test(\/api\/pay\/\S+))/.exec(mail.text ?? '');
  expect(link, mail.text).not.toBeNull();
  expect(mail.html).toContain(`href="${link![1]}"`);
  return link![2]!;
}

const open = (path: string) => fetch(t.url + path, { redirect: 'manual' });
const invoiceOf = async (n: string) => (await admin.rest('GET', `/api/admin/invoices/${n}`)).body;
const mailsTo = (email: string, subject: RegExp) => t.smtp!.messages.filter((m) => recipients(m).includes(email) && subject.test(m.subject ?? ''));

describe('paying an invoice from its link', () => {
  it('opens Checkout for the balance; the completed event delivered three times records one payment and one receipt; the paid link says so; a refund reverses it', async () => {
    // The factory's invoice: 384.95 incl. GST; a 1.5 % surcharge is $5.77 (577.425 cents, rounded).
    const invoice = await createInvoice(admin, { customerEmail: 'online.payer@example.com', customerName: 'Olive Online', carRego: 'PAY 001' });
    const link = await payLinkOf('online.payer@example.com');

    const opened = await open(link);
    expect(opened.status).toBe(303);
    expect(stripe.sessions).toHaveLength(1);
    const session = stripe.sessions[0]!;
    expect(opened.headers.get('location')).toBe(session.url);
    expect(session.params).toMatchObject({
      mode: 'payment',
      currency: 'aud',
      client_reference_id: invoice.invoiceNumber,
      customer_email: 'online.payer@example.com',
      metadata: { invoice_number: invoice.invoiceNumber, balance_cents: '38495', surcharge_cents: '577' },
      success_url: `http://workshop.test${link}?checkout=done`,
      cancel_url: `http://workshop.test${link}?checkout=cancelled`,
    });
    expect(session.params.line_items).toEqual([
      { quantity: '1', price_data: { currency: 'aud', unit_amount: '38495', product_data: { name: `Invoice ${invoice.invoiceNumber} (PAY 001)` } } },
      { quantity: '1', price_data: { currency: 'aud', unit_amount: '577', product_data: { name: 'Card surcharge (1.5%)' } } },
    ]);
    // The stand-in's checkout page shows both lines before paying.
    const checkoutPage = await (await fetch(session.url)).text();
    expect(checkoutPage).toContain('Card surcharge (1.5%)');
    expect(checkoutPage).toContain('Total $390.72 AUD');

    // Stripe delivers the completed event three times (two at once): one payment, one receipt.
    const event = stripe.completedEvent(session);
    const deliveries = [...(await Promise.all([stripe.deliver(event), stripe.deliver(event)])), await stripe.deliver(event)];
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);
    expect(deliveries.filter((d) => JSON.parse(d.body).recorded)).toHaveLength(1);
    const paid = await invoiceOf(invoice.invoiceNumber);
    expect(paid).toMatchObject({ status: 'paid', amountPaid: 384.95, balanceDue: 0 });
    expect(paid.payments).toEqual([expect.objectContaining({ amount: 384.95, surcharge: 5.77, method: 'card', reference: 'pi_standin_1', recordedBy: 'Stripe', reversedAt: null })]);
    const receipt = await t.smtp!.waitFor((m) => recipients(m).includes('online.payer@example.com') && /^Payment received/.test(m.subject ?? ''));
    expect(receipt.text).toMatch(/This payment:?\s+\$384\.95 \(Card \(online\)/);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the outbox polls every 200 ms: a second receipt would be here by now
    expect(mailsTo('online.payer@example.com', /^Payment received/)).toHaveLength(1);

    // The paid invoice's link: a page saying it is paid, no new session.
    const again = await open(link);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toContain('text/html');
    expect(await again.text()).toContain(`Invoice ${invoice.invoiceNumber} is paid.`);
    expect(stripe.sessions).toHaveLength(1);

    // Refunded in full through Stripe (delivered twice): the payment is reversed once, the invoice owes it again.
    const refund = stripe.refundedEvent(session);
    expect((await stripe.deliver(refund)).status).toBe(200);
    expect(JSON.parse((await stripe.deliver(refund)).body)).toEqual({ received: true, recorded: false });
    const refunded = await invoiceOf(invoice.invoiceNumber);
    expect(refunded).toMatchObject({ status: 'unpaid', amountPaid: 0, balanceDue: 384.95 });
    expect(refunded.payments).toEqual([expect.objectContaining({ method: 'card', reference: 'pi_standin_1', reversedBy: 'Stripe (refunded)', reversedAt: expect.any(String) })]);
  });

  it('records a part refund once, whatever the order or repeats of its events; the whole amount refunded reverses the payment', async () => {
    // $100 of labour plus 10 % GST: $110; the 1.5 % surcharge ($1.65) is on the charge beside it.
    const invoice = await createInvoice(admin, { customerEmail: 'part.refund@example.com', carRego: 'PAY 004', invoiceItems: invoiceLines(['Labour', 1, 100]) });
    expect((await open(await payLinkOf('part.refund@example.com'))).status).toBe(303);
    const session = stripe.sessions.at(-1)!;
    expect((await stripe.deliver(stripe.completedEvent(session))).status).toBe(200);
    expect(await invoiceOf(invoice.invoiceNumber)).toMatchObject({ status: 'paid', amountPaid: 110, balanceDue: 0 });

    // $20 refunded through Stripe, the event delivered twice: recorded once, $20 owed again.
    const part = stripe.refundedEvent(session, 2000);
    expect(JSON.parse((await stripe.deliver(part)).body)).toEqual({ received: true, recorded: true });
    expect(JSON.parse((await stripe.deliver(part)).body)).toEqual({ received: true, recorded: false });
    const partRefunded = await invoiceOf(invoice.invoiceNumber);
    expect(partRefunded).toMatchObject({ status: 'unpaid', amountPaid: 90, balanceDue: 20 });
    expect(partRefunded.payments).toEqual([expect.objectContaining({ amount: 110, refunded: 20, method: 'card', reversedAt: null })]);
    const audit = await admin.rest('GET', `/api/admin/audit?entityType=invoice&entityId=${invoice.invoiceNumber}`);
    expect(JSON.stringify(audit.body)).toContain('Card payment of $110.00: $20.00 refunded through Stripe');

    // GraphQL shows the same.
    const gql = await admin.gql(`query ($n: String!) { invoice(invoiceNumber: $n) { payments { amountCents refundedCents reversedAt } } }`, { n: invoice.invoiceNumber });
    expect(gql.data?.invoice.payments).toEqual([{ amountCents: 11000, refundedCents: 2000, reversedAt: null }]);

    // A late event telling less refunded changes nothing; a further $5 counts only the increase.
    expect(JSON.parse((await stripe.deliver(stripe.refundedEvent(session, 1000))).body)).toEqual({ received: true, recorded: false });
    expect(JSON.parse((await stripe.deliver(stripe.refundedEvent(session, 2500))).body)).toEqual({ received: true, recorded: true });
    expect(await invoiceOf(invoice.invoiceNumber)).toMatchObject({ status: 'unpaid', amountPaid: 85, balanceDue: 25 });

    // The whole amount refunded: the payment is reversed, the invoice owes $110 again (never more).
    expect(JSON.parse((await stripe.deliver(stripe.refundedEvent(session, 11000))).body)).toEqual({ received: true, recorded: true });
    expect(JSON.parse((await stripe.deliver(stripe.refundedEvent(session))).body)).toEqual({ received: true, recorded: false });
    const reversed = await invoiceOf(invoice.invoiceNumber);
    expect(reversed).toMatchObject({ status: 'unpaid', amountPaid: 0, balanceDue: 110 });
    expect(reversed.payments).toEqual([expect.objectContaining({ refunded: 110, reversedBy: 'Stripe (refunded)', reversedAt: expect.any(String) })]);
  });

  it('refuses an event whose signature does not verify, and records nothing', async () => {
    const invoice = await createInvoice(admin, { customerEmail: 'forged@example.com', carRego: 'PAY 002' });
    expect((await open(await payLinkOf('forged@example.com'))).status).toBe(303);
    const session = stripe.sessions.at(-1)!;
    const event = stripe.completedEvent(session);
    for (const signature of [stripe.sign(event, 'whsec_someone_else'), '', stripe.sign(event.replace('"paid"', '"PAID"'))]) {
      const res = await stripe.deliver(event, signature);
      expect(res.status).toBe(400);
      expect(res.body).toContain('The webhook signature is not valid.');
    }
    expect(await invoiceOf(invoice.invoiceNumber)).toMatchObject({ status: 'unpaid', amountPaid: 0, payments: [] });
  });

  it('answers 404 for a link it did not sign, and staff cannot record a card payment by hand', async () => {
    const invoice = await createInvoice(admin, { customerEmail: 'tamper@example.com', carRego: 'PAY 003' });
    const link = await payLinkOf('tamper@example.com');
    const other = link.replace(invoice.invoiceNumber, 'INV-999999');
    const before = stripe.sessions.length;
    expect((await open(other)).status).toBe(404);
    expect(stripe.sessions).toHaveLength(before);
    const res = await admin.rest('POST', `/api/admin/invoices/${invoice.invoiceNumber}/payments`, { amount: 5, method: 'card' });
    expect(res.status).toBe(400);
  });
});
