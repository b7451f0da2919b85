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
import { USERS, userFromSnapshot, type UserRecord } from "./record";

export * from "./record";

/** The settings screen lists at most this many administrators (1 query, 1 read each). */
export const MAX_ADMINISTRATORS = 100;

const sortKey = (u: UserRecord) =>
  [u.lastName, u.firstName, u.email, u.uid]
    .map((s) => s ?? "")
    .join("\u0000")
    .toLocaleLowerCase("fr");
const sortByName = (users: UserRecord[]) => [...users].sort((a, b) => sortKey(a).localeCompare(sortKey(b), "fr"));

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
    /** Every administrator (at most MAX_ADMINISTRATORS), by name then e-mail: the settings screen's list. */
    administrators: async () => sortByName(await reader.all(reader.ref().where("isAdmin", "==", true).limit(MAX_ADMINISTRATORS))),
    list: (args: UserListArgs) => list.list(args),
    /** The list's count for a filter without a search (the saved views' tabs). */
    countMatching: list.countMatching,
    /** What `list` shows for a filter and sort, all of it, batch by batch (the CSV export). */
    batchesMatching: (args: Omit<UserListArgs, keyof PageArgs>) => list.batches(args),
    ...userChanges(firestore, meter),
    /** The login flow's write: see login.ts. */
    recordLogin: userLogin(firestore, meter),
  };
}
