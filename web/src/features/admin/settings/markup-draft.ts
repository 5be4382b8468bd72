/**
 * Settings › Parts markup as typed: the bands (the highest cost of each in dollars, the last one
 * covering every cost above, and its multiplier), what is wrong with each field before saving, the
 * input the save sends, and what a part of a given cost sells at by the bands as typed. A band
 * covers costs up to and including its highest cost; the sell price is cost × multiplier, rounded
 * half up to the cent.
 */
import { formatDollars, formatMoney, MoneyInputError, parseDollars } from '../../../shared/money';

export interface SavedBand {
  upToCostCents: number | null;
  multiplier: number;
}

export interface BandRow {
  /** A stable React key and field id part; not sent. */
  key: string;
  /** Dollars as typed; not used on the last band. */
  upToCost: string;
  multiplier: string;
}

const MAX_BANDS = 20;
const MAX_MULTIPLIER = 100;
const MULTIPLIER = /^\d+(\.\d{1,3})?$/;

let nextKey = 1;
const newBand = (): BandRow => ({ key: `band-${nextKey++}`, upToCost: '', multiplier: '' });

export function draftOfBands(saved: readonly SavedBand[]): BandRow[] {
  return saved.map((band) => ({ key: `band-${nextKey++}`, upToCost: band.upToCostCents === null ? '' : formatDollars(band.upToCostCents), multiplier: String(band.multiplier) }));
}

/** A band added before the last (which keeps covering every cost above); the first band when there are none. */
export function withNewBand(rows: readonly BandRow[]): BandRow[] {
  const band = newBand();
  return rows.length ? [...rows.slice(0, -1), band, rows[rows.length - 1]] : [band];
}

/** A band taken off; when it was the last, the one before becomes the last. */
export function withoutBand(rows: readonly BandRow[], key: string): BandRow[] {
  return rows.filter((row) => row.key !== key);
}

function cents(text: string): number | null {
  try {
    return parseDollars(text, 'Up to cost');
  } catch {
    return null;
  }
}

/** A multiplier as typed, in thousandths (exact), or null when it is not a number with at most 3 decimals. */
function thousandths(text: string): number | null {
  const t = text.trim();
  if (!MULTIPLIER.test(t)) return null;
  const [whole, fraction = ''] = t.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

const isLast = (rows: readonly BandRow[], i: number) => i === rows.length - 1;

/** The same bands as typed and as saved (a multiplier typed "1.60" is the saved 1.6). */
export function sameBands(rows: readonly BandRow[], saved: readonly SavedBand[]): boolean {
  if (rows.length !== saved.length) return false;
  return rows.every((row, i) => {
    const band = saved[i];
    const upTo = isLast(rows, i) ? null : cents(row.upToCost);
    return upTo === band.upToCostCents && thousandths(row.multiplier) === Math.round(band.multiplier * 1000);
  });
}

/** The field id of a band's highest cost or multiplier under the form's prefix (what useFieldProblems focuses). */
export const bandFieldName = (row: Pick<BandRow, 'key'>, field: 'upToCost' | 'multiplier') => `${row.key}-${field}`;

/** The key of the message that the bands as a whole are wrong (none left, too many). */
export const BANDS_PROBLEM = 'bands';

/** What is wrong with each field, by bandFieldName (or BANDS_PROBLEM); empty when the bands can be saved. */
export function markupProblems(rows: readonly BandRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!rows.length) problems[BANDS_PROBLEM] = 'Keep at least one band: parts without a fixed price sell by it.';
  if (rows.length > MAX_BANDS) problems[BANDS_PROBLEM] = `At most ${MAX_BANDS} bands.`;
  let previous: number | null = -1;
  rows.forEach((row, i) => {
    if (!isLast(rows, i)) {
      const field = bandFieldName(row, 'upToCost');
      if (!row.upToCost.trim()) {
        problems[field] = 'Enter the highest cost of this band.';
        previous = null;
      } else {
        try {
          const upTo = parseDollars(row.upToCost, 'Up to cost');
          if (previous !== null && upTo <= previous) problems[field] = `Up to cost must be more than the band before’s ${formatMoney(previous)}.`;
          previous = upTo;
        } catch (error) {
          problems[field] = error instanceof MoneyInputError ? error.message : 'Up to cost must be a number.';
          previous = null;
        }
      }
    }
    const multiplier = thousandths(row.multiplier);
    if (!row.multiplier.trim()) problems[bandFieldName(row, 'multiplier')] = 'Enter the multiplier, e.g. 1.6.';
    else if (multiplier === null) problems[bandFieldName(row, 'multiplier')] = 'Multiplier must be a number with at most 3 decimals.';
    else if (multiplier < 1000 || multiplier > MAX_MULTIPLIER * 1000) problems[bandFieldName(row, 'multiplier')] = `Multiplier must be from 1 to ${MAX_MULTIPLIER}.`;
  });
  return problems;
}

/** The bands as the save sends them: the highest cost in dollars (left out on the last band), the multiplier. */
export function markupInput(rows: readonly BandRow[]) {
  return rows.map((row, i) => (isLast(rows, i) ? { multiplier: Number(row.multiplier.trim()) } : { upToCost: parseDollars(row.upToCost, 'Up to cost') / 100, multiplier: Number(row.multiplier.trim()) }));
}

/**
 * The server's messages by field (bands.2: the third band) as this form's field names: a message
 * about the multiplier goes under the multiplier, any other under the highest cost (the last band's
 * under its multiplier, its only field); one about the whole list stays as it is.
 */
export function serverMarkupProblems(rows: readonly BandRow[], fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const match = /^bands\.(\d+)/.exec(field);
    const i = match ? Number(match[1]) : -1;
    const row = rows[i];
    if (row) out[bandFieldName(row, /multiplier/i.test(message) || isLast(rows, i) ? 'multiplier' : 'upToCost')] = message;
    else out[field === 'bands' ? BANDS_PROBLEM : field] = message;
  }
  return out;
}

/** What a part costing `costCents` sells at by the bands as typed; null while a band it depends on is not a valid number. */
export function sellAt(costCents: number, rows: readonly BandRow[]): number | null {
  for (let i = 0; i < rows.length; i++) {
    const upTo = isLast(rows, i) ? null : cents(rows[i].upToCost);
    if (!isLast(rows, i) && upTo === null) return null;
    if (upTo === null || costCents <= upTo) {
      const multiplier = thousandths(rows[i].multiplier);
      return multiplier === null ? null : Math.floor((costCents * multiplier + 500) / 1000);
    }
  }
  return null;
}

/** What the last band covers: 'Above $50.00' (the highest cost of the band before, as typed), or any cost when it is the only band. */
export function lastBandCovers(rows: readonly BandRow[]): string {
  if (rows.length < 2) return 'Any cost';
  const before = cents(rows[rows.length - 2].upToCost);
  return before === null ? 'And above' : `Above ${formatMoney(before)}`;
}

/** 'A part costing $20.00 sells at $32.00.', or null while the cost or the bands it needs are not valid. */
export function exampleLine(costText: string, rows: readonly BandRow[]): string | null {
  const cost = cents(costText);
  const sell = cost === null ? null : sellAt(cost, rows);
  return cost === null || sell === null ? null : `A part costing ${formatMoney(cost)} sells at ${formatMoney(sell)}.`;
}
