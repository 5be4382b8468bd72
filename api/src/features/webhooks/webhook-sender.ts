/**
 * One delivery over HTTP, signed as the Standard Webhooks specification says: `webhook-id` (the
 * delivery's message id), `webhook-timestamp` (seconds) and `webhook-signature: v1,<base64 of
 * HMAC-SHA256 over "<id>.<timestamp>.<body>" with the secret's bytes>`. The address is resolved
 * and checked first and the connection made to that address (the host name kept for Host and TLS).
 * A 2xx answer within the timeout is a delivery; anything else is a failed attempt.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveEndpoint } from './webhook-address.js';

/** How long an endpoint has to answer. */
const DELIVERY_TIMEOUT_MS = 10_000;
const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks libraries take it. */
export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The `webhook-signature` header's value for one message. */
function signature(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64')}`;
}

export interface Attempt {
  /** The answer's status, or null when there was none (refused, timed out, unreachable). */
  status: number | null;
  durationMs: number;
  /** Why it is not a delivery; null for a 2xx. */
  error: string | null;
}

interface Message {
  url: string;
  secret: string;
  messageId: string;
  body: string;
}

/** Sends one message now; never throws (the outcome says what happened). */
export async function deliver(message: Message, options: { allowPrivate: boolean; timeoutMs?: number; userAgent: string }): Promise<Attempt> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  let target: { address: string; family: 4 | 6 };
  const url = new URL(message.url);
  try {
    target = await resolveEndpoint(url, options.allowPrivate);
  } catch (err) {
    return { status: null, durationMs: took(), error: err instanceof Error ? err.message : String(err) };
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(message.body)),
    'user-agent': options.userAgent,
    'webhook-id': message.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signature(message.secret, message.messageId, timestamp, message.body),
  };
  // Connect to the address checked above, whatever the name resolves to by now.
  const pinned: LookupFunction = (_host, opts, callback) => {
    if (opts && typeof opts === 'object' && opts.all) (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return new Promise<Attempt>((resolve) => {
    let settled = false;
    const finish = (attempt: Attempt) => {
      if (settled) return;
      settled = true;
      resolve(attempt);
    };
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, { method: 'POST', headers, lookup: pinned, agent: false, signal: AbortSignal.timeout(timeoutMs) }, (response) => {
      // The status decides; the answer's body is read and dropped.
      response.resume();
      response.on('error', () => undefined);
      const status = response.statusCode ?? 0;
      finish({ status, durationMs: took(), error: status >= 200 && status < 300 ? null : `The endpoint answered ${status}.` });
    });
    request.on('error', (err: NodeJS.ErrnoException) => {
      const timedOut = err.name === 'AbortError' || err.name === 'TimeoutError' || err.code === 'ABORT_ERR';
      finish({ status: null, durationMs: took(), error: timedOut ? `No answer within ${timeoutMs / 1000} s.` : `Could not reach the endpoint: ${err.message}` });
    });
    request.end(message.body);
  });
}
