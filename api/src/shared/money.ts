/**
 * Money: integer cents, dollars only at the edge, and the GST rules of one document.
 * Shared verbatim by the api and the web app (through the `@money` alias), so it imports nothing
 * and never multiplies floats: amounts are parsed from their decimal text and GST is computed on
 * BigInt with exactly one half-up rounding per document.
 */

/** A bad amount sent by a client; the api answers it with 400 and this message. */
export class MoneyInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'MoneyInputError';
  }
}

/** Largest price accepted from a client: $1,000,000.00 (keeps every document total far inside safe integers). */
export const MAX_CENTS = 100_000_000;
/** Largest quantity of one line. */
export const MAX_QUANTITY = 100_000;
/** What a quote, job card or invoice accepts from staff: at most this many lines, each of at most this quantity. */
export const MAX_DOCUMENT_LINES = 200;
export const MAX_LINE_QUANTITY = 10_000;
/** Largest total of one document: totals are stored as 32-bit integers of cents. */
export const MAX_TOTAL_CENTS = 2_147_483_647;

/**
 * One line of a priced document (a quote, an invoice, a job card's items), as computed and
 * stored; the REST API's documented names of its price in dollars (estimateCost, unitPrice) exist only at its edges.
 */
export interface PricedLine {
  description: string;
  /** > 0, at most 2 decimals (1.5 hours of labour). */
  quantity: number;
  /** The unit price in integer cents (including GST when the document's prices include it); negative for a discount or goodwill credit. */
  unitPriceCents: number;
  /**
   * What the line is. Lines stored before kinds existed have none: read it with lineKind(), never
   * from here.
   */
  kind?: LineKind;
  /** true: no GST on this line (a government fee); absent or false: taxable. */
  gstFree?: boolean;
  /** A labour line's labour rate (an id of the labour rates setting); its quantity is the hours. */
  labourRateId?: string | null;
  /** A labour line's technician (a staff account's id). */
  technicianId?: string | null;
  /** A part line's part of the catalogue (its stock is held for an open job card and fitted when the card is invoiced). */
  partId?: string | null;
  /**
   * Where a job card's line stands against the customer's decision on its quote: 'approved' (quoted
   * and approved), 'declined' (quoted and declined: shown, never invoiced), 'added' (not on the
   * decided quote: work staff added after it). Absent before any decision, and on quotes and invoices.
   */
  origin?: LineOrigin;
}

/** What a line is: labour (its quantity is hours), a part, a sundry charge, or a discount (a negative price). */
export type LineKind = 'labour' | 'part' | 'sundry' | 'discount';
export const LINE_KINDS: readonly LineKind[] = ['labour', 'part', 'sundry', 'discount'];

const LABOUR_WORD = /\blabou?r\b/i;

/**
 * A line's kind as every reader takes it. A line stored before kinds existed reads as a discount
 * when its price is negative, as labour when its description says labour (or labor), else as a part.
 * The database reads labour lines the same way (db/sql/invoice-labour.sql, which keeps an invoice's
 * labour hours for analytics): a change here is a change there, in a migration (keep the two alike).
 */
export function lineKind(line: Pick<PricedLine, 'kind' | 'description' | 'unitPriceCents'>): LineKind {
  if (line.kind && LINE_KINDS.includes(line.kind)) return line.kind;
  if (line.unitPriceCents < 0) return 'discount';
  return LABOUR_WORD.test(line.description) ? 'labour' : 'part';
}

/** Whether GST applies to a line: every line but one marked GST-free (lines stored before are all taxable). */
export function lineTaxable(line: Pick<PricedLine, 'gstFree'>): boolean {
  return line.gstFree !== true;
}

/** See PricedLine.origin. */
export type LineOrigin = 'approved' | 'declined' | 'added';
export const LINE_ORIGINS: readonly LineOrigin[] = ['approved', 'declined', 'added'];

/** Why a document's lines cannot be priced: their sum is below zero (discounts larger than the work). */
export class NegativeTotalError extends RangeError {
  constructor() {
    super(NEGATIVE_TOTAL_MESSAGE);
    this.name = 'NegativeTotalError';
  }
}
export const NEGATIVE_TOTAL_MESSAGE = 'The total cannot be below $0.00.';

/** Why a document's GST cannot be worked out: its taxable lines come to less than nothing (a taxable discount larger than the taxable work). */
export class NegativeTaxableError extends RangeError {
  constructor() {
    super(NEGATIVE_TAXABLE_MESSAGE);
    this.name = 'NegativeTaxableError';
  }
}
export const NEGATIVE_TAXABLE_MESSAGE = 'The taxable items cannot come to less than $0.00: mark the discount GST-free, or make it smaller.';

/** What the totals read of a line. */
export type MoneyLine = Pick<PricedLine, 'quantity' | 'unitPriceCents' | 'gstFree'>;

export interface GstRule {
  /** 0..100, decimals allowed (12.5). */
  gstPercent: number;
  /** true: the line prices already contain GST; false: GST is added on top. */
  pricesIncludeGst: boolean;
}

