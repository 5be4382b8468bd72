/** The workshop's settings beside the business details over GraphQL: read by staff, saved by owners. */
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireOwner, sessionOf } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { PricingSettings, PricingSettingsInput, pricingOf, pricingSummary, readPricing } from './pricing-setting.js';
import type { SettingsService } from './settings.service.js';

@Authorized()
@Resolver()
export class WorkshopSettingsResolver {
  constructor(private readonly settings: SettingsService) {}

  @Query(() => PricingSettings, { description: 'Whether entered prices include GST (admin).' })
  pricingSettings(): Promise<PricingSettings> {
    return pricingOf(this.settings);
  }

  @Mutation(() => PricingSettings, { description: 'Saves the pricing basis of new quotes and invoices (owners).' })
  async updatePricingSettings(@Arg('input', () => PricingSettingsInput) input: PricingSettingsInput, @Ctx() ctx: GraphQLContext): Promise<PricingSettings> {
    requireOwner(sessionOf(ctx));
    const { pricesIncludeGst } = readPricing({ ...input });
    await this.settings.saveSetting(ctx.em, 'pricing', { pricesIncludeGst }, sessionOf(ctx).username, pricingSummary(pricesIncludeGst));
    return pricingOf(this.settings);
  }
}
