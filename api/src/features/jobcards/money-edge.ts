/**
 * Money at the job cards' edge: dollars in requests → integer cents, and quote totals with GST.
 * Temporary home: the lead replaces this file by the shared money module (same function names).
 */
import { AppError } from '../../shared/errors.js';

/** The largest amount one price may carry: keeps every total well inside a 32-bit integer of cents. */
const MAX_CENTS = 100_000_000; // $1,000,000.00
const DOLLARS = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * "129.95", 129.95, "0", 12 → cents. More than 2 decimals, negatives, blanks, NaN and
 * anything else → 400 naming the field.
 */
export function dollarsToCents(value: unknown, label = 'Amount'): number {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw AppError.badInput(`${label} must be a number.`);
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    throw AppError.badInput(`${label} must be a number.`);
  }
  if (text.startsWith('-')) throw AppError.badInput(`${label} must not be negative.`);
  if (!DOLLARS.test(text)) {
    throw AppError.badInput(/^\d+\.\d{3,}$/.test(text) ? `${label} must have at most 2 decimals.` : `${label} must be a number.`);
  }
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_CENTS) throw AppError.badInput(`${label} must be at most $1,000,000.00.`);
  return cents;
}

/** Cents → dollars for JSON answers (129.95); exact for every integer below 2^53. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

export interface TotalsLine {
  /** Up to 2 decimals, > 0. */
  quantity: number;
  unitCents: number;
}

export interface QuoteTotals {
  /** Per line: round half up (quantity × unit price). */
  lineCents: number[];
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
}

/** a / b rounded half up, for non-negative integers. */
function divRoundHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/**
 * One rounding per document. Exclusive prices: GST = round(subtotal × p / 100), total =
 * subtotal + GST. Inclusive prices: the lines add up to the total, GST = round(total × p /
 * (100 + p)), subtotal = total − GST. `gstPercent` may carry 2 decimals.
 */
export function quoteTotals(lines: TotalsLine[], gstPercent = 10, pricesIncludeGst = false): QuoteTotals {
  const basisPoints = Math.round(gstPercent * 100);
  const lineCents = lines.map((l) => divRoundHalfUp(Math.round(l.quantity * 100) * l.unitCents, 100));
  const sum = lineCents.reduce((a, b) => a + b, 0);
  if (pricesIncludeGst) {
    const gstCents = divRoundHalfUp(sum * basisPoints, 10_000 + basisPoints);
    return { lineCents, subtotalCents: sum - gstCents, gstCents, totalCents: sum };
  }
  const gstCents = divRoundHalfUp(sum * basisPoints, 10_000);
  return { lineCents, subtotalCents: sum, gstCents, totalCents: sum + gstCents };
}
