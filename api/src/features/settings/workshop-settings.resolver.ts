/** The workshop's settings beside the business details over GraphQL: read by staff, saved by owners. */
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireOwner, sessionOf } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { PricingSettings, PricingSettingsInput, pricingOf, pricingSummary, readPricing } from './pricing-setting.js';
import type { SettingsService } from './settings.service.js';
import { SetupChecklist } from './setup-checklist.js';
import { OpeningHoursInput, OpeningHoursSettings, openingHoursOf, saveOpeningHours } from './hours-setting.js';
import { saveServices, ServicesInput, ServicesSettings, servicesOf } from './services-setting.js';
import { ReviewsInput, ReviewsSettings, reviewsOf, saveReviews } from './reviews-setting.js';

@Authorized()
@Resolver()
export class WorkshopSettingsResolver {
  constructor(private readonly settings: SettingsService) {}

  @Query(() => SetupChecklist, { description: 'The first-run checklist: what is still to set up (admin).' })
  setupChecklist(): Promise<SetupChecklist> {
    return this.settings.setupChecklist();
  }

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

  @Query(() => OpeningHoursSettings, { description: 'The opening hours bookings follow (admin).' })
  openingHoursSettings(): Promise<OpeningHoursSettings> {
    return openingHoursOf(this.settings);
  }

  @Mutation(() => OpeningHoursSettings, { description: 'Saves the opening hours: bookings, slots and the diary follow at once (owners).' })
  async updateOpeningHours(@Arg('input', () => OpeningHoursInput) input: OpeningHoursInput, @Ctx() ctx: GraphQLContext): Promise<OpeningHoursSettings> {
    requireOwner(sessionOf(ctx));
    await saveOpeningHours(this.settings, ctx.em, { days: input.days.map((d) => ({ ...d })) }, sessionOf(ctx).username);
    return openingHoursOf(this.settings);
  }

  @Query(() => ServicesSettings, { description: 'The services the site and the booking form offer (admin).' })
  servicesSettings(): Promise<ServicesSettings> {
    return servicesOf(this.settings);
  }

  @Mutation(() => ServicesSettings, { description: 'Saves the services offered (owners).' })
  async updateServicesOffered(@Arg('input', () => ServicesInput) input: ServicesInput, @Ctx() ctx: GraphQLContext): Promise<ServicesSettings> {
    requireOwner(sessionOf(ctx));
    await saveServices(this.settings, ctx.em, { ...input }, sessionOf(ctx).username);
    return servicesOf(this.settings);
  }

  @Query(() => ReviewsSettings, { description: 'The review link review requests send (admin).' })
  reviewsSettings(): Promise<ReviewsSettings> {
    return reviewsOf(this.settings);
  }

  @Mutation(() => ReviewsSettings, { description: 'Saves the review link; empty turns review requests off (owners).' })
  async updateReviewsSettings(@Arg('input', () => ReviewsInput) input: ReviewsInput, @Ctx() ctx: GraphQLContext): Promise<ReviewsSettings> {
    requireOwner(sessionOf(ctx));
    await saveReviews(this.settings, ctx.em, { ...input }, sessionOf(ctx).username);
    return reviewsOf(this.settings);
  }
}
