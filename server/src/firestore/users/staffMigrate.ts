/**
 * `npm run staff:migrate`: every administrator written before roles existed (a users record
 * with `isAdmin === true` and no `staffRole`) is given the owner's role, which is what such a
 * record is read as anyway (memberPermissions): nobody gains or loses a right, the role is only
 * written out so that the team screen and the « last owner » rule read it plainly.
 * Idempotent: a record that has a role is skipped, and each record is re-read in the
 * transaction that writes it, so a role given meanwhile by an owner is never overwritten.
 * Each change is audited (actor « system »), in its own transaction.
 */
import type { Firestore } from "firebase-admin/firestore";
import { BUILT_IN_ROLE_DEFINITIONS } from "@atelier/domain/staff/permissions";
import { auditLogWriter } from "../auditLog";
import { runSystemTransaction } from "../retryBudget";
import { SYSTEM_ACTOR } from "../statsVerify";
import { USERS } from "./record";

export interface StaffMigrateResult {
  /** Administrators read. */
  admins: number;
  /** uids given the owner's role by this run. */
  promoted: string[];
}

const hasNoRole = (staffRole: unknown) => staffRole === undefined || staffRole === null;

export async function migrateStaffRoles(firestore: Firestore): Promise<StaffMigrateResult> {
  const users = firestore.collection(USERS);
  const auditLog = auditLogWriter(firestore);
  // Administrators are few (a shop's team): one query, no paging.
  const admins = await users.where("isAdmin", "==", true).select("staffRole").get();
  const promoted: string[] = [];
  for (const doc of admins.docs.filter((d) => hasNoRole(d.get("staffRole")))) {
    const changed = await runSystemTransaction(firestore, async (tx) => {
      const fresh = await tx.get(doc.ref);
      if (fresh.get("isAdmin") !== true || !hasNoRole(fresh.get("staffRole"))) return false;
      tx.update(doc.ref, { staffRole: "OWNER" });
      await auditLog.append(
        {
          actorUid: SYSTEM_ACTOR,
          action: "user.staffMigrate",
          targetType: "user",
          targetId: doc.id,
          before: { staffRole: null },
          after: { staffRole: "OWNER", staffRoleName: BUILT_IN_ROLE_DEFINITIONS.OWNER.name },
        },
        tx,
      );
      return true;
    });
    if (changed) promoted.push(doc.id);
  }
  return { admins: admins.size, promoted };
}
