/** GET /api/health: is the api up, and can it reach its database (503 when it cannot). */
import { json } from '../../shared/json-schema.js';
import { defineOperation } from '../../edge/operation.js';

export const healthOperations = [
  defineOperation({
    name: 'health',
    kind: 'query',
    only: 'rest',
    access: 'public',
    description: 'Whether the api is up and reaches its database: 200 when it does, 503 when it does not.',
    args: {},
    result: () => Boolean,
    run: ({ services }) => services.health.report(),
    rest: {
      method: 'GET',
      path: '/api/health',
      present: ({ up, ...report }, { reply }) => {
        reply.code(up ? 200 : 503);
        return report;
      },
      answer: json.object({}, { description: 'What was checked: the database reached, and how long it took.' }),
      otherAnswers: { 503: 'The database cannot be reached.' },
    },
  }),
];
