/** The actions the analytics feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const ANALYTICS_AUDIT_ACTIONS = [
  ...auditActions('report', {
    'report.generated': 'Report generated',
    'report.deleted': 'Report deleted',
  }),
];
