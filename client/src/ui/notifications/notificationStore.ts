/**
 * The notification centre's memory (spec §3 entity Notification): every toast shown through
 * `notify` is also kept here for the session, newest first, so the bell can list it after the
 * toast has gone. A tiny external store read with useSyncExternalStore: each change replaces the
 * array, so a snapshot never changes under a render. Kept in memory only, and emptied when the
 * session ends (spec §4: signing out clears the notifications).
 */
export type NotificationType = "success" | "error" | "warning" | "info";

export type Notification = {
  id: string;
  type: NotificationType;
  title: string;
  /** The toast's description; null when it had none. */
  message: string | null;
  /** ISO-8601, when it was shown. */
  createdAt: string;
  read: boolean;
  /** A reversible write's « Annuler » (docs/undo.md), offered until `until` (ISO-8601); null once used or for others. */
  action: { label: string; onClick: () => void; until: string } | null;
};

/**
 * What the bell counts: what needs the admin's eye (a failure, a warning). A success or an
 * information ('Commandes chargées', 'Statut modifié') answers what the admin just did or saw;
 * it is kept in the centre, already read, so the bell does not show « 1 » after every sign-in.
 */
export const needsAttention = (type: NotificationType): boolean => type === "error" || type === "warning";

export type NotificationStore = {
  /** Records a notification (unread when it needs attention) and returns it. */
  add: (input: {
    type: NotificationType;
    title: string;
    message?: string | null;
    action?: { label: string; onClick: () => void; forMs: number };
  }) => Notification;
  /** The action was used (or is over): the notification no longer offers it. */
  dropAction: (id: string) => void;
  markRead: (id: string) => void;
  markAllRead: () => void;
  remove: (id: string) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  /** Newest first; the same array until the next change. */
  getSnapshot: () => readonly Notification[];
};

/** Older notifications beyond this many are dropped: a day of toasts stays readable and light. */
export const NOTIFICATION_CAP = 50;

export function createNotificationStore({ cap = NOTIFICATION_CAP, now = () => new Date() }: { cap?: number; now?: () => Date } = {}): NotificationStore {
  let items: readonly Notification[] = [];
  let sequence = 0;
  const listeners = new Set<() => void>();

  const set = (next: readonly Notification[]) => {
    items = next;
    for (const listener of listeners) listener();
  };
  const update = (change: (n: Notification) => Notification) => {
    const next = items.map(change);
    if (next.some((n, i) => n !== items[i])) set(next);
  };

  return {
    add({ type, title, message, action }) {
      const createdAt = now();
      const notification: Notification = {
        id: `${createdAt.getTime().toString(36)}-${(++sequence).toString(36)}`,
        type,
        title,
        message: message || null,
        createdAt: createdAt.toISOString(),
        read: !needsAttention(type),
        action: action ? { label: action.label, onClick: action.onClick, until: new Date(createdAt.getTime() + action.forMs).toISOString() } : null,
      };
      set([notification, ...items].slice(0, cap));
      return notification;
    },
    markRead: (id) => update((n) => (n.id === id && !n.read ? { ...n, read: true } : n)),
    markAllRead: () => update((n) => (n.read ? n : { ...n, read: true })),
    dropAction: (id) => update((n) => (n.id === id && n.action ? { ...n, action: null } : n)),
    remove(id) {
      if (items.some((n) => n.id === id)) set(items.filter((n) => n.id !== id));
    },
    clear() {
      if (items.length > 0) set([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}

/** The console's one store, fed by `notify` (ui/notify.ts). */
export const notificationStore = createNotificationStore();

/** Empties the centre: called when the session ends. */
export const clearNotifications = () => notificationStore.clear();

export const unreadCount = (notifications: readonly Notification[]) => notifications.filter((n) => !n.read).length;

/** « Notifications, 3 non lues »: the bell's accessible name. */
export function bellLabel(unread: number): string {
  if (unread === 0) return "Notifications";
  return `Notifications, ${unread} ${unread > 1 ? "non lues" : "non lue"}`;
}
