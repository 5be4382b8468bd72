/** What a failed admin call tells the person: the server's message, or a generic sentence. */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

const UNEXPECTED_ERROR = 'An unexpected error occurred.';

/** The server's own explanation of a failure, when it gave one. */
function serverMessage(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || null;
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { message?: unknown; errors?: Array<{ message?: unknown }> };
      const message = body.errors?.[0]?.message ?? body.message;
      return typeof message === 'string' && message ? message : null;
    } catch {
      return null; // an HTML error page from a proxy, or no body at all
    }
  }
  return null;
}

export function errorMessage(error: unknown, fallback = UNEXPECTED_ERROR): string {
  return serverMessage(error) ?? fallback;
}

const AUTH_CODES = new Set(['UNAUTHENTICATED']);

/**
 * A 401 or an UNAUTHENTICATED GraphQL error: the session is no longer good. A 403 / FORBIDDEN is
 * not: the account is signed in but the call is not for it (owners only), and its message is shown.
 */
export function isAuthFailure(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => AUTH_CODES.has(String(e.extensions?.code ?? '')));
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return true;
    try {
      const body = JSON.parse(error.bodyText) as { errors?: Array<{ extensions?: { code?: unknown } }> };
      return Boolean(body.errors?.some((e) => AUTH_CODES.has(String(e.extensions?.code ?? ''))));
    } catch {
      return false;
    }
  }
  return false;
}

/** A flag the server put beside its message: `extensions.<name>` of a GraphQL error, or the REST body's `<name>`. */
export function errorFlag(error: unknown, name: 'mfaRequired' | 'mfaSetupRequired'): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.[name] === true);
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as Record<string, unknown> & { errors?: Array<{ extensions?: Record<string, unknown> }> };
      return body[name] === true || Boolean(body.errors?.some((e) => e.extensions?.[name] === true));
    } catch {
      return false;
    }
  }
  return false;
}

/** A 403 / FORBIDDEN: signed in, but not allowed (owners only, or two-factor to set up first). */
export function isForbidden(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'FORBIDDEN');
  return ServerError.is(error) && error.statusCode === 403;
}

/** The server's message for each field it refused (a 400 / BAD_USER_INPUT with `fields`), by field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors[0]?.extensions?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') out[name] = messages[0];
  }
  return out;
}
