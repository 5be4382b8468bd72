/**
 * The forms of purchase orders as typed: a new order's lines (quantity and cost of one as text),
 * a delivery's lines (what came of each outstanding line), the supplier's invoice; each checked
 * before sending, and turned into the api's input (costs in dollars).
 */
import type { AdminPurchaseOrderFragment, AdminPurchaseOrderSuggestionFragment, PurchaseOrderInput, ReceiveInput } from '../../../gql/graphql';
import { centsToDollars, formatDollars, MoneyInputError, parseDollars, parseQuantity } from '../../../shared/money';

export type PurchaseOrder = AdminPurchaseOrderFragment;
export type Suggestion = AdminPurchaseOrderSuggestionFragment;

/** A line of a new order as typed. */
export interface OrderLineDraft {
  partId: string;
  partNumber: string;
  description: string;
  quantity: string;
  /** The cost of one in dollars, as typed. */
  unitCost: string;
  /** Why it was suggested ('2 to come, reorder point 3'), if it was. */
  reason?: string;
}

const COUNT = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2, useGrouping: false });

/** A quantity as a form shows it: '2', '1.5'. */
export const quantityText = (n: number) => COUNT.format(n);

export function lineOfSuggestion(s: Suggestion): OrderLineDraft {
  return { partId: s.partId, partNumber: s.partNumber, description: s.description, quantity: quantityText(s.quantity), unitCost: formatDollars(s.unitCostCents), reason: s.reason };
}

export function lineOfPart(part: { id: string; partNumber: string; description: string; costCents: number }): OrderLineDraft {
  return { partId: part.id, partNumber: part.partNumber, description: part.description, quantity: '1', unitCost: formatDollars(part.costCents) };
}

/** Adds lines to an order's, a part already on it keeping its own line (and quantity). */
export function addLines(lines: readonly OrderLineDraft[], added: readonly OrderLineDraft[]): OrderLineDraft[] {
  const have = new Set(lines.map((l) => l.partId));
  return [...lines, ...added.filter((l) => !have.has(l.partId) && have.add(l.partId))];
}

function problem(check: () => unknown): string | null {
  try {
    check();
    return null;
  } catch (err) {
    if (err instanceof MoneyInputError) return err.message;
    throw err;
  }
}

/** What is wrong with a new order's lines, by field (`lines.<i>.quantity`, `lines.<i>.unitCost`). */
export function orderProblems(supplierId: string, lines: readonly OrderLineDraft[]): Record<string, string> {
  const found: Record<string, string> = {};
  if (!supplierId) found.supplierId = 'Choose the supplier.';
  lines.forEach((line, i) => {
    const q = problem(() => parseQuantity(line.quantity, 'Quantity'));
    if (q) found[`lines.${i}.quantity`] = q;
    const c = problem(() => parseDollars(line.unitCost, 'Cost'));
    if (c) found[`lines.${i}.unitCost`] = c;
  });
  if (!lines.length) found.lines = 'Add at least one part.';
  return found;
}

export function orderInput(supplierId: string, lines: readonly OrderLineDraft[], notes: string, jobCardIds: readonly string[]): PurchaseOrderInput {
  return {
    supplierId,
    lines: lines.map((l) => ({ partId: l.partId, quantity: Number(l.quantity), unitCost: centsToDollars(parseDollars(l.unitCost)) })),
    jobCardIds: [...jobCardIds],
    notes: notes.trim() || null,
  };
}

/** A delivery as typed: per outstanding line, how many came (0 to skip) and its invoiced cost (empty: the order's). */
export interface ReceiveLineDraft {
  partId: string;
  partNumber: string;
  description: string;
  outstanding: number;
  unitCostCents: number;
  quantity: string;
  unitCost: string;
}

export interface ReceiveDraft {
  lines: ReceiveLineDraft[];
  invoiceNumber: string;
  invoiceTotal: string;
}

/** Each outstanding line, its whole outstanding quantity prefilled. */
export function receiveDraftOf(order: PurchaseOrder): ReceiveDraft {
  return {
    lines: order.lines
      .filter((l) => l.outstanding > 0)
      .map((l) => ({ partId: l.partId, partNumber: l.partNumber, description: l.description, outstanding: l.outstanding, unitCostCents: l.unitCostCents, quantity: quantityText(l.outstanding), unitCost: '' })),
    invoiceNumber: order.supplierInvoiceNumber ?? '',
    invoiceTotal: order.supplierInvoiceTotalCents == null ? '' : formatDollars(order.supplierInvoiceTotalCents),
  };
}

/** A quantity typed for a delivery: 0 or empty skips the line. */
const came = (text: string) => (text.trim() === '' ? 0 : Number(text));

export function receiveProblems(draft: ReceiveDraft): Record<string, string> {
  const found: Record<string, string> = {};
  draft.lines.forEach((line, i) => {
    const n = came(line.quantity);
    if (n !== 0) {
      const q = problem(() => parseQuantity(line.quantity, 'Quantity'));
      if (q) found[`lines.${i}.quantity`] = `${q} Enter 0 to skip this part.`;
      else if (n > line.outstanding) found[`lines.${i}.quantity`] = `At most ${quantityText(line.outstanding)} ${line.outstanding === 1 ? 'is' : 'are'} still to come.`;
    }
    if (line.unitCost.trim()) {
      const c = problem(() => parseDollars(line.unitCost, 'Cost'));
      if (c) found[`lines.${i}.unitCost`] = c;
    }
  });
  if (!Object.keys(found).length && !draft.lines.some((l) => came(l.quantity) > 0)) found['lines.0.quantity'] = 'Enter how many came of at least one part.';
  if (draft.invoiceTotal.trim()) {
    const t = problem(() => parseDollars(draft.invoiceTotal, 'Invoice total'));
    if (t) found.supplierInvoiceTotal = t;
  }
  return found;
}

/** The lines that came (0 skipped), the invoice's number and total when typed. */
export function receiveInput(draft: ReceiveDraft): ReceiveInput {
  const input: ReceiveInput = {
    lines: draft.lines
      .filter((l) => came(l.quantity) > 0)
      .map((l) => ({ partId: l.partId, quantity: Number(l.quantity), ...(l.unitCost.trim() ? { unitCost: centsToDollars(parseDollars(l.unitCost)) } : {}) })),
  };
  if (draft.invoiceNumber.trim()) input.supplierInvoiceNumber = draft.invoiceNumber.trim();
  if (draft.invoiceTotal.trim()) input.supplierInvoiceTotal = centsToDollars(parseDollars(draft.invoiceTotal));
  return input;
}

/** Suggestions grouped by supplier (in the order met); those without one apart. */
export function bySupplier(suggestions: readonly Suggestion[]): { groups: Array<{ supplierId: string; supplierName: string; lines: Suggestion[] }>; unsupplied: Suggestion[] } {
  const groups: Array<{ supplierId: string; supplierName: string; lines: Suggestion[] }> = [];
  const unsupplied: Suggestion[] = [];
  for (const s of suggestions) {
    if (!s.supplierId) {
      unsupplied.push(s);
      continue;
    }
    const group = groups.find((g) => g.supplierId === s.supplierId);
    if (group) group.lines.push(s);
    else groups.push({ supplierId: s.supplierId, supplierName: s.supplierName ?? 'Supplier', lines: [s] });
  }
  return { groups, unsupplied };
}
