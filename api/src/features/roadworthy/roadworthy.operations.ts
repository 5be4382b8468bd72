/** Roadworthy inspections (admin): the checklist, a card's inspection (start, read, save), its rejection report, tester numbers. */
import { json } from '../../shared/json-schema.js';
import { AppError } from '../../shared/errors.js';
import { sessionOf } from '../../edge/admin.js';
import { arg, defineOperation, type ArgSpec, type Http } from '../../edge/operation.js';
import { jsonBody } from '../../edge/validate.js';
import { DocumentLinkResult, sendRenderedPdf } from '../documents/public.js';
import { RoadworthyCheck } from './roadworthy.entity.js';
import { JobCardRoadworthy, RoadworthyCheckInput, RoadworthyTesterView, SaveRoadworthyInput } from './roadworthy.types.js';

/** A body as REST sends it: the service reads and checks it as it is. */
class Body {
  constructor(readonly body: unknown) {}
}

const jobCardParam = ({ request }: Http) => (request.params as { id: string }).id;
const checksJson = (checks: RoadworthyCheck[]) => ({ checks: checks.map(({ key, group, label, hidden }) => ({ key, group, label, hidden })) });
const checksSchema = json.object({ checks: json.array(json.object({ key: json.string(), group: json.string(), label: json.string(), hidden: json.boolean() })) });
const inspectionAnswer = json.graphqlType('JobCardRoadworthy');
const rejectionReportPath = (jobCardId: string) => `/api/admin/jobcards/${jobCardId}/rejection-report.pdf`;
const reportScope = (jobCardId: string) => `roadworthy-rejection:${jobCardId}`;

