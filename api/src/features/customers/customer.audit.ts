/** The actions the customers feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const CUSTOMER_AUDIT_ACTIONS = [
  ...auditActions('customer', {
    'customer.updated': 'Customer edited',
    'customer.merged': 'Customers merged',
  }),
];
