/**
 * The version rule (docs/catalogue.md) for any record the console edits from a loaded copy: a
 * save based on a version someone has replaced since is refused before anything else, naming who
 * wrote the record since (one more read: their user record), « Modifié entre-temps par … — rechargez ».
 */
import type { Firestore } from "firebase-admin/firestore";
import { updaterName } from "../rules/catalogue/common";
import { staleVersion } from "../rules/userErrors";
import type { WriteScope } from "./auditedWrite";
import { USERS } from "./users/record";

export async function refuseStaleVersion(
  w: WriteScope,
  firestore: Firestore,
  current: { version: number; updatedBy: string | null },
  version: number,
  field: string[],
): Promise<void> {
  if (current.version === version) return;
  const author = current.updatedBy ? await w.get(firestore.collection(USERS).doc(current.updatedBy)) : null;
  w.refuse([staleVersion(field, updaterName(current.updatedBy, author?.data()))]);
}
