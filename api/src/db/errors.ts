/** Recognises database failures the services turn into answers. */
import { UniqueConstraintViolationException } from '@mikro-orm/core';

/** A unique constraint said no: from the ORM (wrapped) or from a raw statement (pg code 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return err instanceof UniqueConstraintViolationException || (err as { code?: unknown } | null)?.code === '23505';
}

/** The blocked-period guard (a trigger on appointment) refused a booking inside a blocked period. */
export function isBlockedSlotViolation(err: unknown): boolean {
  const e = err as { constraint?: unknown; cause?: { constraint?: unknown } } | null;
  return (e?.constraint ?? e?.cause?.constraint) === 'appointment_outside_blocked_periods';
}
