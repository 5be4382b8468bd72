/** A vehicle's recommended work (admin): what is still open, and staff marking it done or dismissing it; each operation's GraphQL field and REST route. */
import { registerEnumType } from 'type-graphql';
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { RecommendedWork } from './recommended-work.entity.js';
import { recommendedWorkJson, recommendedWorkSchema } from './recommended-work.json.js';

enum RecommendedWorkOutcome {
  done = 'done',
  dismissed = 'dismissed',
}
registerEnumType(RecommendedWorkOutcome, { name: 'RecommendedWorkOutcome', description: 'done (the work was done) or dismissed (no longer offered).' });

export const recommendedWorkOperations = [
  defineOperation({
    name: 'recommendedWork',
    kind: 'query',
    access: 'floor',
    description: 'A vehicle’s open recommended work (lines the customer declined on a quote, not done since), newest first, by rego ignoring case and spaces (admin).',
    args: { rego: arg.string() },
    result: () => [RecommendedWork],
    run: ({ em, services }, { rego }) => services.recommendedWork.openFor(em, rego),
    rest: { method: 'GET', path: '/api/admin/vehicles/:rego/recommended-work', present: (list) => list.map(recommendedWorkJson), answer: json.array(recommendedWorkSchema) },
  }),
  defineOperation({
    name: 'closeRecommendedWork',
    kind: 'mutation',
    access: 'staff',
    description: 'Marks recommended work done, or dismisses it: it leaves the vehicle’s list and no follow-up offers it (admin).',
    args: { id: arg.id(), outcome: arg.enumOf<'done' | 'dismissed'>(RecommendedWorkOutcome) },
    result: () => RecommendedWork,
    run: ({ em, services, caller }, { id, outcome }) => services.recommendedWork.close(em, id, outcome, caller?.username ?? 'staff'),
    rest: { method: 'POST', path: '/api/admin/recommended-work/:id/close', present: recommendedWorkJson, answer: recommendedWorkSchema },
  }),
];
