/** Purchase orders: parts ordered from suppliers, emailed as a PDF, received into stock; the job cards waiting on them. */
import { defineFeature } from '../../feature.js';
import { Migration20261220060002 } from './migrations/Migration20261220060002.js';
import { PurchaseOrder, PurchaseOrderJobCard, PurchaseOrderLine } from './purchase-order.entity.js';
import { PURCHASE_ORDER_AUDIT_ACTIONS } from './purchase-orders.audit.js';
import { purchaseOrderOperations } from './purchase-orders.operations.js';
import { PurchaseOrderService } from './purchase-orders.service.js';
import { purchaseOrderMail } from './purchase-orders.templates.js';

declare module '../../services.js' {
  interface Services {
    purchaseOrders: PurchaseOrderService;
  }
}

export const purchaseOrdersFeature = defineFeature({
  name: 'purchase-orders',
  apiArea: 'parts',
  entities: [PurchaseOrder, PurchaseOrderLine, PurchaseOrderJobCard],
  tables: ['purchase_order', 'purchase_order_line', 'purchase_order_job_card'],
  migrations: [Migration20261220060002],
  auditActions: PURCHASE_ORDER_AUDIT_ACTIONS,
  templates: [purchaseOrderMail],
  services: ({ clock, changes, services }) => ({ purchaseOrders: new PurchaseOrderService({ clock, changes, issuer: () => services.documentIssuer }) }),
  operations: purchaseOrderOperations,
});
