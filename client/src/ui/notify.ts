import { createToaster } from "@chakra-ui/react";
import { notificationStore, type NotificationType } from "./notifications/notificationStore";

/** The one toaster of the console, rendered by <AppToaster /> (spec: top right). */
export const toaster = createToaster({ placement: "top-end", pauseOnPageIdle: true, max: 5 });

// Spec §4: success notifications leave after 5 s; errors stay until the admin dismisses them.
const AUTO_CLOSE_MS = 5000;

/** A toast, also recorded in the notification centre (the bell in the shell's header). */
function show(type: NotificationType, title: string, message?: string) {
  notificationStore.add({ type, title, message });
  toaster.create({
    type,
    title,
    description: message,
    closable: true,
    duration: type === "error" ? Infinity : AUTO_CLOSE_MS,
  });
}

export const notify = {
  success: (title: string, message?: string) => show("success", title, message),
  error: (title: string, message?: string) => show("error", title, message),
  warning: (title: string, message?: string) => show("warning", title, message),
  info: (title: string, message?: string) => show("info", title, message),
};
