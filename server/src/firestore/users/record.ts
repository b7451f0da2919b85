/**
 * The users collection as stored: its name and the record every part of the repository reads
 * (list.ts, changes.ts, login.ts). A leaf: it imports no other part.
 */
import { preferencesFrom, type NotificationPreferences } from "@atelier/domain/notifications/memberNotifications";
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { int, isoDate, str } from "../convert";

export const USERS = "users";

export interface UserRecord {
  uid: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  photoURL: string | null;
  createdAt: string | null;
  credits: number;
  loyaltyPoints: number;
  /** Only the boolean `true` makes an administrator: "1", "true" or 1 do not. */
  isAdmin: boolean;
  isBlocked: boolean;
  lastLoginAt: string | null;
  /**
   * The member's role (docs/roles.md): a built-in role's id, a custom role's id, "NONE", or
   * null on a record written before roles existed (read as the owner's: memberPermissions).
   */
  staffRole: string | null;
  /** A custom role's permissions, copied on the record so that the caller's one read says everything. */
  staffPermissions: string[];
  /** A custom role's name, copied likewise. */
  staffRoleName: string | null;
  /** Whether the member's role requires two-step sign-in (copied from staffSecurity/twoStep: server/src/firestore/staff/twoStep.ts). */
  twoStepRequired: boolean;
  /** A member's notification preferences as stored (docs/notifications.md), read through preferencesFrom. */
  notificationPreferences?: NotificationPreferences;
}

export function userFromSnapshot(snap: DocumentSnapshot): UserRecord {
  const d = snap.data() ?? {};
  return {
    uid: snap.id,
    email: str(d.email),
    firstName: str(d.firstName),
    lastName: str(d.lastName),
    photoURL: str(d.photoURL),
    createdAt: isoDate(d.createdAt),
    credits: int(d.credits),
    loyaltyPoints: int(d.loyaltyPoints),
    isAdmin: d.isAdmin === true,
    isBlocked: d.isBlocked === true,
    lastLoginAt: isoDate(d.lastLoginAt),
    staffRole: typeof d.staffRole === "string" ? d.staffRole : null,
    staffRoleName: str(d.staffRoleName),
    twoStepRequired: d.twoStepRequired === true,
    notificationPreferences: preferencesFrom(d.notificationPreferences),
    staffPermissions: Array.isArray(d.staffPermissions) ? d.staffPermissions.filter((p: unknown): p is string => typeof p === "string") : [],
  };
}

/** What a first login knows of a user (from the ID token). */
export interface NewUserProfile {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  photoURL: string | null;
}
