/** What booking offers other features: opening hours and service types, an appointment as REST shows it, its figures' types. */
export type { AppointmentFigures } from './appointment-figures.js';
export { appointmentJson } from './booking.routes.js';
export { OPENING_HOURS, weekdaySlots } from './opening-hours.js';
export { SERVICE_TYPES } from './service-types.js';
export { appointmentCalendar, appointmentFacts, cancelLink, type AppointmentFacts } from './booking.templates.js';
