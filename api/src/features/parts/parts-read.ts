/**
 * Reading a part's and a supplier's fields from a client: prices in dollars to cents, quantities
 * to at most 2 decimals, text tidied; each problem names its field. What is not sent is left out
 * (a change keeps it).
 */
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { MAX_QUANTITY, MoneyInputError, parseDollars } from '../../shared/money.js';
import { cleanText, normaliseName } from '../../shared/text.js';
import type { PartInput, StockAdjustInput, SupplierInput } from './parts.inputs.js';

/** A part's fields as stored; only those sent. */
export interface PartFields {
  partNumber?: string;
  partKey?: string;
  description?: string;
  brand?: string | null;
  supplierId?: string | null;
  costCents?: number;
  fixedSellCents?: number | null;
  gstFree?: boolean;
  bin?: string | null;
  barcode?: string | null;
  reorderPoint?: number;
  reorderQuantity?: number;
  allowNegative?: boolean;
  archived?: boolean;
}

const bad = (field: string, message: string): never => {
  throw AppError.badInput(message, { [field]: [message] });
};

/** The part number as searched and kept unique: upper case, without spaces, dashes, dots or slashes. */
export const partKeyOf = (partNumber: string) => partNumber.toUpperCase().replace(/[\s\-./]+/g, '');

const sent = (value: unknown) => value !== undefined;

function money(value: unknown, field: string, label: string): number {
  try {
    return parseDollars(value, label);
  } catch (err) {
    if (err instanceof MoneyInputError) return bad(field, err.message);
    throw err;
  }
}

/** A quantity: a number (or its text) with at most 2 decimals, within ±MAX_QUANTITY; `signed` allows below 0. */
function readQuantity(value: unknown, field: string, label: string, { signed = false } = {}): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return bad(field, `${label} must be a number.`);
  if (!signed && n < 0) bad(field, `${label} must not be negative.`);
  if (Math.abs(n) > MAX_QUANTITY) bad(field, `${label} must be at most ${MAX_QUANTITY}.`);
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) bad(field, `${label} must have at most 2 decimals.`);
  return Math.round(n * 100) / 100;
}

function text(value: unknown, field: string, label: string, max: number, required: boolean): string | null {
  if (value === null || value === undefined) return required ? bad(field, `${label} is required.`) : null;
  if (typeof value !== 'string') return bad(field, `${label} must be text.`);
  const clean = normaliseName(cleanText(value));
  if (!clean) return required ? bad(field, `${label} is required.`) : null;
  if (clean.length > max) bad(field, `${label} must be at most ${max} characters.`);
  return clean;
}

function flag(value: unknown, field: string, label: string): boolean {
  if (typeof value !== 'boolean') return bad(field, `${label} must be true or false.`);
  return value;
}

/** The fields of a new part (`create`: number, description and cost required) or of a change. */
export function readPart(input: PartInput, mode: 'create' | 'change'): PartFields {
  const creating = mode === 'create';
  const fields: PartFields = {};
  if (creating || sent(input.partNumber)) {
    const partNumber = text(input.partNumber, 'partNumber', 'Part number', 60, true)!;
    const partKey = partKeyOf(partNumber);
    if (!partKey) bad('partNumber', 'Part number needs at least one letter or digit.');
    Object.assign(fields, { partNumber, partKey });
  }
  if (creating || sent(input.description)) fields.description = text(input.description, 'description', 'Description', 200, true)!;
  if (sent(input.brand)) fields.brand = text(input.brand, 'brand', 'Brand', 60, false);
  if (sent(input.supplierId)) {
    if (input.supplierId !== null && (typeof input.supplierId !== 'string' || !isId(input.supplierId))) bad('supplierId', 'This supplier does not exist.');
    fields.supplierId = input.supplierId ?? null;
  }
  if (creating || sent(input.costPrice)) {
    if (input.costPrice === null || input.costPrice === undefined) bad('costPrice', 'Cost price is required.');
    fields.costCents = money(input.costPrice, 'costPrice', 'Cost price');
  }
  if (sent(input.sellPrice)) fields.fixedSellCents = input.sellPrice === null ? null : money(input.sellPrice, 'sellPrice', 'Sell price');
  if (sent(input.gstFree) && input.gstFree !== null) fields.gstFree = flag(input.gstFree, 'gstFree', 'gstFree');
  if (sent(input.bin)) fields.bin = text(input.bin, 'bin', 'Bin', 30, false);
  if (sent(input.barcode)) {
    const barcode = input.barcode === null ? '' : String(input.barcode).trim();
    if (barcode && !/^[\x21-\x7e]{1,60}$/.test(barcode)) bad('barcode', 'Barcode must be 1 to 60 letters, digits or symbols, without spaces.');
    fields.barcode = barcode || null;
  }
  if (sent(input.reorderPoint) && input.reorderPoint !== null) fields.reorderPoint = readQuantity(input.reorderPoint, 'reorderPoint', 'Reorder point');
  if (sent(input.reorderQuantity) && input.reorderQuantity !== null) fields.reorderQuantity = readQuantity(input.reorderQuantity, 'reorderQuantity', 'Reorder quantity');
  if (sent(input.allowNegative) && input.allowNegative !== null) fields.allowNegative = flag(input.allowNegative, 'allowNegative', 'allowNegative');
  if (!creating && sent(input.archived) && input.archived !== null) fields.archived = flag(input.archived, 'archived', 'archived');
  return fields;
}

/** An adjustment: a signed quantity other than 0, and its reason. */
export function readAdjustment(input: StockAdjustInput): { quantity: number; reason: string } {
  const quantity = readQuantity(input.quantity, 'quantity', 'Quantity', { signed: true });
  if (quantity === 0) bad('quantity', 'Quantity must not be 0.');
  const reason = text(input.reason, 'reason', 'Reason', 200, true)!;
  return { quantity, reason };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A supplier's name, email and price file columns (partNumber and costPrice required when columns are given). */
export function readSupplier(input: SupplierInput) {
  const name = text(input.name, 'name', 'Name', 100, true)!;
  const email = text(input.email, 'email', 'Email', 254, false);
  if (email && !EMAIL.test(email)) bad('email', 'Email must be an email address.');
  let priceFileColumns = null;
  const columns = input.priceFileColumns;
  if (columns !== null && columns !== undefined) {
    if (typeof columns !== 'object') bad('priceFileColumns', 'priceFileColumns must be an object of column headers.');
    const header = (key: 'partNumber' | 'description' | 'brand' | 'costPrice' | 'barcode', required: boolean) =>
      text((columns as unknown as Record<string, unknown>)[key], `priceFileColumns.${key}`, `The ${key} column`, 100, required);
    priceFileColumns = { partNumber: header('partNumber', true)!, description: header('description', false), brand: header('brand', false), costPrice: header('costPrice', true)!, barcode: header('barcode', false) };
  }
  return { name, email, priceFileColumns };
}
