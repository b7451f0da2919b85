/**
 * An administrator's contact-message writes, each one audited transaction (docs/server-writes.md)
 * that also moves the unread counter (inbox/counters.ts). A reply writes its `mail` document in
 * the same transaction (mail/enqueue.ts): the thread shows a reply exactly when its mail is queued.
 */
import { randomUUID } from "node:crypto";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { REPLYABLE, contactTransition, inboxMessages, type ContactStatusValue } from "@atelier/domain/inbox";
import { inputField, userError } from "@atelier/domain/userErrors";
import { auditedWrites, type WriteResult } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { addUnread, statusChangeDelta } from "../inbox/counters";
import { setStatuses, type BulkOutcome, type BulkStatusKind } from "../inbox/bulkStatus";
import { mailOutbox } from "../mail/enqueue";
import { CONTACT_MESSAGES, CONTACT_REPLY_TEMPLATE, MAX_CONTACT_REPLIES, contactMessageFromSnapshot, type ContactMessageRecord } from "./record";

export interface ReplyOptions {
  /** Reply-To of the mail (the shop's address), when configured. */
  replyTo?: string | null;
}

/** How a contact message's status moves in a bulk change (inbox/bulkStatus.ts); REPLIED only by a reply. */
const contactStatus: BulkStatusKind<ContactMessageRecord, ContactStatusValue> = {
  kind: "contactMessages",
  action: "contactMessage.setStatus",
  targetType: "contactMessage",
  fromSnapshot: contactMessageFromSnapshot,
  transition: contactTransition,
  refusal: (from, to) => (to === "REPLIED" ? inboxMessages.repliedOnlyByReply : inboxMessages.contactTransition(from, to)),
  // Opening aside, the first move out of NEW stamps readAt once.
  change: (before, status, w) => ({
    fields: { status, updatedAt: w.now, ...(before.readAt || status === "NEW" ? {} : { readAt: w.now }) },
    after: {
      ...before,
      status,
      readAt: before.readAt ?? (status === "NEW" ? null : w.now.toDate().toISOString()),
      updatedAt: w.now.toDate().toISOString(),
    },
  }),
};

export function contactMessageWrites(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const ref = (id: string) => firestore.collection(CONTACT_MESSAGES).doc(id);
  return {
    /** Moves 1–100 messages to `status` in ONE audited write; REPLIED is refused (a reply does it). */
    setStatus: (actorUid: string, ids: readonly string[], status: ContactStatusValue): Promise<WriteResult<BulkOutcome<ContactMessageRecord>>> =>
      writes.run(actorUid, (w) => setStatuses(firestore, w, ids.map(ref), status, contactStatus)),

    /** What opening a message does: NEW becomes READ; any other status is left as it is (no audit entry). */
    markRead: (actorUid: string, id: string): Promise<WriteResult<ContactMessageRecord>> =>
      writes.run(actorUid, async (w) => {
        const snap = await w.get(ref(id));
        if (!snap.exists) w.refuse([userError(inputField("id"), "Message introuvable.", "NOT_FOUND")]);
        const before = contactMessageFromSnapshot(snap);
        if (before.status !== "NEW") return before;
        w.tx.update(ref(id), { status: "READ", readAt: w.now, updatedAt: w.now });
        addUnread(firestore, w.tx, "contactMessages", statusChangeDelta(snap.data()!, "NEW", "READ"), id);
        w.audit({ action: "contactMessage.markRead", targetType: "contactMessage", targetId: id, before: { status: "NEW" }, after: { status: "READ" } });
        const now = w.now.toDate().toISOString();
        return { ...before, status: "READ", readAt: now, updatedAt: now };
      }),

    /**
     * Replies: queues the `contact-reply` mail (Trigger Email format), appends the reply to the
     * thread and sets REPLIED, in one transaction.
     */
    reply: (actorUid: string, id: string, body: string, options: ReplyOptions = {}): Promise<WriteResult<ContactMessageRecord>> =>
      writes.run(actorUid, async (w) => {
        const snap = await w.get(ref(id));
        if (!snap.exists) w.refuse([userError(inputField("id"), "Message introuvable.", "NOT_FOUND")]);
        const before = contactMessageFromSnapshot(snap);
        if (!REPLYABLE.includes(before.status)) w.refuse([userError(inputField("body"), inboxMessages.noReplyToSpam, "INVALID")]);
        if (before.replies.length >= MAX_CONTACT_REPLIES) {
          w.refuse([userError(inputField("body"), `Un message garde au plus ${MAX_CONTACT_REPLIES} réponses.`, "TOO_MANY")]);
        }
        // The settings' switch « Réponse à un message de contact »: off, the reply is kept in the
        // thread without a mail (mailId null), and the console says so.
        const outbox = await mailOutbox(w, firestore);
        const mailId = outbox.enabled("contactReply")
          ? outbox.enqueue({
              to: before.email,
              template: CONTACT_REPLY_TEMPLATE,
              data: { name: before.name, subject: before.subject, reply: body, originalMessage: before.message },
              source: "contactMessage.reply",
              ...(options.replyTo ? { replyTo: options.replyTo } : {}),
            })
          : null;
        const reply = { id: randomUUID(), body, sentAt: w.now, sentBy: actorUid, mailId };
        const readAt = before.readAt ? {} : { readAt: w.now };
        w.tx.update(ref(id), { status: "REPLIED", replies: FieldValue.arrayUnion(reply), updatedAt: w.now, ...readAt });
        addUnread(firestore, w.tx, "contactMessages", statusChangeDelta(snap.data()!, before.status, "REPLIED"), id);
        w.audit({
          action: "contactMessage.reply",
          targetType: "contactMessage",
          targetId: id,
          before: { status: before.status },
          after: { status: "REPLIED", mailId, reply: body },
        });
        const now = w.now.toDate().toISOString();
        return {
          ...before,
          status: "REPLIED",
          readAt: before.readAt ?? now,
          updatedAt: now,
          replies: [...before.replies, { ...reply, sentAt: now }],
        };
      }),
  };
}
