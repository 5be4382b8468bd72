/**
 * The settings read and saved over REST (overdue reminders, privacy, recommended work): JSON at one
 * path, GET to read and PUT to save, in the admin session; a refusal carries the server's sentence.
 */
import { useCallback, useEffect, useState } from 'react';
import { RestFailure } from '../../../shared/rest';
import { adminHeaders } from '../session/admin-session';

/** The setting at `path`: read (GET) or saved (PUT `body`); `read` takes what the answer holds, null when it is not a setting. */
export async function callSetting<T>(path: string, method: 'GET' | 'PUT', body: unknown, read: (json: Record<string, unknown>) => T | null): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: { ...adminHeaders(), accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    credentials: 'same-origin',
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  const value = res.ok && json ? read(json) : null;
  if (value === null) throw new RestFailure(typeof json?.message === 'string' ? json.message : null, res.status);
  return value;
}

/** The saved setting, loaded when `enabled` (a section for owners loads for owners only), with whether loading failed and a retry. */
export function useSavedSetting<T>(get: () => Promise<T>, enabled = true) {
  const [saved, setSaved] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    get().then(setSaved, () => setFailed(true));
  }, [get]);
  useEffect(() => {
    if (enabled) load();
  }, [enabled, load]);
  return { saved, setSaved, failed, load };
}

/** What a failed save tells the owner: the server's sentence, else that it was not saved. */
export function saveFailureText(failure: unknown): string {
  return failure instanceof RestFailure ? failure.message : 'The setting could not be saved.';
}
