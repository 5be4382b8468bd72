/**
 * One priced document: quotes, invoices and job card items read their lines here, with
 * one set of limits and messages, and get their totals and GST from the money module. Lines are
 * `PricedLine` (description, quantity, unitPriceCents) everywhere, stored so too; the documented API's names of
 * the list and the price (items, finalItems, invoiceItems; unitPrice, and estimateCost still accepted on job card and quote lines) are an edge's
 * `LineEdge`, declared by the feature's inputs.
 */
import { json } from './json-schema.js';
import { AppError } from './errors.js';
import {
  documentTotals,
  LINE_KINDS,
  LINE_ORIGINS,
  lineAmount,
  lineKind,
  MAX_DOCUMENT_LINES,
  MAX_LINE_QUANTITY,
  MAX_TOTAL_CENTS,
  MoneyInputError,
  NEGATIVE_TAXABLE_MESSAGE,
  NEGATIVE_TOTAL_MESSAGE,
  NegativeTaxableError,
  NegativeTotalError,
  parseDollars,
  parseGstPercent,
  parseQuantity,
  type DocumentTotals,
  type GstRule,
  type LineKind,
  type LineOrigin,
  type PricedLine,
} from './money.js';
import { cleanText } from './text.js';

export type { DocumentTotals, GstRule, LineKind, LineOrigin, PricedLine };
export { lineKind } from './money.js';

/** The GST percentage of a document that names none. */
export const DEFAULT_GST_PERCENT = 10;
/** The longest description of one line. */
const MAX_DESCRIPTION = 500;

/** How one edge (a REST payload, a GraphQL input) names its lines, in requests and in messages. */
export interface LineEdge {
  /** The request's field holding the list: 'items', 'finalItems', 'invoiceItems'. */
  list: string;
  /** Each line's price field, in dollars: 'unitPrice'. */
  price: string;
  /**
   * An older name of the price field an edge still accepts ('estimateCost' of job card and quote lines):
   * a line gives one of the two, never both.
   */
  deprecatedPrice?: string;
  /** How a message names a line ('Line 2') and its price ('Line 2: price'). */
  noun: string;
  priceLabel: string;
  /** 'one': one message for every bad quantity (as the job cards' API documents it); 'each': each problem told apart. */
  quantityMessages: 'one' | 'each';
}

/** What a document asks of its lines. */
export interface LineRules {
  /** A draft (a job card's items while they are edited) may hold rows without a description yet. */
  draft?: boolean;
  /** The smallest quantity of a line (default: anything above 0). */
  minQuantity?: number;
  /** The message when the list is empty; absent, an empty list is fine. */
  empty?: string;
  /** A job card's lines carry their origin against the customer's decision (see PricedLine.origin). */
  origins?: boolean;
  /**
   * The workshop's labour rates: a labour line's labourRateId must be one of them, and a labour line
   * sent without a price takes its rate's hourly rate (without a rate, the default one's). Absent:
   * a labourRateId is kept as sent and every line needs a price.
   */
  labourRates?: readonly LineLabourRate[];
  /**
   * The catalogue's parts the lines name (partId), by id: a part line sent without a price takes
   * the part's sell price, without gstFree the part's GST treatment, without a description its
   * number and description. Absent: a partId is refused.
   */
  parts?: ReadonlyMap<string, LinePart>;
  /** A document whose lines cannot name a part of the catalogue (its stock would never be fitted): a standalone invoice. */
  noParts?: boolean;
}

/** A part of the catalogue as the line reader needs it. */
export interface LinePart {
  partNumber: string;
  description: string;
  sellCents: number;
  gstFree: boolean;
}

/** The part ids a request's lines name (to fetch before reading them). */
export function partIdsOf(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  const ids = raw.map((item) => (typeof item === 'object' && item !== null ? (item as Record<string, unknown>).partId : null));
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id.trim() !== '').map((id) => id.trim()))];
}

/** A labour rate as the line reader needs it. */
export interface LineLabourRate {
  id: string;
  hourlyRateCents: number;
  isDefault: boolean;
}

