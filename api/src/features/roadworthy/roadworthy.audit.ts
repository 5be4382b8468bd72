/** The actions the roadworthy feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const ROADWORTHY_AUDIT_ACTIONS = [
  ...auditActions('job_card', {
    'roadworthy.started': 'Roadworthy inspection started',
    'roadworthy.saved': 'Roadworthy inspection saved',
    'roadworthy.passed': 'Roadworthy certificate issued',
    'roadworthy.failed': 'Roadworthy inspection failed',
    'roadworthy.photo_added': 'Roadworthy photo added',
    'roadworthy.photo_deleted': 'Roadworthy photo deleted',
  }),
  ...auditActions('settings', {
    'settings.roadworthy_checklist_saved': 'Roadworthy checklist saved',
  }),
  ...auditActions('user', {
    'roadworthy.tester_number_set': 'Tester number set',
  }),
];
