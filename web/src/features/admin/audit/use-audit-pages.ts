/**
 * The audit trail one page at a time, newest first: the first page for the filters (the previous
 * answer kept on screen, marked stale, while new filters load), `loadMore` appends the next page by
 * its cursor. Shaped for `PagedRows` / `MorePages` like the other paged lists.
 */
import { AdminAuditEventsDocument, type AdminAuditEventFragment, type AdminAuditEventsQueryVariables } from '../../../gql/graphql';
import { useConnectionPages } from '../ui/paged-list';

export type AuditRow = AdminAuditEventFragment;

/** The trail's filters as the query takes them (null: not filtered). */
export type AuditFilter = Omit<AdminAuditEventsQueryVariables, 'limit' | 'after'>;

export function useAuditPages(filter: AuditFilter, { pageSize }: { pageSize: number }) {
  return useConnectionPages(AdminAuditEventsDocument, 'auditEvents', { ...filter, limit: pageSize }, { fetchPolicy: 'cache-and-network' });
}
