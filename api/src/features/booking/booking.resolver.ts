/** GraphQL face of the booking feature: thin, args → BookingService. */
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { MessageResult } from '../../shared/message-result.js';
import { Appointment } from './appointment.entity.js';
import { AppointmentInput } from './booking.inputs.js';
import type { BookingService } from './booking.service.js';
import { Availability } from './booking.types.js';

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

  @Mutation(() => MessageResult, { description: 'Cancels a booked appointment from the link in its confirmation email.' })
  async cancelAppointment(
    @Arg('id', () => String) id: string,
    @Arg('email', () => String, { nullable: true }) email: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MessageResult> {
    await ctx.limitPublicWrite();
    return new MessageResult(await this.booking.cancel(ctx.em, id, { email, by: 'customer' }));
  }
}
