/** The time clock: each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { ID } from 'type-graphql';
import { arg, defineOperation, type ArgSpec, type Call, type Http } from '../../edge/operation.js';
import { jsonBody } from '../../edge/validate.js';
import { AppError } from '../../shared/errors.js';
import type { AdminClaims } from '../auth/auth.types.js';
import { CorrectTimeEntryInput } from './time-clock.inputs.js';
import { timeEntryJson, timeEntrySchema } from './time-clock.json.js';
import { TimeEntry } from './time-entry.entity.js';

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const optionalId = (description: string): ArgSpec<string | null | undefined> => ({ type: () => ID, nullable: true, description, read: text });
const optionalText = (description: string): ArgSpec<string | null | undefined> => ({ type: () => String, nullable: true, description, read: text });

const FOR_WHOM = 'The member of staff to clock for (owners and service advisers only); the signed-in one when left out.';

/** The signed-in member of staff (every operation here is for staff only). */
function callerOf(call: Call): AdminClaims {
  if (!call.caller) throw AppError.unauthenticated('Please sign in to continue.');
  return call.caller;
}

/** A clock-on's or clock-off's REST arguments: the card from the path, whom for from the body. */
function clockArgs({ request }: Http) {
  const technicianId = jsonBody(request).technicianId;
  if (technicianId != null && typeof technicianId !== 'string') throw AppError.badInput('Technician id is not valid.', { technicianId: ['Technician id is not valid.'] });
  return { jobCardId: (request.params as { id: string }).id, technicianId: technicianId ?? null };
}

export const timeClockOperations = [
  defineOperation({
    name: 'clockOn',
    kind: 'mutation',
    access: 'floor',
    description:
      'Clocks a member of staff on to a job card (admin): clocks them off the job they are on first; already on this job: its entry unchanged. Refused on an invoiced card.',
    args: { jobCardId: arg.id(), technicianId: optionalId(FOR_WHOM) },
    result: () => TimeEntry,
    run: (call, { jobCardId, technicianId }) => call.services.timeClock.clockOn(call.em, callerOf(call), jobCardId, technicianId),
    graphql: ({ entry }) => entry,
    rest: {
      method: 'POST',
      path: '/api/admin/jobcards/:id/clock-on',
      args: clockArgs,
      present: ({ entry, created }, { reply }) => {
        reply.code(created ? 201 : 200);
        return timeEntryJson(entry);
      },
      answer: timeEntrySchema,
      status: 201,
      otherAnswers: { 200: 'Already clocked on: the running entry.' },
    },
  }),
  defineOperation({
    name: 'clockOff',
    kind: 'mutation',
    access: 'floor',
    description: 'Clocks a member of staff off a job card (admin): closes their open entry on it, in whole minutes.',
    args: { jobCardId: arg.id(), technicianId: optionalId(FOR_WHOM) },
    result: () => TimeEntry,
    run: (call, { jobCardId, technicianId }) => call.services.timeClock.clockOff(call.em, callerOf(call), jobCardId, technicianId),
    rest: { method: 'POST', path: '/api/admin/jobcards/:id/clock-off', args: clockArgs, present: timeEntryJson, answer: timeEntrySchema },
  }),
  defineOperation({
    name: 'timeEntries',
    kind: 'query',
    access: 'floor',
    description: 'Time entries, newest first, at most 500 (admin): by member of staff, job card and the workshop days they started on. A technician sees only their own.',
    args: {
      technicianId: optionalId('Only this member of staff’s entries.'),
      jobCardId: optionalId('Only this job card’s entries.'),
      from: optionalText('Started on or after this workshop day (yyyy-MM-dd).'),
      to: optionalText('Started on or before this workshop day (yyyy-MM-dd).'),
    },
    result: () => [TimeEntry],
    run: (call, filter) => call.services.timeClock.list(call.em, callerOf(call), filter),
    rest: { method: 'GET', path: '/api/admin/time-entries', present: (entries) => entries.map(timeEntryJson), answer: json.array(timeEntrySchema) },
  }),
  defineOperation({
    name: 'correctTimeEntry',
    kind: 'mutation',
    access: 'staff',
    description: 'Corrects a time entry’s start, end or note (owners and service advisers): the end after the start, neither in the future; minutes recomputed; audited.',
    args: { id: arg.id(), input: arg.input(CorrectTimeEntryInput) },
    result: () => TimeEntry,
    run: (call, { id, input }) => call.services.timeClock.correct(call.em, callerOf(call), id, input),
    rest: { method: 'PATCH', path: '/api/admin/time-entries/:id', present: timeEntryJson, answer: timeEntrySchema },
  }),
];
