/** A job card's logbook service (admin): start, read, save, and its service record PDF. */
import { AppError } from '../../shared/errors.js';
import { json } from '../../shared/json-schema.js';
import { sessionOf } from '../../edge/admin.js';
import { arg, defineOperation, type ArgSpec, type Http } from '../../edge/operation.js';
import { DocumentLinkResult, sendRenderedPdf } from '../documents/public.js';
import { Body } from './service-schedules.operations.js';
import { JobCardLogbook, SaveLogbookInput } from './service-schedules.types.js';

const jobCardParam = ({ request }: Http) => (request.params as { id: string }).id;
const logbookAnswer = json.graphqlType('JobCardLogbook');
const recordPath = (jobCardId: string) => `/api/admin/jobcards/${jobCardId}/service-record.pdf`;
const recordScope = (jobCardId: string) => `service-record:${jobCardId}`;

export const logbookOperations = [
  defineOperation({
    name: 'jobCardLogbook',
    kind: 'query',
    access: 'floor',
    description: 'A job card’s logbook service; kind "repair" and no items when the card is not one (admin).',
    args: { jobCardId: arg.id() },
    result: () => JobCardLogbook,
    run: ({ em, services }, { jobCardId }) => services.logbook.logbook(em, jobCardId),
    rest: { method: 'GET', path: '/api/admin/jobcards/:id/logbook', args: (http) => ({ jobCardId: jobCardParam(http) }), answer: logbookAnswer },
  }),
  defineOperation({
    name: 'startLogbookService',
    kind: 'mutation',
    access: 'floor',
    description: 'Makes a job card a logbook service to its vehicle’s schedule: the schedule’s items, none done yet (admin).',
    args: { jobCardId: arg.id() },
    result: () => JobCardLogbook,
    run: ({ em, services }, { jobCardId }) => services.logbook.start(em, jobCardId),
    rest: { method: 'POST', path: '/api/admin/jobcards/:id/logbook', status: 201, args: (http) => ({ jobCardId: jobCardParam(http) }), answer: logbookAnswer },
  }),
  defineOperation({
    name: 'saveLogbookService',
    kind: 'mutation',
    access: 'floor',
    description: 'Saves a logbook service’s items: each done (true), not done (false) or not said (null), with a note up to 500 characters (admin).',
    args: { jobCardId: arg.id(), input: arg.input(SaveLogbookInput) as ArgSpec<SaveLogbookInput | Body> },
    result: () => JobCardLogbook,
    run: ({ em, services }, { jobCardId, input }) => services.logbook.save(em, jobCardId, input instanceof Body ? input.body : input),
    rest: { method: 'PUT', path: '/api/admin/jobcards/:id/logbook', args: (http) => ({ jobCardId: jobCardParam(http), input: new Body(http.request.body) }), answer: logbookAnswer },
  }),
  defineOperation({
    name: 'serviceRecordLink',
    kind: 'mutation',
    access: 'floor',
    description: 'A link (valid 5 minutes) to a logbook service’s service record PDF (admin).',
    args: { jobCardId: arg.id() },
    result: () => DocumentLinkResult,
    run: ({ services, caller }, { jobCardId }) => {
      if (!/^[0-9a-f]{24}$/.test(jobCardId)) throw AppError.notFound('Job card not found.');
      return services.documents.links.link(recordPath(jobCardId), recordScope(jobCardId), sessionOf({ admin: caller }));
    },
  }),
  defineOperation({
    // Opened in a new tab with ?token= (the session's, or the 5-minute token of serviceRecordLink).
    name: 'serviceRecord',
    kind: 'query',
    only: 'rest',
    access: 'floor',
    description: 'A logbook service’s service record PDF: the car, odometer, date, the items and whether each was done, the workshop’s name, ABN and details (admin).',
    args: { jobCardId: arg.id() },
    result: () => Boolean,
    run: ({ em, services }, { jobCardId }) => services.logbook.serviceRecord(em, jobCardId),
    rest: {
      method: 'GET',
      path: '/api/admin/jobcards/:id/service-record.pdf',
      config: { admin: 'query-token' },
      document: (request) => recordScope((request.params as { id: string }).id),
      args: (http) => ({ jobCardId: jobCardParam(http) }),
      present: (record, { reply }) => sendRenderedPdf(reply, record),
      produces: 'application/pdf',
    },
  }),
];
