/** The back office's documented REST paths for appointments and blocked periods. */
import type { FastifyInstance } from 'fastify';
import { validateBody } from '../../edge/validate.js';
import type { BlockedPeriod } from './blocked-period.entity.js';
import { BlockPeriodInput } from './booking.inputs.js';
import { blockPeriodMessage, type BookingService } from './booking.service.js';
import { appointmentJson } from './booking.routes.js';

const admin = { config: { admin: true as const } };

export function blockedPeriodJson(p: BlockedPeriod) {
  return {
    _id: p._id,
    startDate: p.startDate,
    startTime: p.startTime,
    endDate: p.endDate,
    endTime: p.endTime,
    reason: p.reason,
    createdAt: p.createdAt.toISOString(),
  };
}

export function bookingAdminRoutes(app: FastifyInstance, booking: BookingService): void {
  app.get('/api/admin/appointments', admin, async (request) => (await booking.listAppointments(request.em)).map(appointmentJson));

  app.post<{ Params: { id: string } }>('/api/admin/cancel-appointment/:id', admin, async (request) => ({
    message: await booking.cancel(request.em, request.params.id, { by: 'workshop' }),
  }));

  app.delete<{ Params: { id: string } }>('/api/admin/appointments/:id', admin, async (request) => ({
    message: await booking.deleteAppointment(request.em, request.params.id),
  }));

  app.get('/api/admin/blocked-periods', admin, async (request) => (await booking.listBlockedPeriods(request.em)).map(blockedPeriodJson));

  app.post('/api/admin/block-period', admin, async (request, reply) => {
    const input = await validateBody(BlockPeriodInput, request.body, ['startDate', 'startTime', 'endDate', 'endTime', 'reason']);
    const { period, affected } = await booking.blockPeriod(request.em, input);
    return reply.code(201).send({
      message: blockPeriodMessage(affected.length),
      period: blockedPeriodJson(period),
      affectedAppointments: affected.map(appointmentJson),
    });
  });

  app.delete<{ Params: { id: string } }>('/api/admin/blocked-periods/:id', admin, async (request) => {
    await booking.unblockPeriod(request.em, request.params.id);
    return { message: 'Period unblocked.' };
  });
}
