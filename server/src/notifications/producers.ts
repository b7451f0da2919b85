/**
 * Where notifications come from (docs/notifications.md): the triggers call these after their own
 * work, the scheduled checks at their end. Each reads nothing unless its event may have happened
 * (an order just paid, a creation just awaiting moderation), then tells the members it concerns
 * (dispatch.ts).
 */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { APPROVAL_KINDS } from "@atelier/domain/approvals/approvals";
import { MODERATION_QUEUE_THRESHOLD } from "@atelier/domain/notifications/memberNotifications";
import { parisDay } from "@atelier/domain/parisCalendar";
import { WORK_QUEUES } from "@atelier/domain/workQueues/workQueues";
import { CONTACT_MESSAGES } from "../firestore/contactMessages/record";
import { CostMeter } from "../firestore/cost";
import { CREATIONS } from "../firestore/creations/record";
import { FEEDBACK } from "../firestore/feedback/record";
import { createRepositories } from "../modules/registry";
import { lateCounts, WORK_QUEUE_PERMISSIONS } from "../modules/savedViews/workQueues";
import { notifyMembers } from "./dispatch";
import {
  approvalRequestedEvent,
  contactMessageEvent,
  feedbackEvent,
  figuresDriftEvent,
  moderationQueueEvent,
  orderPaidEvent,
  workQueueLateEvent,
} from "./events";

/** After an order's write (aggregateOrders): an order that became paid. */
export async function notifyOrderWrite(firestore: Firestore, orderId: string, before: DocumentData | undefined, after: DocumentData | undefined) {
  const event = orderPaidEvent(orderId, before, after);
  if (event) await notifyMembers(firestore, event);
}

const awaitsModeration = (d: DocumentData | undefined) => d?.moderation?.isModerated === false;

/**
 * After a creation's write (aggregateCreations): a creation that joined the moderation queue, with
 * the queue now above its threshold (one count(): a read per thousand awaiting), tells the
 * moderators — once a day, the event's key being the day.
 */
export async function notifyCreationWrite(firestore: Firestore, before: DocumentData | undefined, after: DocumentData | undefined, now = new Date()) {
  if (!awaitsModeration(after) || awaitsModeration(before)) return;
  const awaiting = (await firestore.collection(CREATIONS).where("moderation.isModerated", "==", false).count().get()).data().count;
  if (awaiting > MODERATION_QUEUE_THRESHOLD) await notifyMembers(firestore, moderationQueueEvent(awaiting, parisDay(now)));
}

/** After a storefront message was accepted: told unless the acceptance marked it as spam. */
export async function notifyInboxArrival(firestore: Firestore, kind: "contactMessage" | "feedback", id: string) {
  const snap = await firestore
    .collection(kind === "contactMessage" ? CONTACT_MESSAGES : FEEDBACK)
    .doc(id)
    .get();
  if (snap.get("status") !== "NEW") return;
  await notifyMembers(firestore, kind === "contactMessage" ? contactMessageEvent(id) : feedbackEvent(id));
}

/** A write held for approval (its request just created): those who may decide it, never who asked. */
export async function notifyApprovalRequested(firestore: Firestore, id: string, request: DocumentData | undefined) {
  const kind = request?.kind;
  if (!request || !(APPROVAL_KINDS as readonly string[]).includes(kind) || typeof request.requestedBy !== "string") return;
  await notifyMembers(firestore, approvalRequestedEvent({ id, kind, requestedBy: request.requestedBy }));
}

/** The nightly check's end: drifts found tell the members who see the finances. */
export async function notifyFiguresDrift(firestore: Firestore, drifts: number, now = new Date()) {
  if (drifts > 0) await notifyMembers(firestore, figuresDriftEvent(drifts, parisDay(now)));
}

/**
 * Every hour (functions/src/nightly.ts): each work queue's late count, as the sidebar counts it
 * (one count() each); a queue with late records tells the members who may open it, once a day.
 * Answers the late counts, by queue.
 */
export async function notifyLateWorkQueues(firestore: Firestore, now = new Date()): Promise<Record<string, number>> {
  const repos = createRepositories(firestore, new CostMeter());
  const counts: Record<string, number> = {};
  for (const queue of WORK_QUEUES) {
    const late = await lateCounts[queue.id](repos, now);
    counts[queue.id] = late;
    if (late > 0) await notifyMembers(firestore, workQueueLateEvent(queue, WORK_QUEUE_PERMISSIONS[queue.id], late, parisDay(now)));
  }
  return counts;
}
