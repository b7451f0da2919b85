/**
 * The `staff` custom claim of a member's token: `{ role, permissions }` from their users record
 * (docs/roles.md), so that Firestore and Storage rules can read them later. The API itself
 * decides from the record, never from the claim. Kept in step by the trigger mirrorStaffClaims
 * (functions/src/staffClaims.ts) and, with the triggers paused, by the seed.
 */
import type { Auth } from "firebase-admin/auth";
import type { DocumentData } from "firebase-admin/firestore";
import { memberPermissions, memberRole, type Permission } from "@atelier/domain/staff/permissions";

export interface StaffClaim {
  role: string;
  permissions: Permission[];
}

/** The fields the claim is computed from: a write that changes none of them leaves the account alone. */
export const STAFF_CLAIM_FIELDS = ["isAdmin", "isBlocked", "staffRole", "staffPermissions"] as const;

/** Only a member with access (isAdmin exactly true, not blocked) carries a claim; anyone else none. */
export function staffClaimOf(record: DocumentData | undefined): StaffClaim | null {
  if (!record || record.isAdmin !== true || record.isBlocked === true) return null;
  return { role: memberRole(record).id, permissions: memberPermissions(record) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Whether a write from `before` to `after` (undefined: no document) may change the claim. */
export const staffClaimMayChange = (before: DocumentData | undefined, after: DocumentData | undefined) =>
  !before || !after || STAFF_CLAIM_FIELDS.some((field) => !same(before[field], after[field]));

/**
 * Sets the account's `staff` claim from the record, keeping its other claims. Writes only when
 * the claim differs from the account's (a redelivered event changes nothing); an account that
 * does not exist is left alone. Answers whether it wrote.
 */
export async function syncStaffClaim(auth: Auth, uid: string, record: DocumentData | undefined): Promise<boolean> {
  let claims: Record<string, unknown>;
  try {
    claims = (await auth.getUser(uid)).customClaims ?? {};
  } catch (err) {
    if ((err as { code?: string }).code === "auth/user-not-found") return false;
    throw err;
  }
  const wanted = staffClaimOf(record);
  if (same(claims.staff, wanted)) return false;
  const { staff: _previous, ...others } = claims;
  await auth.setCustomUserClaims(uid, wanted ? { ...others, staff: wanted } : others);
  return true;
}
