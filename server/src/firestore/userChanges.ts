import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore";
import { checkAdminChange, checkBlockChange } from "../rules/adminRights";
import { userNotFound, type BalanceChange, type RuleError } from "../rules/credits";
import { auditLogWriter } from "./auditLog";
import type { CostMeter } from "./cost";
import { TRANSACTIONS, type TransactionRecord } from "./transactions";
import { USERS, userFromSnapshot, type UserRecord } from "./users";

export type UserChangeResult<Extra = object> =
  | ({ ok: true; user: UserRecord } & Extra)
  | { ok: false; errors: RuleError[] };

/**
 * Contention on one user (100 credit changes at once) makes transactions abort and retry; the
 * Admin SDK's default of 5 attempts would turn a busy minute into lost requests.
 */
const MAX_ATTEMPTS = 100;

/**
 * Every change of a user by an administrator: read, decide with the pure rules, write, and
 * append the audit entry, all in ONE Firestore transaction, so that concurrent changes never
 * lose a write and an entry exists exactly when the change does.
 */
export function userChanges(firestore: Firestore, meter: CostMeter) {
  const users = firestore.collection(USERS);
  const transactions = firestore.collection(TRANSACTIONS);
  const auditLog = auditLogWriter(firestore);
  const run = <T>(fn: (tx: Transaction) => Promise<T>) => firestore.runTransaction(fn, { maxAttempts: MAX_ATTEMPTS });

  async function readUser(tx: Transaction, uid: string): Promise<UserRecord | null> {
    const snap = await tx.get(users.doc(uid));
    meter.documentsRead(1);
    return snap.exists ? userFromSnapshot(snap) : null;
  }

  /** A credits change, recorded as a CREDIT_ADJUSTMENT transaction (amount 0: no money moved). */
  function changeCredits(
    actorUid: string,
    uid: string,
    reason: string,
    action: "user.setCredits" | "user.adjustCredits",
    decide: (credits: number) => BalanceChange,
  ): Promise<UserChangeResult<{ transaction: TransactionRecord }>> {
    return run(async (tx) => {
      const user = await readUser(tx, uid);
      if (!user) return { ok: false, errors: [userNotFound()] };
      const change = decide(user.credits);
      if (!change.ok) return change;
      const ref = transactions.doc();
      const data = {
        userId: uid,
        type: "CREDIT_ADJUSTMENT",
        amount: 0,
        credits: change.delta,
        status: "SUCCEEDED",
        description: reason,
        createdBy: actorUid,
        createdAt: Timestamp.now(),
      };
      tx.update(users.doc(uid), { credits: change.balance, hasCredits: change.balance > 0 });
      tx.create(ref, data);
      await auditLog.append(
        {
          actorUid,
          action,
          targetType: "user",
          targetId: uid,
          before: { credits: user.credits },
          after: { credits: change.balance, delta: change.delta, reason, transactionId: ref.id },
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
      return { ok: true, user: { ...user, credits: change.balance }, transaction };
    });
  }

  return {
    setCredits: (actorUid: string, uid: string, reason: string, decide: (credits: number) => BalanceChange) =>
      changeCredits(actorUid, uid, reason, "user.setCredits", decide),
    adjustCredits: (actorUid: string, uid: string, reason: string, decide: (credits: number) => BalanceChange) =>
      changeCredits(actorUid, uid, reason, "user.adjustCredits", decide),

    setLoyaltyPoints(actorUid: string, uid: string, reason: string, decide: (points: number) => BalanceChange): Promise<UserChangeResult> {
      return run(async (tx) => {
        const user = await readUser(tx, uid);
        if (!user) return { ok: false, errors: [userNotFound()] };
        const change = decide(user.loyaltyPoints);
        if (!change.ok) return change;
        tx.update(users.doc(uid), { loyaltyPoints: change.balance });
        await auditLog.append(
          {
            actorUid,
            action: "user.setLoyaltyPoints",
            targetType: "user",
            targetId: uid,
            before: { loyaltyPoints: user.loyaltyPoints },
            after: { loyaltyPoints: change.balance, reason },
          },
          tx,
        );
        return { ok: true, user: { ...user, loyaltyPoints: change.balance } };
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
