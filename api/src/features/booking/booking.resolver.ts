/** GraphQL face of the booking feature: thin, args → BookingService. */
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { Appointment } from './appointment.entity.js';
import { AppointmentInput } from './booking.inputs.js';
import type { BookingService } from './booking.service.js';
import { Availability, Cancellation, UndoneCancellation } from './booking.types.js';
import { newUndoToken, UNDO_DONE } from './cancel-undo.js';

@Resolver()
export class BookingResolver {
  constructor(private readonly booking: BookingService) {}

  @Query(() => Availability, { description: 'Bookable and unavailable times of a date (yyyy-MM-dd), in the workshop’s time.' })
  availability(@Arg('date', () => String) date: string): Promise<Availability> {
    return this.booking.availability(date);
  }

  @Mutation(() => Appointment, { description: 'Books an appointment; the customer and the workshop are emailed.' })
  async bookAppointment(@Arg('input', () => AppointmentInput) input: AppointmentInput, @Ctx() ctx: GraphQLContext): Promise<Appointment> {
    await ctx.limitPublicWrite();
    return this.booking.book(input);
  }

  @Mutation(() => Cancellation, { description: 'Cancels a booked appointment from the link in its confirmation email; answers the undo link’s secret.' })
  async cancelAppointment(
    @Arg('id', () => String) id: string,
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Cancellation> {
    await ctx.limitPublicWrite();
    const undo = newUndoToken();
    const message = await this.booking.cancel(ctx.em, id, { email, by: 'customer', undo });
    return { message, undoToken: undo.token };
  }

  @Mutation(() => UndoneCancellation, {
    description: 'Books again, at the same time, an appointment its customer cancelled (the undo link’s token): within 24 hours, while the time is free.',
  })
  async undoCancelAppointment(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<UndoneCancellation> {
    await ctx.limitPublicWrite();
    return { message: UNDO_DONE, appointment: await this.booking.undoCancel(ctx.em, token) };
  }
}
