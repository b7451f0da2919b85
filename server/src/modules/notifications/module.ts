/**
 * The signed-in member's notifications and their preferences (issue 36, docs/notifications.md).
 * Everything here is about the caller themself: any administrator, no permission more — what they
 * are told follows their role when it is told (notifications/dispatch.ts), not when it is read.
 */
import { NOTIFICATION_KINDS, NOTIFICATIONS_CLEARED_PER_CALL, NOTIFICATIONS_SHOWN } from "@atelier/domain/notifications/memberNotifications";
import { ADMIN, INHERIT } from "../../auth/fieldAccess";
import { notificationPreferencesRepository } from "../../notifications/preferences";
import { memberNotificationRepository } from "../../notifications/repository";
import { ONE } from "../../limits/costModel";
import { defineModule } from "../serverModule";
import { notificationResolvers } from "./notifications";

declare module "../../firestore" {
  interface Repositories {
    memberNotifications: ReturnType<typeof memberNotificationRepository>;
    notificationPreferences: ReturnType<typeof notificationPreferencesRepository>;
  }
}

/** The bell as a write answers it: the newest shown and one count(). */
const BELL_READS = NOTIFICATIONS_SHOWN + 1;

export default defineModule({
  repositories: { memberNotifications: memberNotificationRepository, notificationPreferences: notificationPreferencesRepository },
  resolvers: [notificationResolvers],
  access: {
    "Query.myNotifications": ADMIN,
    "Query.myNotificationPreferences": ADMIN,
    "Mutation.markNotificationsRead": ADMIN,
    "Mutation.removeNotification": ADMIN,
    "Mutation.clearNotifications": ADMIN,
    "Mutation.updateNotificationPreferences": ADMIN,
    MemberNotification: INHERIT,
    MemberNotifications: INHERIT,
    NotificationKindOption: INHERIT,
    NotificationPreferences: INHERIT,
    MemberNotificationsPayload: INHERIT,
    NotificationPreferencesPayload: INHERIT,
  },
  costs: {
    "Query.myNotifications": { reads: BELL_READS },
    "MemberNotifications.items": { items: NOTIFICATIONS_SHOWN },
    // Query.myNotificationPreferences: the caller's record, read by the access check; nothing more.
    "NotificationPreferences.kinds": { items: NOTIFICATION_KINDS.length },
    // The unread ones (or those named, 30 at most), then the bell.
    "Mutation.markNotificationsRead": { reads: NOTIFICATIONS_CLEARED_PER_CALL + BELL_READS },
    "Mutation.removeNotification": { reads: 1 + BELL_READS },
    "Mutation.clearNotifications": { reads: NOTIFICATIONS_CLEARED_PER_CALL + BELL_READS },
    "Mutation.updateNotificationPreferences": ONE,
  },
});
