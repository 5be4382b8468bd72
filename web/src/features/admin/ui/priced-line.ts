/**
 * What a priced line is (labour, a part, a sundry or a discount), whether GST applies to it, and for
 * labour the rate and the technician: the words the editors show, how a row becomes the money
 * module's line, and the choices (labour rates, technicians) a row picks from.
 */
import type { LineKind } from '../../../gql/graphql';
import { formatDollars, lineAmount, parseDollars, parseQuantity, type MoneyLine } from '../../../shared/money';

export type { LineKind };

export const LINE_KINDS: ReadonlyArray<{ value: LineKind; label: string }> = [
  { value: 'LABOUR', label: 'Labour' },
  { value: 'PART', label: 'Part' },
  { value: 'SUNDRY', label: 'Sundry' },
  { value: 'DISCOUNT', label: 'Discount' },
];

export const KIND_LABELS: Record<LineKind, string> = { LABOUR: 'Labour', PART: 'Part', SUNDRY: 'Sundry', DISCOUNT: 'Discount' };

/** A labour rate a labour line can be charged at (Settings › Labour rates). */
export interface LabourRateOption {
  id: string;
  name: string;
  hourlyRateCents: number;
  isDefault: boolean;
}

interface TechnicianOption {
  id: string;
  name: string;
}

/** What the rows of an editor choose from; empty lists while they load. */
export interface LineChoices {
  labourRates: readonly LabourRateOption[];
  technicians: readonly TechnicianOption[];
}

export const NO_CHOICES: LineChoices = { labourRates: [], technicians: [] };

/** The kind-dependent part of a row as typed. */
export interface LineNature {
  kind: LineKind;
  gstFree: boolean;
  /** Labour lines only. */
  labourRateId: string | null;
  technicianId: string | null;
}

/** A new row's nature: a part, GST applies. */
export const NEW_NATURE: LineNature = { kind: 'PART', gstFree: false, labourRateId: null, technicianId: null };

/**
 * A discount row's unit price is typed as its size (20, or -20, for $20 off); the line's price is
 * that, negative. Any other kind's price is as typed.
 */
export function signedPriceCents(kind: LineKind, typed: string, field = 'Unit price'): number {
  const cents = parseDollars(typed, field, { signed: true });
  return kind === 'DISCOUNT' ? -Math.abs(cents) : cents;
}

/** The text a stored price is edited as (a discount's without its minus sign). */
export function typedPrice(kind: LineKind, unitPriceCents: number): string {
  return formatDollars(kind === 'DISCOUNT' ? Math.abs(unitPriceCents) : unitPriceCents);
}

/** A row as the money module totals it; throws while the row is invalid. */
export function moneyLine(row: LineNature & { quantity: string; unitPrice: string }): MoneyLine {
  return { quantity: parseQuantity(row.quantity.trim()), unitPriceCents: signedPriceCents(row.kind, row.unitPrice), gstFree: row.gstFree };
}

/** quantity × unit price in cents (negative for a discount); null while the row is invalid. */
export function rowCents(row: LineNature & { quantity: string; unitPrice: string }): number | null {
  try {
    const line = moneyLine(row);
    return lineAmount(line.quantity, line.unitPriceCents);
  } catch {
    return null;
  }
}

/**
 * A row after its kind changed: a labour line takes the default rate (and its price while none is
 * typed); any other kind drops the rate and the technician.
 */
export function withKind<R extends LineNature & { unitPrice: string }>(row: R, kind: LineKind, choices: LineChoices): R {
  if (kind !== 'LABOUR') return { ...row, kind, labourRateId: null, technicianId: null };
  const rate = row.labourRateId ? null : choices.labourRates.find((r) => r.isDefault);
  if (!rate) return { ...row, kind };
  const unpriced = row.unitPrice.trim() === '' || Number(row.unitPrice) === 0;
  return { ...row, kind, labourRateId: rate.id, unitPrice: unpriced ? formatDollars(rate.hourlyRateCents) : row.unitPrice };
}

/** A labour row charged at a rate: the rate's hourly price becomes the unit price. */
export function withRate<R extends LineNature & { unitPrice: string }>(row: R, rateId: string | null, choices: LineChoices): R {
  const rate = choices.labourRates.find((r) => r.id === rateId);
  return rate ? { ...row, labourRateId: rate.id, unitPrice: formatDollars(rate.hourlyRateCents) } : { ...row, labourRateId: null };
}

/** A rate as a choice reads: 'Standard ($150.00/h)'. */
export function rateLabel(rate: Pick<LabourRateOption, 'name' | 'hourlyRateCents'>): string {
  return `${rate.name} ($${formatDollars(rate.hourlyRateCents)}/h)`;
}

/** The line fields the API takes beside description, quantity and price. */
export function natureInput(row: LineNature) {
  const labour = row.kind === 'LABOUR';
  return { kind: row.kind, gstFree: row.gstFree, labourRateId: labour ? row.labourRateId : null, technicianId: labour ? row.technicianId : null };
}
