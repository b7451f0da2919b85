/**
 * The notification centre's popover (NotificationBell.tsx), in its own chunk: the header's « Tout
 * marquer comme lu » and « Tout effacer », the list (loaded when it first opens) and the
 * preferences' footer.
 */
import { Button, HStack, Popover, Portal } from "@chakra-ui/react";
import { lazy, Suspense, useState } from "react";
import { BellButton, type TeamNotificationsProps } from "./NotificationBell";
import { notificationStore } from "./notificationStore";
import { useNotifications } from "./useNotifications";

const NotificationList = lazy(() => import("./NotificationList"));

export default function NotificationCentre({ team, unread, openAtStart }: { team?: TeamNotificationsProps; unread: number; openAtStart: boolean }) {
  const notifications = useNotifications();
  const [open, setOpen] = useState(openAtStart);
  const markAllRead = () => {
    notificationStore.markAllRead();
    team?.markAllRead();
  };
  const clear = () => {
    notificationStore.clear();
    team?.clear();
  };
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger asChild>
        <BellButton unread={unread} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named here: zag links the title (aria-labelledby) only if it found one when the popover
              opened, and with lazyMount the title is not there yet, which left the dialog nameless. */}
          <Popover.Content aria-label="Notifications" width={{ base: "calc(100vw - 2rem)", sm: "sm" }}>
            {/* On a phone the title and its two buttons do not fit on one line (« Tout effacer » went
                past the screen's edge): the buttons take a line of their own, below the title. */}
            <Popover.Header
              display="flex"
              flexDirection={{ base: "column", sm: "row" }}
              alignItems={{ base: "flex-start", sm: "center" }}
              justifyContent="space-between"
              gap={{ base: "1", sm: "2" }}
              pb="2"
              borderBottomWidth="1px"
            >
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
              {/* On their own line, the ghost buttons' text lines up with the title's. */}
              <HStack gap="1" ms={{ base: "-2", sm: "0" }}>
                {/* Never disabled: a disabled button would drop the keyboard focus out of the popover. */}
                <Button size="xs" variant="ghost" onClick={markAllRead}>
                  Tout marquer comme lu
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={clear} data-notifications-clear>
                  Tout effacer
                </Button>
              </HStack>
            </Popover.Header>
            {/* Ends above the toasts' room at the bottom (ui/notify.ts TOASTS_HEIGHT, plus the header, this header — on a
                phone 2.25rem taller, its buttons on their own line — and the preferences' footer, 2.75rem and its
                border): a toast never covers the list. */}
            <Popover.Body
              p="0"
              maxH={
                team?.preferences
                  ? { base: "max(10rem, calc(100dvh - 36.75rem))", md: "min(28rem, calc(100dvh - 33.5rem))" }
                  : { base: "max(10rem, calc(100dvh - 33.75rem))", md: "min(28rem, calc(100dvh - 30.5rem))" }
              }
              overflowY="auto"
              tabIndex={notifications.length + (team?.items.length ?? 0) > 0 ? 0 : undefined}
            >
              {open && (
                <Suspense fallback={null}>
                  <NotificationList notifications={notifications} team={team} />
                </Suspense>
              )}
            </Popover.Body>
            {team?.preferences && (
              <Popover.Footer borderTopWidth="1px" py="2" h="11" justifyContent="flex-end">
                {team.preferences}
              </Popover.Footer>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
