/**
 * Purchase orders: made for a supplier (by hand, from low stock or from a job card's parts not on
 * hand: purchase-order-suggestions.ts), emailed to the supplier as a PDF, received in full or in
 * part (purchase-order-receipt.ts), cancelled while nothing has arrived. The job cards an order is
 * for wait for parts on the board (those in progress) from when it is made until it arrives in full
 * or is cancelled, unless another open order still holds them. Every change is audited.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { formatMoney } from '../../shared/money.js';
import { readLimit, type Page } from '../../shared/paging.js';
import type { Clock } from '../../shared/time.js';
import type { DocumentIssuer } from '../documents/document-issuer.service.js';
import { pdfFilename, STALE, type PurchaseOrderFacts } from '../documents/public.js';
import { setPartsWait } from '../jobcards/public.js';
import { Part, Supplier } from '../parts/public.js';
import { OPEN_PO_STATUSES, PurchaseOrder, PurchaseOrderJobCard, PurchaseOrderLine, PO_STATUSES, type PurchaseOrderStatus } from './purchase-order.entity.js';
import { receiveDelivery } from './purchase-order-receipt.js';
import { lowStock, shortForCard, type PurchaseOrderSuggestion } from './purchase-order-suggestions.js';
import { closedMessage, freeCards, lockedOrder, PO_NOT_FOUND } from './purchase-order-rules.js';
import { readOrder, readReceipt, readUpdate } from './purchase-orders-read.js';
import type { PurchaseOrderFilter, PurchaseOrderInput, PurchaseOrderUpdateInput, ReceiveInput } from './purchase-orders.inputs.js';
import { purchaseOrderMail } from './purchase-orders.templates.js';
import { withDetails } from './purchase-orders-view.js';

const MAX_LIST = 100;

export interface PurchaseOrderDeps {
  clock: Clock;
  changes: ChangeUnit;
  issuer: () => DocumentIssuer;
}

export class PurchaseOrderService {
  constructor(private readonly deps: PurchaseOrderDeps) {}

  async get(em: EntityManager, id: string): Promise<PurchaseOrder> {
    const order = isId(id) ? await em.findOne(PurchaseOrder, { _id: id }, { refresh: true }) : null;
    if (!order) throw AppError.notFound(PO_NOT_FOUND);
    const [detailed] = await withDetails(em, [order]);
    return detailed;
  }

  /** Orders newest first, one page at a time: open ones, of one status, supplier or job card. */
  async list(em: EntityManager, filter: PurchaseOrderFilter | null | undefined, page: { limit?: unknown; after?: unknown }): Promise<Page<PurchaseOrder>> {
    const limit = Math.min(readLimit(page.limit), MAX_LIST);
    const where: Record<string, unknown> = {};
    const status = filter?.status?.trim();
    if (status === 'open') where.status = { $in: [...OPEN_PO_STATUSES] };
    else if (status) {
      if (!PO_STATUSES.includes(status as PurchaseOrderStatus)) throw AppError.badInput(`status must be open or one of ${PO_STATUSES.join(', ')}.`);
      where.status = status;
    }
    if (filter?.supplierId) where.supplierId = filter.supplierId;
    if (filter?.jobCardId) {
      if (!isId(filter.jobCardId)) return { items: [], nextCursor: null };
      where._id = { $in: (await em.find(PurchaseOrderJobCard, { jobCardId: filter.jobCardId })).map((l) => l.purchaseOrderId) };
    }
    const after = page.after === undefined || page.after === null || page.after === '' ? null : Number(page.after);
    if (after !== null && !Number.isInteger(after)) throw AppError.badInput('The cursor is not valid: use the nextCursor of the previous page.');
    if (after !== null) where.number = { $lt: after };
    const orders = await em.find(PurchaseOrder, where, { orderBy: { number: 'desc' }, limit: limit + 1 });
    const items = await withDetails(em, orders.slice(0, limit));
    return { items, nextCursor: orders.length > limit ? String(items.at(-1)!.number) : null };
  }

  /** Lines to order: a job card's parts not on hand, or low stock (of one supplier or all). */
  suggestions(em: EntityManager, by: { supplierId?: string | null; jobCardId?: string | null }): Promise<PurchaseOrderSuggestion[]> {
    return by.jobCardId ? shortForCard(em, by.jobCardId) : lowStock(em, by.supplierId || null);
  }

  /** Makes an order (a draft); the job cards it is for, those in progress, wait for parts from now. */
  async create(em: EntityManager, input: PurchaseOrderInput, byName: string): Promise<PurchaseOrder> {
    const facts = readOrder(input);
    const now = this.deps.clock.now();
    const id = await this.deps.changes.run(em, async (tx, effects) => {
      const supplier = await tx.findOne(Supplier, { _id: facts.supplierId });
      if (!supplier) throw AppError.badInput('This supplier does not exist.', { supplierId: ['This supplier does not exist.'] });
      const parts = new Map((await tx.find(Part, { _id: { $in: facts.lines.map((l) => l.partId) } })).map((p) => [p._id, p]));
      facts.lines.forEach((line, i) => {
        const part = parts.get(line.partId);
        if (!part) throw AppError.badInput(`Line ${i + 1}: this part no longer exists.`, { [`lines.${i}.partId`]: ['This part no longer exists.'] });
        if (part.archivedAt) throw AppError.badInput(`Line ${i + 1}: ${part.partNumber} is archived; bring it back before ordering it.`, { [`lines.${i}.partId`]: ['This part is archived.'] });
      });
      const [{ n }] = await tx.execute<Array<{ n: number }>>(`SELECT nextval('purchase_order_number_seq')::int AS n`);
      const order = tx.create(PurchaseOrder, { number: n, supplierId: supplier._id, status: 'draft', notes: facts.notes, createdByName: byName, createdAt: now, updatedAt: now });
      facts.lines.forEach((line, i) => {
        const part = parts.get(line.partId)!;
        tx.create(PurchaseOrderLine, {
          purchaseOrderId: order._id,
          position: i + 1,
          partId: part._id,
          partNumber: part.partNumber,
          description: part.description,
          quantity: line.quantity,
          unitCostCents: line.unitCostCents ?? part.costCents,
        });
      });
      for (const jobCardId of facts.jobCardIds) tx.create(PurchaseOrderJobCard, { purchaseOrderId: order._id, jobCardId });
      await tx.flush();
      const cards = await setPartsWait(tx, effects, facts.jobCardIds, now, `${order.poNumber} ordered`);
      if (cards.length !== facts.jobCardIds.length) throw AppError.badInput('A job card of jobCardIds does not exist.', { jobCardIds: ['A job card of jobCardIds does not exist.'] });
      effects.audit({
        action: 'purchase_order.created',
        entityType: 'purchase_order',
        entityId: order._id,
        summary: `${order.poNumber} to ${supplier.name}: ${facts.lines.length} line${facts.lines.length === 1 ? '' : 's'}${cards.length ? ` for ${cards.map((c) => c.jobNumber).join(', ')}` : ''}`,
      });
      return order._id;
    });
    return this.get(em.fork(), id);
  }

  /** Records the supplier's invoice number and total, or the note. */
  async update(em: EntityManager, id: string, input: PurchaseOrderUpdateInput): Promise<PurchaseOrder> {
    const fields = readUpdate(input);
    await this.deps.changes.run(em, async (tx, effects) => {
      const order = await lockedOrder(tx, id);
      const changes: Record<string, [unknown, unknown]> = {};
      for (const [key, value] of Object.entries(fields) as Array<[keyof typeof fields, string | number | null]>) {
        if ((order[key] ?? null) !== value) changes[key] = [order[key] ?? null, value];
      }
      if (!Object.keys(changes).length) return;
      Object.assign(order, fields, { updatedAt: this.deps.clock.now() });
      await tx.flush();
      const invoice = order.supplierInvoiceNumber ? ` (supplier invoice ${order.supplierInvoiceNumber}${order.supplierInvoiceTotalCents != null ? `, ${formatMoney(order.supplierInvoiceTotalCents)}` : ''})` : '';
      effects.audit({ action: 'purchase_order.changed', entityType: 'purchase_order', entityId: order._id, summary: `${order.poNumber} changed${invoice}`, changes });
    });
    return this.get(em.fork(), id);
  }

  /** Receives a delivery (purchase-order-receipt.ts). */
  async receive(em: EntityManager, id: string, input: ReceiveInput, byName: string): Promise<PurchaseOrder> {
    const facts = readReceipt(input);
    await this.deps.changes.run(em, (tx, effects) => receiveDelivery(tx, effects, { id, facts, byName, at: this.deps.clock.now() }));
    return this.get(em.fork(), id);
  }

  /** Cancels an order nothing of which has arrived; its cards stop waiting unless another order holds them. */
  async cancel(em: EntityManager, id: string): Promise<PurchaseOrder> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const order = await lockedOrder(tx, id);
      if (!OPEN_PO_STATUSES.includes(order.status)) throw AppError.conflict(closedMessage(order, 'be cancelled'));
      if (order.status === 'part-received') throw AppError.conflict(`Part of ${order.poNumber} has arrived: it cannot be cancelled. Record what did not come with the supplier instead.`);
      const now = this.deps.clock.now();
      order.status = 'cancelled';
      order.cancelledAt = now;
      order.updatedAt = now;
      await tx.flush();
      await freeCards(tx, effects, order, `${order.poNumber} cancelled`);
      effects.audit({ action: 'purchase_order.cancelled', entityType: 'purchase_order', entityId: order._id, summary: `${order.poNumber} cancelled` });
    });
    return this.get(em.fork(), id);
  }

  /**
   * Emails the order to its supplier with its PDF (again, if it was sent before): a draft becomes
   * sent. Refused when the supplier has no email, or the order has arrived or was cancelled.
   */
  async send(em: EntityManager, id: string, byName: string): Promise<PurchaseOrder> {
    const issuer = this.deps.issuer();
    await issuer.issue(em, {
      plan: async (read) => {
        const order = await this.get(read, id);
        if (!OPEN_PO_STATUSES.includes(order.status)) throw AppError.conflict(closedMessage(order, 'be sent'));
        if (!order.supplierEmail) throw AppError.badInput(`${order.supplierName} has no email address: add it to the supplier before sending the order.`);
        const facts: PurchaseOrderFacts = {
          poNumber: order.poNumber,
          date: order.createdAt,
          supplier: { name: order.supplierName, email: order.supplierEmail },
          lines: order.lines.map((l) => ({ partNumber: l.partNumber, description: l.description, quantity: l.quantity, unitCostCents: l.unitCostCents })),
          totalCents: order.totalCents,
          notes: order.notes ?? null,
        };
        return { facts, updatedAt: order.updatedAt.toISOString(), email: order.supplierEmail };
      },
      render: (plan) => issuer.purchaseOrder(plan.facts, pdfFilename('Purchase-Order', plan.facts.poNumber)),
      commit: async (tx, effects, plan, rendered) => {
        const order = await lockedOrder(tx, id);
        const supplier = await tx.findOne(Supplier, { _id: order.supplierId });
        if (order.updatedAt.toISOString() !== plan.updatedAt || supplier?.email !== plan.email || supplier?.name !== plan.facts.supplier.name) return STALE;
        const doc = await issuer.store(tx, rendered);
        const now = this.deps.clock.now();
        if (order.status === 'draft') order.status = 'sent';
        Object.assign(order, { sentAt: now, sentTo: plan.email, documentId: doc._id, updatedAt: now });
        await tx.flush();
        issuer.mail(effects, doc._id, (documentId) =>
          purchaseOrderMail.mail(plan.email, { poNumber: plan.facts.poNumber, supplierName: plan.facts.supplier.name, sentAt: now.toISOString(), lineCount: plan.facts.lines.length, totalCents: plan.facts.totalCents, documentId }),
        );
        effects.audit({ action: 'purchase_order.sent', entityType: 'purchase_order', entityId: order._id, summary: `${order.poNumber} emailed to ${plan.email} by ${byName}` });
        return order._id;
      },
    });
    return this.get(em.fork(), id);
  }
}
