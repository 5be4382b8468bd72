/**
 * Technicians' cost rates (GET/PUT /api/admin/settings/technician-cost-rates,
 * technicianCostRates): owners only, since they are pay. A default cost an hour and an optional
 * rate per member of staff, in dollars an hour; the margin's labour cost is worked out from them.
 */
import { json } from '../../shared/json-schema.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Float, ID, InputType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { centsToDollars, formatMoney, MoneyInputError, parseDollars } from '../../shared/money.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { costRatesOf, TechnicianCostRates, type CostRates } from './cost-rates.js';
import type { SettingsService } from './settings.service.js';

@InputType({ description: 'One member of staff’s cost rate in dollars an hour; rate null or left out: the default applies to them.' })
export class TechnicianCostRateInput {
  @Field(() => ID, { description: 'A staff account’s id.' })
  technicianId!: string;

  @Field(() => Float, { nullable: true, description: 'Dollars an hour: 0 to 1,000, at most 2 decimals; null: the default rate.' })
  rate?: number | null;
}

@InputType({ description: 'The technicians’ cost rates, whole: the default and the rates of their own (anyone left out costs the default).' })
export class TechnicianCostRatesInput {
  @Field(() => Float, { description: 'Dollars an hour for anyone without a rate of their own: 0 to 1,000, at most 2 decimals.' })
  defaultRate!: number;

  @Field(() => [TechnicianCostRateInput], { nullable: true, description: 'At most 200, each member of staff once.' })
  technicians?: TechnicianCostRateInput[] | null;
}

const MAX_RATE_CENTS = 100_000;
const MAX_TECHNICIANS = 200;
const FORMER = 'Former staff member';

/** Dollars an hour from a client, checked: 0 to $1,000.00, at most 2 decimals. */
function rateCents(value: unknown, label: string, field: string): number {
  let cents = 0;
  try {
    cents = parseDollars(value, label);
  } catch (err) {
    if (err instanceof MoneyInputError) throw AppError.badInput(err.message, { [field]: [err.message] });
    throw err;
  }
  if (cents > MAX_RATE_CENTS) {
    const message = `${label} must be at most ${formatMoney(MAX_RATE_CENTS)} an hour.`;
    throw AppError.badInput(message, { [field]: [message] });
  }
  return cents;
}

/**
 * The rates a client sent, checked: a default of $0 to $1,000 an hour; at most 200 technicians,
 * each a staff account (by id) named once, with a rate of $0 to $1,000 an hour or none (the default).
 */
async function readCostRates(em: EntityManager, raw: Record<string, unknown>): Promise<CostRates> {
  const bad = (message: string, field = 'technicians'): never => {
    throw AppError.badInput(message, { [field]: [message] });
  };
  if (raw.defaultRate === undefined || raw.defaultRate === null) bad('Enter the default cost rate (dollars an hour).', 'defaultRate');
  const defaultRateCents = rateCents(raw.defaultRate, 'The default cost rate', 'defaultRate');
  const list = raw.technicians ?? [];
  if (!Array.isArray(list)) return bad('technicians must be a list of { technicianId, rate }.');
  if (list.length > MAX_TECHNICIANS) bad(`At most ${MAX_TECHNICIANS} technicians’ rates are allowed.`);
  const seen = new Set<string>();
  const entries = list.map((item: unknown, i) => {
    const label = `Technician ${i + 1}`;
    const field = `technicians.${i}`;
    if (typeof item !== 'object' || item === null) return bad(`${label} must be an object with technicianId and rate.`, field);
    const r = item as Record<string, unknown>;
    const id = typeof r.technicianId === 'string' ? r.technicianId.trim() : '';
    if (!/^[0-9a-f]{24}$/.test(id)) bad(`${label}: technicianId must be a staff account’s id.`, field);
    if (seen.has(id)) bad(`${label}: ${id} is given twice.`, field);
    seen.add(id);
    const rate = r.rate === undefined || r.rate === null || r.rate === '' ? null : rateCents(r.rate, `${label}: the rate`, field);
    return { technicianId: id, rateCents: rate, field, label };
  });
  const ids = entries.map((e) => e.technicianId);
  const known = new Set(ids.length ? (await em.find(AdminUser, { _id: { $in: ids } }, { fields: ['_id'] })).map((u) => u._id) : []);
  for (const e of entries) if (!known.has(e.technicianId)) bad(`${e.label}: no staff account has the id ${e.technicianId}.`, e.field);
  return {
    defaultRateCents,
    technicians: entries.filter((e): e is typeof e & { rateCents: number } => e.rateCents !== null).map((e) => ({ technicianId: e.technicianId, rateCents: e.rateCents })),
  };
}

function summary(rates: CostRates): string {
  const own = rates.technicians.length;
  return `Technician cost rates saved (default ${formatMoney(rates.defaultRateCents)}/h; ${own} rate${own === 1 ? '' : 's'} of their own)`;
}

/** Saves the rates read from a client's fields, audited. */
export async function saveCostRates(settings: SettingsService, em: EntityManager, raw: Record<string, unknown>, by: string): Promise<void> {
  const rates = await readCostRates(em, raw);
  await settings.saveSetting(em, 'technicianCostRates', rates, by, summary(rates));
}

/**
 * The rates with the people they are for: every staff account with the technician role (not
 * disabled), every member of staff who has clocked time, and everyone with a rate of their own,
 * by name.
 */
export async function costRatesView(settings: SettingsService, em: EntityManager): Promise<TechnicianCostRates> {
  const saved = await settings.saved('technicianCostRates');
  const rates = costRatesOf(saved?.value);
  const clocked = await em.execute<Array<{ technician_id: string }>>('SELECT DISTINCT technician_id FROM time_entry');
  const ids = [...new Set([...clocked.map((r) => r.technician_id), ...rates.technicians.map((t) => t.technicianId)])];
  const technicianRole = 'technician' as AdminUser['role'];
  const users = await em.find(AdminUser, { $or: [{ role: technicianRole, disabledAt: null }, { _id: { $in: ids } }] }, { fields: ['_id', 'name', 'username'] });
  const names = new Map(users.map((u) => [u._id, u.name.trim() || u.username]));
  const everyone = [...new Set([...users.map((u) => u._id), ...ids])];
  const technicians = everyone.map((technicianId) => ({
    technicianId,
    name: names.get(technicianId) ?? FORMER,
    rateCents: rates.technicians.find((t) => t.technicianId === technicianId)?.rateCents ?? null,
  }));
  technicians.sort((a, b) => a.name.localeCompare(b.name, 'en-AU') || a.technicianId.localeCompare(b.technicianId));
  return Object.assign(new TechnicianCostRates(), { defaultRateCents: rates.defaultRateCents, technicians, savedAt: saved?.savedAt ?? null, savedBy: saved?.savedBy ?? null });
}

/** REST: dollars an hour. */
/** The technicians' cost rates as REST answers them, in dollars an hour. */
export const costRatesSchema = json.object({
  defaultRate: json.number(),
  technicians: json.array(json.object({ technicianId: json.string(), name: json.string(), rate: json.nullable(json.number()) })),
  savedAt: json.nullable(json.dateTime()),
  savedBy: json.nullable(json.string()),
});

export function costRatesJson(view: TechnicianCostRates) {
  return {
    defaultRate: centsToDollars(view.defaultRateCents),
    technicians: view.technicians.map((t) => ({ technicianId: t.technicianId, name: t.name, rate: t.rateCents === null ? null : centsToDollars(t.rateCents) })),
    savedAt: view.savedAt?.toISOString() ?? null,
    savedBy: view.savedBy,
  };
}
