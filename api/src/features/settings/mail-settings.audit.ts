/** The actions the settings feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const MAIL_SETTINGS_AUDIT_ACTIONS = [
  ...auditActions('settings', {
    'settings.mail_saved': 'Outgoing mail server saved',
    'settings.mailbox_saved': 'Mailbox saved',
  }),
];
