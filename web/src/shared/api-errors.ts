/**
 * Sorts a failed GraphQL call into what the pages need to tell people: the server answered
 * with a reason (a GraphQL error, or a non-2xx answer with a JSON body), or no usable answer came back.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export type CallFailure =
  /** The server refused; `message` is its human explanation when it gave one. */
  | { kind: 'rejected'; message: string | null; code: string | null }
  /** No response, or one that could not be read. */
  | { kind: 'network' };

export function describeFailure(error: unknown): CallFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return { kind: 'rejected', message: first?.message || null, code: typeof code === 'string' ? code : null };
  }
  if (ServerError.is(error)) return fromServerError(error);
  return { kind: 'network' };
}

function fromServerError(error: ServerError): CallFailure {
  let body: unknown;
  try {
    body = JSON.parse(error.bodyText);
  } catch {
    // An HTML error page from a proxy, or nothing at all: no answer we can explain.
    return { kind: 'network' };
  }
  if (!body || typeof body !== 'object') return { kind: 'rejected', message: null, code: null };
  const record = body as { message?: unknown; code?: unknown; errors?: Array<{ message?: unknown; extensions?: { code?: unknown } }> };
  const first = Array.isArray(record.errors) ? record.errors[0] : undefined;
  const message = first?.message ?? record.message;
  const code = first?.extensions?.code ?? record.code;
  return {
    kind: 'rejected',
    message: typeof message === 'string' && message ? message : null,
    code: typeof code === 'string' ? code : null,
  };
}
