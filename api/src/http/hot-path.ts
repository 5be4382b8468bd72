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
import { hotPathHeaders, isHttpsSite } from './security-headers.js';

const PREFIX = '/api/appointments/booked-slots?date=';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const RATE_LIMITED = JSON.stringify({ message: RATE_LIMITED_MESSAGE, code: 'TOO_MANY_REQUESTS' });

/** Where the public read limit is counted, and how to tell the client's address (as Fastify's `request.ip` does). */
export interface HotPathReads {
  limit: PublicReadLimit;
  trustProxy: boolean;
}

/** Behind a trusted proxy, the first address of X-Forwarded-For; else the socket's. */
function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  if (typeof forwarded === 'string' && forwarded) return forwarded.split(',', 1)[0].trim();
  return req.socket.remoteAddress ?? '';
}

export function bookedSlotsHotPath(booking: BookingService, isClosing: () => boolean, config: Pick<Config, 'publicUrl'>, reads?: HotPathReads) {
  // The security headers that matter for a JSON read (security-headers.ts has the whole set of twelve,
  // ~600 bytes): every byte and header written is work on the busiest path, which the bench holds to 0.5x raw.
  const security = hotPathHeaders(isHttpsSite(config));
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url;
    if (req.method !== 'GET' || !url || !url.startsWith(PREFIX)) return false;
    const date = url.slice(PREFIX.length);
    if (!DATE.test(date)) return false;
    const json = booking.cachedBookedSlotsJson(date);
    if (json === undefined) return false;
    const retryAfter = reads ? reads.limit.hit(clientAddress(req, reads.trustProxy)) : 0;
    const body = retryAfter ? RATE_LIMITED : json;
    const given = req.headers['x-request-id'];
    res.writeHead(retryAfter ? 429 : 200, {
      ...security,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      ...(retryAfter ? { 'retry-after': String(retryAfter) } : {}),
      'x-request-id': typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID(),
      ...(isClosing() ? { connection: 'close' } : {}),
    });
    res.end(body);
    return true;
  };
}
