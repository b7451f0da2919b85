import { createToaster } from "@chakra-ui/react";
import { notificationStore, type NotificationType } from "./notifications/notificationStore";

/**
 * The one toaster of the console, rendered by <AppToaster /> (spec: top right). Its stack starts
 * below the shell's header (3.5rem, ShellHeader and MobileNav): toasts must not cover the
 * notification bell and the palette button while they show.
 */
export const toaster = createToaster({
  placement: "top-end",
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: "4.5rem", right: "1rem", bottom: "1rem", left: "1rem" },
});

// Spec §4: success notifications leave after 5 s; errors stay until the admin dismisses them.
const AUTO_CLOSE_MS = 5000;

let sequence = 0;

/**
 * Shows a toast; returns its id, for `notify.dismiss`. The toast is created in a microtask: toasts
 * are mostly announced from effects (a list that loaded), and Chakra's toaster updates itself
 * with `flushSync`, which React refuses — with a console error — inside an effect.
 */
function show(type: NotificationType, title: string, message?: string): string {
  // Also recorded in the notification centre (the bell in the shell's header).
  notificationStore.add({ type, title, message });
  const id = `notify-${++sequence}`;
  queueMicrotask(() =>
    toaster.create({
      id,
      type,
      title,
      description: message,
      closable: true,
      duration: type === "error" ? Infinity : AUTO_CLOSE_MS,
    }),
  );
  return id;
}

export const notify = {
  success: (title: string, message?: string) => show("success", title, message),
  error: (title: string, message?: string) => show("error", title, message),
  warning: (title: string, message?: string) => show("warning", title, message),
  info: (title: string, message?: string) => show("info", title, message),
  /** Removes a toast before its time (e.g. a screen's load toast once the admin leaves it). */
  dismiss: (id: string) => queueMicrotask(() => toaster.dismiss(id)),
};
