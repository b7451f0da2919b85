/** The pure part of useConnectionList: a connection, and 'Charger plus' merging its pages. */

/** A Relay connection as the list queries select it (some connections have no total: /finances' accounting documents). */
export type ConnectionLike<Row> = {
  totalCount?: number;
  edges: readonly { node: Row }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
};

/**
 * 'Charger plus': the next page's answer with the loaded edges in front. The connection is a root
 * field of the query (e.g. `creations`), found as the field `connection` selects.
 */
export function appendPage<TData extends object>(loaded: TData, page: TData, connection: (data: TData) => ConnectionLike<unknown> | null | undefined): TData {
  const before = connection(loaded);
  const next = connection(page);
  const field = Object.keys(page).find((key) => (page as Record<string, unknown>)[key] === next);
  if (!before || !next || field === undefined) return page;
  return { ...page, [field]: { ...next, edges: [...before.edges, ...next.edges] } };
}
