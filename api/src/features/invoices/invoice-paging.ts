/**
 * Pages of the Invoice History, newest first: a keyset on (issued_at, number), so a page costs
 * the same whether it is the first or the hundredth, and an invoice added meanwhile never shifts
 * the next page. The cursor is opaque to clients. It carries issued_at to the millisecond, which
 * is exact: the api writes issue times from JavaScript dates.
 */
import { AppError } from '../../shared/errors.js';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

export interface PageKey {
  issuedAt: Date;
  number: number;
}

export function encodeCursor(key: PageKey): string {
  return Buffer.from(`${key.issuedAt.getTime()}.${key.number}`).toString('base64url');
}

const INVALID_CURSOR = 'The cursor is not valid: use the nextCursor of the previous page.';

export function decodeCursor(cursor: unknown): PageKey | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  if (typeof cursor !== 'string' || cursor.length > 64) throw AppError.badInput(INVALID_CURSOR);
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw AppError.badInput(INVALID_CURSOR);
  return { issuedAt: new Date(Number(match[1])), number: Number(match[2]) };
}

/** A page size from a client: a whole number from 1 to MAX_PAGE_SIZE; absent → DEFAULT_PAGE_SIZE. */
export function readLimit(value: unknown): number {
  if (value === undefined || value === null || value === '') return DEFAULT_PAGE_SIZE;
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) {
    throw AppError.badInput(`limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);
  }
  return n;
}
