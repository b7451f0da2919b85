import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { checkAdminChange, checkBlockChange } from "../rules/adminRights";
import { userNotFound, type BalanceChange, type RuleError } from "../rules/credits";
import { idempotencyKeyReused, requestFingerprint } from "../rules/idempotencyKey";
import { auditLogWriter } from "./auditLog";
import type { CostMeter } from "./cost";
import { runTransaction } from "./retryBudget";
import { idempotencyKeys, type KeyLookup } from "./idempotencyKeys";
import { TRANSACTIONS, transactionFromSnapshot, type TransactionRecord } from "./transactions";
import { USERS, userFromSnapshot, type UserRecord } from "./users";

/** A credits or loyalty-points change as asked: `value` is the new balance or the delta. */
export interface BalanceRequest {
  actorUid: string;
  uid: string;
  value: number;
  /** Trimmed. */
  reason: string;
  idempotencyKey: string | null;
}

export type UserChangeResult<Extra = object> =
  | ({ ok: true; user: UserRecord } & Extra)
  | { ok: false; errors: RuleError[] };

/**
 * Every change of a user by an administrator: read, decide with the pure rules, write, and
 * append the audit entry, all in ONE Firestore transaction, so that concurrent changes never
 * lose a write and an entry exists exactly when the change does.
 */
