import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore";
import type { CostMeter } from "./cost";
import { CollectionReader, type PageArgs } from "./collection";
import { int, isoDate, str } from "./convert";
import { userChanges } from "./userChanges";
import { userLogin } from "./userLogin";
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

    /** The login flow's write: see userLogin.ts. */
    recordLogin: userLogin(firestore, meter),
  };
}
