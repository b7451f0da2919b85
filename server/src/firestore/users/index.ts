/**
 * The users repository: one flat object of its reads and writes (`repos.users.list`,
 * `repos.users.setCredits`), composed from the parts of this folder, which share record.ts.
 */
import type { Firestore } from "firebase-admin/firestore";
import { CollectionReader, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { userChanges } from "./changes";
import { userListReader, type UserListArgs } from "./list";
import { userLogin } from "./login";
import { USERS, userFromSnapshot } from "./record";

export * from "./record";

export function usersRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, USERS, userFromSnapshot, meter);
  const list = userListReader(firestore, meter);
  return {
    get: (uid: string) => reader.get(uid),
    getMany: (uids: readonly string[]) => reader.getMany(uids),
    page: (args: PageArgs) => reader.page(args),
    count: () => reader.count(),
    /** Records whose e-mail is exactly `email` (the orders search by customer e-mail). */
    findByEmail: (email: string) => reader.all(reader.ref().where("email", "==", email).limit(10)),
    list: (args: UserListArgs) => list.list(args),
    ...userChanges(firestore, meter),
    /** The login flow's write: see login.ts. */
    recordLogin: userLogin(firestore, meter),
  };
}
