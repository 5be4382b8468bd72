/** Reminders over GraphQL (admin): the lists, a run now, and each customer's and vehicle's reminders. */
import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageArgs } from '../../shared/page-type.js';
import type { GraphQLContext } from '../../edge/context.js';
import { AppError } from '../../shared/errors.js';
import { regoKey } from '../../shared/rego.js';
import { CustomerView } from '../customers/customer.types.js';
import { VehicleView } from '../vehicles/vehicle-history.types.js';
import { ReminderStatus } from './reminder.entity.js';
import type { RemindersService } from './reminders.service.js';
import { DueReminder, ReminderListStatus, ReminderPage, ReminderRunResult, ReminderSummary } from './reminders.types.js';

@Authorized()
@Resolver()
export class RemindersResolver {
  constructor(private readonly service: RemindersService) {}

  @Query(() => [DueReminder], { description: 'Reminders that will go in the next 30 days, soonest first (admin).' })
  dueReminders(@Ctx() ctx: GraphQLContext): Promise<DueReminder[]> {
    return this.service.due(ctx.em);
  }

  @Query(() => ReminderPage, { description: 'Reminders sent or skipped, newest first, one page at a time (admin). limit: 1 to 500, default 100.' })
  reminders(
    @Arg('status', () => ReminderListStatus) status: ReminderListStatus,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ReminderPage> {
    if (status === ReminderListStatus.due) throw AppError.badInput('Due reminders are read with dueReminders.');
    return this.service.list(ctx.em, status === ReminderListStatus.sent ? ReminderStatus.sent : ReminderStatus.skipped, page);
  }

  @Mutation(() => ReminderRunResult, { description: 'Decides and queues every reminder due now, as the 15-minute schedule does (admin).' })
  runReminders(): Promise<ReminderRunResult> {
    return this.service.run();
  }
}

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
