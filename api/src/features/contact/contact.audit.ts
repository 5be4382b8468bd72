/** The actions the contact feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const CONTACT_AUDIT_ACTIONS = [
  ...auditActions('contact_query', {
    'contact.replied': 'Contact query replied to',
    'contact.deleted': 'Contact query deleted',
    'contact.cleaned_up': 'Old contact queries cleaned up',
  }),
];
