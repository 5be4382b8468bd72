/**
 * The editable part of a job card as the detail page holds it (text as typed), how it becomes an
 * autosave, and the three-way merge that lets a change made elsewhere (a signature, an approved
 * quote, another admin) arrive without overwriting what is being typed here.
 */
import type { AdminJobCardDetailFragment, JobStatus, LineOrigin, UpdateJobCardInput } from '../../../gql/graphql';
import type { LineDraft } from '../ui/LinesEditor';
import { documentTotals, MoneyInputError, type DocumentTotals } from '../../../shared/money';
import { moneyLine, natureInput, NEW_NATURE, signedPriceCents, typedPrice } from '../ui/priced-line';

export type JobCardDetail = AdminJobCardDetailFragment;

/** A row as typed, with its origin against the customer's decision on the quote (null before one). */
export type DraftItem = LineDraft & {
  origin?: LineOrigin | null;
  /** The catalogue part a part line is (the card holds its stock); kept as the line is edited. */
  partId?: string | null;
};

export interface Draft {
  customerEmail: string;
  customerPhone: string;
  /** The vehicle as typed (year and odometer too: the server says what is wrong with them). */
  vehicleMake: string;
  vehicleModel: string;
  vehicleYear: string;
  odometerKm: string;
  status: JobStatus;
  /** Printed on quotes and invoices. */
  mechanicNotes: string;
  /** Never shown to the customer. */
  workshopNotes: string;
  items: DraftItem[];
}

const DRAFT_FIELDS = ['customerEmail', 'customerPhone', 'vehicleMake', 'vehicleModel', 'vehicleYear', 'odometerKm', 'status', 'mechanicNotes', 'workshopNotes', 'items'] as const;
export type DraftField = (typeof DRAFT_FIELDS)[number];

/** The fields of one line of text, compared as the server stores them (trimmed). */
const TEXT_FIELDS: ReadonlySet<DraftField> = new Set(['customerEmail', 'customerPhone', 'vehicleMake', 'vehicleModel', 'vehicleYear', 'odometerKm']);

/** The customer's and the vehicle's fields: completing a job saves them first (the invoice is made from the card). */
export const CARD_DETAIL_FIELDS = ['customerEmail', 'customerPhone', 'vehicleMake', 'vehicleModel', 'vehicleYear', 'odometerKm'] as const;

export const FIELD_NAMES: Record<DraftField, string> = {
  customerEmail: 'email',
  customerPhone: 'phone',
  vehicleMake: 'make',
  vehicleModel: 'model',
  vehicleYear: 'year',
  odometerKm: 'odometer',
  status: 'status',
  mechanicNotes: 'notes for the customer',
  workshopNotes: 'workshop notes',
  items: 'items',
};

let nextKey = 1;
/** A new row; once the customer has decided a quote, it is work added after that decision. */
export function newItem(afterDecision = false): DraftItem {
  // A new row is quantity 1 and price 0.
  return { key: `item-${nextKey++}`, description: '', quantity: '1', unitPrice: '0', ...NEW_NATURE, origin: afterDecision ? 'added' : null };
}

export function draftOf(card: JobCardDetail): Draft {
  return {
    customerEmail: card.customerEmail,
    customerPhone: card.customerPhone ?? '',
    vehicleMake: card.vehicleMake ?? '',
    vehicleModel: card.vehicleModel ?? '',
    vehicleYear: card.vehicleYear == null ? '' : String(card.vehicleYear),
    odometerKm: card.odometerKm == null ? '' : String(card.odometerKm),
    status: card.status,
    mechanicNotes: card.mechanicNotes,
    workshopNotes: card.workshopNotes,
    items: card.finalItems.map((item) => ({
      key: `item-${nextKey++}`,
      description: item.description,
      quantity: String(item.quantity),
      unitPrice: typedPrice(item.kind, item.unitPriceCents),
      kind: item.kind,
      gstFree: item.gstFree,
      labourRateId: item.labourRateId ?? null,
      technicianId: item.technicianId ?? null,
      origin: item.origin ?? null,
      partId: item.partId ?? null,
    })),
  };
}

/** A line's content as the server will store it, so "1.50" and "1.5" or a trailing space are the same line. */
function itemKey(item: DraftItem): string {
  let cents: number | string;
  try {
    cents = signedPriceCents(item.kind, item.unitPrice, 'Price');
  } catch {
    cents = item.unitPrice.trim();
  }
  const quantity = Number(item.quantity);
  const nature = natureInput(item);
  return JSON.stringify([item.description.trim(), Number.isNaN(quantity) ? item.quantity.trim() : quantity, cents, item.origin ?? null, nature.kind, nature.gstFree, nature.labourRateId, nature.technicianId, item.partId ?? null]);
}

