import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "./cost";
import { CollectionReader, type PageArgs } from "./collection";
import { int, isoDate, str } from "./convert";
import { userListFields } from "../rules/userSearchKeys";
import { userChanges } from "./userChanges";
import { userListReader, type UserListArgs } from "./userList";

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
  };
}

export interface NewUserProfile {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  photoURL: string | null;
}

export function usersRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, USERS, userFromSnapshot, meter);
  return {
    get: (uid: string) => reader.get(uid),
    getMany: (uids: readonly string[]) => reader.getMany(uids),
    page: (args: PageArgs) => reader.page(args),
    count: () => reader.count(),
    /** Records whose e-mail is exactly `email` (the orders search by customer e-mail). */
    findByEmail: (email: string) => reader.all(reader.ref().where("email", "==", email).limit(10)),
    list: (args: UserListArgs) => userListReader(firestore, meter).list(args),
    changes: userChanges(firestore, meter),

    /**
     * Creates the record with the spec's defaults unless it exists. `create` fails on an
     * existing document, so two first logins at once cannot overwrite each other.
     * Returns null when someone else created it first.
     */
    async createWithDefaults(uid: string, profile: NewUserProfile): Promise<UserRecord | null> {
      const data = {
        uid,
        ...profile,
        createdAt: Timestamp.now(),
        credits: 0,
        ...userListFields({ ...profile, credits: 0 }),
        loyaltyPoints: 0,
        isAdmin: false,
        isBlocked: false,
        lastLoginAt: null,
      };
      try {
        await reader.ref().doc(uid).create(data);
      } catch (error) {
        if ((error as { code?: number }).code === 6 /* ALREADY_EXISTS */) return null;
        throw error;
      }
      return { ...data, createdAt: data.createdAt.toDate().toISOString() };
    },

    /** lastLoginAt is merged, never overwriting the rest of the record. */
    async touchLastLogin(uid: string): Promise<string> {
      const now = Timestamp.now();
      await reader.ref().doc(uid).set({ lastLoginAt: now }, { merge: true });
      return now.toDate().toISOString();
    },
  };
}
