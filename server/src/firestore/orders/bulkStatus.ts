/**
 * Many orders moved to one status (docs/bulk-orders.md): the selection is cut into transactions
 * of BULK_TRANSACTION_SIZE orders, each one audited write that reads its orders (and, for a
 * status that mails, settings/app and the customers once), moves those the rule lets move,
 * writes each one's history entry, audit entry and mail, and records the request's key. The
 * others are named with their reason and left untouched.
 *
 * A retry is safe twice over: each transaction's key (`{key}-{n}`) replays its first outcome, and
 * an order already moved is SAME_STATUS on a new key, so no order is ever moved or mailed twice.
 * A failure midway leaves the transactions before it committed; the same request again finishes the rest.
 */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { applyStatusChange } from "@atelier/domain/orderStatusChange";
import type { OrderStatusValue } from "@atelier/domain/orderStatuses";
import { shortOrderId } from "@atelier/domain/finances/refund";
import { BULK_TRANSACTION_SIZE, bulkMoveDecision, bulkRefusalMessages, type BulkOrderStatus, type BulkRefusalCode } from "@atelier/domain/orders/bulkStatus";
import { idempotencyKeyReused, requestFingerprint } from "../../rules/idempotencyKey";
import { auditedWrites, type WriteResult, type WriteScope } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { idempotencyKeys } from "../idempotencyKeys";
import { mailOutbox } from "../mail/enqueue";
import { USERS } from "../users/record";
import { ORDERS, orderFromSnapshot, type OrderRecord } from "./record";
import { stampBefore, statusChangeFields, statusMailOf, writeStatusMail } from "./writes";

/** One order of the selection; a tracking number is set with the move (a carrier's file). */
export interface BulkOrderMove {
  orderId: string;
  trackingNumber?: string | null;
}

export interface OrderRefusalRecord {
  orderId: string;
  shortId: string;
  reason: string;
  code: BulkRefusalCode;
}

export interface BulkStatusOutcome {
  changed: OrderRecord[];
  refused: OrderRefusalRecord[];
}

/** What a transaction's key keeps: enough to answer a replay with the orders as they are then. */
interface ChunkOutcome {
  changedIds: string[];
  refused: OrderRefusalRecord[];
}

const refusal = (orderId: string, code: BulkRefusalCode, reason: string): OrderRefusalRecord => ({ orderId, shortId: shortOrderId(orderId), reason, code });