/**
 * The lines of a request: a list of at most MAX_DOCUMENT_LINES objects, each with a description
 * (text, at most MAX_DESCRIPTION characters, required unless a draft), a quantity (above 0 or at
 * least `minQuantity`, at most MAX_LINE_QUANTITY, 2 decimals) and a price in dollars (2 decimals,
 * at most $1,000,000 either way: a negative price is a discount or goodwill credit). The lines
 * together never come to less than $0.00. Every refusal is a 400 naming the line.
 */
export function readLines(raw: unknown, edge: LineEdge, rules: LineRules = {}): PricedLine[] {
  if (!Array.isArray(raw)) throw AppError.badInput(`${edge.list} must be a list.`);
  if (!raw.length && rules.empty) throw AppError.badInput(rules.empty);
  if (raw.length > MAX_DOCUMENT_LINES) throw AppError.badInput(`At most ${MAX_DOCUMENT_LINES} ${edge.noun.toLowerCase()}s are allowed.`);
  const lines = raw.map((item: unknown, i) => readLine(item, i, edge, rules));
  refuseNegativeTotal(lines.filter((line) => line.origin !== 'declined'));
  return lines;
}

/** 400 'The total cannot be below $0.00.' when the lines' amounts add up to less than nothing. */
function refuseNegativeTotal(lines: readonly PricedLine[]): void {
  const sum = lines.reduce((acc, line) => acc + lineAmount(line.quantity, line.unitPriceCents), 0);
  if (sum < 0) throw AppError.badInput(NEGATIVE_TOTAL_MESSAGE);
  const taxable = lines.reduce((acc, line) => acc + (line.gstFree ? 0 : lineAmount(line.quantity, line.unitPriceCents)), 0);
  if (taxable < 0) throw AppError.badInput(NEGATIVE_TAXABLE_MESSAGE);
}

function readLine(item: unknown, i: number, edge: LineEdge, rules: LineRules): PricedLine {
  const name = `${edge.noun} ${i + 1}`;
  const refuse = (message: string): never => {
    throw AppError.badInput(message, { [`${edge.list}.${i}`]: [message] });
  };
  if (typeof item !== 'object' || item === null) return refuse(`${name} must be an object.`);
  const fields = item as Record<string, unknown>;
  const { description } = fields;
  if (description !== undefined && description !== null && typeof description !== 'string') refuse(`${name}: description must be text.`);
  const partId = readOptionalId(fields.partId, `${name}: partId`, refuse);
  if (partId && rules.noParts) refuse(`${name}: a part of the catalogue is sold on a job card, whose invoice fits it from stock; describe the line without partId.`);
  const part = partId ? (rules.parts?.get(partId) ?? refuse(`${name}: part not found.`)) : null;
  const text = cleanText((description as string | null | undefined) ?? '') || (part ? `${part.partNumber} ${part.description}` : '');
  if (!text && !rules.draft) refuse(`${name}: a description is required.`);
  if (text.length > MAX_DESCRIPTION) refuse(`${name}: description must be at most ${MAX_DESCRIPTION} characters.`);
  const kind = readKind(fields.kind, name, refuse) ?? (part ? 'part' : undefined);
  if (part && kind !== 'part') refuse(`${name}: only a part line names a part.`);
  const given = (key: string | undefined) => key !== undefined && fields[key] !== undefined && fields[key] !== null;
  if (given('hours') && kind !== undefined && kind !== 'labour') refuse(`${name}: only a labour line has hours.`);
  if (given('hours') && given('quantity') && Number(fields.hours) !== Number(fields.quantity)) refuse(`${name}: hours and quantity differ: send one of them.`);
  const quantity = readQuantity(given('quantity') || !given('hours') ? fields.quantity : fields.hours, name, edge, rules, refuse);
  if (given(edge.price) && given(edge.deprecatedPrice)) refuse(`${name}: send the price as ${edge.price} or ${edge.deprecatedPrice}, not both.`);
  const priced = given(edge.price) || given(edge.deprecatedPrice);
  const price = given(edge.deprecatedPrice) ? fields[edge.deprecatedPrice as string] : fields[edge.price];
  const labour = kind === 'labour' || (kind === undefined && given('hours'));
  const labourRateId = readOptionalId(fields.labourRateId, `${name}: labourRateId`, refuse);
  const technicianId = readOptionalId(fields.technicianId, `${name}: technicianId`, refuse);
  if (!labour && labourRateId) refuse(`${name}: only a labour line has a labour rate.`);
  if (!labour && technicianId) refuse(`${name}: only a labour line has a technician.`);
  const rate = labour ? labourRateOf(labourRateId, rules, priced, () => refuse(`${name}: labour rate not found.`)) : null;
  let unitPriceCents = 0;
  if (!priced && rate) unitPriceCents = rate.hourlyRateCents;
  else if (!priced && part) unitPriceCents = part.sellCents;
  else {
    try {
      unitPriceCents = parseDollars(price, `${name}: ${edge.priceLabel}`, { signed: true });
    } catch (err) {
      if (err instanceof MoneyInputError) refuse(err.message);
      throw err;
    }
  }
  if (kind === 'discount' && unitPriceCents > 0) refuse(`${name}: a discount's price must be negative.`);
  const { gstFree } = fields;
  if (gstFree !== undefined && gstFree !== null && typeof gstFree !== 'boolean') refuse(`${name}: gstFree must be true or false.`);
  // A line sent without a kind (an older client): a negative price is a discount, anything else a part (or labour when it gave hours).
  const line: PricedLine = { description: text, quantity, unitPriceCents, kind: kind ?? (labour ? 'labour' : unitPriceCents < 0 ? 'discount' : 'part') };
  if (gstFree === true || (part && gstFree == null && part.gstFree)) line.gstFree = true;
  if (part) line.partId = partId;
  if (labour) {
    line.labourRateId = rate?.id ?? labourRateId;
    line.technicianId = technicianId;
  }
  if (rules.origins && fields.origin !== undefined && fields.origin !== null) {
    if (!LINE_ORIGINS.includes(fields.origin as LineOrigin)) refuse(`${name}: origin must be one of ${LINE_ORIGINS.join(', ')}.`);
    line.origin = fields.origin as LineOrigin;
  }
  return line;
}

