/**
 * The notification centre's list (NotificationBell.tsx), loaded when the bell first opens: the
 * member's notifications that persist, each linking to its record, above the session's own.
 */
import { Box, Button, CloseButton, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { LuCheck } from "react-icons/lu";
import { formatDateTime } from "../format";
import type { ShownNotification, TeamNotificationsProps } from "./NotificationBell";
import { notificationStore, type Notification, type NotificationType } from "./notificationStore";
import { relativeTime } from "./relativeTime";

const TYPE_LABELS: Record<NotificationType, string> = {
  success: "Succès",
  error: "Erreur",
  warning: "Avertissement",
  info: "Information",
};
const TYPE_COLORS: Record<NotificationType, string> = { success: "green", error: "red", warning: "orange", info: "blue" };

/** Ticks every 30 s while shown, so « il y a 2 minutes » stays true. */
function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

const TEAM_TYPES: Record<string, NotificationType> = { SUCCESS: "success", ERROR: "error", WARNING: "warning", INFO: "info" };

export default function NotificationList({ notifications, team }: { notifications: readonly Notification[]; team?: TeamNotificationsProps }) {
  const now = useNow();
  const kept: ShownNotification[] = (team?.items ?? []).map((n) => ({
    id: n.id,
    type: TEAM_TYPES[n.type] ?? "info",
    title: n.title,
    message: n.message,
    createdAt: n.createdAt ?? new Date(0).toISOString(),
    read: n.read,
    action: null,
    href: n.link,
  }));
  if (notifications.length === 0 && kept.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm" px="4" py="6" textAlign="center">
        Aucune notification
      </Text>
    );
  }
  return (
    <>
      {kept.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Notifications de l’équipe" data-testid="team-notifications">
          {kept.map((n) => (
            <NotificationItem key={n.id} notification={n} now={now} onMarkRead={() => team!.markRead(n.id)} onRemove={() => team!.remove(n.id)} />
          ))}
        </Stack>
      )}
      {notifications.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Notifications de la session">
          {notifications.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              now={now}
              onMarkRead={() => notificationStore.markRead(n.id)}
              onRemove={() => notificationStore.remove(n.id)}
            />
          ))}
        </Stack>
      )}
    </>
  );
}

/** Keeps the keyboard focus in the list when a button disappears with what it acted on. */
function focusAfter(item: HTMLElement | null) {
  const neighbour = item?.nextElementSibling ?? item?.previousElementSibling;
  const target =
    neighbour?.querySelector<HTMLElement>("button[data-remove]") ?? item?.closest("[role=dialog]")?.querySelector<HTMLElement>("[data-notifications-clear]");
  target?.focus();
}

interface ItemProps {
  notification: ShownNotification;
  now: Date;
  onMarkRead: () => void;
  onRemove: () => void;
}

function NotificationItem({ notification: n, now, onMarkRead, onRemove }: ItemProps) {
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
          {n.href ? (
            <RouterLink to={n.href} data-testid="notification-title" style={{ textDecoration: "underline" }}>
              {n.title}
            </RouterLink>
          ) : (
            <span data-testid="notification-title">{n.title}</span>
          )}
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
              onMarkRead();
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
            onRemove();
          }}
        />
      </HStack>
    </HStack>
  );
}