export function userChanges(firestore: Firestore, meter: CostMeter) {
  const users = firestore.collection(USERS);
  const transactions = firestore.collection(TRANSACTIONS);
  const auditLog = auditLogWriter(firestore);
  const keys = idempotencyKeys(firestore, meter);
  const run = <T>(fn: (tx: Transaction) => Promise<T>) => runTransaction(firestore, fn);

  async function readUser(tx: Transaction, uid: string): Promise<UserRecord | null> {
    const snap = await tx.get(users.doc(uid));
    meter.documentsRead(1);
    return snap.exists ? userFromSnapshot(snap) : null;
  }

  /**
   * With an idempotency key, the key is read first: a replay of the same change answers its
   * first outcome with the current record and writes nothing; the same key for another change
   * is refused. A new key is recorded in the change's own transaction.
   */
  async function checkKey<Outcome>(tx: Transaction, change: BalanceRequest, action: string) {
    if (!change.idempotencyKey) return { request: null, lookup: { kind: "unused" } as KeyLookup<Outcome> };
    const request = {
      actorUid: change.actorUid,
      key: change.idempotencyKey,
      fingerprint: requestFingerprint(action, { userId: change.uid, value: change.value, reason: change.reason }),
    };
    return { request, lookup: await keys.lookup<Outcome>(tx, request) };
  }

  /** A credits change, recorded as a CREDIT_ADJUSTMENT transaction (amount 0: no money moved). */
  function changeCredits(
    change: BalanceRequest,
    action: "user.setCredits" | "user.adjustCredits",
    decide: (credits: number) => BalanceChange,
  ): Promise<UserChangeResult<{ transaction: TransactionRecord }>> {
    const { actorUid, uid, reason } = change;
    return run(async (tx) => {
      const { request, lookup } = await checkKey<{ transactionId: string }>(tx, change, action);
      if (lookup.kind === "conflict") return { ok: false, errors: [idempotencyKeyReused()] };
      const user = await readUser(tx, uid);
      if (!user) return { ok: false, errors: [userNotFound()] };
      if (lookup.kind === "replay") {
        const first = await tx.get(transactions.doc(lookup.outcome.transactionId));
        meter.documentsRead(1);
        return { ok: true, user, transaction: transactionFromSnapshot(first) };
      }
      const balance = decide(user.credits);
      if (!balance.ok) return balance;
      const ref = transactions.doc();
      const data = {
        userId: uid,
        type: "CREDIT_ADJUSTMENT",
        amount: 0,
        credits: balance.delta,
        status: "SUCCEEDED",
        description: reason,
        createdBy: actorUid,
        createdAt: Timestamp.now(),
      };
      tx.update(users.doc(uid), { credits: balance.balance, hasCredits: balance.balance > 0 });
      tx.create(ref, data);
      if (request) keys.record(tx, request, { transactionId: ref.id });
      await auditLog.append(
        {
          actorUid,
          action,
          targetType: "user",
          targetId: uid,
          before: { credits: user.credits },
          after: { credits: balance.balance, delta: balance.delta, reason, transactionId: ref.id },
        },
        tx,
      );
      const transaction: TransactionRecord = {
        ...data,
        id: ref.id,
        type: "CREDIT_ADJUSTMENT",
        status: "SUCCEEDED",
        orderId: null,
        createdAt: data.createdAt.toDate().toISOString(),
      };
      return { ok: true, user: { ...user, credits: balance.balance }, transaction };
    });
  }

  return {
    setCredits: (change: BalanceRequest, decide: (credits: number) => BalanceChange) => changeCredits(change, "user.setCredits", decide),
    adjustCredits: (change: BalanceRequest, decide: (credits: number) => BalanceChange) => changeCredits(change, "user.adjustCredits", decide),

    setLoyaltyPoints(change: BalanceRequest, decide: (points: number) => BalanceChange): Promise<UserChangeResult> {
      const { actorUid, uid, reason } = change;
      return run(async (tx) => {
        const { request, lookup } = await checkKey(tx, change, "user.setLoyaltyPoints");
        if (lookup.kind === "conflict") return { ok: false, errors: [idempotencyKeyReused()] };
        const user = await readUser(tx, uid);
        if (!user) return { ok: false, errors: [userNotFound()] };
        if (lookup.kind === "replay") return { ok: true, user };
        const balance = decide(user.loyaltyPoints);
        if (!balance.ok) return balance;
        tx.update(users.doc(uid), { loyaltyPoints: balance.balance });
        if (request) keys.record(tx, request, {});
        await auditLog.append(
          {
            actorUid,
            action: "user.setLoyaltyPoints",
            targetType: "user",
            targetId: uid,
            before: { loyaltyPoints: user.loyaltyPoints },
            after: { loyaltyPoints: balance.balance, reason },
          },
          tx,
        );
        return { ok: true, user: { ...user, loyaltyPoints: balance.balance } };
      });
    },

    setBlocked(actorUid: string, uid: string, block: boolean): Promise<UserChangeResult> {
      return run(async (tx) => {
        const user = await readUser(tx, uid);
        if (!user) return { ok: false, errors: [userNotFound()] };
        const errors = checkBlockChange({ actorUid, targetUid: uid, isBlocked: user.isBlocked, block });
        if (errors.length) return { ok: false, errors };
        tx.update(users.doc(uid), { isBlocked: block });
        await auditLog.append(
          { actorUid, action: block ? "user.block" : "user.unblock", targetType: "user", targetId: uid, before: { isBlocked: user.isBlocked }, after: { isBlocked: block } },
          tx,
        );
        return { ok: true, user: { ...user, isBlocked: block } };
      });
    },

    /** The administrators are read inside the transaction, so two revocations at once cannot leave none. */
    setAdmin(actorUid: string, uid: string, grant: boolean): Promise<UserChangeResult> {
      return run(async (tx) => {
        const user = await readUser(tx, uid);
        if (!user) return { ok: false, errors: [userNotFound()] };
        const admins = await tx.get(users.where("isAdmin", "==", true));
        meter.query(admins.size);
        const errors = checkAdminChange({
          actorUid,
          targetUid: uid,
          targetIsAdmin: user.isAdmin,
          grant,
          adminUids: admins.docs.map((doc) => doc.id),
        });
        if (errors.length) return { ok: false, errors };
        tx.update(users.doc(uid), { isAdmin: grant });
        await auditLog.append(
          { actorUid, action: grant ? "user.grantAdmin" : "user.revokeAdmin", targetType: "user", targetId: uid, before: { isAdmin: user.isAdmin }, after: { isAdmin: grant } },
          tx,
        );
        return { ok: true, user: { ...user, isAdmin: grant } };
      });
    },
  };
}
