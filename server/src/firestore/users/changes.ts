import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { NO_ROLE, memberPermissions, type Permission } from "@atelier/domain/staff/permissions";
import { permissionRefused } from "../../errors";
import { checkAdminChange, checkBlockChange, hasAdminAccess } from "../../rules/adminRights";
import type { BalanceChange } from "@atelier/domain/credits";
import { idempotencyKeyReused, requestFingerprint } from "../../rules/idempotencyKey";
import { inputField } from "@atelier/domain/userErrors";
import type { ApprovalGate } from "../approvals/gate";
import { auditedWrites, type WriteScope } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { idempotencyKeys, type KeyLookup } from "../idempotencyKeys";
import { mailOutbox } from "../mail/enqueue";
import { TRANSACTIONS, transactionFromSnapshot, type TransactionRecord } from "../transactions";
import { USERS, userFromSnapshot, type UserRecord } from "./record";

/** A credits or loyalty-points change as asked: `value` is the new balance or the delta. */
export interface BalanceRequest {
  uid: string;
  value: number;
  /** Trimmed. */
  reason: string;
  idempotencyKey: string | null;
}

/**
 * Every change of a user by an administrator, each one audited write (auditedWrite.ts): read,
 * decide with the pure rules, write, and append the audit entry in ONE Firestore transaction,
 * so that concurrent changes never lose a write and an entry exists exactly when the change does.
 */