/** A line's kind as sent: one of LINE_KINDS (any case), or undefined when left out. */
function readKind(value: unknown, name: string, refuse: (message: string) => never): LineKind | undefined {
  if (value === undefined || value === null) return undefined;
  const kind = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (!LINE_KINDS.includes(kind as LineKind)) refuse(`${name}: kind must be one of ${LINE_KINDS.join(', ')}.`);
  return kind as LineKind;
}

/** An optional id (text of at most 64 characters); null when left out or empty. */
function readOptionalId(value: unknown, field: string, refuse: (message: string) => never): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || value.length > 64) refuse(`${field} must be an id.`);
  return (value as string).trim() || null;
}

/**
 * The labour rate of a labour line: the one named (refused when it is not one of the workshop's),
 * or the default one when the line names none and has no price of its own. Null when the rates are
 * not known here (the id is then kept as sent).
 */
function labourRateOf(id: string | null, rules: LineRules, priced: boolean, notFound: () => never): LineLabourRate | null {
  const rates = rules.labourRates;
  if (!rates) return null;
  if (id) return rates.find((r) => r.id === id) ?? notFound();
  if (priced) return null;
  return rates.find((r) => r.isDefault) ?? rates[0] ?? null;
}

function readQuantity(value: unknown, name: string, edge: LineEdge, rules: LineRules, refuse: (message: string) => never): number {
  const min = rules.minQuantity;
  if (edge.quantityMessages === 'one') {
    const message = `${name}: quantity must be a positive number (at most ${MAX_LINE_QUANTITY}, 2 decimals).`;
    let quantity = 0;
    try {
      quantity = parseQuantity(value, `${name}: quantity`);
    } catch (err) {
      if (err instanceof MoneyInputError) refuse(message);
      throw err;
    }
    if (quantity > MAX_LINE_QUANTITY) refuse(message);
    if (min !== undefined && quantity < min) refuse(`${name}: quantity must be at least ${min}.`);
    return quantity;
  }
  let quantity = 0;
  try {
    quantity = parseQuantity(value, `${name}: quantity`);
  } catch (err) {
    if (err instanceof MoneyInputError) refuse(err.message);
    throw err;
  }
  if (min !== undefined && quantity < min) refuse(`${name}: quantity must be at least ${min}.`);
  if (quantity > MAX_LINE_QUANTITY) refuse(`${name}: quantity must be at most ${MAX_LINE_QUANTITY}.`);
  return quantity;
}

