import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { adminAuth, staffClaimMayChange, syncStaffClaim } from "@atelier/server";
import { pausable } from "./pausable";

/**
 * Keeps each account's `staff` custom claim ({ role, permissions }) in step with its users
 * record (server/src/firestore/users/staffClaims.ts, docs/roles.md). A write that touches none
 * of isAdmin, isBlocked, staffRole, staffPermissions (credits, search keys, a login) costs no
 * Auth call; otherwise the claim is written only when it differs, so nothing loops.
 */
export const mirrorStaffClaims = onDocumentWritten(
  { document: "users/{uid}", region: "europe-west1", retry: true, memory: "256MiB" },
  pausable(async (event) => {
    const before = event.data?.before?.exists ? event.data.before.data() : undefined;
    const after = event.data?.after?.exists ? event.data.after.data() : undefined;
    if (!staffClaimMayChange(before, after)) return;
    await syncStaffClaim(adminAuth(), event.params.uid, after);
  }),
);
