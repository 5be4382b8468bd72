/** The back office's appointments and blocked periods, over GraphQL. */
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { MessageResult } from '../../shared/message-result.js';
import { longDate } from '../../shared/time.js';
import { Appointment } from './appointment.entity.js';
import { BlockedPeriod } from './blocked-period.entity.js';
import { BlockPeriodResult } from './booking-admin.types.js';
import { BlockPeriodInput } from './booking.inputs.js';
import { blockPeriodMessage, type BookingService } from './booking.service.js';

@Authorized()
@Resolver(() => Appointment)
export class BookingAdminResolver {
  constructor(private readonly booking: BookingService) {}

  @FieldResolver(() => String, { description: 'The preferred date in words, e.g. "Monday 23 November 2026" (admin).' })
  preferredDateLabel(@Root() appointment: Appointment): string {
    return longDate(appointment.preferredDate);
  }

  @Query(() => [Appointment], { description: 'Every appointment, booked and cancelled, by date and time (admin).' })
  appointments(@Ctx() ctx: GraphQLContext): Promise<Appointment[]> {
    return this.booking.listAppointments(ctx.em);
  }

  @Mutation(() => MessageResult, { description: 'Cancels a booked appointment and emails the customer (admin).' })
  async adminCancelAppointment(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    return new MessageResult(await this.booking.cancel(ctx.em, id, { by: 'workshop' }));
  }

  @Mutation(() => MessageResult, { description: 'Deletes an appointment for good (admin).' })
  async deleteAppointment(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    return new MessageResult(await this.booking.deleteAppointment(ctx.em, id));
  }

  @Query(() => [BlockedPeriod], { description: 'Every blocked period (admin).' })
  blockedPeriods(@Ctx() ctx: GraphQLContext): Promise<BlockedPeriod[]> {
    return this.booking.listBlockedPeriods(ctx.em);
  }

  @Mutation(() => BlockPeriodResult, { description: 'Blocks a period from booking (admin).' })
  async blockPeriod(@Arg('input', () => BlockPeriodInput) input: BlockPeriodInput, @Ctx() ctx: GraphQLContext): Promise<BlockPeriodResult> {
    const { period, affected } = await this.booking.blockPeriod(ctx.em, input);
    return { message: blockPeriodMessage(affected.length), period, affectedAppointments: affected };
  }

  @Mutation(() => MessageResult, { description: 'Removes a blocked period (admin).' })
  async unblockPeriod(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    await this.booking.unblockPeriod(ctx.em, id);
    return new MessageResult('Period unblocked.');
  }
}
