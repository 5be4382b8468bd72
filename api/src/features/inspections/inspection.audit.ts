/** The actions the inspections feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const INSPECTION_AUDIT_ACTIONS = [
  ...auditActions('job_card', {
    'inspection.item_saved': 'Inspection check saved',
    'inspection.photo_added': 'Inspection photo added',
    'inspection.photo_deleted': 'Inspection photo deleted',
  }),
  ...auditActions('settings', {
    'settings.checklist_saved': 'Inspection checklist saved',
  }),
];
