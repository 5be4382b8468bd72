/**
 * Parts on job cards. A part line of an open job card holds its part's stock: a part's reserved
 * quantity is what the part lines of job cards not yet invoiced ask for (lines the customer
 * declined hold nothing), read from the cards themselves, so adding, changing or deleting a line
 * holds or frees stock with the card's own save. Invoicing the card fits its parts: each part's
 * stock goes down by what the invoice takes, in the invoicing transaction, refused (nothing
 * issued) when there is not enough and the part does not allow negative stock. Deleting
 * (voiding) the invoice returns what was fitted, and the reopened card holds it again.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Effects } from '../../platform/outbox/public.js';
import { pgArray } from '../../db/raw.js';
import { AppError } from '../../shared/errors.js';
import type { PricedLine } from '../../shared/priced-document.js';
import { JobStatus } from '../jobcards/public.js';
import { moveStock, units } from './stock-ledger.js';

/**
 * What the part lines of open job cards hold: rows of (part_id text, held numeric), every part
 * held; SQL to use as a subquery.
 */
export const heldByOpenCards = () => `SELECT e->>'partId' AS part_id, sum((e->>'quantity')::numeric) AS held
   FROM job_card j CROSS JOIN LATERAL jsonb_array_elements(j.final_items) AS e
  WHERE j.status <> '${JobStatus.INVOICED}' AND e->>'partId' IS NOT NULL AND coalesce(e->>'origin', '') <> 'declined'
  GROUP BY 1`;

/** What the part lines of open job cards hold, by part id (only the parts asked for). */
export async function reservedOf(em: EntityManager, partIds: readonly string[]): Promise<Map<string, number>> {
  if (!partIds.length) return new Map();
  const rows = await em.execute<Array<{ part_id: string; held: number }>>(
    `SELECT e->>'partId' AS part_id, sum((e->>'quantity')::numeric)::float8 AS held
       FROM job_card j CROSS JOIN LATERAL jsonb_array_elements(j.final_items) AS e
      WHERE j.status <> ? AND e->>'partId' = ANY(?::text[]) AND coalesce(e->>'origin', '') <> 'declined'
      GROUP BY 1`,
    [JobStatus.INVOICED, pgArray(partIds)],
  );
  return new Map(rows.map((r) => [r.part_id, Math.round(Number(r.held) * 100) / 100]));
}

/** Each part's quantity on `lines`, by part id, in the lines' order. */
function quantities(lines: readonly PricedLine[]): Map<string, number> {
  const by = new Map<string, number>();
  for (const line of lines) if (line.partId) by.set(line.partId, Math.round(((by.get(line.partId) ?? 0) + line.quantity) * 100) / 100);
  return by;
}

/**
 * Fits the parts an invoice takes (in its transaction): a 'fitted' move per part. 409 naming the
 * part when its stock is short and it does not allow negative stock.
 */
export async function fitParts(
  tx: EntityManager,
  f: { jobCardId: string; lines: readonly PricedLine[]; reason: string; byName: string; at: Date },
  effects?: Effects,
): Promise<void> {
  for (const [partId, quantity] of quantities(f.lines)) {
    try {
      await moveStock(tx, { partId, kind: 'fitted', quantity: -quantity, reason: f.reason, jobCardId: f.jobCardId, byName: f.byName, at: f.at }, effects);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'CONFLICT') throw err;
      const [part] = await tx.execute<Array<{ part_number: string; on_hand: number }>>('SELECT part_number, on_hand::float8 AS on_hand FROM part WHERE _id = ?', [partId]);
      throw AppError.conflict(`Not enough stock of ${part.part_number} to invoice: ${units(Math.max(0, part.on_hand))} on hand, ${units(quantity)} on the job. Receive or adjust its stock first.`);
    }
  }
}

/** Returns what a job card's invoices fitted and nothing returned yet (in the deleting transaction): a 'returned' move per part. */
export async function returnParts(tx: EntityManager, f: { jobCardId: string; reason: string; byName: string; at: Date }): Promise<void> {
  const rows = await tx.execute<Array<{ part_id: string; out: number }>>(
    `SELECT part_id, -sum(quantity)::float8 AS out FROM stock_move WHERE job_card_id = ? AND kind IN ('fitted', 'returned') GROUP BY part_id HAVING sum(quantity) < 0 ORDER BY part_id`,
    [f.jobCardId],
  );
  for (const row of rows) await moveStock(tx, { partId: row.part_id, kind: 'returned', quantity: Number(row.out), reason: f.reason, jobCardId: f.jobCardId, byName: f.byName, at: f.at });
}
