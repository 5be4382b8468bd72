/**
 * An appointment's names outside the workshop: the reference a customer quotes (printed in its
 * emails) and its calendar event's UID. Neither is the id, which alone cancels the booking.
 */
import { createHash, randomFillSync } from 'node:crypto';

/** No 0/O and no 1/I: a reference read out over the phone is written down right. 32 characters, 5 bits each. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const REFERENCE_LENGTH = 8;

const REFERENCE = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A booking reference as a person may type it (any case, spaces around): the reference, or null. */
export function readReference(value: string): string | null {
  const upper = value.trim().toUpperCase();
  return REFERENCE.test(upper) ? upper : null;
}

/** 8 characters from a cryptographic source (40 bits): unique in practice, kept unique by the database. */
export function newReference(): string {
  const bytes = randomFillSync(Buffer.alloc(REFERENCE_LENGTH));
  let out = '';
  for (const b of bytes) out += REFERENCE_ALPHABET[b & 31];
  return out;
}

/** The event's UID: the same for every email about one appointment, and no way back to its id. */
export function calendarUid(appointmentId: string, publicUrl: string): string {
  const hash = createHash('sha256').update(`appointment:${appointmentId}`).digest('hex').slice(0, 32);
  return `${hash}@${new URL(publicUrl).hostname}`;
}
