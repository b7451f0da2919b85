/**
 * The version rule (docs/catalogue.md, « Version »), shared by every record an admin edits in a
 * form: a save carries the version its form was loaded with; another one is refused with
 * STALE_VERSION « Modifié entre-temps par <nom complet, sinon e-mail, sinon uid> — rechargez » on
 * ["input","version"], before anything else is checked (one more read: the author's user record).
 */
import type { Firestore } from "firebase-admin/firestore";
import { updaterName } from "@atelier/domain/catalogue/common";
import { inputField, staleVersion } from "@atelier/domain/userErrors";
import type { WriteScope } from "./auditedWrite";
import { USERS } from "./users/record";

/** What a versioned record says about its last write. */
export interface Versioned {
  version: number;
  updatedBy: string | null;
}

/** Refuses the change (w.refuse) when `current` is no longer at `version`. */
export async function refuseIfStale(
  w: WriteScope,
  firestore: Firestore,
  current: Versioned,
  version: number,
  field: string[] = inputField("version"),
): Promise<void> {
  if (current.version === version) return;
  const author = current.updatedBy ? await w.get(firestore.collection(USERS).doc(current.updatedBy)) : null;
  w.refuse([staleVersion(field, updaterName(current.updatedBy, author?.data()))]);
}
