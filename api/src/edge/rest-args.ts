/** Reading REST requests where a declaration needs its own reading: one query string value, a page. */
import { AppError } from '../shared/errors.js';
import { nextPageLink, type Page } from '../shared/paging.js';
import type { Http } from './operation.js';

/** A query string's value given once (twice is refused), or undefined. */
export function queryValue({ request }: Http, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  if (Array.isArray(value)) throw AppError.badInput(`${name} must be given once.`);
  return value as string | undefined;
}

/** A REST list's page as asked: `?limit=` and `?cursor=` (the previous page's next cursor). */
export function pageAsked(http: Http): { limit?: string; after?: string } {
  return { limit: queryValue(http, 'limit'), after: queryValue(http, 'cursor') };
}

/** The page's items; a `Link: <…?cursor=…>; rel="next"` header names the next page while there is one. */
export function itemsWithNextLink<T, J>(page: Page<T>, http: Http, json: (item: T) => J): J[] {
  const path = http.request.url.split('?')[0];
  const link = nextPageLink(path, http.request.query as Record<string, unknown>, page.nextCursor);
  if (link) http.reply.header('link', link);
  return page.items.map(json);
}
