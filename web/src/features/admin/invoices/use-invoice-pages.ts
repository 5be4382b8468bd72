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
      // A paid invoice may leave a list filtered by status.
      const crossesFilter = change.kind === 'paid' && Boolean(filter.status);
      list.apply({ kind: change.kind, crossesFilter, is: (row) => row.invoiceNumber === invoiceNumber, refresh: { query: AdminInvoiceDocument, variables: { invoiceNumber } } });
    },
    onError: (failure) => console.error('Live invoice updates failed', failure),
  });
  /** An invoice deleted here or elsewhere leaves the list at once. */
  const forget = (invoiceNumber: string) => list.forget((row) => row.invoiceNumber === invoiceNumber);
  return { ...list, forget };
}
