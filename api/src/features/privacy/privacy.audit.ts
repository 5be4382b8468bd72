/** The actions the privacy feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const PRIVACY_AUDIT_ACTIONS = [
  ...auditActions('customer', {
    'customer.exported': 'Customer data exported',
    'customer.erased': 'Customer erased on request',
  }),
  ...auditActions('settings', {
    'settings.privacy_retention_saved': 'Privacy retention saved',
    'privacy.retention_applied': 'Old messages de-identified',
  }),
];
