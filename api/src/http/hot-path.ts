/**
 * The busiest public read, GET /api/appointments/booked-slots?date=yyyy-MM-dd, answered before
 * Fastify's request pipeline when the date's answer is already cached. Everything else, including
 * cache misses and malformed dates, goes through the normal route (validation, errors, logging).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BookingService } from '../features/booking/booking.service.js';
import type { Config } from '../config.js';
import { baseHeaders, isHttpsSite } from './security-headers.js';

const PREFIX = '/api/appointments/booked-slots?date=';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function bookedSlotsHotPath(booking: BookingService, isClosing: () => boolean, config: Pick<Config, 'publicUrl'>) {
  // The same security headers as every other answer (security-headers.ts), made once.
  const security = baseHeaders(isHttpsSite(config));
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = req.url;
    if (req.method !== 'GET' || !url || !url.startsWith(PREFIX)) return false;
    const date = url.slice(PREFIX.length);
    if (!DATE.test(date)) return false;
    const json = booking.cachedBookedSlotsJson(date);
    if (json === undefined) return false;
    const given = req.headers['x-request-id'];
    res.writeHead(200, {
      ...security,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
      'x-request-id': typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID(),
      ...(isClosing() ? { connection: 'close' } : {}),
    });
    res.end(json);
    return true;
  };
}
