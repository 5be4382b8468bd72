/** Vehicle history over GraphQL (admin). */
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import type { VehicleHistoryService } from './vehicle-history.service.js';
import { VehicleHistory, VehicleView } from './vehicle-history.types.js';
import { Vehicle } from './vehicle.entity.js';
import { VehicleDetails } from './vehicle.inputs.js';
import type { VehicleService } from './vehicle.service.js';

@Authorized()
@Resolver()
export class VehicleHistoryResolver {
  constructor(
    private readonly vehicles: VehicleHistoryService,
    private readonly service: VehicleService,
  ) {}

  @Query(() => VehicleHistory, { description: 'A rego’s appointments, job cards, quotes and invoices in time order, with totals spent (admin).' })
  vehicleHistory(@Arg('rego', () => String) rego: string, @Ctx() ctx: GraphQLContext): Promise<VehicleHistory> {
    return this.vehicles.history(ctx.em, rego);
  }

  @Query(() => VehicleView, { description: 'A vehicle with its owner, odometer readings and history, by rego (ignoring case and spaces) (admin).' })
  vehicle(@Arg('rego', () => String) rego: string, @Ctx() ctx: GraphQLContext): Promise<VehicleView> {
    return this.service.get(ctx.em, rego);
  }

  @Mutation(() => Vehicle, { description: 'Corrects a vehicle’s make, model, year or VIN (admin).' })
  updateVehicle(@Arg('rego', () => String) rego: string, @Arg('input', () => VehicleDetails) input: VehicleDetails, @Ctx() ctx: GraphQLContext): Promise<Vehicle> {
    return this.service.update(ctx.em, rego, input);
  }
}
