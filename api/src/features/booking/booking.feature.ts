/** Booking: the public form's times and bookings, cancelling by link, and the admin's appointments and blocked periods. */
import { defineFeature } from '../../feature.js';
import { BOOKING_AUDIT_ACTIONS } from './booking.audit.js';
import { Appointment } from './appointment.entity.js';
import { BlockedPeriod } from './blocked-period.entity.js';
import { bookingAdminOperations } from './booking-admin.operations.js';
import { BookingAdminResolver } from './booking-admin.resolver.js';
import { bookingOperations } from './booking.operations.js';
import { BookingService } from './booking.service.js';
import { BOOKING_TEMPLATES } from './booking.templates.js';

declare module '../../services.js' {
  interface Services {
    booking: BookingService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** Booked or blocked times changed; `dates` null means any date may have changed. */
    'availability.changed': { dates: string[] | null; origin?: string };
    'appointment.booked': { id: string; date: string; time: string };
    'appointment.cancelled': { id: string; date: string; time: string };
    'appointment.deleted': { id: string };
    /** Staff moved a booked appointment. */
    'appointment.rescheduled': { id: string; from: { date: string; time: string }; to: { date: string; time: string } };
  }
}

export const bookingFeature = defineFeature({
  name: 'booking',
  apiArea: 'appointments',
  auditActions: BOOKING_AUDIT_ACTIONS,
  entities: [Appointment, BlockedPeriod],
  tables: ['appointment', 'blocked_period'],
  // Read in SQL by the customers' search, the diary's range and the reminders' choices (one statement each).
  readModels: ['appointment'],
  templates: BOOKING_TEMPLATES,
  services: ({ orm, config, clock, pubsub, outbox, changes, services }) => ({
    booking: new BookingService({
      orm,
      config,
      clock,
      pubsub,
      outbox,
      changes,
      workshop: {
        hours: () => services.settings.openingHours(),
        servicesOffered: () => services.settings.servicesOffered(),
        name: async () => (await services.settings.profile()).name,
        onChange: (listener) => services.settings.onChange(listener),
      },
      texts: services.sms,
      webhooks: services.webhooks,
    }),
  }),
  keptFields: (services) => ({ availability: { version: () => services.booking.availabilityVersion() } }),
  operations: [...bookingOperations, ...bookingAdminOperations],
  resolvers: [{ type: BookingAdminResolver, create: () => new BookingAdminResolver() }],
  close: (services) => services.booking.close(),
});
