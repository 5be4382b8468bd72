/** The actions the jobcards feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const JOBCARD_AUDIT_ACTIONS = [
  ...auditActions('job_card', {
    'jobcard.created': 'Job card created',
    'jobcard.updated': 'Job card edited',
    'jobcard.quote_sent': 'Quote sent',
    'jobcard.ready_notified': 'Customer told the car is ready',
    'jobcard.terms_signed': 'Service terms signed',
    'quote.approved': 'Quote approved',
    'quote.declined': 'Quote declined',
    'jobcard.deleted': 'Job card deleted',
  }),
];
