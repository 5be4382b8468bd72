/**
 * The job card list one page at a time (years of cards are never sent whole): the first page for
 * the filters, `loadMore` appends the next by its cursor, and every change pushed by the server
 * (a customer signing, another admin's edit) shows up without a reload.
 */
import { useCallback, useRef } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { AdminJobCardDocument, AdminJobCardPageDocument, type AdminJobCardSummaryFragment, type JobCardFilter } from '../../../gql/graphql';
import { appendPage, forgetRow, groupByDay, useLoadMore, type RowDay } from '../ui/paged-list';
import { useJobCardLive } from './use-job-card-live';

export type JobCardRow = AdminJobCardSummaryFragment;

export const PAGE_SIZE = 50;

/** The list's day panels: by the workshop day each card was created. */
export function groupByCreatedDate(rows: readonly JobCardRow[]): RowDay<JobCardRow>[] {
  return groupByDay(rows, (row) => ({ date: row.createdDate, label: row.createdDateLabel }));
}

export function useJobCardPages(filter: JobCardFilter) {
  const client = useApolloClient();
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(AdminJobCardPageDocument, {
    variables: { filter, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // While new filters load, the previous answer stays on screen (marked stale) instead of a spinner.
  const page = (data ?? previousData)?.jobCardPage;
  const stale = !data && Boolean(previousData);
  const cursor = data?.jobCardPage.nextCursor ?? null;
  const fetchAfter = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          jobCardPage: { ...fetchMoreResult.jobCardPage, items: appendPage(previous.jobCardPage.items, fetchMoreResult.jobCardPage.items) },
        }),
      }),
    [fetchMore],
  );
  const { loadMore, loadingMore, moreError } = useLoadMore(cursor, fetchAfter);

  const rows = page?.items;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const statusFiltered = Boolean(filter.status);

  const forget = useCallback((id: string) => forgetRow(client, 'JobCard', id), [client]);

  useJobCardLive(null, (event) => {
    if (event.kind === 'deleted') forget(event.id);
    // A new card goes on top; a status change may move a card into or out of a status filter.
    else if (event.kind === 'created' || statusFiltered) void refetch().catch(() => undefined);
    else if (rowsRef.current?.some((row) => row.id === event.id)) {
      // The fresh copy replaces the row in place (cards are cached by id), keeping the pages loaded.
      void client.query({ query: AdminJobCardDocument, variables: { id: event.id }, fetchPolicy: 'network-only' }).catch(() => undefined);
    }
  });

  return {
    rows,
    /** The rows on screen have a next page (while new filters load, the previous answer's). */
    hasMore: Boolean(page?.nextCursor),
    stale,
    loading,
    error,
    refetch,
    loadMore,
    loadingMore,
    moreError,
    forget,
  };
}
