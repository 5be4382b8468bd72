/**
 * The parts markup matrix as stored in the workshop's settings (the 'partsMarkup' row): bands of
 * cost price, each with the multiplier that makes a part's sell price from its cost (e.g. cost up
 * to $10 × 2.0, up to $50 × 1.6, above × 1.35). A band covers costs up to and including its
 * `upToCostCents`; the last band has none and covers every cost above the one before.
 */
import { Field, Float, Int, ObjectType } from 'type-graphql';

/** One band as stored and answered over GraphQL (cents; the multiplier in thousandths is exact). */
@ObjectType({ description: 'A band of the parts markup matrix: costs up to upToCostCents (the last band: every cost above) sell at cost × multiplier.' })
export class MarkupBand {
  @Field(() => Int, { nullable: true, description: 'The highest cost of the band in cents (inclusive); null for the last band.' })
  upToCostCents!: number | null;

  @Field(() => Float, { description: 'What the cost is multiplied by: 1 to 100, at most 3 decimals (e.g. 1.35).' })
  multiplier!: number;
}

/** The matrix of a workshop that has saved none. */
const DEFAULT_MARKUP: readonly MarkupBand[] = [
  { upToCostCents: 1_000, multiplier: 2 },
  { upToCostCents: 5_000, multiplier: 1.6 },
  { upToCostCents: null, multiplier: 1.35 },
];

/** The bands as stored, or the default when the stored value is not a list of them. */
export function markupOf(value: unknown): MarkupBand[] {
  const bands = (value as { bands?: MarkupBand[] } | undefined)?.bands;
  return Array.isArray(bands) && bands.length ? bands.map((b) => ({ ...b })) : DEFAULT_MARKUP.map((b) => ({ ...b }));
}

/**
 * A part's sell price from its cost by the matrix, in whole cents: cost × the multiplier of the
 * first band whose upToCostCents is at least the cost, rounded half up (integer arithmetic: exact).
 */
export function sellFromCost(costCents: number, bands: readonly MarkupBand[]): number {
  const band = bands.find((b) => b.upToCostCents === null || costCents <= b.upToCostCents) ?? bands[bands.length - 1];
  const thousandths = Math.round(band.multiplier * 1000);
  return Math.floor((costCents * thousandths + 500) / 1000);
}
