/**
 * The shell's bell (ShellHeader, MobileNav): the session's notifications at once, and the member's
 * own, kept by the server (docs/notifications.md), as soon as their chunk has loaded — after the
 * screen's first paint. « Préférences » opens their dialog, loaded only when asked for.
 */
import { Button } from "@chakra-ui/react";
import { lazy, Suspense, useMemo, useState } from "react";
import { NotificationBell } from "../../ui/notifications/NotificationBell";
import type { TeamNotifications } from "./useTeamNotifications";

const TeamNotificationsSource = lazy(() => import("./TeamNotificationsSource"));
const NotificationPreferencesDialog = lazy(() => import("./NotificationPreferencesDialog"));

export function TeamBell() {
  const [team, setTeam] = useState<TeamNotifications | null>(null);
  const [editing, setEditing] = useState(false);
  const shown = useMemo(
    () =>
      team && {
        ...team,
        preferences: (
          <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
            Préférences
          </Button>
        ),
      },
    [team],
  );
  return (
    <>
      <NotificationBell team={shown ?? undefined} />
      <Suspense fallback={null}>
        <TeamNotificationsSource onChange={setTeam} />
      </Suspense>
      {editing && (
        <Suspense fallback={null}>
          <NotificationPreferencesDialog onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </>
  );
}
