/**
 * The workshop's labour rates (GET/PUT /api/admin/settings/labour-rates, labourRates): each a name
 * and an hourly rate, exactly one of them the default. A labour line names one (its labourRateId)
 * and, sent without a price, takes its hourly rate. Until an owner saves rates, the workshop has one:
 * "Standard labour" at $150.00 an hour.
 */
import { json } from '../../shared/json-schema.js';
import { Field, Float, ID, InputType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import { centsToDollars, formatMoney, MoneyInputError, parseDollars } from '../../shared/money.js';
import type { SettingsService } from './settings.service.js';
import type { LabourRate } from './labour-rates.js';

@InputType({ description: 'One labour rate; hourlyRate in dollars (e.g. 150). Leave id out for a new rate.' })
export class LabourRateInput {
  @Field(() => ID, { nullable: true, description: 'An existing rate’s id (kept); absent or unknown: a new rate.' })
  id?: string | null;

  @Field(() => String, { description: '1 to 60 characters, unique.' })
  name!: string;

  @Field(() => Float, { description: 'Dollars an hour: 0 to 10,000, at most 2 decimals.' })
  hourlyRate!: number;

  @Field(() => Boolean, { nullable: true, description: 'The default rate: exactly one (none marked: the first).' })
  isDefault?: boolean | null;
}

@InputType({ description: 'The whole list of labour rates (at least one).' })
export class LabourRatesInput {
  @Field(() => [LabourRateInput])
  rates!: LabourRateInput[];
}

const MAX_RATES = 50;
const MAX_NAME = 60;
const MAX_RATE_CENTS = 1_000_000;

/** A rate under REST's names: the hourly rate in dollars. */
/** The labour rates as REST answers them. */
export const labourRatesSchema = json.array(json.object({ id: json.string(), name: json.string(), hourlyRate: json.number({ description: 'Dollars an hour.' }), isDefault: json.boolean() }));

export function labourRateJson(rate: LabourRate) {
  return { id: rate.id, name: rate.name, hourlyRate: centsToDollars(rate.hourlyRateCents), isDefault: rate.isDefault };
}

/**
 * The list a client sent, checked: at least one rate and at most MAX_RATES; each named (1 to 60
 * characters, no two alike ignoring case) with an hourly rate of $0 to $10,000; at most one marked
 * the default (none: the first). An existing rate's id is kept, any other rate gets a new one.
 */
function readLabourRates(raw: unknown, existing: readonly LabourRate[]): LabourRate[] {
  const bad = (message: string, field = 'rates'): never => {
    throw AppError.badInput(message, { [field]: [message] });
  };
  if (!Array.isArray(raw)) return bad('rates must be a list of labour rates.');
  if (!raw.length) bad('Add at least one labour rate.');
  if (raw.length > MAX_RATES) bad(`At most ${MAX_RATES} labour rates are allowed.`);
  const known = new Set(existing.map((r) => r.id));
  const ids = new Set<string>();
  const names = new Set<string>();
  const rates = raw.map((item: unknown, i): LabourRate => {
    const label = `Rate ${i + 1}`;
    const field = `rates.${i}`;
    if (typeof item !== 'object' || item === null) return bad(`${label} must be an object.`, field);
    const r = item as Record<string, unknown>;
    const name = typeof r.name === 'string' ? r.name.trim().replace(/\s+/g, ' ') : '';
    if (!name || name.length > MAX_NAME) bad(`${label}: a name of 1 to ${MAX_NAME} characters is required.`, field);
    if (names.has(name.toLowerCase())) bad(`${label}: there is already a rate named ${name}.`, field);
    names.add(name.toLowerCase());
    let hourlyRateCents = 0;
    try {
      hourlyRateCents = parseDollars(r.hourlyRate, `${label}: hourly rate`);
    } catch (err) {
      if (err instanceof MoneyInputError) bad(err.message, field);
      throw err;
    }
    if (hourlyRateCents > MAX_RATE_CENTS) bad(`${label}: hourly rate must be at most ${formatMoney(MAX_RATE_CENTS)}.`, field);
    if (r.isDefault !== undefined && r.isDefault !== null && typeof r.isDefault !== 'boolean') bad(`${label}: isDefault must be true or false.`, field);
    if (r.id !== undefined && r.id !== null && typeof r.id !== 'string') bad(`${label}: id must be text.`, field);
    const id = typeof r.id === 'string' && known.has(r.id) ? r.id : newId();
    if (ids.has(id)) bad(`${label}: the id ${id} is given twice.`, field);
    ids.add(id);
    return { id, name, hourlyRateCents, isDefault: r.isDefault === true };
  });
  const defaults = rates.filter((r) => r.isDefault).length;
  if (defaults > 1) bad('Only one labour rate can be the default.');
  if (!defaults) rates[0].isDefault = true;
  return rates;
}

function ratesSummary(rates: readonly LabourRate[]): string {
  return `Labour rates saved (${rates.length}; default ${rates.find((r) => r.isDefault)!.name})`;
}

/** Saves the rates read from a client's list, audited; answers them as saved. */
export async function saveLabourRates(settings: SettingsService, em: Parameters<SettingsService['saveSetting']>[0], raw: unknown, by: string): Promise<LabourRate[]> {
  const rates = readLabourRates(raw, await settings.labourRates());
  await settings.saveSetting(em, 'labourRates', { rates }, by, ratesSummary(rates));
  return settings.labourRates();
}
