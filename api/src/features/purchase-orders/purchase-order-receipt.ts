/**
 * A delivery against a purchase order, in one transaction: each part that came goes into stock (a
 * 'received' move naming the order) at its cost as invoiced (the order's unless given), and that
 * cost becomes the part's cost (its sell price follows by the markup matrix unless fixed). The
 * order is part-received until every line has arrived in full, then received: its job cards stop
 * waiting for parts unless another open order holds them. The supplier's invoice number and total
 * are recorded when they come with the delivery.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Effects } from '../../platform/outbox/public.js';
import { AppError } from '../../shared/errors.js';
import { formatMoney } from '../../shared/money.js';
import { receiveStock, units } from '../parts/public.js';
import { OPEN_PO_STATUSES, PurchaseOrderLine } from './purchase-order.entity.js';
import type { ReceiptFacts } from './purchase-orders-read.js';
import { closedMessage, freeCards, lockedOrder } from './purchase-order-rules.js';

export async function receiveDelivery(tx: EntityManager, effects: Effects, r: { id: string; facts: ReceiptFacts; byName: string; at: Date }): Promise<void> {
  const order = await lockedOrder(tx, r.id);
  if (!OPEN_PO_STATUSES.includes(order.status)) throw AppError.conflict(closedMessage(order, 'be received'));
  const lines = new Map((await tx.find(PurchaseOrderLine, { purchaseOrderId: order._id }, { refresh: true })).map((l) => [l.partId, l]));
  const arrived: string[] = [];
  const costs: Record<string, [unknown, unknown]> = {};
  for (const [i, got] of r.facts.lines.entries()) {
    const line = lines.get(got.partId);
    const field = { [`lines.${i}.partId`]: [`This part is not on ${order.poNumber}.`] };
    if (!line) throw AppError.badInput(`Line ${i + 1}: this part is not on ${order.poNumber}.`, field);
    if (got.quantity > line.outstanding + 1e-9) {
      const message = `Line ${i + 1}: ${units(line.outstanding)} of ${line.partNumber} ${line.outstanding === 1 ? 'is' : 'are'} still to come, not ${units(got.quantity)}.`;
      throw AppError.badInput(message, { [`lines.${i}.quantity`]: [message] });
    }
    const cost = got.unitCostCents ?? line.unitCostCents;
    line.received = Math.round((line.received + got.quantity) * 100) / 100;
    line.unitCostCents = cost;
    const before = await receiveStock(tx, { partId: got.partId, quantity: got.quantity, unitCostCents: cost, reason: order.poNumber, byName: r.byName, at: r.at });
    if (before !== cost) costs[`costPrice ${line.partNumber}`] = [formatMoney(before), formatMoney(cost)];
    arrived.push(`${units(got.quantity)} × ${line.partNumber}`);
  }
  const complete = [...lines.values()].every((l) => l.outstanding <= 0);
  order.status = complete ? 'received' : 'part-received';
  if (complete) order.receivedAt = r.at;
  if (r.facts.supplierInvoiceNumber !== undefined) order.supplierInvoiceNumber = r.facts.supplierInvoiceNumber;
  if (r.facts.supplierInvoiceTotalCents !== undefined) order.supplierInvoiceTotalCents = r.facts.supplierInvoiceTotalCents;
  order.updatedAt = r.at;
  await tx.flush();
  if (complete) await freeCards(tx, effects, order, `${order.poNumber} arrived`);
  effects.audit({
    action: 'purchase_order.received',
    entityType: 'purchase_order',
    entityId: order._id,
    summary: `${order.poNumber} ${complete ? 'received in full' : 'received in part'}: ${arrived.join(', ')}`,
    changes: Object.keys(costs).length ? costs : undefined,
  });
}
