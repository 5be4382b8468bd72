/**
 * Settings › Labour rates as typed: the rows (name and hourly rate in dollars), which one is the
 * default, what is wrong with each field before saving, and the input the save sends.
 */
import { formatDollars, formatMoney, MoneyInputError, parseDollars } from '../../../shared/money';

export interface SavedRate {
  id: string;
  name: string;
  hourlyRateCents: number;
  isDefault: boolean;
}

export interface RateRow {
  /** A stable React key and field id part; not sent. */
  key: string;
  /** Null for a rate not saved yet. */
  id: string | null;
  name: string;
  hourlyRate: string;
}

export interface RatesDraft {
  rows: RateRow[];
  /** The key of the default rate; null when there are no rates. */
  defaultKey: string | null;
}

export const MAX_RATE_NAME = 60;
const MAX_RATE_CENTS = 1_000_000;

let nextKey = 1;
function newRateRow(): RateRow {
  return { key: `rate-${nextKey++}`, id: null, name: '', hourlyRate: '' };
}

export function draftOfRates(saved: readonly SavedRate[]): RatesDraft {
  const rows = saved.map((rate) => ({ key: `rate-${nextKey++}`, id: rate.id, name: rate.name, hourlyRate: formatDollars(rate.hourlyRateCents) }));
  const index = saved.findIndex((rate) => rate.isDefault);
  return { rows, defaultKey: rows[index >= 0 ? index : 0]?.key ?? null };
}

/** A row added to the list; the first rate is the default. */
export function withNewRow(draft: RatesDraft): RatesDraft {
  const row = newRateRow();
  return { rows: [...draft.rows, row], defaultKey: draft.defaultKey ?? row.key };
}

/** A row taken off the list; the default passes to the first rate left. */
export function withoutRow(draft: RatesDraft, key: string): RatesDraft {
  const rows = draft.rows.filter((row) => row.key !== key);
  return { rows, defaultKey: draft.defaultKey === key || !rows.some((row) => row.key === draft.defaultKey) ? (rows[0]?.key ?? null) : draft.defaultKey };
}

function cents(text: string): number | null {
  try {
    return parseDollars(text, 'Hourly rate');
  } catch {
    return null;
  }
}

/** The same rates as typed and as saved (a rate typed "150" is the saved $150.00). */
export function sameRates(draft: RatesDraft, saved: readonly SavedRate[]): boolean {
  if (draft.rows.length !== saved.length) return false;
  return draft.rows.every((row, i) => {
    const rate = saved[i];
    return row.id === rate.id && row.name.trim() === rate.name && cents(row.hourlyRate) === rate.hourlyRateCents && (draft.defaultKey === row.key) === rate.isDefault;
  });
}

/** The field id of a row's name or rate under `prefix` (what useFieldProblems focuses). */
export const rateFieldName = (row: Pick<RateRow, 'key'>, field: 'name' | 'hourlyRate') => `${row.key}-${field}`;

/** The key of the message that the list as a whole is wrong (no rates left). */
export const RATES_PROBLEM = 'rates';

/** What is wrong with each field, by rateFieldName (or RATES_PROBLEM); empty when the rates can be saved. */
export function ratesProblems(draft: RatesDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.rows.length) problems[RATES_PROBLEM] = 'Keep at least one labour rate: labour lines are charged at one.';
  const seen = new Set<string>();
  for (const row of draft.rows) {
    const name = row.name.trim();
    if (!name) problems[rateFieldName(row, 'name')] = 'Give the rate a name.';
    else if (name.length > MAX_RATE_NAME) problems[rateFieldName(row, 'name')] = `A rate’s name is at most ${MAX_RATE_NAME} characters.`;
    else if (seen.has(name.toLocaleLowerCase('en-AU'))) problems[rateFieldName(row, 'name')] = 'Another rate has this name.';
    seen.add(name.toLocaleLowerCase('en-AU'));
    if (!row.hourlyRate.trim()) {
      problems[rateFieldName(row, 'hourlyRate')] = 'Enter the hourly rate.';
      continue;
    }
    try {
      if (parseDollars(row.hourlyRate, 'Hourly rate') > MAX_RATE_CENTS) problems[rateFieldName(row, 'hourlyRate')] = `Hourly rate must be at most ${formatMoney(MAX_RATE_CENTS)}.`;
    } catch (error) {
      problems[rateFieldName(row, 'hourlyRate')] = error instanceof MoneyInputError ? error.message : 'Hourly rate must be a number.';
    }
  }
  return problems;
}

/** The rates as the save sends them (hourly rates in dollars), in the order shown. */
export function ratesInput(draft: RatesDraft) {
  return draft.rows.map((row) => ({
    id: row.id,
    name: row.name.trim(),
    hourlyRate: parseDollars(row.hourlyRate, 'Hourly rate') / 100,
    isDefault: row.key === draft.defaultKey,
  }));
}

/**
 * The server's messages by field (rates.2: the third rate) as this form's field names: a message
 * about the price goes under the hourly rate, any other under the name; one about the whole list stays as it is.
 */
export function serverRateProblems(draft: RatesDraft, fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const row = /^rates\.(\d+)/.exec(field) ? draft.rows[Number(field.split('.')[1])] : undefined;
    if (row) out[rateFieldName(row, /hourly rate|\$/i.test(message) ? 'hourlyRate' : 'name')] = message;
    else out[field] = message;
  }
  return out;
}
