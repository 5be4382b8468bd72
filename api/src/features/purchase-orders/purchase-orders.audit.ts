/** The actions purchase orders write into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const PURCHASE_ORDER_AUDIT_ACTIONS = auditActions('purchase_order', {
  'purchase_order.created': 'Purchase order made',
  'purchase_order.sent': 'Purchase order emailed',
  'purchase_order.received': 'Purchase order received',
  'purchase_order.changed': 'Purchase order changed',
  'purchase_order.cancelled': 'Purchase order cancelled',
});
