/** Maps every error to its answer: AppError codes to HTTP status and GraphQL extensions.code. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError, GENERIC_ERROR_MESSAGE } from '../shared/errors.js';
import { validationFailure } from './validate.js';

export function installRestErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'TOO_MANY_REQUESTS') reply.header('retry-after', String(error.retryAfterSeconds ?? 60));
      return reply.code(error.status).send({ message: error.message, code: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    }
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error as FastifyError) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: GENERIC_ERROR_MESSAGE, requestId: request.id });
  });
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
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return {
      message: original.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: original.code,
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
