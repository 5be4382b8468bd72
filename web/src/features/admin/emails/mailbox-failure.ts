/** How a failed mailbox call reads: the server's 'Could not reach the mailbox: …', or the same words around another failure. */
import { errorMessage } from '../errors';

export function mailboxFailure(error: unknown): string {
  const message = errorMessage(error);
  return message.startsWith('Could not reach the mailbox') || message.startsWith('No mailbox') ? message : `Could not reach the mailbox: ${message}`;
}
