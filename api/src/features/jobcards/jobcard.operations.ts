/** Job cards (admin): the list, one card, create, start from a booking, autosave, delete, the quote, the signed terms PDF. */
import { json, messageSchema } from '../../shared/json-schema.js';
import { arg, defineOperation, type ArgSpec } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { sendJsonArray } from '../../edge/json-stream.js';
import { itemsWithNextLink } from '../../edge/rest-args.js';
import { jsonBody } from '../../edge/validate.js';
import { PageArgs } from '../../shared/page-type.js';
import { asksForPage, type Page } from '../../shared/paging.js';
import { pdfOperations } from '../documents/public.js';
import { JobCard } from './jobcard.entity.js';
import { CreateJobCardInput, GenerateQuoteInput, JobCardFilter, UpdateJobCardInput } from './jobcard.inputs.js';
import { jobCardJson, jobCardSchema, quoteJson, quoteSchema } from './jobcard.json.js';
import type { JobStatus } from './jobcard-status.js';
import { GenerateQuoteResult, JobCardDayGroup, JobCardPage } from './jobcard.types.js';
import { ReadyNotice } from './ready-notice.js';

/** A page of the list, or (over REST, without `limit` or `cursor`) the whole list read page after page. */
type JobCardList = Page<JobCard> | AsyncGenerator<JobCard[]>;

/** Over REST the page is optional: without one the whole list is streamed. */
const pageOrAll = arg.flat(PageArgs) as ArgSpec<PageArgs | undefined>;

