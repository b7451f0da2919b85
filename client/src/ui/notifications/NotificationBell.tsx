/**
 * The notification centre: a bell in the shell's header with the unread count, and a popover
 * listing the session's notifications, newest first (mark read, remove, mark all read, clear).
 */
import { Badge, Box, Button, CloseButton, HStack, IconButton, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { LuBell, LuCheck } from "react-icons/lu";
import { formatDateTime } from "../format";
import { bellLabel, notificationStore, unreadCount, type Notification, type NotificationType } from "./notificationStore";
import { relativeTime } from "./relativeTime";
import { useNotifications } from "./useNotifications";

const TYPE_LABELS: Record<NotificationType, string> = {
  success: "Succès",
  error: "Erreur",
  warning: "Avertissement",
  info: "Information",
};
const TYPE_COLORS: Record<NotificationType, string> = { success: "green", error: "red", warning: "orange", info: "blue" };

export function NotificationBell() {
  const notifications = useNotifications();
  const unread = unreadCount(notifications);
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit positioning={{ placement: "bottom-end" }}>
      <Popover.Trigger asChild>
        <IconButton aria-label={bellLabel(unread)} title={bellLabel(unread)} variant="ghost" position="relative">
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
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          {/* Named here: zag links the title (aria-labelledby) only if it found one when the popover
              opened, and with lazyMount the title is not there yet, which left the dialog nameless. */}
          <Popover.Content aria-label="Notifications" width={{ base: "calc(100vw - 2rem)", sm: "sm" }}>
            <Popover.Header display="flex" alignItems="center" justifyContent="space-between" gap="2" pb="2" borderBottomWidth="1px">
              <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
              <HStack gap="1">
                {/* Never disabled: a disabled button would drop the keyboard focus out of the popover. */}
                <Button size="xs" variant="ghost" onClick={notificationStore.markAllRead}>
                  Tout marquer comme lu
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={notificationStore.clear} data-notifications-clear>
                  Tout effacer
                </Button>
              </HStack>
            </Popover.Header>
            {/* Ends above the toasts' room at the bottom (ui/notify.ts TOASTS_HEIGHT, plus the header and this header): a toast never covers the list. */}
            <Popover.Body
              p="0"
              maxH={{ base: "max(10rem, calc(100dvh - 31.5rem))", md: "min(28rem, calc(100dvh - 30.5rem))" }}
              overflowY="auto"
              tabIndex={notifications.length > 0 ? 0 : undefined}
            >
              {open && <NotificationList notifications={notifications} />}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** Ticks every 30 s while shown, so « il y a 2 minutes » stays true. */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function NotificationList({ notifications }: { notifications: readonly Notification[] }) {
  const now = useNow();
  if (notifications.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" px="4" py="6" textAlign="center">
        Aucune notification
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-label="Notifications de la session">
      {notifications.map((n) => (
        <NotificationItem key={n.id} notification={n} now={now} />
      ))}
    </Stack>
  );
}

/** Keeps the keyboard focus in the list when a button disappears with what it acted on. */
function focusAfter(item: HTMLElement | null) {
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const target =
    neighbour?.querySelector<HTMLElement>("button[data-remove]") ?? item?.closest("[role=dialog]")?.querySelector<HTMLElement>("[data-notifications-clear]");
  target?.focus();
}

function NotificationItem({ notification: n, now }: { notification: Notification; now: Date }) {
  return (
    <HStack
      as="li"
      align="flex-start"
      gap="3"
      px="4"
      py="3"
      borderBottomWidth="1px"
      bg={n.read ? undefined : "bg.subtle"}
      data-testid="notification"
      data-read={n.read}
    >
      <Box mt="1.5" boxSize="2" flexShrink={0} rounded="full" bg={`${TYPE_COLORS[n.type]}.solid`} title={TYPE_LABELS[n.type]} />
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontSize="sm" fontWeight={n.read ? "normal" : "semibold"}>
          <Box as="span" srOnly>
            {`${TYPE_LABELS[n.type]}${n.read ? "" : ", non lue"}\u00a0: `}
          </Box>
          <span data-testid="notification-title">{n.title}</span>
        </Text>
        {n.message && (
          <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
            {n.message}
          </Text>
        )}
        <Text asChild fontSize="xs" color="fg.muted">
          <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>
            {relativeTime(n.createdAt, now)}
          </time>
        </Text>
        {n.action && new Date(n.action.until) > now && (
          <Button
            size="xs"
            variant="outline"
            alignSelf="flex-start"
            mt="1"
            aria-label={`${n.action.label} : ${n.title}`}
            onClick={() => {
              const { onClick } = n.action!;
              notificationStore.dropAction(n.id);
              onClick();
            }}
          >
            {n.action.label}
          </Button>
        )}
      </Stack>
      <HStack gap="0" flexShrink={0}>
        {!n.read && (
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Marquer comme lue\u00a0: ${n.title}`}
            title="Marquer comme lue"
            onClick={(event) => {
              (event.currentTarget.nextElementSibling as HTMLElement | null)?.focus();
              notificationStore.markRead(n.id);
            }}
          >
            <LuCheck />
          </IconButton>
        )}
        <CloseButton
          size="xs"
          aria-label={`Supprimer\u00a0: ${n.title}`}
          title="Supprimer"
          data-remove
          onClick={(event) => {
            focusAfter(event.currentTarget.closest("li"));
            notificationStore.remove(n.id);
          }}
        />
      </HStack>
    </HStack>
  );
}
