/**
 * A business customer's rules: its ABN (11 digits, checked by the ATO's checksum, printed
 * `12 345 678 901`), and its account terms (the day an invoice is due: a number of days after the
 * invoice's date, or after the end of the invoice's month).
 */
import { isValidAbn } from '../../shared/abn.js';
import { AppError } from '../../shared/errors.js';
import { parseDollars } from '../../shared/money.js';
import { cleanText } from '../../shared/text.js';
import { addDays, toLocal } from '../../shared/time.js';

const INVALID_ABN = 'That ABN is not valid: check its 11 digits.';

/** An ABN as typed (spaces allowed) → its 11 digits; empty → null; anything else refused (400). */
function readAbn(value: string | null | undefined): string | null {
  if (value == null) return null;
  const digits = value.replace(/\s+/g, '');
  if (!digits) return null;
  if (!isValidAbn(digits)) throw AppError.badInput(INVALID_ABN, { abn: [INVALID_ABN] });
  return digits;
}

/** A customer's account terms: pay `days` after the invoice's date, or after the end of its month when `endOfMonth`. */
export interface AccountTerms {
  days: number;
  endOfMonth: boolean;
}

/** The longest account terms, in days. */
const MAX_TERMS_DAYS = 180;

/** The day (yyyy-MM-dd, workshop calendar) an invoice issued at `issuedAt` is due on `terms`. */
export function dueDateOnTerms(issuedAt: Date, terms: AccountTerms, timeZone: string): string {
  const issued = toLocal(issuedAt, timeZone).date;
  const from = terms.endOfMonth ? lastDayOfMonth(issued) : issued;
  return addDays(from, terms.days);
}

/** The last day of a yyyy-MM-dd date's month. */
function lastDayOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(last).padStart(2, '0')}`;
}

/** What staff may change of a business customer (a field left out stays as it is). */
export interface BusinessDetails {
  company?: string | null;
  abn?: string | null;
  accountTerms?: { days?: unknown; endOfMonth?: unknown } | null;
  poRequired?: boolean;
  creditLimit?: number | string | null;
}

/** The business fields of a customer, as a change sets them. */
export interface BusinessFields {
  company?: string | null;
  abn?: string | null;
  accountTermsDays?: number | null;
  accountTermsEndOfMonth: boolean;
  poRequired: boolean;
  creditLimitCents?: number | null;
}

/** Sets on `customer` the business details given, each read and checked (400 naming the field when wrong). */
export function applyBusinessDetails(customer: BusinessFields, details: BusinessDetails): void {
  if (details.company !== undefined) customer.company = cleanText(details.company ?? '') || null;
  if (details.abn !== undefined) customer.abn = readAbn(details.abn);
  if (details.accountTerms !== undefined) {
    const terms = readTerms(details.accountTerms);
    customer.accountTermsDays = terms?.days ?? null;
    customer.accountTermsEndOfMonth = terms?.endOfMonth ?? false;
  }
  if (details.poRequired != null) customer.poRequired = details.poRequired;
  if (details.creditLimit !== undefined) {
    customer.creditLimitCents = details.creditLimit === null || details.creditLimit === '' ? null : parseDollars(details.creditLimit, 'Credit limit');
  }
}

const TERMS_DAYS = `Account terms must be a whole number of days from 0 to ${MAX_TERMS_DAYS}.`;

/** Account terms from a client: `{ days, endOfMonth }` (null: pay on the day). */
function readTerms(value: unknown): AccountTerms | null {
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw AppError.badInput('Account terms must be { days, endOfMonth } or null.');
  const { days, endOfMonth } = value as { days?: unknown; endOfMonth?: unknown };
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > MAX_TERMS_DAYS) throw AppError.badInput(TERMS_DAYS, { 'accountTerms.days': [TERMS_DAYS] });
  if (endOfMonth != null && typeof endOfMonth !== 'boolean') throw AppError.badInput('Account terms’ endOfMonth must be true or false.');
  return { days, endOfMonth: endOfMonth ?? false };
}
