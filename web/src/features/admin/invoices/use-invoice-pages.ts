/**
 * The Invoice History one page at a time (years of invoices are never sent whole): the first page
 * for the filters, `loadMore` appends the next one by its cursor, and every invoice change pushed
 * by the server (anyone's) shows up without a reload.
 */
import { useCallback, useRef } from 'react';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import {
  AdminInvoiceChangedDocument,
  AdminInvoiceDocument,
  AdminInvoicesDocument,
  type AdminInvoiceRowFragment,
  type InvoiceFilter,
} from '../../../gql/graphql';
import { appendPage, forgetRow, groupByDay, useLoadMore, type RowDay } from '../ui/paged-list';

export type InvoiceRow = AdminInvoiceRowFragment;

export const PAGE_SIZE = 50;

/** The Invoice History's day panels: by issue date. */
export function groupByIssueDate(rows: readonly InvoiceRow[]): RowDay<InvoiceRow>[] {
  return groupByDay(rows, (row) => ({ date: row.issueDate, label: row.issueDateLabel }));
}

export function useInvoicePages(filter: InvoiceFilter) {
  const client = useApolloClient();
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(AdminInvoicesDocument, {
    variables: { filter, limit: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // While new filters load, the previous answer stays on screen (marked stale) instead of a spinner.
  const page = (data ?? previousData)?.invoices;
  const stale = !data && Boolean(previousData);
  const cursor = data?.invoices.nextCursor ?? null;
  const fetchAfter = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          invoices: { ...fetchMoreResult.invoices, items: appendPage(previous.invoices.items, fetchMoreResult.invoices.items) },
        }),
      }),
    [fetchMore],
  );
  const { loadMore, loadingMore, moreError } = useLoadMore(cursor, fetchAfter);

  const rows = page?.items;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const statusFiltered = Boolean(filter.status);

  /** An invoice deleted here or elsewhere leaves the list at once (lists drop references to evicted entries). */
  const forget = useCallback(
    (invoiceNumber: string) => {
      const row = rowsRef.current?.find((r) => r.invoiceNumber === invoiceNumber);
      if (row) forgetRow(client, 'Invoice', row.id);
    },
    [client],
  );

  useSubscription(AdminInvoiceChangedDocument, {
    onData: ({ data: event }) => {
      const change = event.data?.invoiceChanged;
      if (!change) return;
      if (change.kind === 'deleted') forget(change.invoiceNumber);
      // A new invoice goes on top; a paid one may leave a list filtered by status.
      else if (change.kind === 'created' || (change.kind === 'paid' && statusFiltered)) void refetch().catch(() => undefined);
      else if (rowsRef.current?.some((r) => r.invoiceNumber === change.invoiceNumber)) {
        // The fresh copy replaces the row in place (invoices are cached by id), keeping the pages loaded.
        void client.query({ query: AdminInvoiceDocument, variables: { invoiceNumber: change.invoiceNumber }, fetchPolicy: 'network-only' }).catch(() => undefined);
      }
    },
    onError: (failure) => console.error('Live invoice updates failed', failure),
  });

  return {
    rows,
    /** The rows on screen have a next page (while new filters load, the previous answer's). */
    hasMore: Boolean(page?.nextCursor),
    /** The rows on screen answer the previous filters; the new answer is loading. */
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
