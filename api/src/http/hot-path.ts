/**
 * The busiest public read, GET /api/appointments/booked-slots?date=yyyy-MM-dd, answered before
 * Fastify's request pipeline when the date's answer is already cached. Everything else, including
 * cache misses and malformed dates, goes through the normal route (validation, errors, logging).
 * An answer given here counts against the public read limit as the route's would (one map lookup).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BookingService } from '../features/booking/booking.service.js';
import { RATE_LIMITED_MESSAGE, type PublicReadLimit } from './public-rate-limit.js';
import type { Config } from '../config.js';
import { hotPathHeaders, isHttpsSite, type HeaderSet } from './security-headers.js';

const PREFIX = '/api/appointments/booked-slots?date=';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RATE_LIMITED = JSON.stringify({ message: RATE_LIMITED_MESSAGE, code: 'TOO_MANY_REQUESTS' });

/** Where the public read limit is counted, and how to tell the client's address (as Fastify's `request.ip` does). */
export interface HotPathReads {
  limit: PublicReadLimit;
  trustProxy: boolean;
}

/** Behind a trusted proxy, the first address of X-Forwarded-For; else the socket's. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  if (typeof forwarded === 'string' && forwarded) return forwarded.split(',', 1)[0].trim();
  return req.socket.remoteAddress ?? '';
}

/**
 * How a hot path answers: `security` (the few headers that matter for a JSON read, see
 * hotPathHeaders), the JSON body, the request's X-Request-Id when it is a sound one (else a new
 * one, as Fastify's genReqId does), and `Connection: close` while the server is closing.
 */
export function hotAnswer(security: HeaderSet, isClosing: () => boolean) {
  return (req: IncomingMessage, res: ServerResponse, status: number, body: string, extra?: Record<string, string>): void => {
    const given = req.headers['x-request-id'];
    res.writeHead(status, {
      ...security,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      ...extra,
      'x-request-id': typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID(),
      ...(isClosing() ? { connection: 'close' } : {}),
    });
    res.end(body);
  };
}

export function bookedSlotsHotPath(booking: BookingService, isClosing: () => boolean, config: Pick<Config, 'publicUrl'>, reads?: HotPathReads) {
  // The security headers that matter for a JSON read (security-headers.ts has the whole set of twelve,
  // ~600 bytes): every byte and header written is work on the busiest path, which the bench holds to 0.5x raw.
  const answer = hotAnswer(hotPathHeaders(isHttpsSite(config)), isClosing);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url;
    if (req.method !== 'GET' || !url || !url.startsWith(PREFIX)) return false;
    const date = url.slice(PREFIX.length);
    if (!DATE.test(date)) return false;
    const json = booking.cachedBookedSlotsJson(date);
    if (json === undefined) return false;
    const retryAfter = reads ? reads.limit.hit(clientAddress(req, reads.trustProxy)) : 0;
    if (retryAfter) answer(req, res, 429, RATE_LIMITED, { 'retry-after': String(retryAfter) });
    else answer(req, res, 200, json);
    return true;
  };
}
