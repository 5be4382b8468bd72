/** Every text the booking form shows after a submit, worded as SPEC.md sections 5 and 8 require. */
import { describeFailure } from '../../shared/api-errors';

export const BOOKING_SUCCESS = 'Thank you for your booking request! We will contact you shortly to confirm.';
export const BOOKING_NETWORK_ERROR = 'An error occurred while submitting your booking.';
export const CHOOSE_TIME = 'Please select a preferred time.';

export function closedOnSundays(product: string): string {
  return `${product} is closed on Sundays. Please select another day.`;
}

export function closesEarlyOnSaturdays(product: string): string {
  return `${product} closes at 1:00 PM on Saturdays. Please select a time before 1:00 PM.`;
}

/** What to tell the customer when bookAppointment fails. */
export function bookingFailureMessage(error: unknown): string {
  const failure = describeFailure(error);
  if (failure.kind === 'network') return BOOKING_NETWORK_ERROR;
  return `Booking failed: ${failure.message ?? 'Unknown error.'}`;
}
