/**
 * The member's notifications that persist (docs/notifications.md), for the bell: read once after
 * the first paint, then again whenever the change feed says this member's notifications changed —
 * a new one told by a trigger, or one marked read or removed on another of their devices. No poll.
 */
import { useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { useCallback, useMemo } from "react";
import {
  ClearNotificationsDocument,
  MarkNotificationsReadDocument,
  MyNotificationsDocument,
  RemoveNotificationDocument,
  type MemberNotificationItemFragment,
  type MemberNotificationsBellFragment,
} from "../../gql/graphql";
import { notify } from "../../ui/notify";
import { useLiveChanges } from "../live/LiveProvider";

export interface TeamNotifications {
  items: readonly MemberNotificationItemFragment[];
  unread: number;
  loading: boolean;
  markRead: (id: string) => void;
  markAllRead: () => void;
  remove: (id: string) => void;
  clear: () => void;
}

const failed = () => notify.error("Notifications", "La modification n’a pas pu être enregistrée. Réessayez.");

type BellAnswer = { notifications: MemberNotificationsBellFragment; more: boolean } | undefined;

export function useTeamNotifications(): TeamNotifications {
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(MyNotificationsDocument, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  useLiveChanges("notification", () => void refetch().catch(() => undefined));
  const [markReadMutation] = useMutation(MarkNotificationsReadDocument);
  const [removeMutation] = useMutation(RemoveNotificationDocument);
  const [clearMutation] = useMutation(ClearNotificationsDocument);
  const bell = data?.myNotifications;

  /** Runs a write and puts the bell it answers in the cache: every bell on screen follows. */
  const write = useCallback(
    async (run: () => Promise<BellAnswer>): Promise<BellAnswer> => {
      try {
        const answer = await run();
        if (answer) client.writeQuery({ query: MyNotificationsDocument, data: { myNotifications: answer.notifications } });
        return answer;
      } catch {
        failed();
        return undefined;
      }
    },
    [client],
  );

  // One value while nothing changes: the shell's bell takes it through a state (TeamBell.tsx).
  return useMemo<TeamNotifications>(
    () => ({
      items: bell?.items ?? [],
      unread: bell?.unreadCount ?? 0,
      loading: loading && !bell,
      markRead: (id) => void write(async () => (await markReadMutation({ variables: { ids: [id] } })).data?.markNotificationsRead),
      markAllRead: () => void write(async () => (await markReadMutation({ variables: { ids: [] } })).data?.markNotificationsRead),
      remove: (id) => void write(async () => (await removeMutation({ variables: { id } })).data?.removeNotification),
      clear: () =>
        void (async () => {
          // 200 a call: again while the server says some are left.
          for (let round = 0; round < 20; round++) {
            const answer = await write(async () => (await clearMutation()).data?.clearNotifications);
            if (!answer?.more) break;
          }
        })(),
    }),
    [bell, loading, write, markReadMutation, removeMutation, clearMutation],
  );
}
