/**
 * The member's notifications for the shell's bell, in their own chunk (TeamBell.tsx): the query,
 * the writes and their documents load after the screen's first paint, not with every screen.
 */
import { useEffect } from "react";
import { useTeamNotifications, type TeamNotifications } from "./useTeamNotifications";

export default function TeamNotificationsSource({ onChange }: { onChange: (team: TeamNotifications) => void }) {
  const team = useTeamNotifications();
  useEffect(() => onChange(team), [team, onChange]);
  return null;
}
