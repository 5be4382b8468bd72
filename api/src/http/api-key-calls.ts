/**
 * What an API key's call meets beyond its scopes (edge/api-scope.ts): its own rate limit, its
 * last use recorded (REST: the method and route; GraphQL: the operation), and over GraphQL the
 * cost of its query answered in `extensions.cost` ({ requested, limit }), so an integrator can
 * plan within the limit. Keys are taken from the Authorization header only: never from a link's
 * `?token=` (URLs reach logs and browser histories) nor on the websocket (live events are staff's;
 * integrations register webhooks).
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { FieldNode, OperationDefinitionNode } from 'graphql';
import type { ApiKeyGrant } from '../edge/api-scope.js';
import type { GraphQLContext } from '../edge/context.js';
import { AppError } from '../shared/errors.js';
import { MAX_COST, queryCosts, tooManyReads } from './graphql-guard.js';

/** The calls of API keys: counted against each key's limit, and its last use remembered. */
export interface ApiKeyCalls {
  /** Counts a call: 429 (an AppError with retryAfterSeconds) once the key is over its limit. */
  admit(keyId: string, name: string): void;
  record(keyId: string, ip: string, what: string): void;
}

export const NO_KEYS_IN_LINKS = 'API keys are accepted only in the Authorization header.';
export const NO_KEYS_ON_SOCKETS = 'API keys cannot open live subscriptions: register a webhook for the events instead.';

/** Counts an HTTP GraphQL call of a key while its context is made: 429 with Retry-After over its limit. */
export function admitGraphQLKey(calls: ApiKeyCalls, key: ApiKeyGrant): void {
  try {
    calls.admit(key.id, key.name);
  } catch (err) {
    if (err instanceof AppError && err.code === 'TOO_MANY_REQUESTS') throw tooManyReads(err.message, err.retryAfterSeconds ?? 60);
    throw err;
  }
}

/** What a GraphQL call did, in words: "GraphQL query invoices" (its name, else its root fields). */
function described(operation: OperationDefinitionNode, name: string | null | undefined): string {
  const fields = operation.selectionSet.selections.filter((s): s is FieldNode => s.kind === 'Field').map((f) => f.name.value);
  return `GraphQL ${operation.operation} ${name ?? (fields.join(', ') || 'anonymous')}`;
}

/** Records a key's GraphQL call once its operation is known, and answers the query's cost. */
export function apiKeyPlugin(calls: ApiKeyCalls): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ contextValue }) {
      const key = contextValue.admin?.apiKey;
      if (!key) return undefined;
      return {
        async didResolveOperation({ operation, operationName }) {
          if (operation) calls.record(key.id, contextValue.ip, described(operation, operationName));
        },
        async willSendResponse({ response, document }) {
          const cost = document ? queryCosts.get(document) : undefined;
          if (cost === undefined || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: { requested: cost, limit: MAX_COST } };
        },
      };
    },
  };
}
