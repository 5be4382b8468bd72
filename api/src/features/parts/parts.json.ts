/** Parts, stock moves and suppliers as REST answers them: prices in dollars (129.95). */
import { json } from '../../shared/json-schema.js';
import { centsToDollars } from '../../shared/money.js';
import type { Part } from './part.entity.js';
import type { PriceImport } from './price-import.entity.js';
import type { StockMove } from './stock-move.entity.js';
import type { Supplier } from './supplier.entity.js';

const dollars = json.number({ description: 'Dollars (129.95).' });
const maybeText = json.nullable(json.string());

export const partSchema = json.named(
  'Part',
  json.object({
    _id: json.id(),
    partNumber: json.string(),
    description: json.string(),
    brand: maybeText,
    supplierId: json.nullable(json.id()),
    costPrice: dollars,
    sellPrice: dollars,
    sellPriceFixed: json.boolean(),
    gstFree: json.boolean(),
    bin: maybeText,
    barcode: maybeText,
    reorderPoint: json.number(),
    reorderQuantity: json.number(),
    allowNegative: json.boolean(),
    onHand: json.number(),
    reserved: json.number(),
    available: json.number(),
    archived: json.boolean(),
    createdAt: json.dateTime(),
    updatedAt: json.dateTime(),
  }),
);

export const stockMoveSchema = json.named(
  'StockMove',
  json.object({
    _id: json.id(),
    partId: json.id(),
    kind: json.string(),
    quantity: json.number(),
    onHandAfter: json.number(),
    unitCost: dollars,
    reason: maybeText,
    jobCardId: json.nullable(json.id()),
    by: json.string(),
    at: json.dateTime(),
  }),
);

export const supplierSchema = json.named(
  'Supplier',
  json.object({ _id: json.id(), name: json.string(), email: maybeText, priceFileColumns: json.any('The columns of its price file, when saved.'), createdAt: json.dateTime() }),
);

export const priceImportSchema = json.named(
  'PriceImport',
  json.object({
    id: json.id(),
    supplierId: json.id(),
    status: json.string(),
    rows: json.integer(),
    processed: json.integer(),
    new: json.integer(),
    changed: json.integer(),
    unchanged: json.integer(),
    bad: json.integer(),
    problems: json.array(json.any()),
    preview: json.array(json.object({ costPrice: dollars })),
    failure: maybeText,
    by: json.string(),
    createdAt: json.dateTime(),
    appliedAt: json.nullable(json.dateTime()),
  }),
);

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
