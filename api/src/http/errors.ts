/** Maps every error to its answer: AppError codes to HTTP status and GraphQL extensions.code. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { isConnectionLoss } from '../db/errors.js';
import { AppError, GENERIC_ERROR_MESSAGE, RETRY_AFTER_SECONDS } from '../shared/errors.js';
import { MoneyInputError } from '../shared/money.js';
import { validationFailure } from '../edge/validate.js';

/** The answer an error has when it is not a bug: an AppError, or a transient fault made into one. */
function knownError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof MoneyInputError) return moneyError(error);
  if (isConnectionLoss(error)) return AppError.unavailable();
  return null;
}

/** The path of the GraphQL endpoint: errors before Apollo (body parsing, content type) answer in its shape. */
export const GRAPHQL_PATH = '/graphql';

/**
 * Errors that reach Fastify: REST answers `{ message, code }`; a request to /graphql that fails
 * before Apollo reads it (invalid JSON, invalid text, wrong content type, too large) answers as
 * GraphQL does, `{ errors: [{ message, extensions: { code } }] }`, with the same status.
 */
export function installRestErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((caught: FastifyError | AppError | Error, request, reply) => {
    const graphql = request.routeOptions.url === GRAPHQL_PATH;
    const error = knownError(caught);
    if (error) {
      if (error.code === 'TOO_MANY_REQUESTS') reply.header('retry-after', String(error.retryAfterSeconds ?? 60));
      if (error.code === 'SERVICE_UNAVAILABLE') {
        request.log.warn({ err: caught }, 'service unavailable (database or mailbox)');
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      }
      const fields = { ...error.facts, ...(error.fields ? { fields: error.fields } : {}) };
      if (graphql) return reply.code(error.status).send(graphQLErrors(error.message, { code: error.code, ...fields }));
      return reply.code(error.status).send({ message: error.message, code: error.code, ...fields });
    }
    const status = (caught as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      const message = clientMessage(caught as FastifyError);
      // Apollo's own code for a request it cannot read.
      if (graphql) return reply.code(status).send(graphQLErrors(message, { code: 'BAD_REQUEST' }));
      return reply.code(status).send({ message });
    }
    request.log.error({ err: caught }, 'unhandled error');
    if (graphql) return reply.code(500).send(graphQLErrors(GENERIC_ERROR_MESSAGE, { code: 'INTERNAL_SERVER_ERROR', requestId: request.id }));
    return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE, requestId: request.id });
  });
}

function graphQLErrors(message: string, extensions: Record<string, unknown>) {
  return { errors: [{ message, extensions }] };
}

/** Amounts are parsed by the shared (import-free) money module; its complaints are bad input. */
function moneyError(error: MoneyInputError): AppError {
  return AppError.badInput(error.message, { [error.field]: [error.message] });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    default:
      return error.message;
  }
}

/** Apollo's formatError: known errors keep their code and message; unknown ones are logged and hidden. */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  log: (err: unknown) => void,
): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  // Errors outside resolvers (e.g. building the context) arrive wrapped, without a path.
  const inner = (unwrapped as { originalError?: unknown } | null)?.originalError ?? unwrapped;
  const original = knownError(unwrapped) ?? knownError(inner) ?? unwrapped;
  if (original instanceof AppError) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: original.code,
        ...original.facts,
        ...(original.fields ? { fields: original.fields } : {}),
        ...(original.retryAfterSeconds ? { retryAfter: original.retryAfterSeconds } : {}),
      },
    };
  }
  if (original instanceof ArgumentValidationError) {
    const failure = validationFailure(original.extensions.validationErrors as never);
    return {
      message: failure.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT', fields: failure.fields },
    };
  }
  const code = formatted.extensions?.code;
  if (code && code !== 'INTERNAL_SERVER_ERROR') {
    // Parse, validation and bad-input errors of GraphQL itself are the caller's to fix.
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  log(original);
  return { message: GENERIC_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
