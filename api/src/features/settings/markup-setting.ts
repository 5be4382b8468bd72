/**
 * The parts markup matrix (GET/PUT /api/admin/settings/markup, markupBands): the owner's bands of
 * cost price and their multipliers; a part without a fixed sell price sells at its cost × its
 * band's multiplier. Until an owner saves a matrix: up to $10 × 2.0, up to $50 × 1.6, above × 1.35.
 */
import { json } from '../../shared/json-schema.js';
import { Field, Float, InputType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { centsToDollars, formatMoney, MoneyInputError, parseDollars } from '../../shared/money.js';
import type { MarkupBand } from './markup.js';
import type { SettingsService } from './settings.service.js';

@InputType({ description: 'One band of the markup matrix; upToCost in dollars (left out on the last band).' })
export class MarkupBandInput {
  @Field(() => Float, { nullable: true, description: 'The highest cost of the band in dollars (inclusive); left out on the last band only.' })
  upToCost?: number | null;

  @Field(() => Float, { description: 'What the cost is multiplied by: 1 to 100, at most 3 decimals.' })
  multiplier!: number;
}

@InputType({ description: 'The whole markup matrix, bands in rising cost (at least one; the last without upToCost).' })
export class MarkupInput {
  @Field(() => [MarkupBandInput])
  bands!: MarkupBandInput[];
}

const MAX_BANDS = 20;
const MAX_MULTIPLIER = 100;

/** A band under REST's names: upToCost in dollars (absent on the last band). */
/** The markup bands as REST answers them: every band but the last with the cost it goes up to. */
export const markupSchema = json.array(
  json.object({ upToCost: json.number({ description: 'Dollars: the band covers costs up to this (absent on the last band).' }), multiplier: json.number() }, { optional: ['upToCost'] }),
);

export function markupBandJson(band: MarkupBand) {
  return band.upToCostCents === null ? { multiplier: band.multiplier } : { upToCost: centsToDollars(band.upToCostCents), multiplier: band.multiplier };
}

/**
 * The bands a client sent, checked: 1 to 20; each with a multiplier of 1 to 100 (at most 3
 * decimals); every band but the last with an upToCost higher than the band before; the last without.
 */
function readMarkup(raw: unknown): MarkupBand[] {
  const bad = (message: string, field = 'bands'): never => {
    throw AppError.badInput(message, { [field]: [message] });
  };
  if (!Array.isArray(raw)) return bad('bands must be a list of markup bands.');
  if (!raw.length) bad('Add at least one markup band.');
  if (raw.length > MAX_BANDS) bad(`At most ${MAX_BANDS} markup bands are allowed.`);
  let previous = -1;
  return raw.map((item: unknown, i): MarkupBand => {
    const label = `Band ${i + 1}`;
    const field = `bands.${i}`;
    if (typeof item !== 'object' || item === null) return bad(`${label} must be an object.`, field);
    const b = item as Record<string, unknown>;
    const multiplier = typeof b.multiplier === 'string' && b.multiplier.trim() !== '' ? Number(b.multiplier) : b.multiplier;
    if (typeof multiplier !== 'number' || !Number.isFinite(multiplier) || multiplier < 1 || multiplier > MAX_MULTIPLIER) {
      bad(`${label}: the multiplier must be a number from 1 to ${MAX_MULTIPLIER}.`, field);
    }
    if (Math.abs(Math.round((multiplier as number) * 1000) - (multiplier as number) * 1000) > 1e-6) bad(`${label}: the multiplier must have at most 3 decimals.`, field);
    const last = i === raw.length - 1;
    if (last) {
      if (b.upToCost !== undefined && b.upToCost !== null) bad(`${label}: the last band covers every cost above the one before; leave its upToCost out.`, field);
      return { upToCostCents: null, multiplier: multiplier as number };
    }
    let upToCostCents = 0;
    try {
      upToCostCents = parseDollars(b.upToCost, `${label}: upToCost`);
    } catch (err) {
      if (err instanceof MoneyInputError) bad(err.message, field);
      throw err;
    }
    if (upToCostCents <= previous) bad(`${label}: upToCost must be higher than the band before’s (${formatMoney(previous)}).`, field);
    previous = upToCostCents;
    return { upToCostCents, multiplier: multiplier as number };
  });
}

function markupSummary(bands: readonly MarkupBand[]): string {
  return `Parts markup saved (${bands.length} band${bands.length === 1 ? '' : 's'})`;
}

/** Saves the matrix read from a client's list, audited; answers it as saved. */
export async function saveMarkup(settings: SettingsService, em: Parameters<SettingsService['saveSetting']>[0], raw: unknown, by: string): Promise<MarkupBand[]> {
  const bands = readMarkup(raw);
  await settings.saveSetting(em, 'partsMarkup', { bands }, by, markupSummary(bands));
  return settings.markupBands();
}
