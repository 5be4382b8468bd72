/** The diary's REST paths (admin): the days of a range, the bays, bookings taken by staff, moves and the day sheet. */
import type { FastifyInstance } from 'fastify';
import { jsonBody, validateBody } from '../../edge/validate.js';
import type { BookingService } from '../booking/booking.service.js';
import { APPOINTMENT_REQUEST_FIELDS, appointmentJson, staffRequest } from '../booking/public.js';
import { contentDisposition } from '../documents/public.js';
import { daySheetScope, readSheetDate } from './diary-links.js';
import type { DiaryService } from './diary.service.js';
import { BaysInput, RescheduleInput, StaffAppointmentInput } from './diary.types.js';

const admin = { config: { admin: true as const } };

export function diaryRoutes(app: FastifyInstance, diary: DiaryService, booking: BookingService): void {
  app.get<{ Querystring: { from?: string; to?: string } }>('/api/admin/diary', admin, async (request, reply) =>
    (await diary.diaryAnswer(request.em, request.query.from ?? '', request.query.to ?? '')).send(request, reply.type('application/json; charset=utf-8')),
  );

  app.put('/api/admin/settings/bays', admin, async (request) => {
    const input = await validateBody(BaysInput, jsonBody(request), ['bays']);
    const saved = await diary.setBays(request.em, input.bays, request.admin!.username);
    return { message: `Bays saved: up to ${saved.bays} vehicle${saved.bays === 1 ? '' : 's'} can be booked into the same half hour.`, bays: saved.bays };
  });

  app.post('/api/admin/appointments', admin, async (request, reply) => {
    const input = await validateBody(StaffAppointmentInput, jsonBody(request), [...APPOINTMENT_REQUEST_FIELDS, 'customerId', 'sendConfirmation']);
    const appointment = await booking.book(staffRequest(input), { customerId: input.customerId ?? null, sendConfirmation: input.sendConfirmation ?? true });
    return reply.code(201).send({
      message: !appointment.email
        ? 'Appointment booked. No confirmation was sent: there is no email address.'
        : input.sendConfirmation === false
          ? 'Appointment booked. No confirmation was sent.'
          : 'Appointment booked. The confirmation is on its way to the customer.',
      appointment: appointmentJson(appointment),
    });
  });

  app.post<{ Params: { id: string } }>('/api/admin/appointments/:id/reschedule', admin, async (request) => {
    const input = await validateBody(RescheduleInput, jsonBody(request), ['preferredDate', 'preferredTime', 'notify']);
    const notify = input.notify ?? true;
    const appointment = await booking.reschedule(request.em, request.params.id, { preferredDate: input.preferredDate, preferredTime: input.preferredTime, notify });
    return {
      message: notify ? 'Appointment moved. The customer has been sent the new time.' : 'Appointment moved. The customer was not notified.',
      appointment: appointmentJson(appointment),
    };
  });

  // Opened in a new tab with ?token= (the session's, or the 5-minute token of daySheetLink for this date).
  app.get<{ Querystring: { date?: string } }>(
    '/api/admin/diary/day-sheet',
    { config: { admin: 'query-token', document: (request) => daySheetScope((request.query as { date?: string }).date ?? '') } },
    async (request, reply) => {
      const sheet = await diary.daySheet(request.em, readSheetDate(request.query.date));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', sheet.filename))
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(sheet.pdf);
    },
  );
}