export interface DocumentTotals {
  /** Each line's amount, as printed (see lineAmount). */
  lineCents: number[];
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  /** The sum of the taxable lines' amounts, as entered (GST is worked out on it). */
  taxableCents: number;
  /** The sum of the GST-free lines' amounts. */
  gstFreeCents: number;
}

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/** The shortest decimal text of a finite number, without exponent; null when it has one (1e21, 1e-7). */
function decimalText(value: number): string | null {
  const text = String(value);
  return /e/i.test(text) ? null : text;
}

/** Splits decimal text into an integer of `scale` decimals; null if it needs more. Trailing zeros are fine ("1.500"). */
function scaled(text: string, scale: number): bigint | null {
  const match = DECIMAL.exec(text);
  if (!match || (match[1] === '' && !match[2])) return null;
  const whole = match[1] || '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return null;
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

/**
 * Dollars from a client (129.95 or "129.95") → cents (12995). More than 2 decimals, NaN/Infinity,
 * empty or non-numeric values throw a MoneyInputError naming the field; so do negatives unless
 * `signed` (a priced line's unit price: a discount or goodwill credit is a negative line, down to
 * −MAX_CENTS).
 */
export function parseDollars(value: unknown, field = 'Amount', { signed = false }: { signed?: boolean } = {}): number {
  if (signed) {
    const negative = typeof value === 'number' ? value < 0 : typeof value === 'string' && /^\s*-/.test(value);
    if (negative) {
      let cents: number;
      try {
        cents = parseDollars(typeof value === 'number' ? -value : (value as string).trim().slice(1), field);
      } catch (err) {
        const tooLarge = err instanceof MoneyInputError && err.message.endsWith(`at most ${formatMoney(MAX_CENTS)}.`);
        throw tooLarge ? new MoneyInputError(field, `${field} must be at least -${formatMoney(MAX_CENTS)}.`) : err;
      }
      return cents === 0 ? 0 : -cents;
    }
  }
  let text: string | null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MoneyInputError(field, `${field} must be a number.`);
    if (value < 0) throw new MoneyInputError(field, `${field} must not be negative.`);
    text = decimalText(value);
    // Below a tenth of a cent String() switches to exponent form: certainly over 2 decimals.
    if (text === null && value < 1) throw new MoneyInputError(field, `${field} must have at most 2 decimals.`);
  } else if (typeof value === 'string' && value.trim() !== '') {
    text = value.trim();
    if (text.startsWith('-') && DECIMAL.test(text.slice(1))) throw new MoneyInputError(field, `${field} must not be negative.`);
    if (text.startsWith('+')) text = text.slice(1);
  } else {
    throw new MoneyInputError(field, `${field} must be a number.`);
  }
  if (text === null || !DECIMAL.test(text) || text === '.' || text === '') {
    throw new MoneyInputError(field, text === null ? `${field} must be at most ${formatMoney(MAX_CENTS)}.` : `${field} must be a number.`);
  }
  const cents = scaled(text, 2);
  if (cents === null) throw new MoneyInputError(field, `${field} must have at most 2 decimals.`);
  if (cents > BigInt(MAX_CENTS)) throw new MoneyInputError(field, `${field} must be at most ${formatMoney(MAX_CENTS)}.`);
  return Number(cents);
}

/** The name the job cards' edge used first; the same function. */
export const dollarsToCents = parseDollars;

/** A line's quantity from a client: greater than 0, at most 2 decimals (1.5 hours), at most MAX_QUANTITY. */
export function parseQuantity(value: unknown, field = 'Quantity'): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) throw new MoneyInputError(field, `${field} must be a number greater than 0.`);
  if (n > MAX_QUANTITY) throw new MoneyInputError(field, `${field} must be at most ${MAX_QUANTITY}.`);
  const text = decimalText(n);
  if (text === null || scaled(text, 2) === null) throw new MoneyInputError(field, `${field} must have at most 2 decimals.`);
  return n;
}

/** A GST percentage from a client: 0 to 100, at most 4 decimals (12.5). */
export function parseGstPercent(value: unknown, field: string): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) throw new MoneyInputError(field, `${field} must be a number.`);
  if (n < 0 || n > 100) throw new MoneyInputError(field, `${field} must be from 0 to 100.`);
  const text = decimalText(n);
  if (text === null || scaled(text, 4) === null) throw new MoneyInputError(field, `${field} must have at most 4 decimals.`);
  return n;
}

/** Cents → dollars as a JSON number (12995 → 129.95), for the documented REST answers. */
export function centsToDollars(cents: number): number {
  return Number(formatDollars(cents));
}

