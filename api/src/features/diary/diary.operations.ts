/** The diary (admin): a range of days, the bays, bookings taken by staff, moves and the day sheet; each operation's GraphQL field and REST route. */
import { json, messageSchema } from '../../shared/json-schema.js';
import { sessionOf } from '../../edge/admin.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { jsonBody, validateBody } from '../../edge/validate.js';
import { Appointment } from '../booking/appointment.entity.js';
import { APPOINTMENT_REQUEST_FIELDS, appointmentJson, appointmentSchema, blockedPeriodSchema, staffRequest } from '../booking/public.js';
import { DocumentLinkResult, sendRenderedPdf } from '../documents/public.js';
import { daySheetPath, daySheetScope, readSheetDate } from './diary-links.js';
import { BaysInput, BaysSetting, Diary, RescheduleInput, StaffAppointmentInput } from './diary.types.js';

/** A query string's value as sent ('' when absent). */
const asked = (query: unknown, name: string) => (query as Record<string, string | undefined>)[name] ?? '';

/** The diary's days as REST answers them: each booked appointment as GET /api/admin/appointments shows it, with its job card. */
const diaryTextSchema = json.object({
  bays: json.integer(),
  days: json.array(
    json.object({
      date: json.date(),
      opening: json.nullable(json.object({ open: json.time(), close: json.time() }, { description: 'Closed all day: null.' })),
      appointments: json.array(json.allOf([appointmentSchema, json.object({
              jobCardId: json.nullable(json.id()),
              jobCardStatus: json.nullable(json.string()),
              roadworthyResult: json.nullable(json.string({ description: "Its job card's roadworthy result: 'pass', 'fail', or null." })),
              roadworthyUntil: json.nullable(json.date('A pass: the last day its certificate is current; a fail: the last day to re-inspect.')),
            })])),
      blockedPeriods: json.array(blockedPeriodSchema),
    }),
  ),
});

