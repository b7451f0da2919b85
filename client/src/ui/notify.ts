import { createToaster } from "@chakra-ui/react";
import { notificationStore, type NotificationType } from "./notifications/notificationStore";

/** At most this many toasts on screen; the others wait their turn (errors stay until removed). */
export const VISIBLE_TOASTS = 3;

/** The room three toasts and their gaps take at the bottom of the screen (a phone's are taller). */
export const TOASTS_HEIGHT = { base: "22rem", md: "21rem" };

/**
 * The one toaster of the console, rendered by <AppToaster />. Bottom-end, over the part of a
 * screen an admin reads last, never over the shell's header (the bell, the palette), a page's
 * title, its actions (« Exporter CSV ») or its « Réessayer », nor a drawer's header; on a phone
 * they span the width at the bottom (AppToaster). The spec placed them top right: that corner
 * is where the header and every page's actions are (issue 25, docs/decisions.md).
 */
export const toaster = createToaster({
  placement: "bottom-end",
  pauseOnPageIdle: true,
  max: VISIBLE_TOASTS,
  offsets: "1rem",
});

// Spec §4: success notifications leave after 5 s; errors stay until the admin dismisses them.
const AUTO_CLOSE_MS = 5000;

/**
 * How long a reversible write's « Annuler » is offered (issue 35: ten minutes): the toast leaves
 * after its 5 s like any success (spec §4), its entry in the notification centre keeps the button.
 */
export const UNDO_OFFER_MS = 10 * 60 * 1000;

/** A button on the toast (« Annuler »): clicking it runs `onClick` and closes the toast. */
export type ToastAction = { label: string; onClick: () => void };

type Shown = { id: string; count: number };

/** The toasts on screen or waiting for room, by what they say: a repeat is counted on the first one. */
const shownBySaying = new Map<string, Shown>();
const shownById = new Map<string, string>();

/** How many times the toast `id` was asked for while it showed: « ×3 » on it when more than once. */
export const toastRepeats = (id: string): number => {
  const saying = shownById.get(id);
  return (saying && shownBySaying.get(saying)?.count) || 1;
};

function forget(id: string) {
  const saying = shownById.get(id);
  if (saying !== undefined && shownBySaying.get(saying)?.id === id) shownBySaying.delete(saying);
  shownById.delete(id);
}

let sequence = 0;

/**
 * Shows a toast; returns its id, for `notify.dismiss`. The same toast asked for again while it is
 * still there (five lists failing for one unreachable server) is not stacked: the one shown counts
 * it. The toast is created in a microtask: toasts are mostly announced from effects (a list that
 * loaded), and Chakra's toaster updates itself with `flushSync`, which React refuses — with a
 * console error — inside an effect.
 */
function show(type: NotificationType, title: string, message?: string, action?: ToastAction): string {
  const saying = JSON.stringify([type, title, message ?? "", action ? `action-${sequence + 1}` : ""]);
  const repeated = shownBySaying.get(saying);
  if (repeated) {
    repeated.count += 1;
    // A waiting toast reads its count when it comes (toastRepeats); one on screen is redrawn.
    queueMicrotask(() => toaster.isVisible(repeated.id) && toaster.update(repeated.id, { meta: { count: repeated.count } }));
    return repeated.id;
  }
  // Also recorded in the notification centre (the bell in the shell's header), with its action.
  const notification = notificationStore.add({ type, title, message, action: action && { ...action, forMs: UNDO_OFFER_MS } });
  // Used from the toast: the centre no longer offers it (and the reverse, NotificationBell).
  const used = action && {
    ...action,
    onClick: () => {
      notificationStore.dropAction(notification.id);
      action.onClick();
    },
  };
  const id = `notify-${++sequence}`;
  shownBySaying.set(saying, { id, count: 1 });
  shownById.set(id, saying);
  queueMicrotask(() =>
    toaster.create({
      id,
      type,
      title,
      description: message,
      closable: true,
      action: used,
      duration: type === "error" ? Infinity : AUTO_CLOSE_MS,
      onStatusChange: ({ status }) => status !== "visible" && forget(id),
    }),
  );
  return id;
}

export const notify = {
  /** With `action` (« Annuler »), never merged with another toast; the centre offers it for UNDO_OFFER_MS. */
  success: (title: string, message?: string, action?: ToastAction) => show("success", title, message, action),
  error: (title: string, message?: string) => show("error", title, message),
  warning: (title: string, message?: string) => show("warning", title, message),
  info: (title: string, message?: string) => show("info", title, message),
  /** Removes a toast before its time (e.g. a screen's load toast once the admin leaves it). */
  dismiss: (id: string) => {
    forget(id);
    queueMicrotask(() => toaster.dismiss(id));
  },
};
