import { useSyncExternalStore } from "react";
import { notificationStore, type Notification } from "./notificationStore";

/** The session's notifications, newest first; re-renders on every change. */
export function useNotifications(): readonly Notification[] {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.getSnapshot, notificationStore.getSnapshot);
}
