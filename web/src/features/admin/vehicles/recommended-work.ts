/**
 * A vehicle's recommended work (lines its customer declined on a quote, still to do) over REST:
 * GET /api/admin/vehicles/{rego}/recommended-work and POST /api/admin/recommended-work/{id}/close.
 */
import { useCallback, useEffect, useState } from 'react';
import { adminHeaders, endSession } from '../session/admin-session';
import { RestFailure } from '../../../shared/rest';

export interface RecommendedWorkPhoto {
  id: string;
  width: number;
  height: number;
  url: string;
  thumbnailUrl: string;
}

export interface RecommendedWork {
  _id: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  quotedCents: number;
  pricesIncludeGst: boolean;
  jobCardId: string;
  quoteNumber: string;
  declinedOn: string;
  status: 'open' | 'done' | 'dismissed';
  photos: RecommendedWorkPhoto[];
}

async function call<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...adminHeaders() },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  if (response.status === 401) {
    endSession();
    throw new RestFailure('Please sign in again.', 401);
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  if (!response.ok) throw new RestFailure(typeof body?.message === 'string' ? body.message : null, response.status);
  return body as T;
}

function fetchRecommendedWork(rego: string, signal?: AbortSignal): Promise<RecommendedWork[]> {
  return call<RecommendedWork[]>(`/api/admin/vehicles/${encodeURIComponent(rego)}/recommended-work`, { signal });
}

export function closeRecommendedWork(id: string, outcome: 'done' | 'dismissed'): Promise<RecommendedWork> {
  return call<RecommendedWork>(`/api/admin/recommended-work/${encodeURIComponent(id)}/close`, { method: 'POST', body: { outcome } });
}

export interface RecommendedWorkState {
  work: RecommendedWork[] | null;
  failed: unknown;
  reload(): void;
  /** Takes one off the list at once (it was closed, or added to a card). */
  drop(id: string): void;
}

/** The open recommended work of `rego` (none asked while the rego is empty). */
export function useRecommendedWork(rego: string): RecommendedWorkState {
  const key = rego.replace(/\s+/g, '').toUpperCase();
  const [state, setState] = useState<{ key: string; work: RecommendedWork[] | null; failed: unknown }>({ key, work: null, failed: null });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    fetchRecommendedWork(key, controller.signal).then(
      (work) => setState({ key, work, failed: null }),
      (failed: unknown) => {
        if (!controller.signal.aborted) setState({ key, work: null, failed });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const drop = useCallback((id: string) => setState((s) => ({ ...s, work: s.work?.filter((w) => w._id !== id) ?? null })), []);
  const current = state.key === key ? state : { work: null, failed: null };
  return { work: key ? current.work : [], failed: current.failed, reload, drop };
}
