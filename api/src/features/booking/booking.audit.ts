/** The actions the booking feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const BOOKING_AUDIT_ACTIONS = [
  ...auditActions('appointment', {
    'appointment.booked': 'Appointment booked',
    'appointment.rescheduled': 'Appointment moved',
    'appointment.cancelled': 'Appointment cancelled',
    'appointment.restored': 'Cancellation undone by the customer',
    'appointment.deleted': 'Appointment deleted',
  }),
  ...auditActions('blocked_period', {
    'blocked_period.created': 'Period blocked',
    'blocked_period.deleted': 'Period unblocked',
  }),
];
