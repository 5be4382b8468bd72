/**
 * What to order: lines for new purchase orders, each with its part's supplier.
 * - Low stock: active parts whose stock to come (on hand − held by open job cards + still on order)
 *   is at or below their reorder point (parts with a reorder point or quantity), or below zero
 *   (job cards hold more than there is): the reorder quantity, or enough to rise above the reorder
 *   point, and always at least what the job cards are short.
 * - A job card's parts not on hand: each part of its lines (not declined) that the stock to come
 *   cannot cover, by how much it is short, up to what the card asks for.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { jobNumberLabel } from '../jobcards/public.js';
import { heldByOpenCards, units } from '../parts/public.js';
import { OPEN_SQL } from './purchase-orders-view.js';

@ObjectType({ description: 'A part to order: how many, at what cost of one (cents, excluding GST), from which supplier, and why.' })
export class PurchaseOrderSuggestion {
  @Field(() => ID)
  partId!: string;

  @Field(() => String)
  partNumber!: string;

  @Field(() => String)
  description!: string;

  @Field(() => ID, { nullable: true, description: 'The part’s supplier; null: it has none (choose one on the order).' })
  supplierId!: string | null;

  @Field(() => String, { nullable: true })
  supplierName!: string | null;

  @Field(() => Float)
  quantity!: number;

  @Field(() => Int)
  unitCostCents!: number;

  @Field(() => Float)
  onHand!: number;

  @Field(() => Float, { description: 'Held by open job cards.' })
  reserved!: number;

  @Field(() => Float, { description: 'Still to come on open purchase orders.' })
  onOrder!: number;

  @Field(() => String, { description: 'e.g. "1 to come, reorder point 3" or "JC-000123 is short 2".' })
  reason!: string;
}

interface Row {
  _id: string;
  part_number: string;
  description: string;
  supplier_id: string | null;
  supplier_name: string | null;
  cost_cents: number;
  on_hand: number;
  held: number;
  coming: number;
  reorder_point: number;
  reorder_quantity: number;
  asked: number | null;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The parts of `where` with their stock, holds and what is on order (rows of Row). */
const STOCK_SQL = (where: string, joinCard: string) => `
WITH held AS (${heldByOpenCards()}),
     coming AS (SELECT l.part_id, sum(l.quantity - l.received) AS coming FROM purchase_order_line l JOIN purchase_order o ON o._id = l.purchase_order_id
                 WHERE o.status IN (${OPEN_SQL}) GROUP BY l.part_id)
SELECT p._id, p.part_number, p.description, p.supplier_id, s.name AS supplier_name, p.cost_cents, p.on_hand::float8 AS on_hand,
       coalesce(h.held, 0)::float8 AS held, coalesce(c.coming, 0)::float8 AS coming, p.reorder_point::float8 AS reorder_point,
       p.reorder_quantity::float8 AS reorder_quantity, ${joinCard ? 'card.asked::float8' : 'NULL::float8'} AS asked
  FROM part p LEFT JOIN held h ON h.part_id = p._id::text LEFT JOIN coming c ON c.part_id = p._id LEFT JOIN supplier s ON s._id = p.supplier_id
  ${joinCard}
 WHERE ${where}
 ORDER BY p.part_key, p._id
 LIMIT 500`;

function suggestion(row: Row, quantity: number, reason: string): PurchaseOrderSuggestion {
  return Object.assign(new PurchaseOrderSuggestion(), {
    partId: row._id,
    partNumber: row.part_number,
    description: row.description,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    quantity,
    unitCostCents: row.cost_cents,
    onHand: row.on_hand,
    reserved: round(row.held),
    onOrder: round(row.coming),
    reason,
  });
}

/** Lines for low stock, of one supplier's parts or all (at most 500). */
export async function lowStock(em: EntityManager, supplierId: string | null): Promise<PurchaseOrderSuggestion[]> {
  if (supplierId !== null && !isId(supplierId)) throw AppError.badInput('This supplier does not exist.');
  const projected = 'p.on_hand - coalesce(h.held, 0) + coalesce(c.coming, 0)';
  const rows = await em.execute<Row[]>(
    STOCK_SQL(`p.archived_at IS NULL ${supplierId ? 'AND p.supplier_id = ?' : ''}
      AND (${projected} < 0 OR ((p.reorder_point > 0 OR p.reorder_quantity > 0) AND ${projected} <= p.reorder_point))`, ''),
    supplierId ? [supplierId] : [],
  );
  return rows.map((row) => {
    const toCome = round(row.on_hand - row.held + row.coming);
    const short = Math.max(0, -toCome);
    const topUp = row.reorder_quantity > 0 ? row.reorder_quantity : round(row.reorder_point - toCome + 1);
    const quantity = Math.max(short, topUp, 1);
    const reason = toCome < 0 ? `Job cards are short ${units(short)}` : `${units(toCome)} to come, reorder point ${units(row.reorder_point)}`;
    return suggestion(row, round(quantity), reason);
  });
}

/** Lines for a job card's parts that the stock to come cannot cover. */
export async function shortForCard(em: EntityManager, jobCardId: string): Promise<PurchaseOrderSuggestion[]> {
  if (!isId(jobCardId)) throw AppError.notFound('Job card not found.');
  const [card] = await em.execute<Array<{ number: number }>>('SELECT job_number AS number FROM job_card WHERE _id = ?', [jobCardId]);
  if (!card) throw AppError.notFound('Job card not found.');
  const joinCard = `JOIN (SELECT e->>'partId' AS part_id, sum((e->>'quantity')::numeric) AS asked
                           FROM job_card j CROSS JOIN LATERAL jsonb_array_elements(j.final_items) AS e
                          WHERE j._id = ? AND e->>'partId' IS NOT NULL AND coalesce(e->>'origin', '') <> 'declined' GROUP BY 1) card ON card.part_id = p._id::text`;
  const rows = await em.execute<Row[]>(STOCK_SQL('p.on_hand - coalesce(h.held, 0) + coalesce(c.coming, 0) < 0', joinCard), [jobCardId]);
  const label = jobNumberLabel(card.number);
  return rows.map((row) => {
    const short = round(Math.min(row.asked ?? 0, -(row.on_hand - row.held + row.coming)));
    return suggestion(row, short, `${label} is short ${units(short)}`);
  });
}
