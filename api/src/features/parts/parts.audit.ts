/** The actions the parts catalogue writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const PART_AUDIT_ACTIONS = [
  ...auditActions('part', {
    'part.created': 'Part added',
    'part.changed': 'Part changed',
    'stock.adjusted': 'Stock adjusted',
    'stock.counted': 'Stocktake posted',
  }),
  ...auditActions('supplier', {
    'supplier.created': 'Supplier added',
    'supplier.changed': 'Supplier changed',
    'price_file.applied': 'Price file applied',
  }),
];
