/**
 * A local stand-in for Stripe, speaking its documented API as the official `stripe` package calls
 * it: POST /v1/checkout/sessions (form-encoded, bracketed keys) answers a Checkout Session's JSON
 * with its `id` and `url`. The url is a simple checkout page of its own whose "Pay" button makes
 * the stand-in send the signed `checkout.session.completed` event to the app's webhook (signed with
 * the package's own `webhooks.generateTestHeaderString`), then return the customer to the
 * session's success_url, as Checkout does.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STRIPE_TEST_KEY = 'sk_test_standin_secret_key';
export const STRIPE_TEST_WEBHOOK_SECRET = 'whsec_standin_webhook_secret';

/** A form body with Stripe's bracketed keys (`line_items[0][price_data][unit_amount]`), as nested objects and arrays. */
function parseForm(body: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      if (last) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
    });
  }
  return root;
}

export interface CheckoutSession {
  id: string;
  url: string;
  /** The parameters as the app sent them. */
  params: Record<string, any>;
  amountTotal: number;
  paymentIntent: string;
}

export interface StripeStandIn {
  url: string;
  sessions: CheckoutSession[];
  /** Where the "Pay" button sends the completed event (the app's webhook), set once the app runs. */
  webhookUrl: string;
  /** The session's `checkout.session.completed` event, as Stripe sends it. */
  completedEvent(session: CheckoutSession): string;
  /** A refund of the session's charge, `charge.refunded`: `amountRefunded` cents refunded so far (by default all of it). */
  refundedEvent(session: CheckoutSession, amountRefunded?: number): string;
  /** The signature header Stripe sends with `payload` (the official package's helper). */
  sign(payload: string, secret?: string): string;
  /** Sends a signed event to the webhook: its status. */
  deliver(payload: string, signature?: string): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const stripe = new Stripe(STRIPE_TEST_KEY);
  const sessions: CheckoutSession[] = [];
  let created = 0;
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_standin_${++created}`, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), type, livemode: false, data: { object } }, null, 2);
  const sessionJson = (s: CheckoutSession, paid: boolean) => ({
    id: s.id,
    object: 'checkout.session',
    url: paid ? null : s.url,
    mode: 'payment',
    status: paid ? 'complete' : 'open',
    payment_status: paid ? 'paid' : 'unpaid',
    currency: s.params.currency ?? 'aud',
    amount_total: s.amountTotal,
    client_reference_id: s.params.client_reference_id ?? null,
    customer_email: s.params.customer_email ?? null,
    metadata: s.params.metadata ?? {},
    payment_intent: paid ? s.paymentIntent : null,
    success_url: s.params.success_url,
    cancel_url: s.params.cancel_url,
  });

  const standIn: StripeStandIn = {
    url: '',
    sessions,
    webhookUrl: '',
    completedEvent: (s) => event('checkout.session.completed', sessionJson(s, true)),
    refundedEvent: (s, amountRefunded = s.amountTotal) =>
      event('charge.refunded', { id: `ch_${s.id.slice(3)}`, object: 'charge', amount: s.amountTotal, amount_refunded: amountRefunded, currency: 'aud', refunded: amountRefunded >= s.amountTotal, payment_intent: s.paymentIntent }),
    sign: (payload, secret = STRIPE_TEST_WEBHOOK_SECRET) => stripe.webhooks.generateTestHeaderString({ payload, secret }),
    async deliver(payload, signature = standIn.sign(payload)) {
      const res = await fetch(standIn.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
      return { status: res.status, body: await res.text() };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', standIn.url);
    const body = await read(request);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (request.headers.authorization !== `Bearer ${STRIPE_TEST_KEY}`) {
        response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
        return;
      }
      const params = parseForm(body);
      const n = sessions.length + 1;
      const items: any[] = params.line_items ?? [];
      const session: CheckoutSession = {
        id: `cs_test_standin_${n}`,
        url: `${standIn.url}/c/pay/cs_test_standin_${n}`,
        params,
        amountTotal: items.reduce((sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity), 0),
        paymentIntent: `pi_standin_${n}`,
      };
      sessions.push(session);
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${n}` }).end(JSON.stringify(sessionJson(session, false)));
      return;
    }
    const page = /^\/c\/pay\/(cs_test_standin_\d+)$/.exec(url.pathname);
    const session = page ? sessions.find((s) => s.id === page[1]) : undefined;
    if (session && request.method === 'GET') {
      const rows = (session.params.line_items as any[])
        .map((i) => `<tr><td>${escape(i.price_data.product_data.name)}</td><td>$${(Number(i.price_data.unit_amount) / 100).toFixed(2)}</td></tr>`)
        .join('');
      response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout</title></head><body><h1>Pay ${escape(session.params.client_reference_id)}</h1><table>${rows}</table><p>Total $${(session.amountTotal / 100).toFixed(2)} AUD</p><form method="post"><button type="submit">Pay</button></form></body></html>`,
        );
      return;
    }
    if (session && request.method === 'POST') {
      const delivered = await standIn.deliver(standIn.completedEvent(session));
      if (delivered.status !== 200) {
        response.writeHead(502, { 'content-type': 'text/plain' }).end(`The webhook answered ${delivered.status}: ${delivered.body}`);
        return;
      }
      response.writeHead(303, { location: session.params.success_url }).end();
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
