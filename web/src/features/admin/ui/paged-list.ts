/**
 * A list loaded page by page (invoices, job cards; ready for appointments and contact queries once
 * their queries are paged): `usePagedList` asks for the first page of the filters, keeps the
 * previous answer on screen while new filters load, appends the next page by its cursor, and
 * applies the changes the server pushes. Its parts: `useConnectionPages` keeps any paged query's
 * pages (the audit trail and the reminders use it alone), `useLoadMore` fetches the page after `cursor`
 * (one at a time; a failure is kept for a Retry), `appendPage` adds a page's rows without repeating
 * a row that moved meanwhile, `groupByDay` makes the day panels, and `forgetRow` drops a deleted
 * row from every loaded page at once.
 */
import { useCallback, useRef, useState } from 'react';
import type { ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';

/** A page of a list as the api answers it: its rows and the cursor of the next page (null at the end). */
export interface Connection<Row> {
  items: Row[];
  nextCursor: string | null;
}

/** The variables of a paged query: the filters, the page size, and the cursor of the page wanted. */
export interface PageVariables<Filter> {
  filter?: Filter | null;
  limit?: number | null;
  after?: string | null;
}

export const PAGE_SIZE = 50;

/** A change pushed by the server, as the list applies it. */
export interface ListChange<Row> {
  /** The server's word for it: 'deleted' drops the row, 'created' reloads the first page (a new row goes on top), anything else refreshes the row if it is loaded. */
  kind: string;
  /** Which row the change is about. */
  is: (row: Row) => boolean;
  /** The change may take a row into or out of the filtered list: reload the first page instead. */
  crossesFilter?: boolean;
  /** The query of the one changed row; its answer replaces the cached row by id, keeping the pages loaded. */
  refresh: ApolloClient.QueryOptions;
}

type RowOf<C> = C extends Connection<infer Row> ? Row : never;

/**
 * `field` names the connection in the query's answer (e.g. 'invoices'), `typename` its rows' type
 * (e.g. 'Invoice', to drop a deleted row from the cache).
 */
export function usePagedList<Data extends { [K in Field]: Connection<{ id: string }> }, Field extends string, Filter>(
  query: TypedDocumentNode<Data, PageVariables<Filter>>,
  field: Field,
  typename: string,
  filter: Filter,
) {
  type Row = RowOf<Data[Field]>;
  const client = useApolloClient();
  const pages = useConnectionPages(query, field, { filter, limit: PAGE_SIZE });
  const { refetch } = pages;
  const rows = pages.rows as Row[] | undefined;
  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  /** Drops the loaded rows that `is` picks (deleted here or elsewhere) from every page at once. */
  const forget = useCallback(
    (is: (row: Row) => boolean) => {
      for (const row of rowsRef.current?.filter(is) ?? []) forgetRow(client, typename, row.id);
    },
    [client, typename],
  );

  const apply = useCallback(
    (change: ListChange<Row>) => {
      if (change.kind === 'deleted') forget(change.is);
      else if (change.kind === 'created' || change.crossesFilter) void refetch().catch(() => undefined);
      else if (rowsRef.current?.some(change.is)) void client.query({ ...change.refresh, fetchPolicy: 'network-only' }).catch(() => undefined);
    },
    [client, forget, refetch],
  );

  return {
    ...pages,
    rows,
    forget,
    /** Applies a change pushed by the server (see `ListChange`). */
    apply,
  };
}

/**
 * A paged query's pages: the first for `variables` (while new variables load, the rows are still the
 * previous answer's, marked `stale`), and `loadMore` appending the page after the cursor to the
 * connection `field` of the answer.
 */
export function useConnectionPages<Data extends { [K in Field]: Connection<{ id: string }> }, Field extends string, Variables extends OperationVariables>(
  query: TypedDocumentNode<Data, Variables>,
  field: Field,
  variables: Variables,
  options: { fetchPolicy?: 'cache-and-network' } = {},
) {
  const { data, previousData, error, loading, refetch, fetchMore } = useQuery(query as TypedDocumentNode<Data, OperationVariables>, {
    variables,
    notifyOnNetworkStatusChange: true,
    ...options,
  });
  const cursor = data?.[field].nextCursor ?? null;
  const fetchAfter = useCallback(
    (after: string) =>
      fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => {
          const next = fetchMoreResult as Data;
          return { ...next, [field]: { ...next[field], items: appendPage((previous as Data)[field].items, next[field].items) } };
        },
      }),
    [fetchMore, field],
  );
  const { loadMore, loadingMore, moreError } = useLoadMore(cursor, fetchAfter);
  const page = (data ?? previousData)?.[field];
  return {
    /** The current answer only (none while new variables load). */
    data,
    rows: page?.items as Data[Field]['items'] | undefined,
    /** The rows on screen have a next page (while new variables load, the previous answer's). */
    hasMore: Boolean(page?.nextCursor),
    /** The rows on screen answer the previous variables; the new answer is loading. */
    stale: !data && Boolean(previousData),
    loading,
    error,
    refetch,
    loadMore,
    loadingMore,
    moreError,
  };
}

function useLoadMore(cursor: string | null, fetchAfter: (cursor: string) => Promise<unknown>) {
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (!cursor || busy.current) return;
    busy.current = true;
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchAfter(cursor);
    } catch (failure) {
      setMoreError(failure);
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [cursor, fetchAfter]);

  return { loadMore, loadingMore, moreError };
}

function appendPage<Row extends { id: string }>(loaded: readonly Row[], next: readonly Row[]): Row[] {
  const seen = new Set(loaded.map((row) => row.id));
  return [...loaded, ...next.filter((row) => !seen.has(row.id))];
}

export interface RowDay<Row> {
  date: string;
  label: string;
  rows: Row[];
}

/** Rows come newest first, so each day's rows are together; `dayOf` says a row's day (yyyy-MM-dd) and its label. */
export function groupByDay<Row>(rows: readonly Row[], dayOf: (row: Row) => { date: string; label: string }): RowDay<Row>[] {
  const days: RowDay<Row>[] = [];
  for (const row of rows) {
    const { date, label } = dayOf(row);
    const last = days.at(-1);
    if (last?.date === date) last.rows.push(row);
    else days.push({ date, label, rows: [row] });
  }
  return days;
}

/** A row deleted here or elsewhere leaves the list at once (lists drop references to evicted entries). */
export function forgetRow(client: ApolloClient, typename: string, id: string): void {
  client.cache.evict({ id: client.cache.identify({ __typename: typename, id }) });
  client.cache.gc();
}