export function bulkStatusWrites(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const keys = idempotencyKeys(firestore, meter);
  const orders = firestore.collection(ORDERS);

  /** The customers of the orders that will be mailed, read once each (after the orders, before any write). */
  async function customersOf(w: WriteScope, moved: OrderRecord[]): Promise<Map<string, DocumentData | undefined>> {
    const uids = [...new Set(moved.map((order) => order.userId).filter((uid): uid is string => uid !== null))];
    const snaps = await w.getAll(uids.map((uid) => firestore.collection(USERS).doc(uid)));
    return new Map(snaps.map((snap) => [snap.id, snap.data()]));
  }

  function moveChunk(actorUid: string, moves: BulkOrderMove[], to: BulkOrderStatus, key: string, fingerprint: string) {
    return writes.run(actorUid, async (w): Promise<BulkStatusOutcome> => {
      const request = { actorUid, key, fingerprint };
      const lookup = await keys.lookup<ChunkOutcome>(w.tx, request);
      if (lookup.kind === "conflict") return w.refuse([idempotencyKeyReused()]);
      const snaps = await w.getAll(moves.map((move) => orders.doc(move.orderId)));
      if (lookup.kind === "replay") {
        const byId = new Map(snaps.filter((snap) => snap.exists).map((snap) => [snap.id, orderFromSnapshot(snap)]));
        return { changed: lookup.outcome.changedIds.flatMap((id) => byId.get(id) ?? []), refused: lookup.outcome.refused };
      }

      const refused: OrderRefusalRecord[] = [];
      const decided: { before: OrderRecord; after: OrderRecord; kind: "move" | "tracking" }[] = [];
      snaps.forEach((snap, index) => {
        const move = moves[index]!;
        if (!snap.exists) return void refused.push(refusal(move.orderId, "NOT_FOUND", bulkRefusalMessages.notFound));
        const before = orderFromSnapshot(snap);
        const trackingNumber = move.trackingNumber === undefined ? before.trackingNumber : move.trackingNumber;
        const decision = bulkMoveDecision(before.status, to, trackingNumber !== before.trackingNumber);
        if (decision.kind === "refused") return void refused.push(refusal(before.id, decision.code, decision.reason));
        decided.push({ before, after: { ...before, trackingNumber }, kind: decision.kind });
      });

      // Reads before any write (a transaction's rule): the mails' settings and customers.
      const mailed = decided.filter((d) => d.kind === "move" && d.after.userId !== null && statusMailOf(to) !== null);
      const outbox = mailed.length ? await mailOutbox(w, firestore) : null;
      const customers = outbox
        ? await customersOf(
            w,
            mailed.map((d) => d.after),
          )
        : new Map<string, DocumentData | undefined>();

      const changedAt = w.now.toDate().toISOString();
      const changed = decided.map(({ before, after, kind }) => {
        const ref = orders.doc(before.id);
        const tracking = after.trackingNumber !== before.trackingNumber ? { trackingNumber: after.trackingNumber } : {};
        if (kind === "tracking") {
          w.tx.update(ref, { ...tracking, updatedAt: w.now });
          w.audit({
            action: "order.setTrackingNumber",
            targetType: "order",
            targetId: before.id,
            before: { trackingNumber: before.trackingNumber },
            after: tracking,
          });
          return { ...after, updatedAt: changedAt };
        }
        const result = applyStatusChange(before.status, to, changedAt, actorUid);
        if (!result.ok) throw new Error(`bulkMoveDecision let ${before.status} → ${to} through`);
        const { status, dates, fields } = statusChangeFields(w, result.write, to);
        w.tx.update(ref, { ...fields, ...tracking });
        w.audit({
          action: "order.changeStatus",
          targetType: "order",
          targetId: before.id,
          before: {
            status: before.status,
            ...stampBefore(before, result.write),
            ...(tracking.trackingNumber !== undefined ? { trackingNumber: before.trackingNumber } : {}),
          },
          after: { status, ...dates, ...tracking },
        });
        const moved: OrderRecord = { ...after, ...result.write, statusHistory: [...before.statusHistory, result.entry] };
        if (outbox && moved.userId) writeStatusMail(outbox, moved, to, customers.get(moved.userId), null);
        return moved;
      });
      keys.record(w.tx, request, { changedIds: changed.map((order) => order.id), refused } satisfies ChunkOutcome);
      return { changed, refused };
    });
  }

  return {
    /**
     * Moves `moves` (at most BULK_ORDER_LIMIT, ids unique and checked by the caller) to `to`, in
     * transactions of BULK_TRANSACTION_SIZE, one after the other. Refused only as a whole when a
     * transaction's key was used for another request (then the transactions before it stay done).
     */
    async changeStatuses(
      actorUid: string,
      moves: BulkOrderMove[],
      to: OrderStatusValue & BulkOrderStatus,
      request: { key: string },
    ): Promise<WriteResult<BulkStatusOutcome>> {
      const fingerprint = requestFingerprint("changeOrdersStatus", { to, moves: moves.map((m) => [m.orderId, m.trackingNumber ?? null]) });
      const outcome: BulkStatusOutcome = { changed: [], refused: [] };
      for (let start = 0, n = 0; start < moves.length; start += BULK_TRANSACTION_SIZE, n++) {
        const chunk = await moveChunk(actorUid, moves.slice(start, start + BULK_TRANSACTION_SIZE), to, `${request.key}-${n}`, fingerprint);
        if (!chunk.ok) return chunk;
        outcome.changed.push(...chunk.value.changed);
        outcome.refused.push(...chunk.value.refused);
      }
      return { ok: true, value: outcome };
    },
  };
}
