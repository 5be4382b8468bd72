/** Business settings over GraphQL: read by staff, saved by owners. */
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireOwner, sessionOf } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { BusinessSettingsInput, readBusinessSettings } from './settings.inputs.js';
import type { SettingsService } from './settings.service.js';
import { BusinessSettings, businessSettingsOf } from './settings.types.js';

@Authorized()
@Resolver()
export class SettingsResolver {
  constructor(private readonly settings: SettingsService) {}

  @Query(() => BusinessSettings, { description: 'The business details documents and emails print (admin).' })
  async businessSettings(): Promise<BusinessSettings> {
    return businessSettingsOf(await this.settings.state());
  }

  @Mutation(() => BusinessSettings, { description: 'Saves the business details: from now on they win over the environment’s (owners).' })
  async updateBusinessSettings(@Arg('input', () => BusinessSettingsInput) input: BusinessSettingsInput, @Ctx() ctx: GraphQLContext): Promise<BusinessSettings> {
    requireOwner(sessionOf(ctx));
    return businessSettingsOf(await this.settings.save(ctx.em, readBusinessSettings({ ...input }), sessionOf(ctx).username));
  }
}
