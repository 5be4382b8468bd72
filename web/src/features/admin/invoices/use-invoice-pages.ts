/**
 * The Invoice History one page at a time (years of invoices are never sent whole): the first page
 * for the filters, `loadMore` appends the next one by its cursor, and every invoice change pushed
 * by the server (anyone's) shows up without a reload.
 */
import { useSubscription } from '@apollo/client/react';
import { AdminInvoiceChangedDocument, AdminInvoiceDocument, AdminInvoicesDocument, type AdminInvoiceRowFragment, type InvoiceFilter } from '../../../gql/graphql';
import { groupByDay, usePagedList, type RowDay } from '../ui/paged-list';

export type InvoiceRow = AdminInvoiceRowFragment;

/** The Invoice History's day panels: by issue date. */
export function groupByIssueDate(rows: readonly InvoiceRow[]): RowDay<InvoiceRow>[] {
  return groupByDay(rows, (row) => ({ date: row.issueDate, label: row.issueDateLabel }));
}

export function useInvoicePages(filter: InvoiceFilter) {
  const list = usePagedList(AdminInvoicesDocument, 'invoices', 'Invoice', filter);
  useSubscription(AdminInvoiceChangedDocument, {
    onData: ({ data: event }) => {
      const change = event.data?.invoiceChanged;
      if (!change) return;
      const { invoiceNumber } = change;
      // A paid invoice may leave a list filtered by status; a deleted one stays (voided) where voided ones show.
      const voidedStays = change.kind === 'deleted' && Boolean(filter.includeVoided);
      const crossesFilter = (['paid', 'payment-reversed', 'payment-refunded'].includes(change.kind) && Boolean(filter.status)) || voidedStays;
      list.apply({ kind: voidedStays ? 'voided' : change.kind, crossesFilter, is: (row) => row.invoiceNumber === invoiceNumber, refresh: { query: AdminInvoiceDocument, variables: { invoiceNumber } } });
    },
    onError: (failure) => console.error('Live invoice updates failed', failure),
  });
  /** An invoice deleted here or elsewhere leaves the list at once. */
  const forget = (invoiceNumber: string) => list.forget((row) => row.invoiceNumber === invoiceNumber);
  // A voided invoice read again (its open dialog refetches it) must not come back into a list without them.
  const rows = filter.includeVoided ? list.rows : list.rows?.filter((row) => !row.voided);
  return { ...list, rows, forget };
}
