/**
 * Paying an invoice from its link through Stripe Checkout. The link (pay-links.ts) opens a
 * Checkout Session for the balance in AUD, the invoice number as its reference, with the card
 * surcharge the owner set as a line of its own; a paid (or cancelled) invoice's link answers a page
 * saying so instead. Stripe's webhook, verified with its signing secret, records the payment
 * (`checkout.session.completed`: method card, the payment intent as reference, once however often
 * it is delivered) and its refunds (`charge.refunded`: a part refund lowers what the payment counts
 * for, by the increase of the charge's amount refunded; a refund in full reverses the payment).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import { AppError } from '../../shared/errors.js';
import { formatMoney } from '../../shared/money.js';
import { InvoiceStatus } from './invoice.entity.js';
import { CARD_PAYMENT_RECORDED, type InvoicePaymentService } from './invoice-payments.service.js';
import type { PayLinks, StripeAccess } from './pay-links.js';
import { ALREADY_PAID, type InvoiceService } from './invoice.service.js';

/** The Stripe account in effect (read at each call) and where the Stripe API is (STRIPE_API_URL: a stand-in in tests). */
type StripeConfig = StripeAccess & { apiUrl: string | null };

/** What a pay link answers: Checkout to pay at, or a page that says why there is nothing to pay. */
export type PayAnswer = { checkoutUrl: string } | { page: { title: string; message: string; payUrl?: string } };

/** What the customer comes back to from Checkout: `done` after paying, `cancelled` when they left it. */
export type CheckoutReturn = 'done' | 'cancelled' | null;

const LINK_NOT_FOUND = 'This payment link is not valid.';
const NOT_CONNECTED = 'Online payment is not available: please pay as your invoice says.';
const BAD_SIGNATURE = 'The webhook signature is not valid.';

/** The surcharge on `cents` at `percent` (0–5, two decimals), rounded to the cent. */
function surchargeCents(cents: number, percent: number): number {
  return Math.round((cents * Math.round(percent * 100)) / 10_000);
}

export class StripeCheckout {
  /** The client of the secret key it was made with: another key saved, another client. */
  private client: { key: string; stripe: Stripe } | null = null;

  constructor(
    private readonly config: StripeConfig,
    private readonly links: PayLinks,
    private readonly invoices: InvoiceService,
    private readonly payments: InvoicePaymentService,
  ) {}

