/**
 * Settings › Technician cost rates as typed: the default cost of an hour and each technician's own
 * (empty: the default applies), what is wrong with each field before saving, and the input the
 * save sends (dollars an hour).
 */
import { formatDollars, formatMoney, MoneyInputError, parseDollars } from '../../../shared/money';

export interface SavedCostRates {
  defaultRateCents: number;
  technicians: ReadonlyArray<{ technicianId: string; name: string; rateCents: number | null }>;
}

export interface CostRatesDraft {
  defaultRate: string;
  /** By technician id: dollars an hour as typed; '' for the default. */
  rates: Record<string, string>;
}

const MAX_RATE_CENTS = 100_000;

/** The field name of the default rate, and of a technician's (what useFieldProblems focuses). */
export const DEFAULT_RATE_FIELD = 'defaultRate';
export const rateField = (technicianId: string) => `rate-${technicianId}`;

export function draftOfCostRates(saved: SavedCostRates): CostRatesDraft {
  return {
    defaultRate: formatDollars(saved.defaultRateCents),
    rates: Object.fromEntries(saved.technicians.map((t) => [t.technicianId, t.rateCents === null ? '' : formatDollars(t.rateCents)])),
  };
}

function cents(text: string): number | null {
  try {
    return parseDollars(text, 'Rate');
  } catch {
    return null;
  }
}

/** The same rates as typed and as saved ("45.5" is the saved $45.50; empty is the default). */
export function sameCostRates(draft: CostRatesDraft, saved: SavedCostRates): boolean {
  if (cents(draft.defaultRate) !== saved.defaultRateCents) return false;
  return saved.technicians.every((t) => {
    const typed = (draft.rates[t.technicianId] ?? '').trim();
    return typed === '' ? t.rateCents === null : cents(typed) === t.rateCents;
  });
}

/** A rate as typed: null when it can be saved, else what is wrong. */
function rateProblem(text: string, label: string): string | null {
  try {
    if (parseDollars(text, label) > MAX_RATE_CENTS) return `${label} must be at most ${formatMoney(MAX_RATE_CENTS)} an hour.`;
    return null;
  } catch (error) {
    return error instanceof MoneyInputError ? error.message : `${label} must be a number.`;
  }
}

/** What is wrong with each field, by field name; empty when the rates can be saved. */
export function costRatesProblems(draft: CostRatesDraft, saved: SavedCostRates): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.defaultRate.trim()) problems[DEFAULT_RATE_FIELD] = 'Enter the default cost of an hour.';
  else {
    const wrong = rateProblem(draft.defaultRate, 'The default cost rate');
    if (wrong) problems[DEFAULT_RATE_FIELD] = wrong;
  }
  for (const t of saved.technicians) {
    const typed = (draft.rates[t.technicianId] ?? '').trim();
    const wrong = typed ? rateProblem(typed, `${t.name}’s rate`) : null;
    if (wrong) problems[rateField(t.technicianId)] = wrong;
  }
  return problems;
}

/** The rates as the save sends them: dollars an hour, null for a technician on the default. */
export function costRatesInput(draft: CostRatesDraft, saved: SavedCostRates) {
  return {
    defaultRate: parseDollars(draft.defaultRate, 'The default cost rate') / 100,
    technicians: saved.technicians.map((t) => {
      const typed = (draft.rates[t.technicianId] ?? '').trim();
      return { technicianId: t.technicianId, rate: typed ? parseDollars(typed, 'Rate') / 100 : null };
    }),
  };
}

/** The server's messages by field (technicians.1: the second technician sent) as this form's field names. */
export function serverCostRatesProblems(saved: SavedCostRates, fields: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const match = /^technicians\.(\d+)/.exec(field);
    const technician = match ? saved.technicians[Number(match[1])] : undefined;
    out[technician ? rateField(technician.technicianId) : field] = message;
  }
  return out;
}