/**
 * A draft's lines made a document's (a job card's items becoming its invoice): the empty rows a
 * form leaves (no description, no price) and the lines the customer declined are left out, every other line must be described and
 * of at least `minQuantity`. Lines keep the draft's numbers in messages.
 */
export function finishedLines(lines: readonly PricedLine[], edge: Pick<LineEdge, 'noun' | 'list'>, rules: { minQuantity?: number; empty: string }): PricedLine[] {
  const kept: PricedLine[] = [];
  lines.forEach((line, i) => {
    // What the customer declined stays on the card and is never invoiced.
    if (line.origin === 'declined') return;
    if (!line.description.trim() && line.unitPriceCents === 0) return;
    const name = `${edge.noun} ${i + 1}`;
    const refuse = (message: string): never => {
      throw AppError.badInput(message, { [`${edge.list}.${i}`]: [message] });
    };
    if (!line.description.trim()) refuse(`${name}: a description is required.`);
    if (rules.minQuantity !== undefined && line.quantity < rules.minQuantity) refuse(`${name}: quantity must be at least ${rules.minQuantity}.`);
    kept.push(withoutOrigin(line));
  });
  if (!kept.length) throw AppError.badInput(rules.empty);
  return kept;
}

/**
 * A line's kind and GST fields under the REST API's names: kind (lower case; a line stored before
 * kinds by lineKind's rule), gstFree, and for labour its hours (= quantity), labourRateId and
 * technicianId (null on other lines).
 */
/** The kind fields of a line as REST answers them (lineKindJson). */
export const lineKindProperties = {
  kind: json.oneOf(LINE_KINDS),
  gstFree: json.boolean(),
  hours: json.nullable(json.number({ description: 'For labour: the hours (its quantity).' })),
  labourRateId: json.nullable(json.string()),
  technicianId: json.nullable(json.string()),
  partId: json.nullable(json.string()),
};

export function lineKindJson(line: PricedLine) {
  const kind = lineKind(line);
  const labour = kind === 'labour';
  return {
    kind,
    gstFree: line.gstFree === true,
    hours: labour ? line.quantity : null,
    labourRateId: labour ? (line.labourRateId ?? null) : null,
    technicianId: labour ? (line.technicianId ?? null) : null,
    partId: kind === 'part' ? (line.partId ?? null) : null,
  };
}

/** A line as a document (a quote, an invoice) keeps it: everything but its origin against a decided quote. */
export function withoutOrigin(line: PricedLine): PricedLine {
  const { origin: _origin, ...kept } = line;
  return kept;
}

/** A document's GST percentage from a request: absent, DEFAULT_GST_PERCENT; else 0 to 100 with at most 4 decimals (12.5). */
export function readGstPercent(value: unknown, field = 'GST percentage'): number {
  if (value === undefined || value === null) return DEFAULT_GST_PERCENT;
  try {
    return parseGstPercent(value, field);
  } catch (err) {
    if (err instanceof MoneyInputError) throw AppError.badInput(err.message, { [field]: [err.message] });
    throw err;
  }
}

/**
 * Subtotal, GST and total of a document's lines, by the money module (one rounding per
 * document); 400 `The {kind} total is too large.` when they would not fit its stored integers.
 */
export function documentPrice(lines: readonly PricedLine[], rule: GstRule, kind: 'quote' | 'invoice'): DocumentTotals {
  const tooLarge = () => AppError.badInput(`The ${kind} total is too large.`);
  let totals: DocumentTotals;
  try {
    totals = documentTotals(lines, rule);
  } catch (err) {
    if (err instanceof NegativeTotalError) throw AppError.badInput(NEGATIVE_TOTAL_MESSAGE);
    if (err instanceof NegativeTaxableError) throw AppError.badInput(NEGATIVE_TAXABLE_MESSAGE);
    if (err instanceof RangeError) throw tooLarge();
    throw err;
  }
  if (totals.totalCents > MAX_TOTAL_CENTS) throw tooLarge();
  return totals;
}
