/** Purchase orders as REST answers them: costs in dollars (129.95). */
import { json } from '../../shared/json-schema.js';
import { centsToDollars } from '../../shared/money.js';
import type { PurchaseOrderSuggestion } from './purchase-order-suggestions.js';
import type { PurchaseOrder } from './purchase-order.entity.js';

const dollars = json.number({ description: 'Dollars (129.95).' });
const maybeText = json.nullable(json.string());

export const purchaseOrderSchema = json.named(
  'PurchaseOrder',
  json.object({
    _id: json.id(),
    number: json.any('The purchase order’s number.'),
    status: json.string(),
    supplier: json.object({ _id: json.id(), name: json.string(), email: maybeText }),
    lines: json.array(
      json.object({
        partId: json.nullable(json.id()),
        partNumber: maybeText,
        description: json.string(),
        quantity: json.number(),
        received: json.number(),
        outstanding: json.number(),
        unitCost: dollars,
      }),
    ),
    total: dollars,
    jobCards: json.array(json.any()),
    notes: maybeText,
    supplierInvoiceNumber: maybeText,
    supplierInvoiceTotal: json.nullable(dollars),
    sentTo: maybeText,
    sentAt: json.nullable(json.dateTime()),
    receivedAt: json.nullable(json.dateTime()),
    cancelledAt: json.nullable(json.dateTime()),
    documentId: maybeText,
    createdBy: json.string(),
    createdAt: json.dateTime(),
    updatedAt: json.dateTime(),
  }),
);

/** A part to order: what the stock and the open job cards need, at its cost. */
export const suggestionSchema = json.object({ unitCost: dollars });

export function purchaseOrderJson(o: PurchaseOrder) {
  return {
    _id: o._id,
    number: o.poNumber,
    status: o.status,
    supplier: { _id: o.supplierId, name: o.supplierName, email: o.supplierEmail },
    lines: o.lines.map((l) => ({
      partId: l.partId,
      partNumber: l.partNumber,
      description: l.description,
      quantity: l.quantity,
      received: l.received,
      outstanding: l.outstanding,
      unitCost: centsToDollars(l.unitCostCents),
    })),
    total: centsToDollars(o.totalCents),
    jobCards: o.jobCards,
    notes: o.notes ?? null,
    supplierInvoiceNumber: o.supplierInvoiceNumber ?? null,
    supplierInvoiceTotal: o.supplierInvoiceTotalCents == null ? null : centsToDollars(o.supplierInvoiceTotalCents),
    sentTo: o.sentTo ?? null,
    sentAt: o.sentAt?.toISOString() ?? null,
    receivedAt: o.receivedAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    documentId: o.documentId ?? null,
    createdBy: o.createdByName,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

export function suggestionJson(s: PurchaseOrderSuggestion) {
  const { unitCostCents, ...rest } = s;
  return { ...rest, unitCost: centsToDollars(unitCostCents) };
}
