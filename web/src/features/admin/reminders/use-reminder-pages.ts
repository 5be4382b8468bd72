/**
 * Sent or skipped reminders, newest first, page by page (`reminders(status, limit, after)`): the
 * first page when the tab opens (from the cache at once, then fresh from the server), the next one
 * appended by its cursor, as `PagedRows` shows them.
 */
import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminRemindersDocument, type AdminRemindersQuery } from '../../../gql/graphql';
import { appendPage, PAGE_SIZE, useLoadMore } from '../ui/paged-list';

export type DecidedStatus = 'sent' | 'skipped';

export function useReminderPages(status: DecidedStatus) {
  const { data, error, loading, refetch, fetchMore } = useQuery(AdminRemindersDocument, {
    variables: { status, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.reminders;
  const cursor = page?.nextCursor ?? null;
  const fetchAfter = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => {
          const next = fetchMoreResult as AdminRemindersQuery;
          return { ...next, reminders: { ...next.reminders, items: appendPage((previous as AdminRemindersQuery).reminders.items, next.reminders.items) } };
        },
      }),
    [fetchMore],
  );
  const { loadMore, loadingMore, moreError } = useLoadMore(cursor, fetchAfter);
  return { rows: page?.items, hasMore: Boolean(cursor), error, loading, refetch, loadMore, loadingMore, moreError };
}
