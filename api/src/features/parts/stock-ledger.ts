/**
 * A stock move in one statement: the part's stock on hand changes and the move is written with the
 * stock it left and the part's cost at that moment (what a fitted part cost the job), in the
 * caller's transaction. The part's row lock orders moves of one part, and
 * the update's condition is checked again on the row as the move before it left it: two jobs
 * taking the last unit at once, exactly one gets it and the other is told (a part that allows
 * negative stock takes any). The table's check constraint holds the same rule whatever writes.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Effects } from '../../platform/outbox/public.js';
import { AppError } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import { partChanges } from './part.changes.js';
import type { StockMoveKind } from './stock-move.entity.js';

export interface MoveFacts {
  partId: string;
  kind: StockMoveKind;
  /** Signed, at most 2 decimals. */
  quantity: number;
  reason?: string | null;
  jobCardId?: string | null;
  byName: string;
  at: Date;
}

const PART_NOT_FOUND = 'This part no longer exists.';

/** `n` units as a person reads them (1, 2.5). */
export const units = (n: number) => String(Math.round(n * 100) / 100);

const MOVE_SQL = `WITH moved AS (
    UPDATE part SET on_hand = on_hand + ?::numeric, updated_at = ?
    WHERE _id = ? AND (allow_negative OR on_hand + ?::numeric >= 0)
    RETURNING _id, on_hand, cost_cents),
  written AS (
    INSERT INTO stock_move (_id, part_id, kind, quantity, on_hand_after, unit_cost_cents, reason, job_card_id, by_name, at)
    SELECT ?, _id, ?, ?::numeric, on_hand, cost_cents, ?, ?, ?, ? FROM moved
    RETURNING _id)
SELECT (SELECT on_hand::float8 FROM moved) AS after, p.on_hand::float8 AS before, p.reorder_point::float8 AS reorder, (SELECT count(*)::int FROM written) AS written
FROM (SELECT 1) AS one LEFT JOIN part p ON p._id = ?`;

/**
 * Moves a part's stock by `quantity` (in `em`'s transaction): answers the stock on hand it left.
 * Refused (409, nothing written) when it would take the stock below zero and the part does not allow it.
 * A move that takes the stock on hand from above the part's reorder point to it or below is
 * announced on `effects` (the part is low).
 */
export async function moveStock(em: EntityManager, f: MoveFacts, effects?: Effects): Promise<number> {
  const [row] = await em.execute<Array<{ after: number | null; before: number | null; reorder: number | null; written: number }>>(MOVE_SQL, [
    f.quantity,
    f.at,
    f.partId,
    f.quantity,
    newId(),
    f.kind,
    f.quantity,
    f.reason ?? null,
    f.jobCardId ?? null,
    f.byName,
    f.at,
    f.partId,
  ]);
  if (row.after !== null && row.written === 1) {
    const reorder = Number(row.reorder);
    if (effects && Number(row.before) > reorder && Number(row.after) <= reorder) effects.changed(partChanges['stock-low'], { id: f.partId });
    return Number(row.after);
  }
  if (row.before === null) throw AppError.notFound(PART_NOT_FOUND);
  throw AppError.conflict(`Not enough stock: ${units(Math.max(0, Number(row.before)))} on hand, ${units(-f.quantity)} asked for.`);
}

/**
 * Stock received at a cost (a purchase order's delivery, in its transaction): the part's cost of
 * one becomes `unitCostCents` (its sell price follows by the markup matrix unless fixed), then a
 * 'received' move of `quantity` at that cost. Answers the cost the part had before.
 */
export async function receiveStock(em: EntityManager, f: Omit<MoveFacts, 'kind' | 'jobCardId'> & { unitCostCents: number }): Promise<number> {
  const [was] = await em.execute<Array<{ cost_cents: number }>>(
    'UPDATE part p SET cost_cents = ?, updated_at = ? FROM part was WHERE p._id = ? AND was._id = p._id RETURNING was.cost_cents',
    [f.unitCostCents, f.at, f.partId],
  );
  if (!was) throw AppError.notFound(PART_NOT_FOUND);
  await moveStock(em, { ...f, kind: 'received' });
  return was.cost_cents;
}
