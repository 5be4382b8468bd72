/**
 * Sorts a failed GraphQL call into what the pages need to tell people: the server answered
 * with a reason (a GraphQL error, or a non-2xx answer with a JSON body), or no usable answer came back.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The server's message per invalid input field ('email' → 'Please enter a valid email address.'). */
export type FieldMessages = Record<string, string>;

export type CallFailure =
  /** The server refused; `message` is its human explanation when it gave one. */
  | { kind: 'rejected'; message: string | null; code: string | null; fields: FieldMessages | null }
  /** No response, or one that could not be read. */
  | { kind: 'network' };

export function describeFailure(error: unknown): CallFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return {
      kind: 'rejected',
      message: first?.message || null,
      code: typeof code === 'string' ? code : null,
      fields: fieldMessagesOf(first?.extensions?.fields),
    };
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
  if (!body || typeof body !== 'object') return { kind: 'rejected', message: null, code: null, fields: null };
  const record = body as {
    message?: unknown;
    code?: unknown;
    fields?: unknown;
    errors?: Array<{ message?: unknown; extensions?: { code?: unknown; fields?: unknown } }>;
  };
  const first = Array.isArray(record.errors) ? record.errors[0] : undefined;
  const message = first?.message ?? record.message;
  const code = first?.extensions?.code ?? record.code;
  return {
    kind: 'rejected',
    message: typeof message === 'string' && message ? message : null,
    code: typeof code === 'string' ? code : null,
    fields: fieldMessagesOf(first?.extensions?.fields ?? record.fields),
  };
}

/** { 'input.email': ['…', …] } → { email: '…' } (the first message of each field). */
function fieldMessagesOf(raw: unknown): FieldMessages | null {
  if (!raw || typeof raw !== 'object') return null;
  const out: FieldMessages = {};
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string' && message) out[key.split('.').pop() ?? key] = message;
  }
  return Object.keys(out).length ? out : null;
}
