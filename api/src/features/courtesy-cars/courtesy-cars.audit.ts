/** The actions the courtesy cars write into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const COURTESY_CAR_AUDIT_ACTIONS = [
  ...auditActions('courtesy_car', {
    'courtesy_car.added': 'Courtesy car added',
    'courtesy_car.changed': 'Courtesy car changed',
    'courtesy_car.lent': 'Courtesy car lent',
    'courtesy_car.returned': 'Courtesy car returned',
  }),
];
