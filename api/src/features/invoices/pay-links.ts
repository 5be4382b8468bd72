/**
 * An invoice's 'Pay now' link (/api/pay/{token}): its token names the invoice and is signed with
 * the server's secret, so it opens that one invoice only and needs nothing stored. Offered only
 * while Stripe is connected (a secret key and a webhook secret are both set).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.js';

type StripeConfig = Pick<Config, 'publicUrl' | 'stripeSecretKey' | 'stripeWebhookSecret'>;

export class PayLinks {
  private readonly key: Buffer;

  constructor(
    private readonly config: StripeConfig,
    secret: string,
  ) {
    this.key = createHmac('sha256', secret).update('invoice pay link').digest();
  }

  /** Whether invoices are paid online: Stripe's secret key and webhook secret are both set. */
  get connected(): boolean {
    return Boolean(this.config.stripeSecretKey && this.config.stripeWebhookSecret);
  }

  /** The invoice's token: its number and the number's signature. */
  token(invoiceNumber: string): string {
    return `${invoiceNumber}.${this.sign(invoiceNumber)}`;
  }

  /** The 'Pay now' link of an invoice, or null while Stripe is not connected. */
  url(invoiceNumber: string): string | null {
    return this.connected ? `${this.config.publicUrl}/api/pay/${this.token(invoiceNumber)}` : null;
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
