/** The back office's appointments and blocked periods (admin): each operation's GraphQL field and REST route. */
import { arg, defineOperation } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { validateBody } from '../../edge/validate.js';
import { Appointment } from './appointment.entity.js';
import { json, messageSchema } from '../../shared/json-schema.js';
import { appointmentJson, appointmentSchema, blockedPeriodJson, blockedPeriodSchema } from './appointment.json.js';
import { BlockedPeriod } from './blocked-period.entity.js';
import { BlockPeriodResult } from './booking-admin.types.js';
import { BlockPeriodInput } from './booking.inputs.js';
import { blockPeriodMessage } from './blocked-periods.js';

const UNBLOCKED = 'Period unblocked.';

export const bookingAdminOperations = [
  defineOperation({
    name: 'appointments',
    kind: 'query',
    access: 'staff',
    description: 'Every appointment, booked and cancelled, by date and time (admin).',
    args: {},
    result: () => [Appointment],
    run: ({ em, services }) => services.booking.listAppointments(em),
    rest: { method: 'GET', path: '/api/admin/appointments', present: (appointments) => appointments.map(appointmentJson), answer: json.array(appointmentSchema) },
  }),
  defineMessageOperation({
    name: 'adminCancelAppointment',
    kind: 'mutation',
    access: 'staff',
    description: 'Cancels a booked appointment and emails the customer (admin).',
    args: { id: arg.id() },
    run: ({ em, services }, { id }) => services.booking.cancel(em, id, { by: 'workshop' }),
    rest: { method: 'POST', path: '/api/admin/cancel-appointment/:id' },
  }),
  defineMessageOperation({
    name: 'deleteAppointment',
    kind: 'mutation',
    access: 'staff',
    description: 'Deletes an appointment for good (admin).',
    args: { id: arg.id() },
    run: ({ em, services }, { id }) => services.booking.deleteAppointment(em, id),
    rest: { method: 'DELETE', path: '/api/admin/appointments/:id' },
  }),
  defineOperation({
    name: 'blockedPeriods',
    kind: 'query',
    access: 'staff',
    description: 'Every blocked period (admin).',
    args: {},
    result: () => [BlockedPeriod],
    run: ({ em, services }) => services.booking.listBlockedPeriods(em),
    rest: { method: 'GET', path: '/api/admin/blocked-periods', present: (periods) => periods.map(blockedPeriodJson), answer: json.array(blockedPeriodSchema) },
  }),
  defineOperation({
    name: 'blockPeriod',
    kind: 'mutation',
    access: 'staff',
    description: 'Blocks a period from booking (admin).',
    args: { input: arg.input(BlockPeriodInput) },
    result: () => BlockPeriodResult,
    run: ({ em, services }, { input }) => services.booking.blockPeriod(em, input),
    graphql: ({ period, affected }): BlockPeriodResult => ({ message: blockPeriodMessage(affected.length), period, affectedAppointments: affected }),
    rest: {
      method: 'POST',
      path: '/api/admin/block-period',
      status: 201,
      args: async ({ request }) => ({ input: await validateBody(BlockPeriodInput, request.body, ['startDate', 'startTime', 'endDate', 'endTime', 'reason']) }),
      present: ({ period, affected }) => ({
        message: blockPeriodMessage(affected.length),
        period: blockedPeriodJson(period),
        affectedAppointments: affected.map(appointmentJson),
      }),
      answer: json.extend(messageSchema, { period: blockedPeriodSchema, affectedAppointments: json.array(appointmentSchema) }),
    },
  }),
  defineMessageOperation({
    name: 'unblockPeriod',
    kind: 'mutation',
    access: 'staff',
    description: 'Removes a blocked period (admin).',
    args: { id: arg.id() },
    run: async ({ em, services }, { id }) => {
      await services.booking.unblockPeriod(em, id);
      return UNBLOCKED;
    },
    rest: { method: 'DELETE', path: '/api/admin/blocked-periods/:id' },
  }),
];
