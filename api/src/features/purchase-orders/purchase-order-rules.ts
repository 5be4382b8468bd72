/** The rules every change of a purchase order shares: finding it locked, when it is closed, freeing its cards. */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Effects } from '../../platform/outbox/public.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { setPartsWait } from '../jobcards/public.js';
import { PurchaseOrder } from './purchase-order.entity.js';
import { cardIdsOf, cardsFreedBy } from './purchase-orders-view.js';

export const PO_NOT_FOUND = 'This purchase order does not exist.';

/** Why an order no longer takes a change of `what`. */
export function closedMessage(order: PurchaseOrder, what: string): string {
  return order.status === 'cancelled' ? `${order.poNumber} was cancelled: it cannot ${what}.` : `${order.poNumber} has arrived in full: it cannot ${what}.`;
}

/** The order of `id` in `tx`, locked for the change. */
export async function lockedOrder(tx: EntityManager, id: string): Promise<PurchaseOrder> {
  const order = isId(id) ? await tx.findOne(PurchaseOrder, { _id: id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) : null;
  if (!order) throw AppError.notFound(PO_NOT_FOUND);
  return order;
}

/** Ends the wait of the order's cards that no other open order holds (in its transaction). */
export async function freeCards(tx: EntityManager, effects: Effects, order: PurchaseOrder, why: string): Promise<void> {
  const freed = await cardsFreedBy(tx, order._id, await cardIdsOf(tx, order._id));
  await setPartsWait(tx, effects, freed, null, why);
}

