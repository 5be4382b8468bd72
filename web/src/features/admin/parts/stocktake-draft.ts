/**
 * A stocktake as staff type it: each part's count as typed (text; '' for a part not counted), what
 * is wrong with a count before it is sent, the difference it makes (counted − on hand, to the cent
 * of a unit), and the api's input: the counted parts only.
 */
import type { StocktakeInput } from '../../../gql/graphql';

/** The most a count may be (the api's MAX_QUANTITY). */
const MAX_COUNT = 100_000;
const COUNT = /^\d+(\.\d{1,2})?$/;

/** Counts as typed, by part id. */
export type Counts = Readonly<Record<string, string>>;

/** What is wrong with a typed count, or null (an empty one is a part not counted). */
export function countProblem(text: string): string | null {
  const t = text.trim();
  if (t === '') return null;
  if (!COUNT.test(t)) return 'A count is a number of 0 or more, with at most 2 decimals.';
  if (Number(t) > MAX_COUNT) return `A count is at most ${MAX_COUNT.toLocaleString('en-AU')}.`;
  return null;
}

/** The count typed, when it is one. */
function countOf(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '' || countProblem(text)) return null;
  return Number(text.trim());
}

/** counted − on hand, rounded to 2 decimals (the api's rounding); null for a part not counted. */
export function differenceOf(text: string | undefined, onHand: number): number | null {
  const counted = countOf(text);
  return counted === null ? null : Math.round((counted - onHand) * 100) / 100;
}

export interface StocktakeSummary {
  /** Parts with a count typed. */
  counted: number;
  /** Counted parts whose count is not their stock on hand. */
  differences: number;
  /** Counts that are not numbers (nothing is posted while there is one). */
  problems: number;
}

export function summaryOf(parts: ReadonlyArray<{ id: string; onHand: number }>, counts: Counts): StocktakeSummary {
  let counted = 0;
  let differences = 0;
  let problems = 0;
  for (const part of parts) {
    const text = counts[part.id] ?? '';
    if (countProblem(text)) problems++;
    const difference = differenceOf(text, part.onHand);
    if (difference === null) continue;
    counted++;
    if (difference !== 0) differences++;
  }
  return { counted, differences, problems };
}

/** The api's input: the bin (null for parts of any bin), and the parts counted (those left empty are left out). */
export function stocktakeInput(bin: string | null, parts: ReadonlyArray<{ id: string }>, counts: Counts): StocktakeInput {
  return {
    bin,
    counts: parts.flatMap((part) => {
      const counted = countOf(counts[part.id]);
      return counted === null ? [] : [{ partId: part.id, counted }];
    }),
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The question asked before posting, naming how many differences go to the stock on hand. */
export function postQuestion(bin: string | null, summary: StocktakeSummary): string {
  const counted = `${plural(summary.counted, 'part', 'parts')}${bin === null ? '' : ` of bin ${bin}`}`;
  if (!summary.differences) return `Post the counts of ${counted}? Every count matches the stock on hand: nothing changes.`;
  return `Post the counts of ${counted}? ${plural(summary.differences, 'difference', 'differences')} will be posted to the stock on hand.`;
}
