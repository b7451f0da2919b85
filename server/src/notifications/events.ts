/**
 * What each notification says (docs/notifications.md), built from the records that caused it. The
 * words are the shop's, never the customer's: a title or message holds amounts, counts and ids
 * only — no customer's name, nothing a customer wrote — so that a notification never reaches a
 * member's mailbox with a customer's data, and names no customer an erasure would have to find.
 */
import type { DocumentData } from "firebase-admin/firestore";
import { APPROVAL_KIND_LABELS, APPROVAL_PERMISSIONS, type ApprovalKind } from "@atelier/domain/approvals/approvals";
import { eurosToCents, frenchEuros } from "@atelier/domain/money";
import { MODERATION_QUEUE_THRESHOLD, NOTIFICATION_KIND_PERMISSIONS, type NotificationEvent } from "@atelier/domain/notifications/memberNotifications";
import { frenchInteger } from "@atelier/domain/userErrors";
import { becamePaid } from "../firestore/invoicing/issue";
import type { WorkQueueRule } from "@atelier/domain/workQueues/workQueues";
import type { Permission } from "@atelier/domain/staff/permissions";

const plural = (n: number, one: string, many: string) => `${frenchInteger(n)} ${n === 1 ? one : many}`;

/** An order that became paid by this write (its invoice's moment: becamePaid, a reprint never); null otherwise. */
export function orderPaidEvent(orderId: string, before: DocumentData | undefined, after: DocumentData | undefined): NotificationEvent | null {
  if (!after || !becamePaid(before, after)) return null;
  const cents = typeof after.total === "number" && Number.isFinite(after.total) ? eurosToCents(after.total) : 0;
  return {
    kind: "ORDER_PAID",
    permission: NOTIFICATION_KIND_PERMISSIONS.ORDER_PAID,
    key: `order-paid-${orderId}`,
    title: `Commande payée de ${frenchEuros(cents)}`,
    message: `La commande ${orderId} vient d’être payée.`,
    link: `/orders/${orderId}`,
    cents,
  };
}

/** A message the storefront sent, once accepted as not spam. */
export const contactMessageEvent = (id: string): NotificationEvent => ({
  kind: "CONTACT_MESSAGE",
  permission: NOTIFICATION_KIND_PERMISSIONS.CONTACT_MESSAGE,
  key: `contact-message-${id}`,
  title: "Nouveau message de contact",
  message: "Un client a écrit à la boutique.",
  link: `/contact-messages/${id}`,
});

export const feedbackEvent = (id: string): NotificationEvent => ({
  kind: "FEEDBACK",
  permission: NOTIFICATION_KIND_PERMISSIONS.FEEDBACK,
  key: `feedback-${id}`,
  title: "Nouveau feedback",
  message: "Un client a laissé un avis.",
  link: `/feedback/${id}`,
});

/** The moderation queue above its threshold: told once a day at most (`day`, Paris). */
export const moderationQueueEvent = (awaiting: number, day: string): NotificationEvent => ({
  kind: "MODERATION_QUEUE",
  permission: NOTIFICATION_KIND_PERMISSIONS.MODERATION_QUEUE,
  key: `moderation-queue-${day}`,
  title: `${plural(awaiting, "création attend", "créations attendent")} la modération`,
  message: `La file dépasse son seuil de ${frenchInteger(MODERATION_QUEUE_THRESHOLD)}.`,
  link: "/creations",
});

/** A work queue with late records, told once a day per queue (`day`, Paris). */
export const workQueueLateEvent = (queue: WorkQueueRule, permission: Permission, late: number, day: string): NotificationEvent => ({
  kind: "WORK_QUEUE_LATE",
  permission,
  key: `work-queue-${queue.id}-${day}`,
  title: `File en retard\u00a0: ${plural(late, "élément", "éléments")}`,
  message: queue.label,
  link: queue.path,
});

/** The nightly check found figures that differ from the records (`day`: the run's, Paris). */
export const figuresDriftEvent = (drifts: number, day: string): NotificationEvent => ({
  kind: "FIGURES_DRIFT",
  permission: NOTIFICATION_KIND_PERMISSIONS.FIGURES_DRIFT,
  key: `figures-drift-${day}`,
  title: `Écart des chiffres\u00a0: ${plural(drifts, "compteur", "compteurs")}`,
  message: "La vérification de la nuit a trouvé des chiffres qui diffèrent des enregistrements.",
  link: "/",
});

/** A write held for approval: told to those who may decide it, never to who asked. */
export const approvalRequestedEvent = (request: { id: string; kind: ApprovalKind; requestedBy: string }): NotificationEvent => ({
  kind: "APPROVAL_REQUESTED",
  permission: APPROVAL_PERMISSIONS[request.kind],
  key: `approval-${request.id}`,
  title: `Approbation demandée\u00a0: ${APPROVAL_KIND_LABELS[request.kind]}`,
  // Not the request's summary: it may name a customer, and a notification names none (docs/notifications.md).
  message: "Une demande attend la décision d’un autre membre de l’équipe.",
  link: "/approvals",
  except: request.requestedBy,
});