  /** The official client with the secret key in effect, pointed at STRIPE_API_URL when set (a stand-in in tests). */
  private stripe(): Stripe {
    const key = this.config.account().secretKey ?? '';
    if (this.client?.key === key) return this.client.stripe;
    const api = this.config.apiUrl ? new URL(this.config.apiUrl) : null;
    const stripe = new Stripe(key, {
      maxNetworkRetries: 1,
      ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
    this.client = { key, stripe };
    return stripe;
  }

  /** GET /api/pay/{token}: Checkout for the balance, or a page (paid, cancelled, just paid, payment left). */
  async pay(em: EntityManager, token: string, back: CheckoutReturn): Promise<PayAnswer> {
    const invoiceNumber = this.links.invoiceOf(token);
    if (!invoiceNumber) throw AppError.notFound(LINK_NOT_FOUND);
    const invoice = await this.invoices.get(em, invoiceNumber, { includeVoided: true });
    const title = `Invoice ${invoice.invoiceNumber}`;
    if (invoice.voidedAt) return { page: { title, message: `Invoice ${invoice.invoiceNumber} was cancelled: there is nothing to pay.` } };
    if (invoice.status === InvoiceStatus.paid) return { page: { title, message: `Invoice ${invoice.invoiceNumber} is paid. Thank you!` } };
    if (back === 'done') return { page: { title, message: `Thank you: your payment for invoice ${invoice.invoiceNumber} is being confirmed. Your receipt will be emailed to you.` } };
    const payUrl = this.links.url(invoice.invoiceNumber) ?? undefined;
    if (back === 'cancelled') return { page: { title, message: `Payment cancelled: invoice ${invoice.invoiceNumber} still has ${formatMoney(invoice.balanceDueCents)} to pay.`, payUrl } };
    if (!this.links.connected) throw AppError.conflict(NOT_CONNECTED);
    const balance = invoice.balanceDueCents;
    const percent = this.config.account().surchargePercent;
    const surcharge = surchargeCents(balance, percent);
    const metadata = { invoice_number: invoice.invoiceNumber, balance_cents: String(balance), surcharge_cents: String(surcharge) };
    const link = `${this.config.publicUrl}/api/pay/${this.links.token(invoice.invoiceNumber)}`;
    const line = (name: string, cents: number) => ({ quantity: 1, price_data: { currency: 'aud', unit_amount: cents, product_data: { name } } });
    const session = await this.stripe().checkout.sessions.create({
      mode: 'payment',
      currency: 'aud',
      client_reference_id: invoice.invoiceNumber,
      customer_email: invoice.customerEmail,
      metadata,
      payment_intent_data: { description: title, metadata },
      line_items: [
        line(`${title} (${invoice.carRego})`, balance),
        ...(surcharge > 0 ? [line(`Card surcharge (${percent}%)`, surcharge)] : []),
      ],
      success_url: `${link}?checkout=done`,
      cancel_url: `${link}?checkout=cancelled`,
    });
    if (!session.url) throw AppError.unavailable('Stripe did not answer a Checkout page: please try again.');
    return { checkoutUrl: session.url };
  }

  /**
   * POST /api/payments/stripe/webhook: an event Stripe signed (400 when the signature does not
   * verify, and nothing is recorded). Answers whether it changed anything; an event about a payment
   * already recorded, an invoice already paid or cancelled, changes nothing and is acknowledged.
   */
  async webhook(em: EntityManager, payload: string, signature: string): Promise<{ received: true; recorded: boolean }> {
    const secret = this.config.account().webhookSecret;
    if (!secret) throw AppError.notFound(NOT_CONNECTED);
    let event: Stripe.Event;
    try {
      event = this.stripe().webhooks.constructEvent(payload, signature, secret);
    } catch {
      throw AppError.badInput(BAD_SIGNATURE);
    }
    if (event.type === 'checkout.session.completed') return { received: true, recorded: await this.completed(em, event.data.object) };
    if (event.type === 'charge.refunded') return { received: true, recorded: await this.refunded(em, event.data.object) };
    return { received: true, recorded: false };
  }

  private async completed(em: EntityManager, session: Stripe.Checkout.Session): Promise<boolean> {
    const invoiceNumber = session.metadata?.invoice_number ?? session.client_reference_id;
    const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (session.payment_status !== 'paid' || !invoiceNumber || !paymentIntent) return false;
    const amountCents = Number(session.metadata?.balance_cents ?? session.amount_total);
    const surcharge = Number(session.metadata?.surcharge_cents ?? 0);
    try {
      await this.payments.recordOnline(em, invoiceNumber, { amountCents, surchargeCents: Number.isSafeInteger(surcharge) ? surcharge : 0, paymentIntent });
      return true;
    } catch (err) {
      // Delivered again, paid meanwhile by other means, or cancelled: nothing more to record.
      if (err instanceof AppError && (err.message === CARD_PAYMENT_RECORDED || err.message === ALREADY_PAID || err.status === 404)) return false;
      throw err;
    }
  }

  private async refunded(em: EntityManager, charge: Stripe.Charge): Promise<boolean> {
    const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    // `amount_refunded` is the charge's refunds so far: recording only its increase makes a repeated or late event harmless.
    const refundedCents = Number(charge.amount_refunded ?? 0);
    if (!paymentIntent || !Number.isSafeInteger(refundedCents) || (!charge.refunded && refundedCents <= 0)) return false;
    return (await this.payments.refundOnline(em, paymentIntent, { refundedCents, full: charge.refunded === true })) !== null;
  }
}
