/** The actions the job-invoicing feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const JOB_INVOICING_AUDIT_ACTIONS = [
  ...auditActions('job_card', {
    'jobcard.completed': 'Job completed and invoiced',
  }),
];
