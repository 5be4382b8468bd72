/** A vehicle's last roadworthy certificate, as a field of the vehicle (admin). */
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { Vehicle } from '../vehicles/vehicle.entity.js';
import type { RoadworthyService } from './roadworthy.service.js';
import { RoadworthyCertificate } from './roadworthy.types.js';

@Authorized()
@Resolver(() => Vehicle)
export class VehicleRoadworthyResolver {
  constructor(private readonly service: RoadworthyService) {}

  @FieldResolver(() => RoadworthyCertificate, { nullable: true, description: 'Its last roadworthy certificate (a passed inspection), current or not; null when it has none.' })
  roadworthy(@Root() vehicle: Vehicle, @Ctx() ctx: GraphQLContext): Promise<RoadworthyCertificate | null> {
    return this.service.certificateOf(ctx.em, vehicle.regoKey);
  }
}
