/** The inspection (admin): the workshop's list of checks, a job card's inspection, and saving one check. */
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation, type ArgSpec, type Http } from '../../edge/operation.js';
import { jsonBody } from '../../edge/validate.js';
import { checksJson, checksSchema, inspectionJson, inspectionSchema, photoBase } from './inspection.json.js';
import { checkView, InspectionCheckDefinition, InspectionCheckDefinitionInput, InspectionCheckInput, InspectionCheckView, inspectionView, JobCardInspection } from './inspection.types.js';

/** A check's body as REST sends it (`rating`, `note`, `measurements`): the service reads and checks it as it is. */
class CheckBody {
  constructor(readonly body: unknown) {}
}

/** GraphQL's input as the body the service reads. */
function bodyOf(input: InspectionCheckInput | CheckBody): unknown {
  if (input instanceof CheckBody) return input.body;
  return {
    rating: input.clearRating ? null : (input.rating ?? undefined),
    note: input.note ?? undefined,
    measurements: input.readings ? Object.fromEntries(input.readings.map((r) => [r.key, r.value ?? null])) : undefined,
  };
}

const jobCardParam = ({ request }: Http) => (request.params as { id: string }).id;

export const inspectionOperations = [
  defineOperation({
    name: 'inspectionChecks',
    kind: 'query',
    access: 'floor',
    description: 'The workshop’s list of checks, hidden ones too, in order (admin).',
    args: {},
    result: () => [InspectionCheckDefinition],
    run: ({ em, services }) => services.inspectionChecklist.checks(em),
    rest: { method: 'GET', path: '/api/admin/inspection-checks', present: checksJson, answer: checksSchema },
  }),
  defineOperation({
    name: 'saveInspectionChecks',
    kind: 'mutation',
    access: 'staff',
    description: 'Saves the whole list of checks in its order: rename, reorder, hide, add (no key); none is removed (admin).',
    args: { checks: { type: () => [InspectionCheckDefinitionInput] } as ArgSpec<InspectionCheckDefinitionInput[]> },
    result: () => [InspectionCheckDefinition],
    run: ({ em, services }, { checks }) => services.inspectionChecklist.save(em, checks),
    rest: {
      // The body's `checks` as sent: the service checks them.
      method: 'PUT',
      path: '/api/admin/inspection-checks',
      args: ({ request }) => ({ checks: jsonBody(request).checks as InspectionCheckDefinitionInput[] }),
      present: checksJson,
      answer: checksSchema,
    },
  }),
  defineOperation({
    name: 'jobCardInspection',
    kind: 'query',
    access: 'floor',
    description: 'A job card’s inspection (admin). Photos: GET their url with the admin token.',
    args: { jobCardId: arg.id() },
    result: () => JobCardInspection,
    run: ({ em, services }, { jobCardId }) => services.inspections.inspection(em, jobCardId),
    graphql: inspectionView,
    rest: { method: 'GET', path: '/api/admin/jobcards/:id/inspection', args: (http) => ({ jobCardId: jobCardParam(http) }), present: inspectionJson, answer: inspectionSchema },
  }),
  defineOperation({
    name: 'saveInspectionCheck',
    kind: 'mutation',
    access: 'floor',
    description: 'Saves a check’s rating, note and readings (admin); photos are uploaded over REST (multipart).',
    args: { jobCardId: arg.id(), key: arg.string(), input: arg.input(InspectionCheckInput) as ArgSpec<InspectionCheckInput | CheckBody> },
    result: () => InspectionCheckView,
    run: async ({ em, services }, { jobCardId, key, input }) => ({ jobCardId, item: await services.inspections.saveItem(em, jobCardId, key, bodyOf(input)) }),
    graphql: ({ jobCardId, item }) => checkView(item, photoBase(jobCardId)),
    rest: {
      method: 'PUT',
      path: '/api/admin/jobcards/:id/inspection/items/:key',
      args: (http) => ({ jobCardId: jobCardParam(http), key: (http.request.params as { key: string }).key, input: new CheckBody(http.request.body) }),
      present: ({ item }) => item,
      answer: json.graphqlType('InspectionCheckView'),
    },
  }),
];