function sameField(field: DraftField, a: Draft, b: Draft): boolean {
  if (field === 'items') return a.items.length === b.items.length && a.items.every((item, i) => itemKey(item) === itemKey(b.items[i]));
  if (TEXT_FIELDS.has(field)) return String(a[field]).trim() === String(b[field]).trim();
  return a[field] === b[field];
}

export function sameDraft(a: Draft, b: Draft): boolean {
  return DRAFT_FIELDS.every((field) => sameField(field, a, b));
}

/**
 * base: what the local edits started from; local: the page; server: the card now. A field only
 * one side changed keeps that side's value; a field both changed differently takes the server's
 * (someone else's saved change is never overwritten) and is reported.
 */
export function mergeDrafts(base: Draft, local: Draft, server: Draft): { merged: Draft; conflicts: DraftField[] } {
  const merged = { ...local };
  const conflicts: DraftField[] = [];
  for (const field of DRAFT_FIELDS) {
    if (sameField(field, server, base) || sameField(field, server, local)) continue;
    if (!sameField(field, local, base)) conflicts.push(field);
    // Both typed assignments: TypeScript cannot follow a union key across two objects.
    (merged as Record<DraftField, unknown>)[field] = server[field];
  }
  return { merged, conflicts };
}

const QUANTITY = /^\d{1,5}(\.\d{1,2})?$/;

/** Per row key, what is wrong with it (the server would refuse it). */
export function itemProblems(items: readonly DraftItem[]): Map<string, { quantity?: string; unitPrice?: string }> {
  const problems = new Map<string, { quantity?: string; unitPrice?: string }>();
  for (const item of items) {
    const problem: { quantity?: string; unitPrice?: string } = {};
    const q = item.quantity.trim();
    if (!QUANTITY.test(q) || Number(q) <= 0 || Number(q) > 10_000) problem.quantity = `${item.kind === 'LABOUR' ? 'Hours' : 'Quantity'} must be a positive number (at most 2 decimals).`;
    try {
      signedPriceCents(item.kind, item.unitPrice);
    } catch (error) {
      problem.unitPrice = error instanceof MoneyInputError ? error.message : 'Unit price must be a number.';
    }
    if (problem.quantity || problem.unitPrice) problems.set(item.key, problem);
  }
  return problems;
}

/** A row's unit price in dollars as sent (a discount's negative); a price that is not one goes as typed, for the server to explain. */
function sentPrice(item: DraftItem): number {
  try {
    return signedPriceCents(item.kind, item.unitPrice) / 100;
  } catch {
    return Number(item.unitPrice.trim());
  }
}

export function itemsInput(items: readonly DraftItem[]) {
  return items.map((item) => ({
    description: item.description.trim(),
    quantity: Number(item.quantity),
    unitPrice: sentPrice(item),
    origin: item.origin ?? null,
    ...natureInput(item),
    // Only a part line names a part.
    partId: item.kind === 'PART' ? (item.partId ?? null) : null,
  }));
}

/** A typed number as sent: empty is none; anything else goes as typed, for the server to accept or explain. */
function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed ? Number(trimmed) : null;
}

/**
 * The autosave payload (everything editable, and the revision it is based on). `odometerConfirmed`:
 * staff kept an odometer reading lower than an earlier one of the vehicle (else the server asks).
 */
export function updateInput(draft: Draft, revision: number, odometerConfirmed = false): UpdateJobCardInput {
  return {
    customerEmail: draft.customerEmail.trim(),
    customerPhone: draft.customerPhone.trim() || null,
    vehicleMake: draft.vehicleMake.trim() || null,
    vehicleModel: draft.vehicleModel.trim() || null,
    vehicleYear: wholeNumber(draft.vehicleYear),
    odometerKm: wholeNumber(draft.odometerKm),
    status: draft.status,
    mechanicNotes: draft.mechanicNotes,
    workshopNotes: draft.workshopNotes,
    finalItems: itemsInput(draft.items),
    revision,
    ...(odometerConfirmed ? { odometerConfirmed: true } : {}),
  };
}

/** What a technician's autosave sends: everything but the items and the customer's contact details, which are the front office's. */
export function floorInput(input: UpdateJobCardInput): UpdateJobCardInput {
  const { finalItems: _items, customerEmail: _email, customerPhone: _phone, ...floor } = input;
  return floor;
}

export const GST_PERCENT = 10;

/**
 * Running totals through the shared money module, on the card's pricing basis (GST included in the
 * prices, or added on top at 10 %), GST only on the lines that are not GST-free, without the lines
 * the customer declined. Null while a row is invalid or the lines come to less than $0.00
 * (fractional quantities with 2 decimals are fine: the money module rounds each line).
 */
export function runningTotals(items: readonly DraftItem[], pricesIncludeGst = false): DocumentTotals | null {
  if (itemProblems(items).size) return null;
  try {
    const lines = items.filter((item) => item.origin !== 'declined').map(moneyLine);
    return documentTotals(lines, { gstPercent: GST_PERCENT, pricesIncludeGst });
  } catch {
    return null;
  }
}
