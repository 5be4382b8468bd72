/** The actions the reminders feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const REMINDERS_AUDIT_ACTIONS = [
  ...auditActions('reminders', {
    'reminders.queued': 'Reminders sent',
  }),
];
