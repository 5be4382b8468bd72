/**
 * The job card list one page at a time (years of cards are never sent whole): the first page for
 * the filters, `loadMore` appends the next by its cursor, and every change pushed by the server
 * (a customer signing, another admin's edit) shows up without a reload.
 */
import { AdminJobCardDocument, AdminJobCardPageDocument, type AdminJobCardSummaryFragment, type JobCardFilter } from '../../../gql/graphql';
import { groupByDay, usePagedList, type RowDay } from '../ui/paged-list';
import { useJobCardLive } from './use-job-card-live';

export type JobCardRow = AdminJobCardSummaryFragment;

/** The list's day panels: by the workshop day each card was created. */
export function groupByCreatedDate(rows: readonly JobCardRow[]): RowDay<JobCardRow>[] {
  return groupByDay(rows, (row) => ({ date: row.createdDate, label: row.createdDateLabel }));
}

export function useJobCardPages(filter: JobCardFilter) {
  const list = usePagedList(AdminJobCardPageDocument, 'jobCardPage', 'JobCard', filter);
  // Any status change may move a card into or out of a status filter.
  const crossesFilter = Boolean(filter.status);
  useJobCardLive(null, ({ id, kind }) => list.apply({ kind, crossesFilter, is: (row) => row.id === id, refresh: { query: AdminJobCardDocument, variables: { id } } }));
  /** A card deleted here leaves the list at once. */
  const forget = (id: string) => list.forget((row) => row.id === id);
  return { ...list, forget };
}
