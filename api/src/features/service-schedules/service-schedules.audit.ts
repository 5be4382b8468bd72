/** The actions logbook services write into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const SERVICE_SCHEDULES_AUDIT_ACTIONS = [
  ...auditActions('settings', {
    'settings.service_schedules_saved': 'Service schedules saved',
  }),
  ...auditActions('vehicle', {
    'vehicle.service_schedule_set': 'Vehicle’s own service schedule set',
  }),
  ...auditActions('job_card', {
    'logbook.started': 'Logbook service started',
    'logbook.saved': 'Logbook service saved',
  }),
];
