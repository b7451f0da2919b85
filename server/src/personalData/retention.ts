/**
 * Retention (issue 37 point 4, docs/personal-data.md « Conservation »): every night, the contact
 * messages, feedback and mails sent older than the owner's periods (settings/app `retention`) are
 * deleted. Page by page in `createdAt` order (a single-field range, no composite index), each page
 * one transaction that also takes its unread messages off the inbox's counters, so the badges and
 * the nightly reconciliation stay equal to the records. One audit entry says what was deleted.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { RETENTION_KINDS, retentionCutoff, retentionField, type RetentionKind, type RetentionPeriods } from "@atelier/domain/personalData/retention";
import { auditLogWriter } from "../firestore/auditLog";
import { addUnread, statusChangeDelta, type InboxKind } from "../firestore/inbox/counters";
import { settingsFromData, settingsRef } from "../firestore/settings/record";
import { SYSTEM_ACTOR } from "../firestore/statsVerify";

const PAGE = 200;

/** Where each kind lives, and the inbox counter its unread records count in. */
const KINDS: Record<RetentionKind, { collection: string; inbox?: InboxKind; auditField: string }> = {
  contactMessages: { collection: "contactMessages", inbox: "contactMessages", auditField: "purgedContactMessages" },
  feedback: { collection: "feedback", inbox: "feedback", auditField: "purgedFeedback" },
  mail: { collection: "mail", auditField: "purgedMail" },
};

export interface RetentionReport {
  retention: RetentionPeriods;
  /** Per kind: the instant before which records were deleted (ISO-8601). */
  cutoffs: Record<RetentionKind, string>;
  purged: Record<RetentionKind, number>;
  /** False when a kind reached `maxPerKind`: the next night goes on. */
  complete: boolean;
}

/**
 * Deletes what is older than its period, at most `maxPerKind` records of each kind per run (a
 * first run on years of history is spread over a few nights rather than one long one).
 */
export async function purgeExpiredRecords(firestore: Firestore, { now = new Date(), maxPerKind = 5000 } = {}): Promise<RetentionReport> {
  const { retention } = settingsFromData((await settingsRef(firestore).get()).data());
  const report: RetentionReport = {
    retention,
    cutoffs: {} as RetentionReport["cutoffs"],
    purged: { contactMessages: 0, feedback: 0, mail: 0 },
    complete: true,
  };
  for (const kind of RETENTION_KINDS) {
    const { collection, inbox } = KINDS[kind];
    const cutoff = retentionCutoff(now, retention[retentionField(kind)]);
    report.cutoffs[kind] = cutoff.toISOString();
    const expired = firestore.collection(collection).where("createdAt", "<", Timestamp.fromDate(cutoff)).orderBy("createdAt");
    for (;;) {
      const limit = Math.min(PAGE, maxPerKind - report.purged[kind]);
      if (limit <= 0) {
        report.complete = false;
        break;
      }
      const deleted = await firestore.runTransaction(async (tx) => {
        const snap = await tx.get(expired.limit(limit));
        for (const doc of snap.docs) {
          if (inbox) addUnread(firestore, tx, inbox, statusChangeDelta(doc.data(), String(doc.get("status")), "DELETED"), doc.id);
          tx.delete(doc.ref);
        }
        return snap.size;
      });
      report.purged[kind] += deleted;
      if (deleted < limit) break;
    }
  }
  if (RETENTION_KINDS.some((kind) => report.purged[kind] > 0)) {
    await auditLogWriter(firestore).append({
      actorUid: SYSTEM_ACTOR,
      action: "settings.purgeExpired",
      targetType: "settings",
      targetId: "app",
      before: null,
      after: { retention, ...Object.fromEntries(RETENTION_KINDS.map((kind) => [KINDS[kind].auditField, report.purged[kind]])) },
    });
  }
  return report;
}
