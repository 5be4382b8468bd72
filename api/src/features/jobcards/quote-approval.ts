/**
 * Which lines of a quote the customer approves: all of them (no list, today's one tap), or the
 * ones they ticked; and what those come to with the quote's GST, rounded once as any document is.
 */
import { AppError } from '../../shared/errors.js';
import { documentPrice } from '../../shared/priced-document.js';
import type { Quote } from './quote.entity.js';

/** The approved lines (null: all of them) and their total in cents, GST included. */
export function approvedLinesOf(quote: Pick<Quote, 'items' | 'gstPercent' | 'pricesIncludeGst' | 'totalCents'>, raw: unknown): { lines: number[] | null; totalCents: number } {
  if (raw === undefined || raw === null) return { lines: null, totalCents: quote.totalCents };
  const count = quote.items.length;
  if (!Array.isArray(raw) || raw.some((i) => !Number.isInteger(i) || i < 0 || i >= count)) {
    throw AppError.badInput(`lines must be a list of line numbers from 0 to ${count - 1}.`);
  }
  const lines = [...new Set(raw as number[])].sort((a, b) => a - b);
  if (!lines.length) throw AppError.badInput('Please approve at least one line, or decline the quote.');
  // Every line ticked is the whole quote: recorded as approved whole.
  if (lines.length === count) return { lines: null, totalCents: quote.totalCents };
  const totals = documentPrice(lines.map((i) => quote.items[i]), { gstPercent: quote.gstPercent, pricesIncludeGst: quote.pricesIncludeGst }, 'quote');
  return { lines, totalCents: totals.totalCents };
}
