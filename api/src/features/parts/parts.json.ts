/** Parts, stock moves and suppliers as REST answers them: prices in dollars (129.95). */
import { centsToDollars } from '../../shared/money.js';
import type { Part } from './part.entity.js';
import type { PriceImport } from './price-import.entity.js';
import type { StockMove } from './stock-move.entity.js';
import type { Supplier } from './supplier.entity.js';

export function partJson(part: Part) {
  return {
    _id: part._id,
    partNumber: part.partNumber,
    description: part.description,
    brand: part.brand ?? null,
    supplierId: part.supplierId ?? null,
    costPrice: centsToDollars(part.costCents),
    sellPrice: centsToDollars(part.sellCents),
    sellPriceFixed: part.sellPriceFixed,
    gstFree: part.gstFree,
    bin: part.bin ?? null,
    barcode: part.barcode ?? null,
    reorderPoint: part.reorderPoint,
    reorderQuantity: part.reorderQuantity,
    allowNegative: part.allowNegative,
    onHand: part.onHand,
    reserved: part.reserved,
    available: part.available,
    archived: part.archivedAt != null,
    createdAt: part.createdAt.toISOString(),
    updatedAt: part.updatedAt.toISOString(),
  };
}

export function stockMoveJson(move: StockMove) {
  return {
    _id: move._id,
    partId: move.partId,
    kind: move.kind,
    quantity: move.quantity,
    onHandAfter: move.onHandAfter,
    unitCost: centsToDollars(move.unitCostCents),
    reason: move.reason ?? null,
    jobCardId: move.jobCardId ?? null,
    by: move.byName,
    at: move.at.toISOString(),
  };
}

export function supplierJson(supplier: Supplier) {
  return {
    _id: supplier._id,
    name: supplier.name,
    email: supplier.email ?? null,
    priceFileColumns: supplier.priceFileColumns ?? null,
    createdAt: supplier.createdAt.toISOString(),
  };
}

export function priceImportJson(i: PriceImport) {
  return {
    id: i._id,
    supplierId: i.supplierId,
    status: i.status,
    rows: i.rows,
    processed: i.processed,
    new: i.newCount,
    changed: i.changedCount,
    unchanged: i.unchangedCount,
    bad: i.badCount,
    problems: i.problems,
    preview: i.preview.map(({ costCents, ...row }) => ({ ...row, costPrice: centsToDollars(costCents) })),
    failure: i.failure ?? null,
    by: i.byName,
    createdAt: i.createdAt.toISOString(),
    appliedAt: i.appliedAt ? i.appliedAt.toISOString() : null,
  };
}
