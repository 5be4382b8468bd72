/** What booking offers other features: opening hours and service types, the booking form's input, an appointment and a block as REST shows them, its figures' types. */
import type { EntityManager } from '@mikro-orm/postgresql';
export { type AppointmentFigures } from './appointment-figures.js';
export { appointmentJson, appointmentSchema, blockedPeriodJson, blockedPeriodSchema } from './appointment.json.js';
export { APPOINTMENT_REQUEST_FIELDS } from './booking.inputs.js';
export { StaffBookingFields, staffRequest } from './staff-booking.js';
export { DEFAULT_DAYS, WeekHours, type DayHours } from './opening-hours.js';
export { SERVICE_TYPES } from './service-types.js';
export { appointmentCalendar, appointmentFacts, cancelLink, referenceDetail, type AppointmentFacts } from './booking.templates.js';
export { vehicleOf } from './vehicle-words.js';
export { calendarUid, readReference } from './booking-reference.js';
export { bookedOnDay, type DayBooking } from './booking-today.js';
export { appointmentChanges, blockedPeriodChanges } from './appointment.changes.js';
export { newUndoToken } from './cancel-undo.js';

/** A merged customer's bookings become the kept customer's (customers' merge), in the caller's transaction. */
export async function moveAppointmentsToCustomer(tx: EntityManager, goneId: string, keepId: string): Promise<void> {
  await tx.getConnection().execute('update appointment set customer_id = ? where customer_id = ?', [keepId, goneId], 'run', tx.getTransactionContext());
}
export { eraseAppointmentsOf } from './appointment-erasure.js';
