/**
 * An invoice's 'Pay now' link (/api/pay/{token}): its token names the invoice and is signed with
 * the server's secret, so it opens that one invoice only and needs nothing stored. Offered only
 * while Stripe is connected (a secret key and a webhook secret are both in effect: the
 * environment's, else as the owners saved them).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StripeAccountSettings } from '../settings/stripe-settings.service.js';

/** Where the app is reached, and the Stripe account in effect (read at each call: an owner may save another). */
export interface StripeAccess {
  publicUrl: string;
  account(): StripeAccountSettings;
}

export class PayLinks {
  private readonly key: Buffer;

  constructor(
    private readonly stripe: StripeAccess,
    secret: string,
  ) {
    this.key = createHmac('sha256', secret).update('invoice pay link').digest();
  }

  /** Whether invoices are paid online: Stripe's secret key and webhook secret are both set. */
  get connected(): boolean {
    const account = this.stripe.account();
    return Boolean(account.secretKey && account.webhookSecret);
  }

  /** The invoice's token: its number and the number's signature. */
  token(invoiceNumber: string): string {
    return `${invoiceNumber}.${this.sign(invoiceNumber)}`;
  }

  /** The 'Pay now' link of an invoice, or null while Stripe is not connected. */
  url(invoiceNumber: string): string | null {
    return this.connected ? `${this.stripe.publicUrl}/api/pay/${this.token(invoiceNumber)}` : null;
  }

  /** The invoice number a token names, or null when it is not one this server signed. */
  invoiceOf(token: string): string | null {
    const match = /^(INV-\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return null;
    const expected = Buffer.from(this.sign(match[1]!));
    const given = Buffer.from(match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
  }

  private sign(invoiceNumber: string): string {
    return createHmac('sha256', this.key).update(invoiceNumber).digest('base64url');
  }
}
