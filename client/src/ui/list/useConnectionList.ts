/**
 * One list over a Relay connection, the way every list screen loads: its filters and sort in the
 * URL (useListParams), its pages (previous/next over a cursor stack, or 'Charger plus' appending
 * the next page), the load toasts (useLoadToasts) and the states the list shows.
 *
 *   const list = useConnectionList(OrderListDocument, {
 *     params: ORDER_LIST_DEFAULTS,
 *     variables: (params, page) => ({ ...page, filter: orderFilter(params), orderBy: orderSort(params) }),
 *     connection: (data) => data.orders,
 *     loadFailed: "Impossible de charger les commandes",
 *     toasts: { loaded: "Commandes chargées", count: ordersLabel },
 *   });
 *   <DataTable rows={list.rows} loading={list.loading} error={list.errorMessage} onRetry={list.retry} … />
 *   {!list.errorMessage && <ConnectionPagination {...list.pagination} />}
 *
 * A list is identified by its first page's variables: when a filter, the sort, the page size or
 * the owner (a user's tab) changes, it starts again at the first page.
 */
import { NetworkStatus, type OperationVariables, type TypedDocumentNode, type WatchQueryFetchPolicy } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useCallback, useMemo, useState } from "react";
import { listLoadErrorMessage, notifyLoadError } from "../loadErrors";
import { appendPage, type ConnectionLike } from "./connectionPages";
import { useCursorStack } from "./useCursorStack";
import { PAGE_SIZES, useListParams, type PageSize } from "./useListParams";
import { useLoadToasts, type LoadToasts } from "./useLoadToasts";

export type { ConnectionLike } from "./connectionPages";

/** The rows of a connection type. */
type NodeOf<C> = C extends ConnectionLike<infer Row> ? Row : never;

export type ConnectionListOptions<TData, TVariables, Params extends Record<string, string>, Conn extends ConnectionLike<unknown>> = {
  /** The list's URL parameters with their defaults (filters, sort); none for a list in a tab. */
  params?: Params;
  /** The query's variables for `first` items after `after`, with the current parameters. */
  variables: (params: Params, page: { first: number; after: string | null }) => TVariables;
  /** The connection in the answer: `(data) => data.orders`. */
  connection: (data: TData) => Conn | null | undefined;
  /**
   * Where the page size comes from: "url" (?pageSize=, 25, 50 or 100 — the default), "local"
   * (a select that is forgotten on leaving, e.g. a tab), or a fixed number.
   */
  pageSize?: "url" | "local" | number;
  /** "pages": previous/next, the previous page stays shown while the next loads; "more": 'Charger plus' (a root connection). */
  paging?: "pages" | "more";
  /** The message of a failed load whose error has none: 'Impossible de charger les commandes'. */
  loadFailed: string;
  /** The load toasts; without them a failure shows in the list only (e.g. a tab). */
  toasts?: LoadToasts & { /** Announce again for each new list (filter), not only the first. */ everyList?: boolean };
  fetchPolicy?: WatchQueryFetchPolicy;
};

export function useConnectionList<
  TData extends object,
  TVariables extends OperationVariables,
  Params extends Record<string, string>,
  Conn extends ConnectionLike<unknown>,
>(document: TypedDocumentNode<TData, TVariables>, options: ConnectionListOptions<TData, TVariables, Params, Conn>) {
  const { pageSize: pageSizeFrom = "url", paging = "pages", loadFailed, toasts } = options;
  const url = useListParams(options.params ?? ({} as Params));
  const [localPageSize, setLocalPageSize] = useState<PageSize>(PAGE_SIZES[0]);
  const pageSize = typeof pageSizeFrom === "number" ? pageSizeFrom : pageSizeFrom === "url" ? url.pageSize : localPageSize;
  const setPageSize = pageSizeFrom === "url" ? url.setPageSize : setLocalPageSize;

  const firstPage = options.variables(url.params, { first: pageSize, after: null });
  const key = JSON.stringify(firstPage);
  const pages = useCursorStack(key);
  const variables = paging === "pages" && pages.after ? options.variables(url.params, { first: pageSize, after: pages.after }) : firstPage;
  // useQuery's typing of `variables` cannot be resolved for a generic TVariables.
  const query = useQuery(document as TypedDocumentNode<TData, OperationVariables>, {
    variables,
    fetchPolicy: options.fetchPolicy,
    notifyOnNetworkStatusChange: true,
  });

  // Previous/next keeps the page on screen until the next one is there (nothing jumps); appended
  // pages belong to one list, so a new list starts from its skeleton.
  const data = (paging === "pages" ? (query.data ?? query.previousData) : query.data) as TData | undefined;
  const connection = (data && options.connection(data)) || undefined;
  const rows = useMemo(() => connection?.edges.map((edge) => edge.node as NodeOf<Conn>), [connection]);
  const errorMessage = query.error ? listLoadErrorMessage(query.error, loadFailed) : null;

  useLoadToasts(toasts, query.loading ? undefined : connection?.totalCount, query.error, loadFailed, toasts?.everyList ? key : "");

  const { refetch, fetchMore } = query;
  const select = options.connection;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const loadMore = useCallback(
    () =>
      fetchMore({
        variables: { after: endCursor },
        updateQuery: (loaded, { fetchMoreResult }) => appendPage(loaded as TData, fetchMoreResult as TData, select),
      }).then(
        () => undefined,
        (error: unknown) => notifyLoadError(error, loadFailed),
      ),
    [fetchMore, endCursor, select, loadFailed],
  );

  return {
    /** The URL parameters and their setter (see useListParams). */
    params: url.params,
    setParams: url.setParams,
    pageSize,
    setPageSize,
    /** The answer shown (see `paging`); undefined until the first one. */
    data,
    connection,
    rows,
    loading: query.loading,
    error: query.error,
    /** The 'Erreur de chargement' text to show instead of the list, or null. */
    errorMessage,
    /** « Réessayer »: loads again; its promise settles when the answer is there (a failure is the next error state). */
    retry: useCallback(
      () =>
        refetch().then(
          () => undefined,
          () => undefined,
        ),
      [refetch],
    ),
    /** Props of <ConnectionPagination> (paging "pages"). */
    pagination: { pages, connection, pageSize: pageSize as PageSize, onPageSizeChange: setPageSize, loading: query.loading },
    /** 'Charger plus' (paging "more"); failures get the load error toast. */
    loadMore,
    loadingMore: query.networkStatus === NetworkStatus.fetchMore,
    hasMore: Boolean(connection?.pageInfo.hasNextPage),
  };
}
