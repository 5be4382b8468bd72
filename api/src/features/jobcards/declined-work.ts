/**
 * What a quote's decision leaves on the vehicle as recommended work: each line the customer
 * declined, with the photos of the inspection checks that showed it (a check whose words are all in
 * the line's description, as the quote was sent with it).
 */
import type { PricedLine } from '../../shared/priced-document.js';
import type { DeclinedLine } from '../vehicles/recommended-work.service.js';
import { QuoteStatus, type Quote, type QuotedCheck } from './quote.entity.js';

/** A text's words that say what the work is: letters and digits, in any case, a plural's s dropped. */
function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3).map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

/** The photos of the checks that showed `line`: each check whose every word is in the description. */
function photosOf(line: PricedLine, checks: readonly QuotedCheck[]): DeclinedLine['photos'] {
  const said = new Set(words(line.description));
  return checks
    .filter((c) => c.photos.length && words(c.label).length && words(c.label).every((w) => said.has(w)))
    .flatMap((c) => c.photos.map((p) => ({ id: p.id, width: p.width, height: p.height })));
}

/** The lines of a decided quote the customer declined (all of a declined quote's), with their photos. */
export function declinedLinesOf(quote: Pick<Quote, 'items' | 'status' | 'approvedLines' | 'inspectionShown'>): DeclinedLine[] {
  if (quote.status !== QuoteStatus.approved && quote.status !== QuoteStatus.declined) return [];
  const approved = quote.status === QuoteStatus.approved ? new Set(quote.approvedLines ?? quote.items.map((_, i) => i)) : new Set<number>();
  const checks = quote.inspectionShown ?? [];
  return quote.items.flatMap((line, index) => (approved.has(index) || !line.description.trim() ? [] : [{ index, line, photos: photosOf(line, checks) }]));
}
