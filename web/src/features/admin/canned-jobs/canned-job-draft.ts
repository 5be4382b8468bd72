/**
 * A canned job as its dialog holds it (a name and rows as typed), what is wrong with it, and how it
 * becomes the api's input. A labour row left at its labour rate's price is sent without a price, so
 * it takes the rate's price of the day it is added to a job card.
 */
import type { AdminCannedJobFragment, CannedJobInput } from '../../../gql/graphql';
import { formatDollars, MoneyInputError } from '../../../shared/money';
import type { LineDraft } from '../ui/LinesEditor';
import { natureInput, NEW_NATURE, rowCents, signedPriceCents, typedPrice, type LineChoices, type LineKind } from '../ui/priced-line';

export type CannedJob = AdminCannedJobFragment;

export interface CannedJobDraft {
  name: string;
  lines: LineDraft[];
}

const QUANTITY = /^\d+(\.\d{1,2})?$/;
let nextKey = 1;

export function newLine(): LineDraft {
  return { key: `canned-${nextKey++}`, description: '', quantity: '1', unitPrice: '', ...NEW_NATURE };
}

/** A new canned job: no name, one empty row. */
export function emptyDraft(): CannedJobDraft {
  return { name: '', lines: [newLine()] };
}

/** A saved canned job as rows; a line priced by its rate shows the rate's price now. */
export function draftOf(job: CannedJob, choices: LineChoices): CannedJobDraft {
  return {
    name: job.name,
    lines: job.lines.map((line, i) => {
      const kind = line.kind as LineKind;
      const rate = job.linesPricedByRate.includes(i) ? choices.labourRates.find((r) => r.id === line.labourRateId) : undefined;
      return {
        key: `canned-${nextKey++}`,
        description: line.description,
        quantity: String(line.quantity),
        unitPrice: job.linesPricedByRate.includes(i) ? (rate ? formatDollars(rate.hourlyRateCents) : '') : typedPrice(kind, line.unitPriceCents),
        kind,
        gstFree: line.gstFree,
        labourRateId: line.labourRateId ?? null,
        technicianId: line.technicianId ?? null,
      };
    }),
  };
}

/** A labour row at its rate's price (or with no price typed): it follows the rate. */
function followsRate(line: LineDraft, choices: LineChoices): boolean {
  if (line.kind !== 'LABOUR' || !line.labourRateId) return false;
  if (line.unitPrice.trim() === '') return true;
  const rate = choices.labourRates.find((r) => r.id === line.labourRateId);
  try {
    return rate !== undefined && signedPriceCents(line.kind, line.unitPrice) === rate.hourlyRateCents;
  } catch {
    return false;
  }
}

/** What is wrong with each row, by its key (a description, a quantity above 0, a price unless it follows its rate). */
export function lineProblems(lines: readonly LineDraft[], choices: LineChoices): Map<string, { quantity?: string; unitPrice?: string }> {
  const problems = new Map<string, { quantity?: string; unitPrice?: string }>();
  for (const line of lines) {
    const problem: { quantity?: string; unitPrice?: string } = {};
    const q = line.quantity.trim();
    if (!QUANTITY.test(q) || Number(q) <= 0 || Number(q) > 10_000) problem.quantity = 'Quantity must be a positive number (at most 2 decimals).';
    if (!followsRate(line, choices)) {
      try {
        signedPriceCents(line.kind, line.unitPrice);
      } catch (error) {
        problem.unitPrice = error instanceof MoneyInputError ? error.message : 'Unit price must be a number.';
      }
    }
    if (problem.quantity || problem.unitPrice) problems.set(line.key, problem);
  }
  return problems;
}

/** What the form finds missing before it sends: the name, and a description on every row. */
export function draftProblems(draft: CannedJobDraft): Record<string, string> {
  const found: Record<string, string> = {};
  if (!draft.name.trim()) found.name = 'Name is required.';
  else if (draft.name.trim().length > 100) found.name = 'Name must be at most 100 characters.';
  if (!draft.lines.length) found.lines = 'A canned job needs at least one line.';
  const blank = draft.lines.findIndex((line) => !line.description.trim());
  if (blank >= 0) found.lines = `Line ${blank + 1}: a description is required.`;
  return found;
}

/** A row's amount in cents while it is valid (a row following its rate at the rate's price). */
export function amountOf(line: LineDraft): number | null {
  return rowCents(line);
}

export function cannedJobInput(draft: CannedJobDraft, choices: LineChoices): CannedJobInput {
  return {
    name: draft.name.trim(),
    lines: draft.lines.map((line) => {
      const rated = followsRate(line, choices);
      let unitPrice: number | null = null;
      if (!rated) {
        try {
          unitPrice = signedPriceCents(line.kind, line.unitPrice) / 100;
        } catch {
          unitPrice = Number(line.unitPrice.trim());
        }
      }
      return { description: line.description.trim(), quantity: Number(line.quantity), unitPrice, ...natureInput(line) };
    }),
  };
}

/** "3 lines" */
export function lineCount(n: number): string {
  return n === 1 ? '1 line' : `${n} lines`;
}
