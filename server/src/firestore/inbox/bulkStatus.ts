/**
 * The inboxes' bulk status change, one implementation for feedback and contact messages: inside
 * the caller's audited write, reads the 1–100 records at once, leaves the missing and the refused
 * (with their reason on `ids[i]`) unchanged, writes each change with its audit entry, and moves
 * the box's unread counter by the sum of the changes (inbox/counters.ts).
 */
import type { DocumentData, DocumentReference, DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import { inputField, userError, type UserError } from "@atelier/domain/userErrors";
import type { TransitionDecision } from "@atelier/domain/inbox";
import type { AuditAction } from "../../rules/auditActions";
import type { WriteScope } from "../auditedWrite";
import { addUnread, statusChangeDelta, type InboxKind } from "./counters";

export interface BulkOutcome<R> {
  /** Every existing record asked for, as it is now (changed or already at the status). */
  records: R[];
  /** Ids with no record: nothing written for them. */
  missing: string[];
  /** Records whose status may not move to the one asked: unchanged, with the reason. */
  refused: { id: string; error: UserError }[];
}

/** What differs between the two boxes. */
export interface BulkStatusKind<R extends { status: S }, S extends string> {
  kind: InboxKind;
  action: AuditAction;
  targetType: string;
  fromSnapshot(snap: DocumentSnapshot): R;
  transition(from: S, to: S): TransitionDecision;
  /** The reason of a refused move, in French. */
  refusal(from: S, to: S): string;
  /** The fields written and the record as it is after the change. */
  change(before: R, status: S, w: WriteScope): { fields: DocumentData; after: R };
}

export async function setStatuses<R extends { status: S }, S extends string>(
  firestore: Firestore,
  w: WriteScope,
  refs: DocumentReference[],
  status: S,
  box: BulkStatusKind<R, S>,
): Promise<BulkOutcome<R>> {
  const snaps = await w.getAll(refs);
  const outcome: BulkOutcome<R> = { records: [], missing: [], refused: [] };
  let delta = 0;
  snaps.forEach((snap, index) => {
    if (!snap.exists) return void outcome.missing.push(snap.id);
    const before = box.fromSnapshot(snap);
    const decision = box.transition(before.status, status);
    if (decision === "refused") {
      return void outcome.refused.push({ id: snap.id, error: userError(inputField("ids", index), box.refusal(before.status, status), "INVALID") });
    }
    if (decision === "same") return void outcome.records.push(before);
    delta += statusChangeDelta(snap.data()!, before.status, status);
    const { fields, after } = box.change(before, status, w);
    w.tx.update(snap.ref, fields);
    w.audit({ action: box.action, targetType: box.targetType, targetId: snap.id, before: { status: before.status }, after: { status } });
    outcome.records.push(after);
  });
  addUnread(firestore, w.tx, box.kind, delta, String(w.now.toMillis()));
  return outcome;
}
