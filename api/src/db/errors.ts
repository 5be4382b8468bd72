/** Recognises database failures the services and the http layer turn into answers. */
import { ConnectionException, UniqueConstraintViolationException } from '@mikro-orm/core';

/** A unique constraint said no: from the ORM (wrapped) or from a raw statement (pg code 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof UniqueConstraintViolationException || (err as { code?: unknown } | null)?.code === '23505';
}

/**
 * PostgreSQL's codes for a connection it ended or cannot give: admin/crash shutdown (57P01,
 * 57P02), starting up (57P03), and the connection exception class (08xxx).
 */
const CONNECTION_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /terminating connection/i,
  /timeout (exceeded )?(when )?acquiring a connection/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /connection (is )?closed/i,
];

/**
 * The database connection was lost or could not be had (a transient fault: retrying soon may
 * work), as raised by pg, the pool, or MikroORM's wrapping of them; causes are followed.
 */
export function isConnectionLoss(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ConnectionException) return true;
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}

/**
 * PostgreSQL broke a deadlock by failing this statement (40P01), as raised by pg or wrapped by
 * MikroORM: nothing of it was written, and written again it may well pass.
 */
export function isDeadlock(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '40P01') return true;
  }
  return false;
}

/** The blocked-period guard (a trigger on appointment) refused a booking inside a blocked period. */
export function isBlockedSlotViolation(err: unknown): boolean {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  return (e?.constraint ?? e?.cause?.constraint) === 'appointment_outside_blocked_periods';
}
