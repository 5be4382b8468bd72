/** The actions the diary feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const DIARY_AUDIT_ACTIONS = [
  ...auditActions('settings', {
    'settings.bays_saved': 'Bays changed',
  }),
];
