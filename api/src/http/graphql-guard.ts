/**
 * What a GraphQL operation may be before it runs. Every HTTP caller: at most MAX_TOKENS tokens
 * (graphql's parser stops counting there, so a huge document costs no more than a small one), and
 * GraphQL Armor's limits on aliases, depth, directives and cost, checked with the validation (a
 * websocket runs a stranger's document only for staff: graphql.ts). Anonymous
 * callers over HTTP: only the web app's own operations (trusted-documents.ts), refused while the
 * context is made, before Apollo hashes or parses anything, so neither introspection nor a crafted
 * document reaches the parser; and error messages without the schema's 'Did you mean …' hints.
 * In-process page queries (page-query.ts) run the app's own documents and are not HTTP requests.
 */
import { createHash } from 'node:crypto';
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { DocumentNode, ValidationRule } from 'graphql';
import type { GraphQLContext } from '../edge/context.js';
import { AppError } from '../shared/errors.js';
import type { TrustedDocuments } from './trusted-documents.js';

/** Ten times the tokens of the app's largest document (about 150). */
export const MAX_TOKENS = 1500;

export const UNTRUSTED_MESSAGE = "Only the app's own operations can be run without signing in.";

/** The most a query may cost (GraphQL Armor's measure: objects 2, scalars 1, deeper levels weigh more). */
export const MAX_COST = 5000;

/** The cost of each document validated (Apollo keeps the parsed document, so it is measured once). */
export const queryCosts = new WeakMap<DocumentNode, number>();

/** GraphQL Armor's rules, generous for any screen of the back office (each app document stays well under them). */
export function armorRules(): ValidationRule[] {
  const armor = new ApolloArmor({
    maxAliases: { n: 15 },
    maxDepth: { n: 12 },
    maxDirectives: { n: 20 },
    costLimit: { maxCost: MAX_COST, onAccept: [(context, details: { n: number }) => void (context && queryCosts.set(context.getDocument(), details.n))] },
    // Tokens are counted by graphql's own parser (Apollo's parseOptions, MAX_TOKENS): Armor's plugin
    // parses a second time and answers a 500. Suggestions are stripped for anonymous callers only (below).
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  return armor.protect().validationRules;
}

/**
 * Apollo's persisted-query store, read-only, holding the app's documents: `{ extensions:
 * { persistedQuery: { version: 1, sha256Hash } } }` runs the listed document of that hash, for any
 * caller. Nothing is ever added (Apollo's automatic registration would let anyone list a document).
 */
export function trustedDocumentStore(trusted: TrustedDocuments) {
  return {
    // Apollo prefixes its keys ('apq:').
    get: async (key: string) => trusted.text(key.slice(key.indexOf(':') + 1)),
    set: async () => undefined,
    delete: async () => undefined,
  };
}

/**
 * Refuses an anonymous HTTP request whose query text is not one of the app's documents (its
 * `params`: the JSON body, or the query string of a GET). One naming a document by hash only is
 * left to Apollo's persisted-query lookup (trustedDocumentStore). Thrown while Apollo makes the
 * context: answered with the AppError's message, code and HTTP status: 403, or 401 with `authError`
 * when the caller sent a token that was refused (an ended session signs the back office out).
 */
export function assertTrustedOperation(trusted: TrustedDocuments, params: unknown, authError?: string): void {
  const query = (params as { query?: unknown } | null | undefined)?.query;
  if (typeof query !== 'string' || query === '' || isTrusted(trusted, query)) return;
  throw authError === undefined ? AppError.forbidden(UNTRUSTED_MESSAGE) : AppError.unauthenticated(authError);
}

export function isTrusted(trusted: TrustedDocuments, query: string): boolean {
  return trusted.idOf(createHash('sha256').update(query).digest('hex'), query) !== null;
}

/** A public read over its limit, refused while the context is made: 429 with Retry-After over HTTP as over REST. */
class TooManyReads extends AppError {
  override get extensions(): Record<string, unknown> {
    return { code: this.code, http: { status: 429, headers: new Map([['retry-after', String(this.retryAfterSeconds)]]) } };
  }
}

export function tooManyReads(message: string, retryAfterSeconds: number): AppError {
  const error = new TooManyReads('TOO_MANY_REQUESTS', message);
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** Strips the schema's hints from the errors an anonymous caller gets. */
export function graphqlGuardPlugin(): ApolloServerPlugin<GraphQLContext> {
  const anonymousListener: GraphQLRequestListener<GraphQLContext> = {
    async didEncounterErrors({ errors }) {
      for (const error of errors) error.message = error.message.replace(SUGGESTION, '');
    },
  };
  return {
    async requestDidStart(ctx) {
      return ctx.contextValue.admin ? undefined : anonymousListener;
    },
  };
}
