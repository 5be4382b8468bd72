/** The back office's canned jobs: each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { jsonBody } from '../../edge/validate.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { jobCardJson, jobCardSchema } from '../jobcards/public.js';
import { CannedJob } from './canned-job.entity.js';
import { CannedJobInput } from './canned-jobs.inputs.js';
import { cannedJobJson, cannedJobSchema } from './canned-jobs.json.js';

export const cannedJobOperations = [
  defineOperation({
    name: 'cannedJobs',
    kind: 'query',
    access: 'floor',
    description: 'Every canned job, by name (admin, technicians included).',
    args: {},
    result: () => [CannedJob],
    run: ({ em, services }) => services.cannedJobs.list(em),
    rest: { method: 'GET', path: '/api/admin/canned-jobs', present: (jobs) => jobs.map(cannedJobJson), answer: json.array(cannedJobSchema) },
  }),
  defineOperation({
    name: 'createCannedJob',
    kind: 'mutation',
    access: 'staff',
    description: 'Adds a canned job: a name (unique, ignoring case) and at least one line (admin: owners and service advisers; technicians are refused).',
    args: { input: arg.input(CannedJobInput) },
    result: () => CannedJob,
    run: ({ em, services }, { input }) => services.cannedJobs.create(em, input),
    rest: { method: 'POST', path: '/api/admin/canned-jobs', status: 201, present: cannedJobJson, answer: cannedJobSchema },
  }),
  defineOperation({
    name: 'updateCannedJob',
    kind: 'mutation',
    access: 'staff',
    description: 'Replaces a canned job’s name and lines (admin: owners and service advisers; technicians are refused). Job cards it was applied to keep their lines.',
    args: { id: arg.id(), input: arg.input(CannedJobInput) },
    result: () => CannedJob,
    run: ({ em, services }, { id, input }) => services.cannedJobs.update(em, id, input),
    rest: { method: 'PUT', path: '/api/admin/canned-jobs/:id', present: cannedJobJson, answer: cannedJobSchema },
  }),
  defineMessageOperation({
    name: 'deleteCannedJob',
    kind: 'mutation',
    access: 'staff',
    description: 'Deletes a canned job (admin: owners and service advisers; technicians are refused). Job cards it was applied to keep their lines.',
    args: { id: arg.id() },
    run: ({ em, services }, { id }) => services.cannedJobs.delete(em, id),
    rest: { method: 'DELETE', path: '/api/admin/canned-jobs/:id' },
  }),
  defineOperation({
    name: 'applyCannedJob',
    kind: 'mutation',
    access: 'staff',
    description:
      'Appends a canned job’s lines to a job card’s items, as an autosave does (the card’s revision goes up), and answers the card. An Invoiced card is refused (CONFLICT) (admin: owners and service advisers, who keep a card’s items).',
    args: { jobCardId: arg.id(), cannedJobId: arg.id() },
    result: () => JobCard,
    run: ({ em, services, caller }, { jobCardId, cannedJobId }) => services.cannedJobs.apply(em, jobCardId, cannedJobId, caller),
    rest: {
      method: 'POST',
      path: '/api/admin/jobcards/:id/apply-canned-job',
      args: ({ request }) => {
        const { cannedJobId } = jsonBody(request);
        return { jobCardId: (request.params as { id: string }).id, cannedJobId: typeof cannedJobId === 'string' ? cannedJobId : '' };
      },
      present: jobCardJson,
      answer: jobCardSchema,
    },
  }),
];
