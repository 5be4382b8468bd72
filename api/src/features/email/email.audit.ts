/** The actions the email feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const EMAIL_AUDIT_ACTIONS = [
  ...auditActions('email', {
    'email.replied': 'Email replied to',
    'email.deleted': 'Email deleted',
  }),
];
