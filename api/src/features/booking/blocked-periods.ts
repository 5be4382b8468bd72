/** Blocked periods: a period closed to bookings, and the booked appointments it covers. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { DAY_LOCK } from '../../shared/booking-slots.js';
import { fieldChanges } from '../../shared/changes.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { cleanText } from '../../shared/text.js';
import { isIsoDate } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { Appointment } from './appointment.entity.js';
import { blockedPeriodChanges } from './appointment.changes.js';
import { BlockedPeriod } from './blocked-period.entity.js';
import type { BlockPeriodInput } from './booking.inputs.js';
import { SLOT_MINUTES } from './opening-hours.js';

const BLOCK_FIELDS = ['startDate', 'startTime', 'endDate', 'endTime', 'reason'] as const;
const blockChanges = (before: BlockedPeriod | null, after: BlockedPeriod | null) => fieldChanges<BlockedPeriod>(before, after, BLOCK_FIELDS);

/** What staff are told once a period is blocked: the booked appointments inside it, if any. */
export function blockPeriodMessage(affected: number): string {
  if (affected === 0) return 'Period blocked successfully.';
  return `Period blocked. Warning: ${affected} booked appointment${affected === 1 ? '' : 's'} fall${affected === 1 ? 's' : ''} inside it; contact ${affected === 1 ? 'that customer' : 'those customers'} or cancel ${affected === 1 ? 'it' : 'them'}.`;
}

/**
 * Blocks a period from booking; answers the booked appointments that fall inside it. Holding
 * the exclusive lock of every day bucket the period touches, it waits for bookings of those
 * days in flight and makes later ones wait until it commits (they then see the block and are
 * refused by the database), so the list of affected appointments is complete.
 */
export async function blockPeriod(changes: ChangeUnit, em: EntityManager, input: BlockPeriodInput): Promise<{ period: BlockedPeriod; affected: Appointment[] }> {
  if (!isIsoDate(input.startDate) || !isIsoDate(input.endDate)) throw AppError.badInput('Please enter valid start and end dates.');
  if (`${input.endDate}T${input.endTime}` <= `${input.startDate}T${input.startTime}`) {
    throw AppError.badInput('The end of the period must be after its start.');
  }
  const { period, ids } = await changes.run(em, async (tx, effects) => {
    await tx.execute(
      `SELECT pg_advisory_xact_lock(${DAY_LOCK}, b) FROM (
         SELECT DISTINCT workshop_day_bucket(to_char(d, 'YYYY-MM-DD')) AS b
         FROM generate_series(?::date, ?::date, interval '1 day') AS d ORDER BY b) AS buckets`,
      [input.startDate, input.endDate],
    );
    const period = tx.create(BlockedPeriod, { ...input, reason: cleanText(input.reason) });
    await tx.flush();
    const rows = await tx.execute<Array<{ _id: string }>>(
      `SELECT _id FROM appointment WHERE status = 'booked' AND preferred_date >= ? AND preferred_date <= ?
         AND blocked_period_covers(?, ?, ?, ?, preferred_date, preferred_time, ?)`,
      [input.startDate, input.endDate, input.startDate, input.startTime, input.endDate, input.endTime, SLOT_MINUTES],
    );
    effects.audit({
      action: 'blocked_period.created',
      entityType: 'blocked_period',
      entityId: period._id,
      summary: `Blocked ${period.startDate} ${period.startTime} to ${period.endDate} ${period.endTime}${period.reason ? `: ${period.reason}` : ''}`,
      changes: blockChanges(null, period),
    });
    effects.changed(blockedPeriodChanges.blocked, { id: period._id });
    return { period, ids: rows.map((r) => r._id) };
  });
  const affected = ids.length
    ? await em.find(Appointment, { _id: { $in: ids } }, { orderBy: { preferredDate: 'asc', preferredTime: 'asc' } })
    : [];
  return { period, affected };
}

export async function unblockPeriod(changes: ChangeUnit, em: EntityManager, id: string): Promise<void> {
  await changes.run(em, async (tx, effects) => {
    const period = isId(id) ? await tx.findOne(BlockedPeriod, { _id: id }) : null;
    if (!period) throw AppError.notFound('This blocked period no longer exists.');
    await tx.remove(period).flush();
    effects.audit({
      action: 'blocked_period.deleted',
      entityType: 'blocked_period',
      entityId: period._id,
      summary: `Unblocked ${period.startDate} ${period.startTime} to ${period.endDate} ${period.endTime}${period.reason ? ` (${period.reason})` : ''}`,
      changes: blockChanges(period, null),
    });
    effects.changed(blockedPeriodChanges.unblocked, { id: period._id });
  });
}
