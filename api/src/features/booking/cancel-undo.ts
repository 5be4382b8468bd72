/**
 * Undoing a customer's own cancellation: the link in the cancel page and the cancellation email
 * carries a random secret (the appointment keeps only its sha256). It restores the same date and
 * time within 24 hours of the cancel, while the time has not passed and is still free: the
 * database's slot capacity and blocked-period triggers decide a race, and the loser is refused.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { isBlockedSlotViolation, isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../shared/errors.js';
import { toLocal, type Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { Appointment, AppointmentStatus } from './appointment.entity.js';
import { restoredMails } from './booking.templates.js';
import { appointmentChanges } from './appointment.changes.js';

const UNDO_WINDOW_HOURS = 24;
const INVALID_UNDO_LINK = 'This undo link is not valid. Please use the link from your cancellation email or page.';
const UNDO_NOT_FOUND = 'We could not find a cancelled booking for this link. Please book another time.';
const UNDO_ALREADY_KEPT = 'Your booking is already active: there is nothing to undo.';
const UNDO_EXPIRED = `This booking was cancelled more than ${UNDO_WINDOW_HOURS} hours ago, so it can no longer be restored. Please book another time.`;
const UNDO_PASSED = 'The time of this booking has passed, so it cannot be restored. Please book another time.';
const UNDO_SLOT_TAKEN = 'Sorry, that time has been booked by someone else. Please choose another time.';
const UNDO_SLOT_BLOCKED = 'The workshop is no longer taking bookings at that time. Please choose another time.';
export const UNDO_DONE = 'Your booking is kept. We have emailed your confirmation again.';

/** 32 random bytes as base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A fresh undo secret and the hash the appointment keeps of it. */
export function newUndoToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: undoTokenHash(token) };
}

function undoTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface UndoDeps {
  config: Config;
  clock: Clock;
  changes: ChangeUnit;
}

/** Books the cancelled appointment of `token` again at the same time, emails its confirmation again, and answers it. */
export async function undoCancel(deps: UndoDeps, em: EntityManager, token: unknown): Promise<Appointment> {
  if (typeof token !== 'string' || !TOKEN.test(token)) throw AppError.badInput(INVALID_UNDO_LINK);
  try {
    return await deps.changes.run(em, async (tx, effects) => {
      const found = await tx.findOne(Appointment, { undoTokenHash: undoTokenHash(token) }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw AppError.notFound(UNDO_NOT_FOUND);
      assertRestorable(deps, found);
      const cancelledAt = found.cancelledAt;
      found.status = AppointmentStatus.booked;
      found.cancelledAt = null;
      // The cancellation's calendar file carried one more than the moves; the restored event must outrank it.
      found.calendarSequence += 2;
      await tx.flush();
      effects.mail(...restoredMails(found, deps.config.adminEmail));
      effects.audit({
        action: 'appointment.restored',
        entityType: 'appointment',
        entityId: found._id,
        summary: `Appointment of ${found.fullName} on ${found.preferredDate} ${found.preferredTime} kept: the customer undid their cancellation`,
        changes: { status: [AppointmentStatus.cancelled, AppointmentStatus.booked], cancelledAt: [cancelledAt?.toISOString() ?? null, null] },
      });
      effects.changed(appointmentChanges.restored, { id: found._id, date: found.preferredDate, time: found.preferredTime });
      return found;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(UNDO_SLOT_TAKEN);
    if (isBlockedSlotViolation(err)) throw AppError.conflict(UNDO_SLOT_BLOCKED);
    throw err;
  }
}

/** Only a cancelled appointment, cancelled less than a day ago, whose time is still ahead. */
function assertRestorable(deps: UndoDeps, a: Appointment): void {
  if (a.status === AppointmentStatus.booked) throw AppError.conflict(UNDO_ALREADY_KEPT);
  const now = deps.clock.now();
  if (!a.cancelledAt || now.getTime() - a.cancelledAt.getTime() >= UNDO_WINDOW_HOURS * 3_600_000) throw AppError.conflict(UNDO_EXPIRED);
  const local = toLocal(now, deps.config.timeZone);
  if (`${a.preferredDate} ${a.preferredTime}` <= `${local.date} ${local.time}`) throw AppError.conflict(UNDO_PASSED);
}
