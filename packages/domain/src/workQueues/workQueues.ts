/**
 * Work queues (docs/saved-views.md): the service levels the shop keeps, each a rule on one list
 * « late after N hours ». Defined here once; the API counts the late records
 * (modules/savedViews/workQueues.ts) with the same filter the list applies to `?late=1`, so the
 * sidebar's badge is the number of rows its link shows.
 */
import type { OrderStatusValue } from "../orderStatuses";

export const WORK_QUEUE_IDS = ["ordersPaidUnshipped", "contactMessagesUnanswered", "feedbackUnanswered", "personalDataRequestsDue"] as const;
export type WorkQueueId = (typeof WORK_QUEUE_IDS)[number];

export interface WorkQueueRule {
  id: WorkQueueId;
  /** French, as the dashboard's card says it. */
  label: string;
  /**
   * A record is late once it has waited more than this. Absent for a queue ruled by a due date
   * instead (personal-data requests: personalData/requests.ts `isDueSoon`).
   */
  lateAfterHours?: number;
  /** The console's list, filtered to exactly the late records by `?late=1`. */
  path: string;
}

const HOUR = 3_600_000;

/** The URL parameter (and API filter field) of a list's late records. */
export const LATE_PARAM = "late";

export const WORK_QUEUES: readonly WorkQueueRule[] = [
  { id: "ordersPaidUnshipped", label: "Payée depuis plus de 48 h sans expédition", lateAfterHours: 48, path: "/orders?late=1" },
  { id: "contactMessagesUnanswered", label: "Message sans réponse depuis plus de 24 h", lateAfterHours: 24, path: "/contact-messages?late=1" },
  { id: "feedbackUnanswered", label: "Feedback sans réponse depuis plus de 24 h", lateAfterHours: 24, path: "/feedback?late=1" },
  { id: "personalDataRequestsDue", label: "Demande RGPD à échéance dans 7 jours ou moins", path: "/personal-data-requests?late=1" },
];

export const workQueue = (id: WorkQueueId): WorkQueueRule => WORK_QUEUES.find((q) => q.id === id)!;

/** An order waits for shipping while paid or being prepared. */
export const LATE_ORDER_STATUSES: readonly OrderStatusValue[] = ["paid", "processing"];
/** An inbox message waits for an answer while nobody has touched it (status NEW in both inboxes). */
export const UNANSWERED_STATUS = "NEW";

/** Records older than this instant (strictly) are late: `paidAt < cutoff`, `createdAt < cutoff`. */
export const lateCutoff = (id: Exclude<WorkQueueId, "personalDataRequestsDue">, now: Date): Date =>
  new Date(now.getTime() - workQueue(id).lateAfterHours! * HOUR);

/** The rule on one order, as the count and the list's filter apply it in Firestore. */
export function isLateOrder(order: { status: string; paidAt: string | null }, now: Date): boolean {
  if (!(LATE_ORDER_STATUSES as readonly string[]).includes(order.status) || !order.paidAt) return false;
  return Date.parse(order.paidAt) < lateCutoff("ordersPaidUnshipped", now).getTime();
}

/** The rule on one feedback or contact message. */
export function isUnansweredLate(
  message: { status: string; createdAt: string | null },
  id: "contactMessagesUnanswered" | "feedbackUnanswered",
  now: Date,
): boolean {
  if (message.status !== UNANSWERED_STATUS || !message.createdAt) return false;
  return Date.parse(message.createdAt) < lateCutoff(id, now).getTime();
}
