/**
 * Reading purchase orders' input from a client: costs in dollars to cents, quantities to at most 2
 * decimals, ids checked, text tidied; each problem names its field.
 */
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { MAX_DOCUMENT_LINES, MoneyInputError, parseDollars, parseQuantity } from '../../shared/money.js';
import { cleanText } from '../../shared/text.js';
import type { PurchaseOrderInput, PurchaseOrderUpdateInput, ReceiveInput } from './purchase-orders.inputs.js';

const bad = (field: string, message: string): never => {
  throw AppError.badInput(message, { [field]: [message] });
};

const MAX_CARDS = 20;

function dollars(value: unknown, field: string, label: string): number {
  try {
    return parseDollars(value, label);
  } catch (err) {
    if (err instanceof MoneyInputError) return bad(field, err.message);
    throw err;
  }
}

function quantity(value: unknown, field: string, label: string): number {
  try {
    return Math.round(parseQuantity(value, label) * 100) / 100;
  } catch (err) {
    if (err instanceof MoneyInputError) return bad(field, err.message);
    throw err;
  }
}

function optionalText(value: unknown, field: string, label: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return bad(field, `${label} must be text.`);
  const text = cleanText(value);
  if (text.length > max) bad(field, `${label} must be at most ${max} characters.`);
  return text || null;
}

function id(value: unknown, field: string, what: string): string {
  if (typeof value !== 'string' || !isId(value)) return bad(field, `${what} is not valid.`);
  return value;
}

interface OrderLineFacts {
  partId: string;
  quantity: number;
  /** null: the part's cost now. */
  unitCostCents: number | null;
}

export interface OrderFacts {
  supplierId: string;
  lines: OrderLineFacts[];
  jobCardIds: string[];
  notes: string | null;
}

function lines(raw: unknown, what: string): OrderLineFacts[] {
  if (!Array.isArray(raw) || !raw.length) return bad('lines', `Add at least one part to ${what}.`);
  if (raw.length > MAX_DOCUMENT_LINES) bad('lines', `At most ${MAX_DOCUMENT_LINES} lines are allowed.`);
  const seen = new Set<string>();
  return (raw as Array<Record<string, unknown> | null>).map((line, i) => {
    const field = `lines.${i}`;
    if (typeof line !== 'object' || line === null) return bad(field, `Line ${i + 1} must be an object.`);
    const partId = id(line.partId, `${field}.partId`, `Line ${i + 1}: the part`);
    if (seen.has(partId)) bad(`${field}.partId`, `Line ${i + 1}: this part is on the order twice; put it on one line.`);
    seen.add(partId);
    return {
      partId,
      quantity: quantity(line.quantity, `${field}.quantity`, `Line ${i + 1}: quantity`),
      unitCostCents: line.unitCost === null || line.unitCost === undefined ? null : dollars(line.unitCost, `${field}.unitCost`, `Line ${i + 1}: cost`),
    };
  });
}

export function readOrder(input: PurchaseOrderInput): OrderFacts {
  const raw = (input ?? {}) as unknown as Record<string, unknown>;
  const supplierId = id(raw.supplierId, 'supplierId', 'The supplier');
  const cards = raw.jobCardIds ?? [];
  if (!Array.isArray(cards)) return bad('jobCardIds', 'jobCardIds must be a list of job card ids.');
  if (cards.length > MAX_CARDS) bad('jobCardIds', `At most ${MAX_CARDS} job cards can wait on one order.`);
  const jobCardIds = [...new Set(cards.map((c, i) => id(c, `jobCardIds.${i}`, 'A job card')))];
  return { supplierId, lines: lines(raw.lines, 'the order'), jobCardIds, notes: optionalText(raw.notes, 'notes', 'The note', 500) };
}

export interface ReceiptFacts {
  lines: OrderLineFacts[];
  supplierInvoiceNumber?: string | null;
  supplierInvoiceTotalCents?: number | null;
}

function invoiceFields(raw: Record<string, unknown>): Pick<ReceiptFacts, 'supplierInvoiceNumber' | 'supplierInvoiceTotalCents'> {
  const out: Pick<ReceiptFacts, 'supplierInvoiceNumber' | 'supplierInvoiceTotalCents'> = {};
  if (raw.supplierInvoiceNumber !== undefined) out.supplierInvoiceNumber = optionalText(raw.supplierInvoiceNumber, 'supplierInvoiceNumber', 'The supplier’s invoice number', 60);
  if (raw.supplierInvoiceTotal !== undefined) {
    out.supplierInvoiceTotalCents = raw.supplierInvoiceTotal === null ? null : dollars(raw.supplierInvoiceTotal, 'supplierInvoiceTotal', 'The supplier’s invoice total');
  }
  return out;
}

export function readReceipt(input: ReceiveInput): ReceiptFacts {
  const raw = (input ?? {}) as unknown as Record<string, unknown>;
  return { lines: lines(raw.lines, 'the delivery'), ...invoiceFields(raw) };
}

export function readUpdate(input: PurchaseOrderUpdateInput): { supplierInvoiceNumber?: string | null; supplierInvoiceTotalCents?: number | null; notes?: string | null } {
  const raw = (input ?? {}) as unknown as Record<string, unknown>;
  return { ...invoiceFields(raw), ...(raw.notes !== undefined ? { notes: optionalText(raw.notes, 'notes', 'The note', 500) } : {}) };
}
