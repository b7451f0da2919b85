/**
 * The context of a query that a write refetches (`refetchQueries`) and that loads beside the form
 * making that write — a record's history, its refunds, its revisions.
 *
 * Apollo shares an identical request already in flight (query deduplication): a refetch sent while
 * the page's first request is still on its way would join it and get the answer from before the
 * write, and the history would stay without the change the person just saved. Such a query asks
 * the network afresh each time; the older answer is then dropped, as Apollo keeps only the latest
 * request's result.
 *
 *   useQuery(EntityHistoryDocument, { variables, context: REFETCHED_AFTER_WRITES })
 */
export const REFETCHED_AFTER_WRITES = { queryDeduplication: false } as const;
