/**
 * A part as its form holds it (text as typed, a supplier's id or '' for none), what is wrong with it
 * before it is sent, and the api's input: prices in dollars, an empty sell price for one from the
 * markup matrix. Field names are the api's, so its refusals land under the same fields. Also how
 * stock quantities and moves read.
 */
import type { AdminPartFragment, PartInput } from '../../../gql/graphql';
import { formatDollars, MoneyInputError, parseDollars } from '../../../shared/money';

export type Part = AdminPartFragment;

export interface PartDraft {
  partNumber: string;
  description: string;
  brand: string;
  /** '' for none. */
  supplierId: string;
  costPrice: string;
  /** '' for a price from the markup matrix. */
  sellPrice: string;
  gstFree: boolean;
  bin: string;
  barcode: string;
  reorderPoint: string;
  reorderQuantity: string;
  allowNegative: boolean;
}

const QUANTITY = /^\d+(\.\d{1,2})?$/;
const SIGNED_QUANTITY = /^[+-]?\d+(\.\d{1,2})?$/;
const BARCODE = /^[\x21-\x7e]{1,60}$/;
const MAX_QUANTITY = 100_000;

export function emptyPartDraft(): PartDraft {
  return { partNumber: '', description: '', brand: '', supplierId: '', costPrice: '', sellPrice: '', gstFree: false, bin: '', barcode: '', reorderPoint: '0', reorderQuantity: '0', allowNegative: false };
}

/** A saved part as the form starts from it; a sell price following the matrix is left empty. */
export function draftOfPart(part: Part): PartDraft {
  return {
    partNumber: part.partNumber,
    description: part.description,
    brand: part.brand ?? '',
    supplierId: part.supplierId ?? '',
    costPrice: formatDollars(part.costCents),
    sellPrice: part.sellPriceFixed ? formatDollars(part.sellCents) : '',
    gstFree: part.gstFree,
    bin: part.bin ?? '',
    barcode: part.barcode ?? '',
    reorderPoint: String(part.reorderPoint),
    reorderQuantity: String(part.reorderQuantity),
    allowNegative: part.allowNegative,
  };
}

function moneyProblem(text: string, label: string): string | null {
  try {
    parseDollars(text, label);
    return null;
  } catch (error) {
    return error instanceof MoneyInputError ? error.message : `${label} must be a number.`;
  }
}

function quantityProblem(text: string, label: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (!QUANTITY.test(t)) return `${label} must be a number of 0 or more, with at most 2 decimals.`;
  if (Number(t) > MAX_QUANTITY) return `${label} must be at most ${MAX_QUANTITY}.`;
  return null;
}

/** What the form finds wrong before it sends, by the api's field names; empty when it can be sent. */
export function partProblems(draft: PartDraft): Record<string, string> {
  const found: Record<string, string> = {};
  const add = (field: string, problem: string | null) => {
    if (problem) found[field] = problem;
  };
  if (!draft.partNumber.trim()) add('partNumber', 'Part number is required.');
  else if (!/[\p{L}\p{N}]/u.test(draft.partNumber)) add('partNumber', 'Part number needs at least one letter or digit.');
  else if (draft.partNumber.trim().length > 60) add('partNumber', 'Part number must be at most 60 characters.');
  if (!draft.description.trim()) add('description', 'Description is required.');
  else if (draft.description.trim().length > 200) add('description', 'Description must be at most 200 characters.');
  if (draft.brand.trim().length > 60) add('brand', 'Brand must be at most 60 characters.');
  add('costPrice', draft.costPrice.trim() ? moneyProblem(draft.costPrice, 'Cost price') : 'Cost price is required.');
  if (draft.sellPrice.trim()) add('sellPrice', moneyProblem(draft.sellPrice, 'Sell price'));
  if (draft.bin.trim().length > 30) add('bin', 'Bin must be at most 30 characters.');
  if (draft.barcode.trim() && !BARCODE.test(draft.barcode.trim())) add('barcode', 'Barcode must be 1 to 60 letters, digits or symbols, without spaces.');
  add('reorderPoint', quantityProblem(draft.reorderPoint, 'Reorder point'));
  add('reorderQuantity', quantityProblem(draft.reorderQuantity, 'Reorder quantity'));
  return found;
}

const orNull = (text: string) => text.trim() || null;

/** The api's input of a checked draft: every field, so a change sends the form as it stands (an empty sell price goes back to the matrix). */
export function partInput(draft: PartDraft): PartInput {
  return {
    partNumber: draft.partNumber.trim(),
    description: draft.description.trim(),
    brand: orNull(draft.brand),
    supplierId: draft.supplierId || null,
    costPrice: parseDollars(draft.costPrice, 'Cost price') / 100,
    sellPrice: draft.sellPrice.trim() ? parseDollars(draft.sellPrice, 'Sell price') / 100 : null,
    gstFree: draft.gstFree,
    bin: orNull(draft.bin),
    barcode: orNull(draft.barcode),
    reorderPoint: Number(draft.reorderPoint.trim() || 0),
    reorderQuantity: Number(draft.reorderQuantity.trim() || 0),
    allowNegative: draft.allowNegative,
  };
}

/** What is wrong with a stock adjustment as typed (a signed quantity other than 0, a reason). */
export function adjustmentProblems(quantity: string, reason: string): Record<string, string> {
  const found: Record<string, string> = {};
  const q = quantity.trim();
  if (!SIGNED_QUANTITY.test(q)) found.quantity = 'Quantity must be a number, with at most 2 decimals: positive adds stock, negative takes it.';
  else if (Number(q) === 0) found.quantity = 'Quantity must not be 0.';
  else if (Math.abs(Number(q)) > MAX_QUANTITY) found.quantity = `Quantity must be at most ${MAX_QUANTITY}.`;
  if (!reason.trim()) found.reason = 'Say why the stock changes.';
  else if (reason.trim().length > 200) found.reason = 'Reason must be at most 200 characters.';
  return found;
}

/** Available stock at or below the reorder point (of a part that has one). */
export const isLow = (part: Pick<Part, 'available' | 'reorderPoint'>) => part.reorderPoint > 0 && part.available <= part.reorderPoint;

const COUNT = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 });

/** A stock quantity: '7.5', '1,200'. */
export function formatQuantity(quantity: number): string {
  return COUNT.format(quantity);
}

/** A move's quantity with its sign: '+5', '−2.5'. */
export function formatSignedQuantity(quantity: number): string {
  return quantity > 0 ? `+${COUNT.format(quantity)}` : quantity < 0 ? `−${COUNT.format(-quantity)}` : '0';
}

const MOVE_KINDS: Record<string, string> = { received: 'Received', fitted: 'Fitted', returned: 'Returned', adjusted: 'Adjusted', counted: 'Counted' };

/** A stock move's kind as staff read it. */
export function moveKindLabel(kind: string): string {
  return MOVE_KINDS[kind] ?? kind;
}

/** The part to open when Enter is pressed in the search: the one whose barcode is the text typed, else the only one found. */
export function partForEnter(parts: readonly Pick<Part, 'id' | 'barcode'>[], typed: string): string | null {
  const text = typed.trim();
  if (!text) return null;
  const byBarcode = parts.find((part) => part.barcode !== null && part.barcode !== undefined && part.barcode === text);
  if (byBarcode) return byBarcode.id;
  return parts.length === 1 ? parts[0].id : null;
}
