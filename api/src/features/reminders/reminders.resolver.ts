/** Each customer's and vehicle's reminders over GraphQL (admin): fields of their views. */
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { regoKey } from '../../shared/rego.js';
import { CustomerView } from '../customers/customer.types.js';
import { VehicleView } from '../vehicles/vehicle-history.types.js';
import type { RemindersService } from './reminders.service.js';
import { ReminderSummary } from './reminders.types.js';

@Authorized()
@Resolver(() => CustomerView)
export class CustomerRemindersResolver {
  constructor(private readonly service: RemindersService) {}

  @FieldResolver(() => ReminderSummary, { description: 'Their next reminder and the last ones decided.' })
  reminders(@Root() view: CustomerView, @Ctx() ctx: GraphQLContext): Promise<ReminderSummary> {
    return this.service.summary(ctx.em, { customerId: view.customer._id });
  }
}

@Authorized()
@Resolver(() => VehicleView)
export class VehicleRemindersResolver {
  constructor(private readonly service: RemindersService) {}

  @FieldResolver(() => ReminderSummary, { description: 'Its next reminder and the last ones decided.' })
  reminders(@Root() view: VehicleView, @Ctx() ctx: GraphQLContext): Promise<ReminderSummary> {
    return this.service.summary(ctx.em, { regoKey: regoKey(view.vehicle.regoKey) });
  }
}
