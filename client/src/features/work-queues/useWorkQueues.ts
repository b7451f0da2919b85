/**
 * The work queues and their late counts (docs/saved-views.md), shared by the sidebar and the
 * dashboard through Apollo's cache. Asked again when the change feed hears an order, a message or
 * a feedback change (LiveProvider, docs/live.md); polled once a minute only while the feed is not
 * live: each ask is four count() aggregations (about 130 reads at the collections' bounds).
 */
import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { useAuth } from "../../app/auth/AuthContext";
import { mayOpenList } from "../../app/routeTable";
import { WorkQueuesDocument, type WorkQueuesQuery } from "../../gql/graphql";
import { useLiveStatus } from "../live/LiveProvider";

export const WORK_QUEUES_POLL_MS = 60_000;

export type WorkQueueItem = WorkQueuesQuery["workQueues"][number];

export function useWorkQueues({ poll = false } = {}) {
  const live = useLiveStatus() === "live";
  // The sidebar (`poll`, mounted on every screen: the desktop aside is only hidden on phones) asks
  // the network and keeps the cache fresh; the dashboard's card and the saved views' bar read what
  // it holds. Asking again on their mount doubled the query on every list's load (about 50 ms of
  // the Firestore emulator's CPU each, docs/testing.md « 7. »).
  const query = useQuery(WorkQueuesDocument, {
    fetchPolicy: poll ? "cache-and-network" : "cache-first",
    pollInterval: poll && !live ? WORK_QUEUES_POLL_MS : 0,
  });
  // Only the queues whose list the member's role opens (docs/roles.md « Console »).
  const { permissions } = useAuth();
  const all = query.data?.workQueues;
  const queues = useMemo(() => all?.filter((queue) => mayOpenList(queue.path, permissions)), [all, permissions]);
  return { queues, loading: query.loading && !query.data, error: query.error && !query.data, retry: () => void query.refetch() };
}

/** The queue whose list is the sidebar entry `path` (its path without the query string). */
export const queueOfPath = (queues: readonly WorkQueueItem[] | undefined, path: string) => queues?.find((queue) => queue.path.split("?")[0] === path);
