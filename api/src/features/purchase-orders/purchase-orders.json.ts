/** Purchase orders as REST answers them: costs in dollars (129.95). */
import { centsToDollars } from '../../shared/money.js';
import type { PurchaseOrderSuggestion } from './purchase-order-suggestions.js';
import type { PurchaseOrder } from './purchase-order.entity.js';

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