export const diaryOperations = [
  defineOperation({
    name: 'diary',
    kind: 'query',
    access: 'staff',
    description: 'The days from `from` to `to` (yyyy-MM-dd, at most 42): opening hours, booked appointments with their job cards, blocked periods, and the bays (admin).',
    args: { from: arg.string(), to: arg.string() },
    result: () => Diary,
    run: ({ em, services }, { from, to }) => services.diary.diary(em, from, to),
  }),
  defineOperation({
    // The same days as `diary`, answered from the range's kept JSON text (compressed once for every reader).
    name: 'diaryText',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: 'The days from `from` to `to` as JSON text (admin).',
    args: { from: arg.string(), to: arg.string() },
    result: () => Boolean,
    run: ({ em, services }, { from, to }) => services.diary.diaryAnswer(em, from, to),
    rest: {
      method: 'GET',
      path: '/api/admin/diary',
      args: ({ request }) => ({ from: asked(request.query, 'from'), to: asked(request.query, 'to') }),
      query: { from: { schema: json.date(), required: true }, to: { schema: json.date(), required: true, description: 'At most 42 days after from.' } },
      present: (answer, { request, reply }) => answer.send(request, reply.type('application/json; charset=utf-8')),
      answer: diaryTextSchema,
    },
  }),
  defineOperation({
    name: 'baysSetting',
    kind: 'query',
    access: 'staff',
    description: 'How many vehicles can be booked into one half hour (admin).',
    args: {},
    result: () => BaysSetting,
    run: ({ em, services }) => services.diary.bays(em),
  }),
  defineOperation({
    name: 'setBays',
    kind: 'mutation',
    access: 'staff',
    description: 'Sets the number of bays (1–20). Lowering it cancels nothing (admin).',
    args: { input: arg.input(BaysInput) },
    result: () => BaysSetting,
    run: ({ em, services, caller }, { input }) => services.diary.setBays(em, input.bays, sessionOf({ admin: caller }).username),
    rest: {
      method: 'PUT',
      path: '/api/admin/settings/bays',
      args: async ({ request }) => ({ input: await validateBody(BaysInput, jsonBody(request), ['bays']) }),
      present: (saved) => ({ message: `Bays saved: up to ${saved.bays} vehicle${saved.bays === 1 ? '' : 's'} can be booked into the same half hour.`, bays: saved.bays }),
      answer: json.extend(messageSchema, { bays: json.integer({ minimum: 1, maximum: 20 }) }),
    },
  }),
  defineOperation({
    name: 'staffBookAppointment',
    kind: 'mutation',
    access: 'staff',
    description: 'Books an appointment taken by staff (e.g. by phone): a name, a phone or an email, the rego or the make and model; any half hour of the opening hours (admin).',
    args: { input: arg.input(StaffAppointmentInput) },
    result: () => Appointment,
    run: async ({ services }, { input }) => ({
      appointment: await services.booking.book(staffRequest(input), { customerId: input.customerId ?? null, sendConfirmation: input.sendConfirmation ?? true }),
      confirm: input.sendConfirmation !== false,
    }),
    graphql: ({ appointment }) => appointment,
    rest: {
      method: 'POST',
      path: '/api/admin/appointments',
      status: 201,
      args: async ({ request }) => ({
        input: await validateBody(StaffAppointmentInput, jsonBody(request), [...APPOINTMENT_REQUEST_FIELDS, 'customerId', 'sendConfirmation']),
      }),
      present: ({ appointment, confirm }) => ({
        message: !appointment.email
          ? 'Appointment booked. No confirmation was sent: there is no email address.'
          : !confirm
            ? 'Appointment booked. No confirmation was sent.'
            : 'Appointment booked. The confirmation is on its way to the customer.',
        appointment: appointmentJson(appointment),
      }),
      answer: json.extend(messageSchema, { appointment: appointmentSchema }),
    },
  }),
  defineOperation({
    name: 'rescheduleAppointment',
    kind: 'mutation',
    access: 'staff',
    description: 'Moves a booked appointment to another date and time and, unless `notify` is false, emails the customer (admin).',
    args: { id: arg.id(), input: arg.input(RescheduleInput) },
    result: () => Appointment,
    run: async ({ em, services }, { id, input }) => {
      const notify = input.notify ?? true;
      return { appointment: await services.booking.reschedule(em, id, { preferredDate: input.preferredDate, preferredTime: input.preferredTime, notify }), notify };
    },
    graphql: ({ appointment }) => appointment,
    rest: {
      method: 'POST',
      path: '/api/admin/appointments/:id/reschedule',
      args: async ({ request }) => ({
        id: (request.params as { id: string }).id,
        input: await validateBody(RescheduleInput, jsonBody(request), ['preferredDate', 'preferredTime', 'notify']),
      }),
      present: ({ appointment, notify }) => ({
        message: notify ? 'Appointment moved. The customer has been sent the new time.' : 'Appointment moved. The customer was not notified.',
        appointment: appointmentJson(appointment),
      }),
      answer: json.extend(messageSchema, { appointment: appointmentSchema }),
    },
  }),
  defineOperation({
    name: 'daySheetLink',
    kind: 'mutation',
    access: 'staff',
    description: 'A link (valid 5 minutes) to the day sheet PDF of `date` (yyyy-MM-dd) (admin).',
    args: { date: arg.string() },
    result: () => DocumentLinkResult,
    run: ({ services, caller }, { date }) => services.documents.links.link(daySheetPath(date), daySheetScope(date), sessionOf({ admin: caller })),
  }),
  defineOperation({
    // Opened in a new tab with ?token= (the session's, or the 5-minute token of daySheetLink for this date).
    name: 'daySheet',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: 'The day sheet PDF of `date` (yyyy-MM-dd) (admin).',
    args: { date: arg.string() },
    result: () => Boolean,
    run: ({ em, services }, { date }) => services.diary.daySheet(em, date),
    rest: {
      method: 'GET',
      path: '/api/admin/diary/day-sheet',
      config: { admin: 'query-token', document: (request) => daySheetScope((request.query as { date?: string }).date ?? '') },
      args: ({ request }) => ({ date: readSheetDate((request.query as { date?: string }).date) }),
      query: { date: { schema: json.date(), required: true } },
      present: (sheet, { reply }) => sendRenderedPdf(reply, sheet),
      produces: 'application/pdf',
    },
  }),
];
