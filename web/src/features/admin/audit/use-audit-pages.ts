/**
 * The audit trail one page at a time, newest first: the first page for the filters (the previous
 * answer kept on screen, marked stale, while new filters load), `loadMore` appends the next page by
 * its cursor. Shaped for `PagedRows` / `MorePages` like the other paged lists.
 */
import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminAuditEventsDocument, type AdminAuditEventFragment, type AdminAuditEventsQuery, type AdminAuditEventsQueryVariables } from '../../../gql/graphql';
import { appendPage, useLoadMore } from '../ui/paged-list';

export type AuditRow = AdminAuditEventFragment;

/** The trail's filters as the query takes them (null: not filtered). */
export type AuditFilter = Omit<AdminAuditEventsQueryVariables, 'limit' | 'after'>;

export function useAuditPages(filter: AuditFilter, { pageSize }: { pageSize: number }) {
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(AdminAuditEventsDocument, {
    variables: { ...filter, limit: pageSize },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.auditEvents;
  const cursor = data?.auditEvents.nextCursor ?? null;
  const fetchAfter = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => {
          const next = fetchMoreResult as AdminAuditEventsQuery;
          return { ...next, auditEvents: { ...next.auditEvents, items: appendPage((previous as AdminAuditEventsQuery).auditEvents.items, next.auditEvents.items) } };
        },
      }),
    [fetchMore],
  );
  const { loadMore, loadingMore, moreError } = useLoadMore(cursor, fetchAfter);
  return {
    rows: page?.items,
    hasMore: Boolean(page?.nextCursor),
    /** The rows on screen answer the previous filters; the new answer is loading. */
    stale: !data && Boolean(previousData),
    loading,
    error,
    refetch,
    loadMore,
    loadingMore,
    moreError,
  };
}
