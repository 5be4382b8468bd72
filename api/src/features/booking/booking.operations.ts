/** The public booking journey: a date's times, booking, cancelling by link and undoing it; each operation's GraphQL field and REST route. */
import { arg, defineOperation } from '../../edge/operation.js';
import { validateBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import { Appointment } from './appointment.entity.js';
import { json, messageSchema } from '../../shared/json-schema.js';
import { appointmentJson, appointmentSchema } from './appointment.json.js';
import { APPOINTMENT_REQUEST_FIELDS, AppointmentInput } from './booking.inputs.js';
import { BOOKING_THANKS } from './booking.templates.js';
import { Availability, Cancellation, UndoneCancellation } from './booking.types.js';
import { newUndoToken, UNDO_DONE } from './cancel-undo.js';

export const bookingOperations = [
  defineOperation({
    name: 'availability',
    kind: 'query',
    access: 'public',
    description: 'Bookable and unavailable times of a date (yyyy-MM-dd), in the workshop’s time.',
    args: { date: arg.string() },
    result: () => Availability,
    run: ({ services }, { date }) => services.booking.availability(date),
  }),
  defineOperation({
    // The busiest public read: answered from the date's cached JSON text (http/hot-path.ts answers it before Fastify when cached).
    name: 'bookedSlots',
    kind: 'query',
    only: 'rest',
    access: 'public',
    description: 'The booked or blocked times of a date (yyyy-MM-dd), as JSON text.',
    args: { date: arg.string() },
    result: () => Boolean,
    run: ({ services }, { date }) => services.booking.unavailableTimes(date),
    rest: {
      method: 'GET',
      path: '/api/appointments/booked-slots',
      args: ({ request }) => ({ date: (request.query as { date?: string }).date ?? '' }),
      query: { date: { schema: json.date(), required: true } },
      present: (taken, { reply }) => reply.type('application/json; charset=utf-8').send(taken.json),
      answer: json.object({ unavailableSlots: json.array(json.time(), { description: 'Times (HH:mm) already booked or blocked.' }) }),
    },
  }),
  defineOperation({
    name: 'bookAppointment',
    kind: 'mutation',
    access: 'public-write',
    description: 'Books an appointment; the customer and the workshop are emailed.',
    args: { input: arg.input(AppointmentInput) },
    result: () => Appointment,
    run: async ({ em, services }, { input }) => {
      // Checked before booking: a wrong date is a 400 and books nothing.
      const expiry = services.vehicles.registrationExpiry(input.registrationExpiry);
      const appointment = await services.booking.book(input);
      // The booking's vehicle is made by the database as the appointment is written; it keeps the expiry.
      if (expiry && appointment.registration) await services.vehicles.recordRegistrationExpiry(em, appointment.registration, expiry);
      return appointment;
    },
    rest: {
      method: 'POST',
      path: '/api/appointments',
      status: 201,
      args: async ({ request }) => {
        const body = request.body as Record<string, unknown> | null;
        // HTML forms send numbers as text: accept "2019" for vehicleYear.
        if (body && typeof body.vehicleYear === 'string' && /^\d{1,4}$/.test(body.vehicleYear.trim())) {
          body.vehicleYear = Number(body.vehicleYear.trim());
        }
        return { input: await validateBody(AppointmentInput, body, [...APPOINTMENT_REQUEST_FIELDS, 'registrationExpiry']) };
      },
      present: (appointment) => ({ message: BOOKING_THANKS, appointment: appointmentJson(appointment) }),
      answer: json.extend(messageSchema, { appointment: appointmentSchema }),
    },
  }),
  defineOperation({
    name: 'cancelAppointment',
    kind: 'mutation',
    access: 'public-write',
    description: 'Cancels a booked appointment from the link in its confirmation email; answers the undo link’s secret.',
    args: { id: arg.string(), email: arg.optionalString() },
    result: () => Cancellation,
    run: async ({ em, services }, { id, email }): Promise<Cancellation> => {
      const undo = newUndoToken();
      const message = await services.booking.cancel(em, id, { email, by: 'customer', undo });
      return { message, undoToken: undo.token };
    },
    rest: {
      method: 'POST',
      path: '/api/appointments/cancel',
      args: ({ request }) => {
        const body = (request.body ?? {}) as { id?: unknown; email?: unknown };
        if (body.email !== undefined && body.email !== null && typeof body.email !== 'string') {
          throw AppError.badInput('email must be a string.');
        }
        return { id: typeof body.id === 'string' ? body.id : '', email: (body.email as string | null | undefined) ?? null };
      },
    },
  }),
  defineOperation({
    name: 'undoCancelAppointment',
    kind: 'mutation',
    access: 'public-write',
    description: 'Books again, at the same time, an appointment its customer cancelled (the undo link’s token): within 24 hours, while the time is free.',
    args: { token: arg.string() },
    result: () => UndoneCancellation,
    run: async ({ em, services }, { token }): Promise<UndoneCancellation> => ({ message: UNDO_DONE, appointment: await services.booking.undoCancel(em, token) }),
    rest: {
      method: 'POST',
      path: '/api/appointments/undo-cancel',
      // The token as sent (the service refuses what is not a token).
      args: ({ request }) => ({ token: ((request.body ?? {}) as { token?: unknown }).token as string }),
      present: ({ message, appointment }) => ({ message, appointment: appointmentJson(appointment) }),
      answer: json.extend(messageSchema, { appointment: appointmentSchema }),
    },
  }),
];
