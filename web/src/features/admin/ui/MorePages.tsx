/**
 * A list loaded page by page (`usePagedList`), on screen: `PagedRows` shows its loading, failed and
 * empty states, then the rows and `MorePages`, the list's end: the next page loads when it scrolls
 * into view, or with the 'Load more …' button; a failed page offers Retry; the last page says
 * everything is shown.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { errorMessage } from '../errors';
import { AdminIcon, type AdminIconName } from './AdminIcon';
import { EmptyState, LoadFailed, LoadingState } from './States';
import { Button } from './Button';

/** What the list's end needs of `usePagedList`. */
interface PagedListEnd {
  hasMore: boolean;
  loadMore: () => Promise<void>;
  loadingMore: boolean;
  moreError: unknown;
}

interface MorePagesProps {
  pages: PagedListEnd;
  /** Rows shown so far. */
  count: number;
  /** The rows shown answer filters other than those typed: the next page waits for the new answer. */
  settling: boolean;
  noun: [singular: string, plural: string];
}

interface PagedRowsProps<Row> {
  pages: PagedListEnd & { rows: Row[] | undefined; error?: unknown; refetch: () => Promise<unknown> };
  settling: boolean;
  noun: [singular: string, plural: string];
  /** Default: 'Loading invoices…' (the plural noun). */
  loadingLabel?: string;
  /** Try again after the first page failed (default: ask for it again). */
  onRetry?: () => void;
  /** What an empty list says. Default: 'No invoices found.' (the plural noun). */
  empty?: ReactNode;
  emptyIcon: AdminIconName;
  /** When set, the rows and the list's end are one element of this class, busy while settling. */
  className?: string;
  children: (rows: Row[]) => ReactNode;
}

export function PagedRows<Row>({ pages, settling, noun, loadingLabel, onRetry, empty, emptyIcon, className, children }: PagedRowsProps<Row>) {
  const { rows } = pages;
  const retry = onRetry ?? (() => void pages.refetch().catch(() => undefined));
  if (rows === undefined) return pages.error ? <LoadFailed message={errorMessage(pages.error)} onRetry={retry} /> : <LoadingState label={loadingLabel ?? `Loading ${noun[1]}…`} />;
  if (rows.length === 0) {
    return (
      <section className="panel">
        <EmptyState icon={emptyIcon}>{empty ?? `No ${noun[1]} found.`}</EmptyState>
      </section>
    );
  }
  const content = (
    <>
      {children(rows)}
      <MorePages pages={pages} count={rows.length} settling={settling} noun={noun} />
    </>
  );
  return className ? (
    <div className={className} aria-busy={settling}>
      {content}
    </div>
  ) : (
    content
  );
}

function MorePages({ pages, count, settling, noun }: MorePagesProps) {
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
        <Button onClick={() => void loadMore()} disabled={loadingMore || settling}>
          {loadingMore ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="chevronDown" size={18} />}
          {loadingMore ? `Loading more ${noun[1]}…` : `Load more ${noun[1]}`}
        </Button>
      ) : (
        <p className="form-note">
          All {count} {count === 1 ? noun[0] : noun[1]} shown.
        </p>
      )}
    </div>
  );
}