/** Cents → plain dollars text with 2 decimals, no symbol or grouping (12995 → "129.95"). */
export function formatDollars(cents: number): string {
  assertCents(cents, 'cents');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents → en-AU money text: 123456 → "$1,234.56", -5 → "-$0.05". */
export function formatMoney(cents: number): string {
  assertCents(cents, 'cents');
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * quantity × unit price in cents. Whole quantities are exact; a fractional one (≤ 2 decimals)
 * rounds that line half up to the cent, as it is printed.
 */
export function lineAmount(quantity: number, unitPriceCents: number): number {
  assertCents(unitPriceCents, 'unitPriceCents');
  const text = Number.isFinite(quantity) && quantity >= 0 ? decimalText(quantity) : null;
  const hundredths = text === null ? null : scaled(text, 2);
  if (hundredths === null) throw new RangeError(`quantity must be ≥ 0 with at most 2 decimals (got ${quantity})`);
  const amount = Number.isInteger(quantity) ? BigInt(quantity) * BigInt(unitPriceCents) : roundedQuotient(hundredths * BigInt(unitPriceCents), 100n);
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < BigInt(Number.MIN_SAFE_INTEGER)) throw new RangeError('line amount is out of range');
  return Number(amount);
}

/** Half up away from zero, so a negative unit price (a discount) mirrors a positive one. */
function roundedQuotient(num: bigint, den: bigint): bigint {
  return num < 0n ? -divideHalfUp(-num, den) : divideHalfUp(num, den);
}

/** Round num/den half up (both non-negative), on BigInt. */
function divideHalfUp(num: bigint, den: bigint): bigint {
  return (2n * num + den) / (2n * den);
}

/**
 * Subtotal, GST and total of one document, with a single half-up rounding of the GST, which is
 * worked out on the taxable lines alone (every line not marked GST-free):
 * prices exclusive of GST → GST = taxable × p / 100, total = sum of the lines + GST;
 * prices inclusive of GST → total = the sum of the lines, GST = taxable × p / (100 + p), subtotal = total − GST.
 * The lines never come to less than nothing (NegativeTotalError), nor do the taxable ones (NegativeTaxableError).
 */
export function documentTotals(lines: readonly MoneyLine[], rule: GstRule): DocumentTotals {
  const percentText = Number.isFinite(rule.gstPercent) && rule.gstPercent >= 0 && rule.gstPercent <= 100 ? decimalText(rule.gstPercent) : null;
  // p as an exact fraction pScaled / 10^4, so 12.5 % or 8.25 % never meet a float.
  const pScaled = percentText === null ? null : scaled(percentText, 4);
  if (pScaled === null) throw new RangeError(`gstPercent must be 0..100 with at most 4 decimals (got ${rule.gstPercent})`);
  let sum = 0n;
  let taxable = 0n;
  const lineCents = lines.map((line) => {
    const amount = lineAmount(line.quantity, line.unitPriceCents);
    sum += BigInt(amount);
    if (lineTaxable(line)) taxable += BigInt(amount);
    return amount;
  });
  // Discounts are negative lines; the document as a whole never comes to less than nothing.
  if (sum < 0n) throw new NegativeTotalError();
  if (taxable < 0n) throw new NegativeTaxableError();
  const hundred = 100n * 10_000n;
  let subtotal: bigint;
  let gst: bigint;
  let total: bigint;
  if (rule.pricesIncludeGst) {
    total = sum;
    gst = divideHalfUp(taxable * pScaled, hundred + pScaled);
    subtotal = total - gst;
  } else {
    subtotal = sum;
    gst = divideHalfUp(taxable * pScaled, hundred);
    total = subtotal + gst;
  }
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('document total is out of range');
  return {
    lineCents,
    subtotalCents: Number(subtotal),
    gstCents: Number(gst),
    totalCents: Number(total),
    taxableCents: Number(taxable),
    gstFreeCents: Number(sum - taxable),
  };
}

/**
 * Splits `totalCents` over weights (e.g. a document's GST over its lines) so the parts add up to
 * it exactly: each part gets its proportional share rounded down, and the cents left over go to
 * the largest remainders (the earlier part on a tie). All weights zero → all parts zero. A weight
 * may be negative (a discount line gets its negative share) while their sum is not.
 */
export function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  assertCents(totalCents, 'totalCents');
  const sum = weights.reduce((acc, w) => {
    assertCents(w, 'weight');
    return acc + BigInt(w);
  }, 0n);
  if (sum < 0n) throw new RangeError('weights must not sum below zero');
  if (sum === 0n) return weights.map(() => 0);
  const total = BigInt(totalCents);
  const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));
  const parts = weights.map((w) => {
    const share = floorDiv(total * BigInt(w), sum);
    return { share, remainder: total * BigInt(w) - share * sum };
  });
  let left = total - parts.reduce((acc, p) => acc + p.share, 0n);
  const order = parts.map((_, i) => i).sort((a, b) => (parts[b].remainder > parts[a].remainder ? 1 : parts[b].remainder < parts[a].remainder ? -1 : a - b));
  for (const i of order) {
    if (left <= 0n) break;
    parts[i].share += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.share));
}

/** The average of `count` amounts summing to `totalCents`, rounded half up to the cent; 0 when there are none. */
export function averageCents(totalCents: number, count: number): number {
  assertCents(totalCents, 'totalCents');
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number ≥ 0 (got ${count})`);
  if (count === 0) return 0;
  return Number(roundedQuotient(BigInt(totalCents), BigInt(count)));
}

function assertCents(cents: number, name: string): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${name} must be an integer number of cents (got ${cents})`);
}
