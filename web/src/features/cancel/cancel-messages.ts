/** The cancel page's texts (SPEC.md sections 2, 5 and 8) and how a failed call maps to them. */
import { describeFailure } from '../../shared/api-errors';

export const INVALID_LINK = 'Invalid cancellation link. Missing or malformed appointment ID.';
export const PROCESSING = 'Processing your cancellation...';
export const CANCELLED_FALLBACK = 'Appointment cancelled successfully!';
export const FAILED_FALLBACK = 'Failed to cancel appointment. Please try again.';
export const NETWORK_ERROR =
  'An error occurred while trying to cancel your appointment. Please check your internet connection or try again later.';

export const APPOINTMENT_ID_LENGTH = 24;

export function cancelFailureMessage(error: unknown): string {
  const failure = describeFailure(error);
  if (failure.kind === 'network') return NETWORK_ERROR;
  return failure.message ?? FAILED_FALLBACK;
}