export const jobCardOperations = [
  defineOperation({
    name: 'jobCards',
    kind: 'query',
    access: 'floor',
    description: 'Job cards, newest first, filtered (admin).',
    args: { filter: arg.optionalInput(JobCardFilter) },
    result: () => [JobCard],
    run: ({ em, services }, { filter }) => services.jobcards.list(em, filter ?? {}),
  }),
  defineOperation({
    name: 'jobCardDays',
    kind: 'query',
    access: 'floor',
    description: 'Job cards grouped by creation day in the workshop’s time zone, newest day first (admin).',
    args: { filter: arg.optionalInput(JobCardFilter) },
    result: () => [JobCardDayGroup],
    run: ({ em, services }, { filter }) => services.jobcards.days(em, filter ?? {}),
  }),
  defineOperation({
    name: 'jobCardPage',
    kind: 'query',
    access: 'floor',
    description: 'Job cards, newest first, filtered, one page at a time (admin). limit: 1 to 500, default 100.',
    args: { filter: arg.optionalInput(JobCardFilter), page: pageOrAll },
    result: () => JobCardPage,
    run: async ({ em, services }, { filter, page }): Promise<JobCardList> =>
      page ? services.jobcards.page(em, filter ?? {}, page) : services.jobcards.every(em, filter ?? {}),
    rest: {
      // The whole filtered list, newest first, streamed page after page. With `limit` (1–500) or
      // `cursor`: one page, and `Link: <…>; rel="next"` points to the next one.
      method: 'GET',
      path: '/api/admin/jobcards',
      args: ({ request }) => {
        const { customerName, carRego, status, limit, cursor } = request.query as Record<string, string | undefined>;
        // An unknown status is refused by the service (400).
        const filter = { customerName, carRego, status: (status || null) as JobStatus | null };
        return { filter, page: asksForPage(request.query as object) ? ({ limit, after: cursor } as unknown as PageArgs) : undefined };
      },
      present: (list, http) => (Symbol.asyncIterator in list ? sendJsonArray(http.reply, list, jobCardJson) : itemsWithNextLink(list, http, jobCardJson)),
      answer: json.array(jobCardSchema),
    },
  }),
  defineOperation({
    name: 'jobCard',
    kind: 'query',
    access: 'floor',
    description: 'One job card (admin).',
    args: { id: arg.id() },
    result: () => JobCard,
    run: ({ em, services }, { id }) => services.jobcards.get(em, id),
    rest: { method: 'GET', path: '/api/admin/jobcards/:id', present: jobCardJson, answer: jobCardSchema },
  }),
  defineOperation({
    name: 'createJobCard',
    kind: 'mutation',
    access: 'staff',
    description: 'Creates a job card and emails the customer the signing link (admin).',
    args: { input: arg.input(CreateJobCardInput) },
    result: () => JobCard,
    run: ({ em, services }, { input }) => services.jobcards.create(em, input),
    rest: { method: 'POST', path: '/api/admin/jobcards', status: 201, present: jobCardJson, answer: jobCardSchema },
  }),
  defineOperation({
    name: 'startJobCardFromAppointment',
    kind: 'mutation',
    access: 'staff',
    description:
      'Starts a job card from a booking with its customer, vehicle and complaint; sendPolicy emails the signing link. A booking that has one answers CONFLICT with extensions.jobCardId (admin).',
    args: { appointmentId: arg.id(), sendPolicy: arg.boolean() },
    result: () => JobCard,
    run: ({ em, services }, { appointmentId, sendPolicy }) => services.jobcards.startFromAppointment(em, appointmentId, sendPolicy),
    rest: {
      // 'Start job card' on a booking (201), or 409 with the jobCardId it already has. The service checks sendPolicy.
      method: 'POST',
      path: '/api/admin/appointments/:id/jobcard',
      status: 201,
      args: ({ request }) => ({ appointmentId: (request.params as { id: string }).id, sendPolicy: jsonBody(request).sendPolicy as boolean }),
      present: jobCardJson,
      answer: jobCardSchema,
    },
  }),
  defineOperation({
    name: 'updateJobCard',
    kind: 'mutation',
    access: 'floor',
    description: 'Autosave: send `revision`; a stale one answers CONFLICT. A technician may save the notes, the status, the vehicle and the odometer; the items and the customer are owners’ and advisers’ (admin).',
    args: { id: arg.id(), input: arg.input(UpdateJobCardInput) },
    result: () => JobCard,
    run: ({ em, services, caller }, { id, input }) => services.jobcards.update(em, id, input, caller),
    rest: { method: 'PUT', path: '/api/admin/jobcards/:id', present: jobCardJson, answer: jobCardSchema },
  }),
  defineMessageOperation({
    name: 'deleteJobCard',
    kind: 'mutation',
    access: 'staff',
    description: 'Deletes a job card and its quotes (admin). An Invoiced card is refused (CONFLICT): delete or void its invoice first.',
    args: { id: arg.id() },
    run: ({ em, services }, { id }) => services.jobcards.delete(em, id),
    rest: { method: 'DELETE', path: '/api/admin/jobcards/:id' },
  }),
  defineOperation({
    name: 'generateQuote',
    kind: 'mutation',
    access: 'staff',
    description: 'Generate & Send Quote (admin).',
    args: { id: arg.id(), input: arg.input(GenerateQuoteInput) },
    result: () => GenerateQuoteResult,
    run: ({ em, services }, { id, input }) => services.jobcards.generateQuote(em, id, input),
    rest: { method: 'POST', path: '/api/admin/jobcards/:id/generate-quote', present: ({ message, quote }) => ({ message, quote: quoteJson(quote) }), answer: json.extend(messageSchema, { quote: quoteSchema }) },
  }),
  defineOperation({
    name: 'notifyCustomerReady',
    kind: 'mutation',
    access: 'staff',
    description:
      "'Notify customer': tells the card's customer their car is ready for pickup, by email and/or text as their contact preference says; refused (BAD_USER_INPUT) when there is neither an email address nor a mobile number (admin).",
    args: { id: arg.id() },
    result: () => ReadyNotice,
    run: ({ em, services }, { id }) => services.jobcards.notifyReady(em, id),
    rest: {
      method: 'POST',
      path: '/api/admin/jobcards/:id/notify-ready',
      present: ({ message, sentBy, jobCard }) => ({ message, sentBy, readyNotifiedAt: jobCard.readyNotifiedAt?.toISOString() ?? null, jobCard: jobCardJson(jobCard) }),
      answer: json.extend(messageSchema, { sentBy: json.any('How the customer was told.'), readyNotifiedAt: json.nullable(json.dateTime()), jobCard: jobCardSchema }),
    },
  }),
  // The card's signed terms PDF, opened in a new tab with ?token= (the session's, or a one-document token for exactly this card's PDF).
  ...pdfOperations('jobCardSignedTerms', 'a job card’s signed terms', {
    view: '/api/admin/jobcards/view-pdf/:id',
    download: '/api/admin/jobcards/download-pdf/:id',
    param: 'id',
    find: ({ em, services }, id) => services.jobcards.signedDocumentId(em, id),
  }),
];
