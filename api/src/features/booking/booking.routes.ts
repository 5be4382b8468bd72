/** The documented public REST paths of the booking journey. */
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import type { Appointment } from './appointment.entity.js';
import { APPOINTMENT_REQUEST_FIELDS, AppointmentInput, pickRequest } from './booking.inputs.js';
import { BOOKING_THANKS } from './booking.templates.js';
import type { BookingService } from './booking.service.js';
import { newUndoToken, UNDO_DONE } from './cancel-undo.js';

export function appointmentJson(a: Appointment) {
  return {
    _id: a._id,
    reference: a.reference,
    ...pickRequest(a),
    status: a.status,
    createdAt: a.createdAt.toISOString(),
    cancelledAt: a.cancelledAt ? a.cancelledAt.toISOString() : null,
    customerId: a.customerId ?? null,
  };
}

export function bookingRoutes(app: FastifyInstance, booking: BookingService): void {
  app.get<{ Querystring: { date?: string } }>('/api/appointments/booked-slots', async (request, reply) => {
    const taken = await booking.unavailableTimes(request.query.date ?? '');
    return reply.type('application/json; charset=utf-8').send(taken.json);
  });

  app.post('/api/appointments', { config: { publicWrite: true } }, async (request, reply) => {
    const body = request.body as Record<string, unknown> | null;
    // HTML forms send numbers as text: accept "2019" for vehicleYear.
    if (body && typeof body.vehicleYear === 'string' && /^\d{1,4}$/.test(body.vehicleYear.trim())) {
      body.vehicleYear = Number(body.vehicleYear.trim());
    }
    const input = await validateBody(AppointmentInput, body, [...APPOINTMENT_REQUEST_FIELDS]);
    const appointment = await booking.book(input);
    return reply.code(201).send({
      message: BOOKING_THANKS,
      appointment: appointmentJson(appointment),
    });
  });

  app.post('/api/appointments/cancel', { config: { publicWrite: true } }, async (request) => {
    const body = (request.body ?? {}) as { id?: unknown; email?: unknown };
    if (body.email !== undefined && body.email !== null && typeof body.email !== 'string') {
      throw AppError.badInput('email must be a string.');
    }
    const undo = newUndoToken();
    const message = await booking.cancel(request.em, typeof body.id === 'string' ? body.id : '', {
      email: (body.email as string | null | undefined) ?? null,
      by: 'customer',
      undo,
    });
    return { message, undoToken: undo.token };
  });

  app.post('/api/appointments/undo-cancel', { config: { publicWrite: true } }, async (request) => {
    const body = (request.body ?? {}) as { token?: unknown };
    const appointment = await booking.undoCancel(request.em, body.token);
    return { message: UNDO_DONE, appointment: appointmentJson(appointment) };
  });
}
