/**
 * The end of a list loaded page by page: the next page loads when it scrolls into view, or with
 * the 'Load more …' button; a failed page offers Retry; the last page says everything is shown.
 */
import { useEffect, useRef } from 'react';
import { errorMessage } from '../errors';
import { AdminIcon } from './AdminIcon';
import { LoadFailed } from './States';

export interface MorePagesProps {
  /** The list's paging state (`usePagedList`'s). */
  pages: { hasMore: boolean; loadMore: () => Promise<void>; loadingMore: boolean; moreError: unknown };
  /** Rows shown so far. */
  count: number;
  /** The rows shown answer filters other than those typed: the next page waits for the new answer. */
  settling: boolean;
  noun: [singular: string, plural: string];
}

export function MorePages({ pages, count, settling, noun }: MorePagesProps) {
  const { hasMore, loadMore, loadingMore, moreError } = pages;
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || settling || moreError || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: it reports at once if the end is still in view after a short page.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, settling, loadMore, moreError, count]);

  return (
    <div className="more-pages" ref={sentinel}>
      {moreError ? (
        <LoadFailed message={errorMessage(moreError)} onRetry={() => void loadMore()} />
      ) : hasMore ? (
        <button type="button" className="abtn abtn--ghost" onClick={() => void loadMore()} disabled={loadingMore || settling}>
          {loadingMore ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="chevronDown" size={18} />}
          {loadingMore ? `Loading more ${noun[1]}…` : `Load more ${noun[1]}`}
        </button>
      ) : (
        <p className="form-note">
          All {count} {count === 1 ? noun[0] : noun[1]} shown.
        </p>
      )}
    </div>
  );
}
