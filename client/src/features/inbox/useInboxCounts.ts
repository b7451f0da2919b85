/**
 * The unread counts of the sidebar's badges: one document read (stats/inbox), asked again when
 * the change feed hears an inbox record change (LiveProvider, docs/live.md) — polled every minute
 * only while the feed is not live; the inbox screens refetch it (refetchQueries: ["InboxCounts"])
 * after each action.
 */
import { useQuery } from "@apollo/client/react";
import { useCan } from "../../app/auth/AuthContext";
import { InboxCountsDocument } from "../../gql/graphql";
import { useLiveStatus } from "../live/LiveProvider";

export const INBOX_COUNTS_POLL_MS = 60_000;

export function useInboxCounts() {
  // A role without the inbox has no badges to show, and the server would refuse the counts.
  const skip = !useCan()("INBOX");
  const live = useLiveStatus() === "live";
  const { data } = useQuery(InboxCountsDocument, { pollInterval: live ? 0 : INBOX_COUNTS_POLL_MS, fetchPolicy: "cache-and-network", skip });
  return data?.inboxCounts;
}
