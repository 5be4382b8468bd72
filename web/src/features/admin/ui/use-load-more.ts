/**
 * The next-page half of a list loaded page by page: `loadMore` fetches the page after `cursor`
 * (one at a time; a failure is kept for a Retry), and `appendPage` adds a page's rows to the
 * loaded ones without repeating a row that moved meanwhile.
 */
import { useCallback, useRef, useState } from 'react';

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
