/** The cancel page's texts (the cancel link's and the undo link's) and how a failed call maps to them. */
import { describeFailure } from '../../shared/api-errors';

export const INVALID_LINK = 'Invalid cancellation link. Missing or malformed appointment ID.';
export const PROCESSING = 'Processing your cancellation...';
export const CANCELLED_FALLBACK = 'Appointment cancelled successfully!';
const FAILED_FALLBACK = 'Failed to cancel appointment. Please try again.';
const NETWORK_ERROR =
  'An error occurred while trying to cancel your appointment. Please check your internet connection or try again later.';

export const APPOINTMENT_ID_LENGTH = 24;

/** The server said this appointment is cancelled already (a second opening of the link). */
export function alreadyCancelled(error: unknown): boolean {
  const failure = describeFailure(error);
  return failure.kind === 'rejected' && failure.code === 'CONFLICT' && failure.message === 'This appointment has already been cancelled.';
}

export function cancelFailureMessage(error: unknown): string {
  const failure = describeFailure(error);
  if (failure.kind === 'network') return NETWORK_ERROR;
  return failure.message ?? FAILED_FALLBACK;
}

export const KEEP_QUESTION = 'Cancelled by mistake? You can keep your booking within 24 hours, while the time is still free.';
export const KEEPING = 'Keeping your booking...';
const UNDO_NETWORK_ERROR = 'We could not reach the workshop to keep your booking. Please check your internet connection and try again.';
const UNDO_FAILED_FALLBACK = 'Your booking could not be kept. Please book another time.';

/** What to say when keeping the booking fails; `retry` when trying again may help. */
export function undoFailure(error: unknown): { message: string; retry: boolean } {
  const failure = describeFailure(error);
  if (failure.kind === 'network') return { message: UNDO_NETWORK_ERROR, retry: true };
  return { message: failure.message ?? UNDO_FAILED_FALLBACK, retry: failure.code === 'TOO_MANY_REQUESTS' };
}
