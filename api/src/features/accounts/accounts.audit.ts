/** The actions the accounts feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const ACCOUNTS_AUDIT_ACTIONS = [
  ...auditActions('invoice', {
    'accounts.statements_sent': 'Monthly statements emailed',
  }),
  ...auditActions('reminders', {
    'accounts.overdue_reminders_sent': 'Overdue reminders emailed',
  }),
  ...auditActions('settings', {
    'settings.overdue_reminders_saved': 'Overdue reminders saved',
  }),
];
