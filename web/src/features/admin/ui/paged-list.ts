/**
 * The parts every list loaded page by page shares (invoices, job cards): `useLoadMore` fetches the
 * page after `cursor` (one at a time; a failure is kept for a Retry), `appendPage` adds a page's
 * rows without repeating a row that moved meanwhile, `groupByDay` makes the day panels, and
 * `forgetRow` drops a deleted row from every loaded page at once.
 */
import { useCallback, useRef, useState } from 'react';
import type { ApolloClient } from '@apollo/client';

export function useLoadMore(cursor: string | null, fetchAfter: (cursor: string) => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (!cursor || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchAfter(cursor);
    } catch (failure) {
      setMoreError(failure);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [cursor, fetchAfter]);

  return { loadMore, loadingMore, moreError };
}

export function appendPage<Row extends { id: string }>(loaded: readonly Row[], next: readonly Row[]): Row[] {
  const seen = new Set(loaded.map((row) => row.id));
  return [...loaded, ...next.filter((row) => !seen.has(row.id))];
}

export interface RowDay<Row> {
  date: string;
  label: string;
  rows: Row[];
}

/** Rows come newest first, so each day's rows are together; `dayOf` says a row's day (yyyy-MM-dd) and its label. */
export function groupByDay<Row>(rows: readonly Row[], dayOf: (row: Row) => { date: string; label: string }): RowDay<Row>[] {
  const days: RowDay<Row>[] = [];
  for (const row of rows) {
    const { date, label } = dayOf(row);
    const last = days.at(-1);
    if (last?.date === date) last.rows.push(row);
    else days.push({ date, label, rows: [row] });
  }
  return days;
}

/** A row deleted here or elsewhere leaves the list at once (lists drop references to evicted entries). */
export function forgetRow(client: ApolloClient, typename: string, id: string): void {
  client.cache.evict({ id: client.cache.identify({ __typename: typename, id }) });
  client.cache.gc();
}
