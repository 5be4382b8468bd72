/** A staff account's Licensed Vehicle Tester number, as a field of the Team page's accounts (owners). */
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { OWNER } from '../../edge/admin.js';
import { StaffUser } from '../auth/staff.types.js';
import type { RoadworthyService } from './roadworthy.service.js';

@Authorized(OWNER)
@Resolver(() => StaffUser)
export class StaffTesterResolver {
  constructor(private readonly service: RoadworthyService) {}

  @FieldResolver(() => String, { nullable: true, description: 'Their Licensed Vehicle Tester number: needed to record a roadworthy result (null: none).' })
  testerNumber(@Root() user: StaffUser, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return this.service.testerNumber(ctx.em, user.id);
  }
}
