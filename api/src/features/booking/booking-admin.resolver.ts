/** An appointment's field for the back office (admin). */
import { Authorized, FieldResolver, Resolver, Root } from 'type-graphql';
import { longDate } from '../../shared/time.js';
import { Appointment } from './appointment.entity.js';

@Authorized()
@Resolver(() => Appointment)
export class BookingAdminResolver {
  @FieldResolver(() => String, { description: 'The preferred date in words, e.g. "Monday 23 November 2026" (admin).' })
  preferredDateLabel(@Root() appointment: Appointment): string {
    return longDate(appointment.preferredDate);
  }
}
