/**
 * A member's notification as stored: `memberNotifications/{key}_{uid}` (docs/notifications.md).
 * The id joins the event's key and the member: one event tells each member once, whatever retries.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { NOTIFICATION_KIND_TYPES, NOTIFICATION_KINDS, type NotificationKind, type NotificationType } from "@atelier/domain/notifications/memberNotifications";
import { isoDate } from "../firestore/convert";

export const MEMBER_NOTIFICATIONS = "memberNotifications";
/** The events told already, by key (dispatch.ts `claim`): kept two days. */
export const NOTIFICATION_EVENTS = "notificationEvents";

export interface MemberNotificationRecord {
  id: string;
  memberUid: string;
  kind: NotificationKind;
  /** The GraphQL enum's value (SUCCESS…). */
  type: Uppercase<NotificationType>;
  title: string;
  message: string;
  link: string;
  createdAt: string | null;
  read: boolean;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function memberNotificationFromSnapshot(snap: Pick<DocumentSnapshot, "id" | "data">): MemberNotificationRecord {
  const d = snap.data() ?? {};
  const kind: NotificationKind = (NOTIFICATION_KINDS as readonly string[]).includes(d.kind) ? d.kind : "ORDER_PAID";
  return {
    id: snap.id,
    memberUid: text(d.memberUid),
    kind,
    type: NOTIFICATION_KIND_TYPES[kind].toUpperCase() as Uppercase<NotificationType>,
    title: text(d.title),
    message: text(d.message),
    // Only a path inside the console: a stored link never sends a member elsewhere.
    link: typeof d.link === "string" && d.link.startsWith("/") && !d.link.startsWith("//") ? d.link : "/",
    createdAt: isoDate(d.createdAt),
    read: d.read === true,
  };
}