export function userChanges(firestore: Firestore, meter: CostMeter) {
  const users = firestore.collection(USERS);
  const transactions = firestore.collection(TRANSACTIONS);
  const writes = auditedWrites(firestore, meter);
  const keys = idempotencyKeys(firestore, meter);

  const existingUser = (w: WriteScope, uid: string) => w.getExisting(users.doc(uid), inputField("userId"), "Utilisateur", userFromSnapshot);
  /** The owners: administrators with access whose role holds STAFF (a record without a role is an owner's, docs/roles.md). */
  const activeOwners = async (w: WriteScope): Promise<string[]> =>
    (await w.query(users.where("isAdmin", "==", true))).docs
      .filter((doc) => hasAdminAccess(doc.data()) && memberPermissions(doc.data()).includes("STAFF"))
      .map((doc) => doc.id);

  /**
   * With an idempotency key, the key is read first: a replay of the same change answers its
   * first outcome with the current record and writes nothing; the same key for another change
   * is refused. A new key is recorded in the change's own transaction.
   */
  async function checkKey<Outcome>(w: WriteScope, change: BalanceRequest, action: string) {
    if (!change.idempotencyKey) return { request: null, lookup: { kind: "unused" } as KeyLookup<Outcome> };
    const request = {
      actorUid: w.actorUid,
      key: change.idempotencyKey,
      fingerprint: requestFingerprint(action, { userId: change.uid, value: change.value, reason: change.reason }),
    };
    const lookup = await keys.lookup<Outcome>(w.tx, request);
    if (lookup.kind === "conflict") return w.refuse([idempotencyKeyReused()]);
    return { request, lookup };
  }

  /** A credits change, recorded as a CREDIT_ADJUSTMENT transaction (amount 0: no money moved). */
  const changeCredits = (
    actorUid: string,
    change: BalanceRequest,
    action: "user.setCredits" | "user.adjustCredits",
    decide: (credits: number) => BalanceChange,
    gate?: ApprovalGate,
  ) =>
    writes.run(actorUid, async (w): Promise<{ user: UserRecord; transaction: TransactionRecord }> => {
      const { uid, reason } = change;
      const { request, lookup } = await checkKey<{ transactionId: string }>(w, change, action);
      const user = await existingUser(w, uid);
      if (lookup.kind === "replay") {
        const first = await w.get(transactions.doc(lookup.outcome.transactionId));
        return { user, transaction: transactionFromSnapshot(first) };
      }
      const balance = decide(user.credits);
      if (!balance.ok) return w.refuse(balance.errors);
      // Credits adjusted tells the customer when its switch is on (off by default): 1 read of settings/app.
      const outbox = await mailOutbox(w, firestore);
      // Four-eyes approval (approvals/gate.ts): a grant above the owner's threshold is held, not written.
      await gate?.pass(w, { kind: "CREDIT_GRANT", credits: balance.delta });
      if (outbox.enabled("creditsAdjusted") && user.email && balance.delta !== 0) {
        outbox.enqueue({
          to: user.email,
          template: "credits-adjusted",
          source: action,
          data: {
            shopName: outbox.settings.shopName,
            firstName: user.firstName ?? "",
            delta: balance.delta > 0 ? `+${balance.delta}` : String(balance.delta),
            balance: String(balance.balance),
            reason,
          },
        });
      }
      const ref = transactions.doc();
      const data = {
        userId: uid,
        type: "CREDIT_ADJUSTMENT",
        amount: 0,
        credits: balance.delta,
        status: "SUCCEEDED",
        description: reason,
        createdBy: actorUid,
        createdAt: w.now,
      };
      w.tx.update(users.doc(uid), { credits: balance.balance, hasCredits: balance.balance > 0 });
      w.tx.create(ref, data);
      if (request) keys.record(w.tx, request, { transactionId: ref.id });
      w.audit({
        action,
        targetType: "user",
        targetId: uid,
        before: { credits: user.credits },
        after: { credits: balance.balance, delta: balance.delta, reason, transactionId: ref.id },
      });
      const transaction: TransactionRecord = {
        ...data,
        id: ref.id,
        type: "CREDIT_ADJUSTMENT",
        status: "SUCCEEDED",
        orderId: null,
        creditNoteNumber: null,
        createdAt: data.createdAt.toDate().toISOString(),
      };
      return { user: { ...user, credits: balance.balance }, transaction };
    });

  return {
    setCredits: (actorUid: string, change: BalanceRequest, decide: (credits: number) => BalanceChange, gate?: ApprovalGate) =>
      changeCredits(actorUid, change, "user.setCredits", decide, gate),
    adjustCredits: (actorUid: string, change: BalanceRequest, decide: (credits: number) => BalanceChange, gate?: ApprovalGate) =>
      changeCredits(actorUid, change, "user.adjustCredits", decide, gate),

    setLoyaltyPoints: (actorUid: string, change: BalanceRequest, decide: (points: number) => BalanceChange) =>
      writes.run(actorUid, async (w): Promise<UserRecord> => {
        const { uid, reason } = change;
        const { request, lookup } = await checkKey(w, change, "user.setLoyaltyPoints");
        const user = await existingUser(w, uid);
        if (lookup.kind === "replay") return user;
        const balance = decide(user.loyaltyPoints);
        if (!balance.ok) return w.refuse(balance.errors);
        w.tx.update(users.doc(uid), { loyaltyPoints: balance.balance });
        if (request) keys.record(w.tx, request, {});
        w.audit({
          action: "user.setLoyaltyPoints",
          targetType: "user",
          targetId: uid,
          before: { loyaltyPoints: user.loyaltyPoints },
          after: { loyaltyPoints: balance.balance, reason },
        });
        return { ...user, loyaltyPoints: balance.balance };
      }),

    /**
     * Blocking a customer is CUSTOMERS_BLOCK's (the module's access); blocking or unblocking a
     * member of the team is managing the team, so it takes STAFF too (`actorPermissions`, the
     * caller's): a moderator must not lock the owner out. Whether the target is a member is
     * known only once read, hence the check here, before anything is written. The owners are
     * read inside the transaction, so two blocks at once cannot leave none unblocked.
     */
    setBlocked: (actorUid: string, uid: string, block: boolean, actorPermissions: readonly Permission[]) =>
      writes.run(actorUid, async (w): Promise<UserRecord> => {
        const user = await existingUser(w, uid);
        if (user.isAdmin && !actorPermissions.includes("STAFF")) throw permissionRefused(["STAFF"]);
        const activeOwnerUids = block && user.isAdmin ? await activeOwners(w) : [];
        const errors = checkBlockChange({ actorUid, targetUid: uid, isBlocked: user.isBlocked, block, activeOwnerUids });
        if (errors.length) return w.refuse(errors);
        w.tx.update(users.doc(uid), { isBlocked: block });
        w.audit({
          action: block ? "user.block" : "user.unblock",
          targetType: "user",
          targetId: uid,
          before: { isBlocked: user.isBlocked },
          after: { isBlocked: block },
        });
        return { ...user, isBlocked: block };
      }),

    /**
     * The owners are read inside the transaction, so two revocations at once cannot leave none.
     * A new administrator starts with no role (« Aucun rôle », no permission) until an owner
     * gives them one; a revoked one keeps no role, so rights granted again start from nothing.
     */
    setAdmin: (actorUid: string, uid: string, grant: boolean, gate?: ApprovalGate) =>
      writes.run(actorUid, async (w): Promise<UserRecord> => {
        const user = await existingUser(w, uid);
        const errors = checkAdminChange({
          actorUid,
          targetUid: uid,
          targetIsAdmin: user.isAdmin,
          grant,
          // A blocked owner has no access: revoking the last one who is not blocked is refused too.
          adminUids: await activeOwners(w),
        });
        if (errors.length) return w.refuse(errors);
        await gate?.pass(w, { kind: "ADMIN_RIGHTS" });
        const role = grant
          ? { staffRole: NO_ROLE, staffPermissions: FieldValue.delete(), staffRoleName: FieldValue.delete() }
          : { staffRole: FieldValue.delete(), staffPermissions: FieldValue.delete(), staffRoleName: FieldValue.delete() };
        w.tx.update(users.doc(uid), { isAdmin: grant, ...role });
        w.audit({
          action: grant ? "user.grantAdmin" : "user.revokeAdmin",
          targetType: "user",
          targetId: uid,
          before: { isAdmin: user.isAdmin, staffRole: user.staffRole ?? null },
          after: { isAdmin: grant, staffRole: grant ? NO_ROLE : null },
        });
        return { ...user, isAdmin: grant, staffRole: grant ? NO_ROLE : null, staffPermissions: [], staffRoleName: null };
      }),
  };
}
