/**
 * The public pages' few REST calls (a reminder's booking details, the unsubscribe link): JSON in
 * and out; a refusal carries the server's `{ message }` and status, a call that got no usable
 * answer says so with no status.
 */

export class RestFailure extends Error {
  constructor(
    /** The server's own sentence, when it gave one. */
    readonly serverMessage: string | null,
    /** The answer's status; null when none came back (offline, a proxy's HTML page). */
    readonly status: number | null,
  ) {
    super(serverMessage ?? (status === null ? 'No answer from the server.' : `The server answered ${status}.`));
  }
}

export async function restJson<T>(path: string, init: { method?: 'GET' | 'POST'; signal?: AbortSignal } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: init.method ?? 'GET', headers: { accept: 'application/json' }, signal: init.signal });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new RestFailure(null, null);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RestFailure(null, response.ok ? null : response.status);
  }
  if (!response.ok) {
    const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
    throw new RestFailure(typeof message === 'string' && message ? message : null, response.status);
  }
  return body as T;
}
