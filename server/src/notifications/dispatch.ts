/**
 * Tells the members an event concerns (docs/notifications.md): the team's records are read in one
 * query (a handful of members, STAFF_BOUND at most), each member whose role holds the event's
 * permission and whose preferences want it gets one notification, a signal in the change feed
 * addressed to them alone (their consoles refresh the bell at once, on every device), and a mail
 * when they asked for this kind by mail — the three in one batch per member.
 *
 * Called by the triggers (an order paid, a message received, a creation to moderate, an approval
 * requested), the hourly check of the work queues and the nightly check of the figures. Each event
 * is told once: its key is claimed first (`notificationEvents/{key}`, created or found), so a
 * second call for it — a redelivered trigger, the next creation of the day over the threshold, the
 * next hourly pass — reads nothing and writes nothing, even once the members have cleared their
 * bell. A trigger that fails after the claim is not told again on retry: a notification lost
 * rather than twice (the record itself is still on its list).
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { memberAudience } from "@atelier/domain/live/changeFeed";
import { delivery, NOTIFICATION_TTL_DAYS, preferencesFrom, type NotificationEvent } from "@atelier/domain/notifications/memberNotifications";
import { MAIL } from "../firestore/mail/record";
import { consoleLoginUrl, STAFF_BOUND } from "../firestore/staff";
import { mailSettingsFromData, senderAddress, settingsRef } from "../firestore/settings/record";
import { USERS } from "../firestore/users/record";
import { staffClaimOf } from "../firestore/users/staffClaims";
import { feedSignal } from "../live/changeFeed";
import { notificationMail } from "./mail";
import { MEMBER_NOTIFICATIONS, NOTIFICATION_EVENTS } from "./record";
import { alreadyExists } from "../firestore/writeConflicts";

/** Claims the event's key; false when an earlier call did. The claims go after two days (TTL). */
async function claim(firestore: Firestore, key: string): Promise<boolean> {
  try {
    await firestore
      .collection(NOTIFICATION_EVENTS)
      .doc(key)
      .create({ createdAt: Timestamp.now(), expireAt: Timestamp.fromMillis(Date.now() + 2 * 86_400_000) });
    return true;
  } catch (err) {
    if (alreadyExists(err)) return false;
    throw err;
  }
}

/** The console's address, for a mail's link (CONSOLE_URL, the local console by default). */
const consoleUrl = (path: string) => consoleLoginUrl().replace(/\/login$/, "") + path;

/** The members told of `event`: their uids (those told already by an earlier call included). */
export async function notifyMembers(firestore: Firestore, event: NotificationEvent): Promise<string[]> {
  if (!(await claim(firestore, event.key))) return [];
  const members = await firestore.collection(USERS).where("isAdmin", "==", true).limit(STAFF_BOUND).get();
  const told = members.docs
    .filter((doc) => doc.id !== event.except && doc.get("staffDisabled") !== true)
    .filter((doc) => staffClaimOf(doc.data())?.permissions.includes(event.permission))
    .map((doc) => ({ uid: doc.id, email: doc.get("email"), ...delivery(preferencesFrom(doc.get("notificationPreferences")), event) }))
    .filter((member) => member.inApp);
  if (told.length === 0) return [];

  const mailed = told.some((member) => member.mail && typeof member.email === "string");
  const settings = mailed ? mailSettingsFromData((await settingsRef(firestore).get()).data()) : null;
  const now = Timestamp.now();
  const expireAt = Timestamp.fromMillis(now.toMillis() + NOTIFICATION_TTL_DAYS * 86_400_000);

  await Promise.all(
    told.map(async (member) => {
      const batch = firestore.batch();
      const ref = firestore.collection(MEMBER_NOTIFICATIONS).doc(`${event.key}_${member.uid}`);
      batch.create(ref, {
        memberUid: member.uid,
        kind: event.kind,
        title: event.title,
        message: event.message,
        link: event.link,
        read: false,
        createdAt: now,
        expireAt,
      });
      const signal = feedSignal(firestore, { kind: "notification", recordId: ref.id, change: "created", permission: memberAudience(member.uid) });
      batch.set(signal.ref, signal.data);
      if (member.mail && settings && typeof member.email === "string" && member.email) {
        const sender = senderAddress(settings);
        batch.create(firestore.collection(MAIL).doc(), {
          to: member.email.trim().toLowerCase(),
          message: notificationMail({ title: event.title, message: event.message, link: consoleUrl(event.link), shopName: settings.shopName }),
          ...(sender ? { from: sender } : {}),
          source: "memberNotification",
          createdAt: now,
          delivery: { state: "PENDING", attempts: 0, error: null, info: null, startTime: null, endTime: null, leaseExpireTime: null },
        });
      }
      await batch.commit();
    }),
  );
  return told.map((member) => member.uid);
}
