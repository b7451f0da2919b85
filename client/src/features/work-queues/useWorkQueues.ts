/**
 * The work queues and their late counts (docs/saved-views.md), shared by the sidebar and the
 * dashboard through Apollo's cache. Polled once a minute at most: each poll is four count()
 * aggregations (about 130 reads at the collections' bounds), and a queue late by 48 h does not
 * need a fresher figure.
 */
import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { useAuth } from "../../app/auth/AuthContext";
import { mayOpenList } from "../../app/routeTable";
import { WorkQueuesDocument, type WorkQueuesQuery } from "../../gql/graphql";

export const WORK_QUEUES_POLL_MS = 60_000;

export type WorkQueueItem = WorkQueuesQuery["workQueues"][number];

export function useWorkQueues({ poll = false } = {}) {
  const query = useQuery(WorkQueuesDocument, { fetchPolicy: "cache-and-network", pollInterval: poll ? WORK_QUEUES_POLL_MS : 0 });
  // Only the queues whose list the member's role opens (docs/roles.md « Console »).
  const { permissions } = useAuth();
  const all = query.data?.workQueues;
  const queues = useMemo(() => all?.filter((queue) => mayOpenList(queue.path, permissions)), [all, permissions]);
  return { queues, loading: query.loading && !query.data, error: query.error && !query.data, retry: () => void query.refetch() };
}

/** The queue whose list is the sidebar entry `path` (its path without the query string). */
export const queueOfPath = (queues: readonly WorkQueueItem[] | undefined, path: string) => queues?.find((queue) => queue.path.split("?")[0] === path);
