/**
 * Keyset pages of a list, newest first: a page costs the same whether it is the first or the
 * hundredth, and a row added meanwhile never shifts the next page. A cursor is the last row's key
 * (a time to the millisecond, which is exact: the api writes times from JavaScript dates, and a
 * tie-breaker such as an id), opaque to clients.
 */
import { AppError } from './errors.js';

const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 500;

export interface PageKey {
  at: Date;
  /** The tie-breaker among rows of the same time: letters, digits, '-' and '_'. */
  tie: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const INVALID_CURSOR = 'The cursor is not valid: use the nextCursor of the previous page.';

function encodeCursor(key: PageKey): string {
  return Buffer.from(`${key.at.getTime()}.${key.tie}`).toString('base64url');
}

/** The key a cursor carries (null for none); `tie` is what a valid tie-breaker looks like. */
export function decodeCursor(cursor: unknown, tie: RegExp = /^[\w-]{1,40}$/): PageKey | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  if (typeof cursor !== 'string' || cursor.length > 96) throw AppError.badInput(INVALID_CURSOR);
  const match = /^(\d{1,15})\.(.+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match || !tie.test(match[2])) throw AppError.badInput(INVALID_CURSOR);
  return { at: new Date(Number(match[1])), tie: match[2] };
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

/** The page of `rows` fetched with `limit + 1` (the extra row only says there is more). */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => PageKey): Page<T> {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/** The REST `Link` header of a page: the same path and query with the next cursor. */
export function nextPageLink(path: string, query: Record<string, unknown>, nextCursor: string | null): string | null {
  if (!nextCursor) return null;
  const next = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'cursor' && typeof value === 'string') next.set(key, value);
  }
  next.set('cursor', nextCursor);
  return `<${path}?${next}>; rel="next"`;
}

/**
 * Every page of a list, one after another (each `MAX_PAGE_SIZE` rows): the whole list of a REST
 * call without `limit`, read in keyset pages so it never sits in memory at once.
 */
export async function* everyPage<T>(read: (after: string | null) => Promise<Page<T>>): AsyncGenerator<T[]> {
  let after: string | null = null;
  do {
    const page: Page<T> = await read(after);
    yield page.items;
    after = page.nextCursor;
  } while (after);
}

/** Whether a REST query asks for one page (`limit` or `cursor` given) rather than the whole list. */
export function asksForPage(query: { limit?: unknown; cursor?: unknown }): boolean {
  return (query.limit !== undefined && query.limit !== '') || (query.cursor !== undefined && query.cursor !== '');
}
