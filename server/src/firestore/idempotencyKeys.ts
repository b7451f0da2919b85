import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { idempotencyKeyId } from "../rules/idempotencyKey";
import type { CostMeter } from "./cost";

/**
 * idempotencyKeys/{sha256 of actor and key}: { actorUid, fingerprint, outcome, createdAt, expireAt },
 * written in the transaction of the change it protects, so the key exists exactly when the
 * change does. A retry is a retry for minutes, not days: after KEY_HOURS the key is forgotten
 * (a TTL policy on expireAt deletes it; until then an expired key counts as unused).
 */
export const IDEMPOTENCY_KEYS = "idempotencyKeys";
const KEY_HOURS = 24;

export interface IdempotentRequest {
  actorUid: string;
  key: string;
  /** requestFingerprint(action, payload). */
  fingerprint: string;
}

export type KeyLookup<Outcome> = { kind: "unused" } | { kind: "replay"; outcome: Outcome } | { kind: "conflict" };

export function idempotencyKeys(firestore: Firestore, meter: CostMeter) {
  const ref = (request: IdempotentRequest) => firestore.collection(IDEMPOTENCY_KEYS).doc(idempotencyKeyId(request.actorUid, request.key));
  return {
    /** Read inside `tx` before any write; a concurrent first use makes this transaction retry. */
    async lookup<Outcome>(tx: Transaction, request: IdempotentRequest): Promise<KeyLookup<Outcome>> {
      const snap = await tx.get(ref(request));
      meter.documentsRead(1);
      const expireAt = snap.get("expireAt") as Timestamp | undefined;
      if (!snap.exists || !expireAt || expireAt.toMillis() <= Date.now()) return { kind: "unused" };
      if (snap.get("fingerprint") !== request.fingerprint) return { kind: "conflict" };
      return { kind: "replay", outcome: snap.get("outcome") as Outcome };
    },

    record(tx: Transaction, request: IdempotentRequest, outcome: Record<string, unknown>): void {
      const now = Timestamp.now();
      tx.set(ref(request), {
        actorUid: request.actorUid,
        fingerprint: request.fingerprint,
        outcome,
        createdAt: now,
        expireAt: Timestamp.fromMillis(now.toMillis() + KEY_HOURS * 3_600_000),
      });
    },
  };
}
