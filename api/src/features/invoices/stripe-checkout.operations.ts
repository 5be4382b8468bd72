/**
 * The public doors of paying online (REST only): an invoice's 'Pay now' link, which answers 303 to
 * Stripe Checkout or a page saying there is nothing to pay, and Stripe's webhook, read as the raw
 * bytes Stripe signed.
 */
import { json } from '../../shared/json-schema.js';
import type { FastifyInstance } from 'fastify';
import { arg, defineOperation, type Http } from '../../edge/operation.js';
import { escapeHtml } from '../../shared/html.js';
import type { CheckoutReturn, PayAnswer } from './stripe-checkout.service.js';

/** The largest webhook event read, in bytes (Stripe's events are a few kilobytes). */
const WEBHOOK_MAX_BYTES = 512 * 1024;

/** Stripe signs the exact bytes it sends: the body is kept as it came, unparsed. */
function rawJson(scope: FastifyInstance): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: WEBHOOK_MAX_BYTES }, (_request, body, done) => done(null, body));
}

function checkoutReturn(value: unknown): CheckoutReturn {
  return value === 'done' || value === 'cancelled' ? value : null;
}

/** A small page of its own (a phone's width first): the invoice's state, and a way to pay when it still owes. */
function page({ title, message, payUrl }: { title: string; message: string; payUrl?: string }): string {
  const pay = payUrl ? `<p><a class="pay" href="${escapeHtml(payUrl)}">Pay now</a></p>` : '';
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1a1a1a;max-width:40rem}h1{font-size:1.4rem}.pay{background:#d64545;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${pay}</main></body></html>`;
}

function answer(result: PayAnswer, http: Http): unknown {
  http.reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if ('checkoutUrl' in result) return http.reply.redirect(result.checkoutUrl, 303);
  return http.reply.type('text/html; charset=utf-8').send(page(result.page));
}

export const stripeCheckoutOperations = [
  defineOperation({
    name: 'payInvoiceLink',
    kind: 'query',
    only: 'rest',
    access: 'public',
    description: 'An invoice’s Pay now link: 303 to Stripe Checkout for its balance, or a page saying it is paid (or cancelled).',
    args: { token: arg.string(), checkout: arg.string() },
    result: () => Boolean,
    run: ({ em, services }, { token, checkout }) => services.stripeCheckout.pay(em, token, checkoutReturn(checkout)),
    rest: {
      method: 'GET',
      path: '/api/pay/:token',
      args: (http) => ({ token: (http.request.params as { token: string }).token, checkout: String((http.request.query as { checkout?: unknown }).checkout ?? '') }),
      present: answer,
      query: { checkout: { schema: json.oneOf(['done', 'cancelled']), description: 'Set by Stripe Checkout when the customer comes back.' } },
      produces: 'text/html',
      otherAnswers: { 303: 'To Stripe Checkout for the balance.' },
    },
  }),
  defineOperation({
    name: 'stripeWebhook',
    kind: 'mutation',
    only: 'rest',
    access: 'public',
    description: 'Stripe’s webhook: a completed Checkout records the invoice’s payment (once), a refund in full reverses it.',
    args: { payload: arg.string(), signature: arg.string() },
    result: () => Boolean,
    run: ({ em, services }, { payload, signature }) => services.stripeCheckout.webhook(em, payload, signature),
    rest: {
      method: 'POST',
      path: '/api/payments/stripe/webhook',
      bodyLimit: WEBHOOK_MAX_BYTES,
      scope: rawJson,
      args: (http) => ({ payload: typeof http.request.body === 'string' ? http.request.body : '', signature: String(http.request.headers['stripe-signature'] ?? '') }),
      consumes: { 'application/json': json.object({ id: json.string(), type: json.string() }, { description: 'A Stripe event, signed in the Stripe-Signature header.' }) },
      answer: json.object({ received: json.boolean(), recorded: json.boolean({ description: 'Whether it recorded a payment or refund now (false: seen before, or not one the workshop acts on).' }) }),
    },
  }),
];
