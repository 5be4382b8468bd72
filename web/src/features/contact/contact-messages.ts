/** The contact form's texts and how a failed call maps to them. */
import { describeFailure, type FieldMessages } from '../../shared/api-errors';

export const SENDING = 'Sending...';
export const SENT = '✅ Message sent successfully!';
const NETWORK_ERROR = '⚠️ An error occurred while submitting your message.';
export const MESSAGE_MAX_LENGTH = 5000;

/** green for success, red for a refusal, blue for anything else. */
export type ResultTone = 'success' | 'error' | 'info';

export function failureOf(error: unknown): { tone: ResultTone; text: string; fields: FieldMessages | null } {
  const failure = describeFailure(error);
  if (failure.kind === 'network') return { tone: 'info', text: NETWORK_ERROR, fields: null };
  return { tone: 'error', text: `❌ Failed to send message: ${failure.message ?? 'Unknown error.'}`, fields: failure.fields };
}
