/** The actions the canned jobs write into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const CANNED_JOB_AUDIT_ACTIONS = [
  ...auditActions('canned_job', {
    'canned_job.created': 'Canned job added',
    'canned_job.changed': 'Canned job changed',
    'canned_job.deleted': 'Canned job deleted',
  }),
];
