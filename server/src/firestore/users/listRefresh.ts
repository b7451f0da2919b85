import { runSystemTransaction } from "../retryBudget";
import type { Firestore } from "firebase-admin/firestore";
import { outdatedUserListFields } from "@atelier/domain/userSearchKeys";
import { USERS } from "./record";

/**
 * Brings a user's stored list fields (search keys, `hasCredits`) in line with the document, for
 * writes that did not compute them (the storefront's). Read and write in one transaction, from the
 * document as it is now rather than as the triggering event saw it: a later storefront write
 * racing this one is never overwritten with stale keys. Writes nothing when the fields are right,
 * so the trigger's own write and a redelivered event end here.
 */
export async function refreshUserListFields(firestore: Firestore, uid: string): Promise<"updated" | "unchanged" | "missing"> {
  const ref = firestore.collection(USERS).doc(uid);
  return runSystemTransaction(firestore, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return "missing";
    const outdated = outdatedUserListFields(snap.data() ?? {});
    if (!outdated) return "unchanged";
    tx.update(ref, outdated);
    return "updated";
  });
}

/** Whether a user document as written needs refreshing (saves the transaction on most events). */
export const userListFieldsOutdated = (data: Record<string, unknown>) => outdatedUserListFields(data) !== null;
