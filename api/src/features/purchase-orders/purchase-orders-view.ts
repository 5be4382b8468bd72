/**
 * Purchase orders as staff read them: each with its supplier's name and email, its lines, and the
 * job cards waiting on it (their number, customer, rego, status and whether they wait for parts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../db/raw.js';
import { jobNumberLabel, JobStatus } from '../jobcards/public.js';
import { Supplier } from '../parts/public.js';
import { OPEN_PO_STATUSES, PurchaseOrder, PurchaseOrderCard, PurchaseOrderJobCard, PurchaseOrderLine } from './purchase-order.entity.js';

/** The open statuses as SQL literals. */
export const OPEN_SQL = OPEN_PO_STATUSES.map((s) => `'${s}'`).join(', ');

interface CardRow {
  purchase_order_id: string;
  _id: string;
  number: number;
  customer_name: string;
  car_rego: string;
  status: string;
  waiting: boolean;
}

/** Fills each order's supplier, lines and job cards (a few queries for the lot). */
export async function withDetails(em: EntityManager, orders: PurchaseOrder[]): Promise<PurchaseOrder[]> {
  if (!orders.length) return orders;
  const ids = orders.map((o) => o._id);
  const [suppliers, lines, cards] = await Promise.all([
    em.find(Supplier, { _id: { $in: [...new Set(orders.map((o) => o.supplierId))] } }),
    em.find(PurchaseOrderLine, { purchaseOrderId: { $in: ids } }, { orderBy: { purchaseOrderId: 'asc', position: 'asc' } }),
    em.execute<CardRow[]>(
      `SELECT l.purchase_order_id, j._id, j.job_number AS number, j.customer_name, j.car_rego, j.status, (j.status = ? AND j.waiting_for_parts_since IS NOT NULL) AS waiting
         FROM purchase_order_job_card l JOIN job_card j ON j._id = l.job_card_id
        WHERE l.purchase_order_id = ANY(?::bpchar[]) ORDER BY j.job_number`,
      [JobStatus.WORK_IN_PROGRESS, pgArray(ids)],
    ),
  ]);
  const supplierOf = new Map(suppliers.map((s) => [s._id, s]));
  for (const order of orders) {
    const supplier = supplierOf.get(order.supplierId);
    order.supplierName = supplier?.name ?? 'Supplier removed';
    order.supplierEmail = supplier?.email ?? null;
    order.lines = lines.filter((l) => l.purchaseOrderId === order._id);
    order.jobCards = cards
      .filter((c) => c.purchase_order_id === order._id)
      .map((c) => Object.assign(new PurchaseOrderCard(), { id: c._id, number: jobNumberLabel(c.number), customerName: c.customer_name, carRego: c.car_rego, status: c.status, waitingForParts: c.waiting }));
  }
  return orders;
}

/**
 * The cards among `cardIds` that no open purchase order but `except` waits on: those whose wait
 * ends when `except` arrives or is cancelled.
 */
export async function cardsFreedBy(tx: EntityManager, except: string, cardIds: readonly string[]): Promise<string[]> {
  if (!cardIds.length) return [];
  const rows = await tx.execute<Array<{ job_card_id: string }>>(
    `SELECT DISTINCT l.job_card_id FROM purchase_order_job_card l JOIN purchase_order o ON o._id = l.purchase_order_id
      WHERE l.job_card_id = ANY(?::bpchar[]) AND o._id <> ? AND o.status IN (${OPEN_SQL})`,
    [pgArray(cardIds), except],
  );
  const waiting = new Set(rows.map((r) => r.job_card_id.trim()));
  return cardIds.filter((id) => !waiting.has(id));
}

/** The job cards an order names. */
export async function cardIdsOf(tx: EntityManager, orderId: string): Promise<string[]> {
  const links = await tx.find(PurchaseOrderJobCard, { purchaseOrderId: orderId });
  return links.map((l) => l.jobCardId);
}
