/**
 * Sent or skipped reminders, newest first, page by page (`reminders(status, limit, after)`): the
 * first page when the tab opens (from the cache at once, then fresh from the server), the next one
 * appended by its cursor, as `PagedRows` shows them.
 */
import { AdminRemindersDocument } from '../../../gql/graphql';
import { PAGE_SIZE, useConnectionPages } from '../ui/paged-list';

export type DecidedStatus = 'sent' | 'skipped';

export function useReminderPages(status: DecidedStatus) {
  const { data, error, loading, refetch, loadMore, loadingMore, moreError } = useConnectionPages(
    AdminRemindersDocument,
    'reminders',
    { status, limit: PAGE_SIZE },
    { fetchPolicy: 'cache-and-network' },
  );
  // Only the chosen tab's answer: the other tab's rows are not shown while this one loads.
  const page = data?.reminders;
  return { rows: page?.items, hasMore: Boolean(page?.nextCursor), error, loading, refetch, loadMore, loadingMore, moreError };
}
