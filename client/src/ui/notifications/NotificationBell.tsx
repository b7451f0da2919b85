/**
 * The notification centre: a bell in the shell's header with the unread count, and a popover
 * listing, newest first, the member's notifications that persist (`team`: kept by the server,
 * read and unread on every device, each linking to its record — docs/notifications.md) above the
 * session's own (the spec's toasts, in memory): mark read, remove, mark all read, clear.
 */
import { Badge, IconButton, type IconButtonProps } from "@chakra-ui/react";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { LuBell } from "react-icons/lu";
import { bellLabel, unreadCount, type Notification } from "./notificationStore";
import { useNotifications } from "./useNotifications";
import { whenBrowserIdle } from "../WhenIdle";

const NotificationCentre = lazy(() => import("./NotificationCentre"));

/** One notification as the list shows it, whichever store keeps it. */
export type ShownNotification = Pick<Notification, "id" | "type" | "title" | "message" | "createdAt" | "read" | "action"> & { href?: string };

/** The member's notifications kept by the server (features/notifications), given by the shell. */
export interface TeamNotificationsProps {
  items: readonly { id: string; type: string; title: string; message: string; link: string; createdAt?: string | null; read: boolean }[];
  unread: number;
  markRead: (id: string) => void;
  markAllRead: () => void;
  remove: (id: string) => void;
  clear: () => void;
  /** The preferences' button, in the popover's footer. */
  preferences?: ReactNode;
}

/** The bell itself: what every screen carries before the centre's chunk (NotificationCentre.tsx) has loaded. */
export function BellButton({ unread, ...props }: { unread: number } & Omit<IconButtonProps, "aria-label">) {
  return (
    <IconButton aria-label={bellLabel(unread)} title={bellLabel(unread)} variant="ghost" position="relative" {...props}>
      <LuBell />
      {unread > 0 && (
        <Badge
          aria-hidden
          position="absolute"
          top="0.5"
          insetEnd="0.5"
          minW="5"
          justifyContent="center"
          rounded="full"
          colorPalette="red"
          variant="solid"
          size="xs"
        >
          {unread}
        </Badge>
      )}
    </IconButton>
  );
}

/**
 * Every screen carries the bell and its count; the centre (the popover and its machine, the list)
 * loads after the first paint, or at once when the bell is pressed before that.
 */
export function NotificationBell({ team }: { team?: TeamNotificationsProps }) {
  const notifications = useNotifications();
  const unread = unreadCount(notifications) + (team?.unread ?? 0);
  const [ready, setReady] = useState(false);
  const [openAtStart, setOpenAtStart] = useState(false);
  useEffect(() => whenBrowserIdle(() => setReady(true), 2_000), []);
  if (!ready) {
    return (
      <BellButton
        unread={unread}
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={() => {
          setOpenAtStart(true);
          setReady(true);
        }}
      />
    );
  }
  return (
    // Pressed while the centre's chunk is still on its way: it opens as soon as it has come.
    <Suspense fallback={<BellButton unread={unread} aria-haspopup="dialog" aria-expanded={openAtStart} onClick={() => setOpenAtStart(true)} />}>
      <NotificationCentre team={team} unread={unread} openAtStart={openAtStart} />
    </Suspense>
  );
}
