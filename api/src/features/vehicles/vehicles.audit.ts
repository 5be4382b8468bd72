/** The actions the vehicles feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const VEHICLES_AUDIT_ACTIONS = [
  ...auditActions('vehicle', {
    'vehicle.registration_expiry_set': 'Registration expiry set from a booking',
  }),
  ...auditActions('recommended_work', {
    'recommended_work.done': 'Recommended work marked done',
    'recommended_work.dismissed': 'Recommended work dismissed',
  }),
];