export const roadworthyOperations = [
  defineOperation({
    name: 'roadworthyChecklist',
    kind: 'query',
    access: 'floor',
    description: 'The workshop’s roadworthy checklist, hidden items too, in order, each with its group (admin).',
    args: {},
    result: () => [RoadworthyCheck],
    run: ({ em, services }) => services.roadworthyChecklist.checks(em),
    rest: { method: 'GET', path: '/api/admin/roadworthy/checklist', present: checksJson, answer: checksSchema },
  }),
  defineOperation({
    name: 'saveRoadworthyChecklist',
    kind: 'mutation',
    access: 'owner',
    description: 'Saves the whole roadworthy checklist in its order: rename, regroup, reorder, hide, add (no key); none is removed (owners).',
    args: { checks: { type: () => [RoadworthyCheckInput] } as ArgSpec<RoadworthyCheckInput[]> },
    result: () => [RoadworthyCheck],
    run: ({ em, services }, { checks }) => services.roadworthyChecklist.save(em, checks),
    rest: {
      method: 'PUT',
      path: '/api/admin/roadworthy/checklist',
      args: ({ request }) => ({ checks: jsonBody(request).checks as RoadworthyCheckInput[] }),
      present: checksJson,
      answer: checksSchema,
    },
  }),
  defineOperation({
    name: 'jobCardRoadworthy',
    kind: 'query',
    access: 'floor',
    description: 'A job card’s roadworthy inspection; kind "repair" and no items when the card is not one (admin).',
    args: { jobCardId: arg.id() },
    result: () => JobCardRoadworthy,
    run: ({ em, services }, { jobCardId }) => services.roadworthy.inspection(em, jobCardId),
    rest: { method: 'GET', path: '/api/admin/jobcards/:id/roadworthy', args: (http) => ({ jobCardId: jobCardParam(http) }), answer: inspectionAnswer },
  }),
  defineOperation({
    name: 'startRoadworthy',
    kind: 'mutation',
    access: 'floor',
    description:
      'Makes a job card a roadworthy inspection: the full checklist, or with `retestOf` the re-test of a failed card’s failed items (its passed items carried over), refused after the 7-day window (admin).',
    args: { jobCardId: arg.id(), retestOf: arg.optionalId() },
    result: () => JobCardRoadworthy,
    run: ({ em, services }, { jobCardId, retestOf }) => services.roadworthy.start(em, jobCardId, retestOf),
    rest: {
      method: 'POST',
      path: '/api/admin/jobcards/:id/roadworthy',
      status: 201,
      args: (http) => ({ jobCardId: jobCardParam(http), retestOf: (jsonBody(http.request).retestOf as string | null | undefined) ?? null }),
      answer: inspectionAnswer,
    },
  }),
  defineOperation({
    name: 'saveRoadworthy',
    kind: 'mutation',
    access: 'floor',
    description:
      'Saves a roadworthy inspection’s items (result and note) and its result: "pass" needs every item passed and the certificate number, "fail" a failed item (then the rejection report is emailed to the customer). The member of staff saving a result is its tester (admin).',
    args: { jobCardId: arg.id(), input: arg.input(SaveRoadworthyInput) as ArgSpec<SaveRoadworthyInput | Body> },
    result: () => JobCardRoadworthy,
    run: ({ em, services, caller }, { jobCardId, input }) => services.roadworthy.save(em, jobCardId, input instanceof Body ? input.body : input, caller),
    rest: { method: 'PUT', path: '/api/admin/jobcards/:id/roadworthy', args: (http) => ({ jobCardId: jobCardParam(http), input: new Body(http.request.body) }), answer: inspectionAnswer },
  }),
  defineOperation({
    name: 'roadworthyRejectionReportLink',
    kind: 'mutation',
    access: 'floor',
    description: 'A link (valid 5 minutes) to a failed roadworthy inspection’s rejection report PDF (admin).',
    args: { jobCardId: arg.id() },
    result: () => DocumentLinkResult,
    run: ({ services, caller }, { jobCardId }) => {
      if (!/^[0-9a-f]{24}$/.test(jobCardId)) throw AppError.notFound('Job card not found.');
      return services.documents.links.link(rejectionReportPath(jobCardId), reportScope(jobCardId), sessionOf({ admin: caller }));
    },
  }),
  defineOperation({
    // Opened in a new tab with ?token= (the session's, or the 5-minute token of roadworthyRejectionReportLink).
    name: 'roadworthyRejectionReport',
    kind: 'query',
    only: 'rest',
    access: 'floor',
    description: 'A failed roadworthy inspection’s rejection report PDF: the failed items, the last day to re-inspect, the tester (admin).',
    args: { jobCardId: arg.id() },
    result: () => Boolean,
    run: ({ em, services }, { jobCardId }) => services.roadworthy.rejectionReport(em, jobCardId),
    rest: {
      method: 'GET',
      path: '/api/admin/jobcards/:id/rejection-report.pdf',
      config: { admin: 'query-token' },
      document: (request) => reportScope((request.params as { id: string }).id),
      args: (http) => ({ jobCardId: jobCardParam(http) }),
      present: (report, { reply }) => sendRenderedPdf(reply, report),
      produces: 'application/pdf',
    },
  }),
  defineOperation({
    name: 'roadworthyTester',
    kind: 'query',
    access: 'floor',
    description: 'A member of staff’s Licensed Vehicle Tester number (admin).',
    args: { userId: arg.id() },
    result: () => RoadworthyTesterView,
    run: async ({ em, services }, { userId }) => ({ userId, testerNumber: await services.roadworthy.testerNumber(em, userId) }),
    rest: { method: 'GET', path: '/api/admin/team/:userId/tester-number', answer: json.graphqlType('RoadworthyTesterView') },
  }),
  defineOperation({
    name: 'setRoadworthyTester',
    kind: 'mutation',
    access: 'owner',
    description: 'Sets (null clears) a member of staff’s Licensed Vehicle Tester number (owners).',
    args: { userId: arg.id(), testerNumber: arg.optionalString() },
    result: () => RoadworthyTesterView,
    run: async ({ em, services }, { userId, testerNumber }) => ({ userId, testerNumber: await services.roadworthy.setTesterNumber(em, userId, testerNumber ?? null) }),
    rest: { method: 'PUT', path: '/api/admin/team/:userId/tester-number', answer: json.graphqlType('RoadworthyTesterView') },
  }),
];
