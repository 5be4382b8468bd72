/** API keys (owners): each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { API_SCOPES } from '../../edge/api-scope.js';
import { sessionOf } from '../../edge/admin.js';
import { ApiKey } from './api-key.entity.js';
import { apiKeyJson, apiKeySchema } from './api-key.json.js';
import { CreateApiKeyInput } from './api-keys.inputs.js';
import { ApiScopeInfo, CreatedApiKey } from './api-keys.types.js';

export const apiKeyOperations = [
  defineOperation({
    name: 'apiKeys',
    kind: 'query',
    access: 'owner',
    description: 'Every API key, newest first, revoked ones included, with its last use (owners).',
    args: {},
    result: () => [ApiKey],
    run: ({ em, services }) => services.apiKeys.list(em),
    rest: { method: 'GET', path: '/api/admin/api-keys', present: (keys) => keys.map(apiKeyJson), answer: json.array(apiKeySchema) },
  }),
  defineOperation({
    name: 'apiScopes',
    kind: 'query',
    access: 'owner',
    description: 'The scopes an API key may hold, each with what it allows (owners).',
    args: {},
    result: () => [ApiScopeInfo],
    run: () => API_SCOPES.map((s) => Object.assign(new ApiScopeInfo(), s)),
  }),
  defineOperation({
    name: 'createApiKey',
    kind: 'mutation',
    access: 'owner',
    description: 'Makes an API key and answers it this once (owners). Only its hash is kept: a lost key cannot be shown again, only revoked and replaced.',
    args: { input: arg.input(CreateApiKeyInput) },
    result: () => CreatedApiKey,
    run: ({ em, services, caller }, { input }) => services.apiKeys.create(em, input, sessionOf({ admin: caller })),
    graphql: (made) => Object.assign(new CreatedApiKey(), made),
    rest: { method: 'POST', path: '/api/admin/api-keys', status: 201, present: ({ key, apiKey }) => ({ key, apiKey: apiKeyJson(apiKey) }), answer: json.object({ key: json.string({ description: 'tac_…: the key, in this answer only.' }), apiKey: apiKeySchema }) },
  }),
  defineMessageOperation({
    name: 'revokeApiKey',
    kind: 'mutation',
    access: 'owner',
    description: 'Revokes an API key: every call with it is refused from now on, on every instance within two seconds (owners).',
    args: { id: arg.id() },
    run: ({ em, services }, { id }) => services.apiKeys.revoke(em, id),
    rest: { method: 'DELETE', path: '/api/admin/api-keys/:id' },
  }),
];
