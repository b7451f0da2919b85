/**
 * A member's notifications that persist (issue 36, docs/notifications.md): what the shop tells each
 * member of the team — a paid order above their amount, a message or feedback received, the
 * moderation queue over its threshold, a late work queue, figures drift found by the nightly
 * check, an approval to decide — stored per member, read and unread across their devices, each
 * linking to its record. Who is told follows their role (the permission a kind needs) and their
 * own preferences (which kinds, which also by mail).
 *
 * The spec's session toasts (Notification: success/error/warning/info, 5 s for success) are
 * untouched: they stay the console's own, in memory.
 */
import { frenchEuros, MAX_CENTS } from "../money";
import type { Permission } from "../staff/permissions";

export const NOTIFICATION_KINDS = [
  "ORDER_PAID",
  "CONTACT_MESSAGE",
  "FEEDBACK",
  "MODERATION_QUEUE",
  "WORK_QUEUE_LATE",
  "FIGURES_DRIFT",
  "APPROVAL_REQUESTED",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The spec's Notification types, as the bell colours them. */
export type NotificationType = "success" | "error" | "warning" | "info";

/** French, as the preferences list them. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  ORDER_PAID: "Commande payée au-dessus d’un montant",
  CONTACT_MESSAGE: "Message de contact reçu",
  FEEDBACK: "Feedback reçu",
  MODERATION_QUEUE: "File de modération au-dessus de son seuil",
  WORK_QUEUE_LATE: "File de travail en retard",
  FIGURES_DRIFT: "Écart des chiffres trouvé par la vérification de la nuit",
  APPROVAL_REQUESTED: "Approbation demandée",
};

export const NOTIFICATION_KIND_TYPES: Record<NotificationKind, NotificationType> = {
  ORDER_PAID: "success",
  CONTACT_MESSAGE: "info",
  FEEDBACK: "info",
  MODERATION_QUEUE: "warning",
  WORK_QUEUE_LATE: "warning",
  FIGURES_DRIFT: "error",
  APPROVAL_REQUESTED: "info",
};

/**
 * The permission a member needs to be told of a kind: what its link opens. A late work queue and an
 * approval name theirs per event (the queue's, the write's), so they carry it themselves.
 */
export const NOTIFICATION_KIND_PERMISSIONS: Record<Exclude<NotificationKind, "WORK_QUEUE_LATE" | "APPROVAL_REQUESTED">, Permission> = {
  ORDER_PAID: "ORDERS_READ",
  CONTACT_MESSAGE: "INBOX",
  FEEDBACK: "INBOX",
  MODERATION_QUEUE: "MODERATION",
  FIGURES_DRIFT: "FINANCES",
};

/**
 * Kinds mailed whatever the preferences say, by their own flow: an approval request mails the
 * members who may decide it (template approval-requested). A second mail would only repeat it.
 */
export const MAILED_BY_THEIR_FLOW: readonly NotificationKind[] = ["APPROVAL_REQUESTED"];

/** Creations awaiting moderation above which the moderators are told (once a day at most). */
export const MODERATION_QUEUE_THRESHOLD = 20;

/** A member keeps this many notifications at most in the bell's list; older ones are deleted after NOTIFICATION_TTL_DAYS. */
export const NOTIFICATIONS_SHOWN = 30;
export const NOTIFICATION_TTL_DAYS = 30;
/** « Tout effacer » deletes this many per call at most (the bell asks again while some are left). */
export const NOTIFICATIONS_CLEARED_PER_CALL = 200;

export interface NotificationPreferences {
  /** The kinds the member is told of in the console. */
  inApp: NotificationKind[];
  /** The kinds also sent by mail (a subset of inApp). */
  mail: NotificationKind[];
  /** ORDER_PAID: only orders whose total is at least this, in cents. */
  orderCentsAtLeast: number;
}

export const DEFAULT_ORDER_CENTS = 10_000;

/** Everything in the console, nothing by mail, orders from 100 €: a new member is told of their role's work without their mailbox filling. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  inApp: [...NOTIFICATION_KINDS],
  mail: [],
  orderCentsAtLeast: DEFAULT_ORDER_CENTS,
};

const kindsOf = (value: unknown): NotificationKind[] | null => (Array.isArray(value) ? NOTIFICATION_KINDS.filter((kind) => value.includes(kind)) : null);

/** The preferences as stored on the member's record (`users/{uid}.notificationPreferences`), defaults where absent or malformed. */
export function preferencesFrom(stored: unknown): NotificationPreferences {
  const s = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  const inApp = kindsOf(s.inApp) ?? DEFAULT_NOTIFICATION_PREFERENCES.inApp;
  const mail = (kindsOf(s.mail) ?? DEFAULT_NOTIFICATION_PREFERENCES.mail).filter((kind) => inApp.includes(kind));
  const cents = Number.isSafeInteger(s.orderCentsAtLeast) ? (s.orderCentsAtLeast as number) : DEFAULT_ORDER_CENTS;
  return { inApp, mail, orderCentsAtLeast: cents };
}

export const preferencesMessages = {
  amount: `Le montant doit être compris entre 0 et ${frenchEuros(MAX_CENTS)}.`,
  mailNeedsInApp: "Un avis envoyé par e-mail doit aussi être affiché dans la console.",
} as const;

/** What the member asked, checked: the French refusal of the first field that is wrong, or the value to store. */
export function checkPreferences(input: NotificationPreferences): { value: NotificationPreferences; errors: { field: string; message: string }[] } {
  const errors: { field: string; message: string }[] = [];
  if (!Number.isSafeInteger(input.orderCentsAtLeast) || input.orderCentsAtLeast < 0 || input.orderCentsAtLeast > MAX_CENTS) {
    errors.push({ field: "orderCentsAtLeast", message: preferencesMessages.amount });
  }
  if (input.mail.some((kind) => !input.inApp.includes(kind))) errors.push({ field: "mail", message: preferencesMessages.mailNeedsInApp });
  const inApp = NOTIFICATION_KINDS.filter((kind) => input.inApp.includes(kind));
  const mail = NOTIFICATION_KINDS.filter((kind) => input.mail.includes(kind) && !MAILED_BY_THEIR_FLOW.includes(kind));
  return { value: { inApp, mail, orderCentsAtLeast: input.orderCentsAtLeast }, errors };
}

/** One thing that happened, to tell the members it concerns. */
export interface NotificationEvent {
  kind: NotificationKind;
  /** Who may be told: the permission its link needs. */
  permission: Permission;
  /** One event tells each member once: a redelivered trigger, or a second pass of the hourly check, finds it told. */
  key: string;
  title: string;
  message: string;
  /** The console's path to the record (« /orders/abc »). */
  link: string;
  /** ORDER_PAID: the order's total in cents, compared with each member's amount. */
  cents?: number;
  /** Not told: who caused it (an approval's requester). */
  except?: string;
}

/** Whether a member with these preferences is told of `event`, and whether by mail too. */
export function delivery(preferences: NotificationPreferences, event: NotificationEvent): { inApp: boolean; mail: boolean } {
  const wanted = preferences.inApp.includes(event.kind) && (event.kind !== "ORDER_PAID" || (event.cents ?? 0) >= preferences.orderCentsAtLeast);
  return { inApp: wanted, mail: wanted && preferences.mail.includes(event.kind) && !MAILED_BY_THEIR_FLOW.includes(event.kind) };
}
