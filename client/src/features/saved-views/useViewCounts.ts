/**
 * The tabs' counts (docs/saved-views.md): each view's query turned into the list's filter by the
 * list's own params → filter function (orderListParams.ts, userListParams.ts), counted by the
 * API with the list's own criteria. At most MAX_COUNTED_VIEWS filters a request (each count is
 * priced at the collection's bound), so the tabs' counts go as a few requests, in parallel,
 * again whenever the views change or the list is opened.
 */
import { useApolloClient } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { MAX_COUNTED_VIEWS } from "@atelier/domain/savedViews/savedViews";
import { OrderViewCountsDocument, UserViewCountsDocument, type OrderFilter, type UserFilter } from "../../gql/graphql";
import { orderFilter, ORDER_LIST_DEFAULTS } from "../orders/orderListParams";
import { userFilter, USER_LIST_DEFAULTS } from "../users/userListParams";
import { paramsFromQuery } from "./viewQuery";

/** Per view, in order: its count, null when it has none (a user search), undefined while loading or after a failure. */
export type ViewCounts = (number | null | undefined)[];
export type UseViewCounts = (queries: readonly string[]) => ViewCounts;

function parts<F>(filters: readonly F[]): F[][] {
  const cut: F[][] = [];
  for (let i = 0; i < filters.length; i += MAX_COUNTED_VIEWS) cut.push(filters.slice(i, i + MAX_COUNTED_VIEWS));
  return cut;
}

/** Counts `filters` with `count` (one request per part); a part that fails leaves its tabs without a figure. */
function useCounts<F>(filters: readonly F[], count: (part: F[]) => Promise<readonly (number | null)[]>): ViewCounts {
  const key = JSON.stringify(filters);
  const [answer, setAnswer] = useState<{ key: string; counts: ViewCounts } | null>(null);
  useEffect(() => {
    let current = true;
    const requested = JSON.parse(key) as F[];
    void Promise.all(parts(requested).map((part) => count(part).catch(() => part.map(() => undefined)))).then((answers) => {
      if (current) setAnswer({ key, counts: answers.flat() });
    });
    return () => {
      current = false;
    };
    // `count` is rebuilt at each render; the filters' content is what asks for new counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return answer?.key === key ? answer.counts : filters.map(() => undefined);
}

export const useOrderViewCounts: UseViewCounts = (queries) => {
  const client = useApolloClient();
  const filters = queries.map((query) => orderFilter(paramsFromQuery(ORDER_LIST_DEFAULTS, query)));
  return useCounts<OrderFilter>(filters, async (part) => {
    const { data } = await client.query({ query: OrderViewCountsDocument, variables: { filters: part }, fetchPolicy: "network-only" });
    return data?.orderViewCounts ?? part.map(() => null);
  });
};

export const useUserViewCounts: UseViewCounts = (queries) => {
  const client = useApolloClient();
  const filters = queries.map((query) => userFilter(paramsFromQuery(USER_LIST_DEFAULTS, query)));
  return useCounts<UserFilter>(filters, async (part) => {
    const { data } = await client.query({ query: UserViewCountsDocument, variables: { filters: part }, fetchPolicy: "network-only" });
    return data?.userViewCounts ?? part.map(() => null);
  });
};
