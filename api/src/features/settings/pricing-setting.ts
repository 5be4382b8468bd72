/**
 * The workshop's pricing basis (GET/PUT /api/admin/settings/pricing, pricingSettings): whether the
 * prices staff enter include GST. New quotes and invoices start from it; a document keeps the
 * basis it was made with.
 */
import { Field, InputType, ObjectType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import type { SettingsService } from './settings.service.js';

@ObjectType({ description: 'Whether the prices staff enter include GST (the basis of new quotes and invoices).' })
export class PricingSettings {
  @Field(() => Boolean, { description: 'true (the default): entered prices include GST.' })
  pricesIncludeGst!: boolean;

  @Field(() => Date, { nullable: true, description: 'When an owner saved it (null: the default).' })
  savedAt!: Date | null;

  @Field(() => String, { nullable: true })
  savedBy!: string | null;
}

@InputType()
export class PricingSettingsInput {
  @Field(() => Boolean)
  pricesIncludeGst!: boolean;
}

export async function pricingOf(settings: SettingsService): Promise<PricingSettings> {
  const [profile, saved] = await Promise.all([settings.profile(), settings.saved('pricing')]);
  return { pricesIncludeGst: profile.pricesIncludeGst, savedAt: saved?.savedAt ?? null, savedBy: saved?.savedBy ?? null };
}

export async function pricingJson(settings: SettingsService) {
  const pricing = await pricingOf(settings);
  return { ...pricing, savedAt: pricing.savedAt?.toISOString() ?? null };
}

/** { pricesIncludeGst: boolean }, or a 400 saying so. */
function readPricing(raw: Record<string, unknown>): { pricesIncludeGst: boolean } {
  if (typeof raw.pricesIncludeGst !== 'boolean')
    throw AppError.badInput('pricesIncludeGst must be true or false.', { pricesIncludeGst: ['pricesIncludeGst must be true or false.'] });
  return { pricesIncludeGst: raw.pricesIncludeGst };
}

function pricingSummary(pricesIncludeGst: boolean): string {
  return pricesIncludeGst ? 'Pricing: entered prices include GST' : 'Pricing: entered prices exclude GST';
}

/** Saves the pricing basis read from a client's fields. */
export async function savePricing(settings: SettingsService, em: Parameters<SettingsService['saveSetting']>[0], raw: Record<string, unknown>, by: string): Promise<void> {
  const { pricesIncludeGst } = readPricing(raw);
  await settings.saveSetting(em, 'pricing', { pricesIncludeGst }, by, pricingSummary(pricesIncludeGst));
}
