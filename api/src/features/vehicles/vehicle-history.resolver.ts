/** Vehicle history over GraphQL (admin). */
import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import type { VehicleHistoryService } from './vehicle-history.service.js';
import { VehicleHistory } from './vehicle-history.types.js';

@Authorized()
@Resolver()
export class VehicleHistoryResolver {
  constructor(private readonly vehicles: VehicleHistoryService) {}

  @Query(() => VehicleHistory, { description: 'A rego’s appointments, job cards, quotes and invoices in time order, with totals spent (admin).' })
  vehicleHistory(@Arg('rego', () => String) rego: string, @Ctx() ctx: GraphQLContext): Promise<VehicleHistory> {
    return this.vehicles.history(ctx.em, rego);
  }
}
