/** The actions the time clock writes into the audit trail, in the words staff read them in (filed under the job card). */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const TIME_CLOCK_AUDIT_ACTIONS = [
  ...auditActions('job_card', {
    'time_entry.corrected': 'Clocked time corrected',
  }),
];
