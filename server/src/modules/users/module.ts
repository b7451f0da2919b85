/** Users: the list and detail, the caller (`me`), credits, loyalty, blocking and admin rights (docs/users.md). */
import DataLoader from "dataloader";
import type { UserRecord } from "../../firestore/users";
import { SEARCH_LIMIT_PER_KEY } from "../../firestore/users/list";
import { ADMINS_BOUND, APPROVAL_HOLD_READS, connectionCosts, countOf, hasSearch, ONE, page, type Args } from "../../limits/costModel";
import { SEARCH_KEY_FIELDS } from "@atelier/domain/userSearchKeys";
import { usersRepository } from "../../firestore/users";
import { userActivityRepository } from "../../firestore/userActivity";
import { defineModule, type RecordLoader } from "../serverModule";
import { userResolvers } from "./user";
import { userChangeResolvers } from "./userChanges";
import { ADMIN, INHERIT, anyOf, wrappers } from "../../auth/fieldAccess";

declare module "../../loaders" {
  interface Loaders {
    user: RecordLoader<UserRecord>;
  }
}

/** A user search runs one range query per search key, up to SEARCH_LIMIT_PER_KEY each, instead of the page. */
const userList = (args: Args) => (hasSearch(args) ? SEARCH_KEY_FIELDS.length * SEARCH_LIMIT_PER_KEY : page(args));

declare module "../../firestore" {
  interface Repositories {
    users: ReturnType<typeof usersRepository>;
    userActivity: ReturnType<typeof userActivityRepository>;
  }
}

export default defineModule({
  repositories: { users: usersRepository, userActivity: userActivityRepository },
  resolvers: [userResolvers, userChangeResolvers],
  access: {
    "Query.me": ADMIN,
    "Query.user": "CUSTOMERS_READ",
    "Query.users": "CUSTOMERS_READ",
    // A person's name, e-mail and photo, on a record one may read (an order's customer, a note's
    // author, a feedback's sender): the field that leads there decides. The rest is the customer file's.
    User: ADMIN,
    "User.createdAt": "CUSTOMERS_READ",
    "User.lastLoginAt": "CUSTOMERS_READ",
    "User.isAdmin": "CUSTOMERS_READ",
    "User.isBlocked": "CUSTOMERS_READ",
    "User.credits": "CREDITS",
    "User.loyaltyPoints": "CREDITS",
    "User.transactions": "CREDITS",
    "User.orders": "ORDERS_READ",
    "User.creations": anyOf("CUSTOMERS_READ", "MODERATION"),
    ...wrappers("User"),
    "Mutation.setUserCredits": "CREDITS",
    "Mutation.adjustUserCredits": "CREDITS",
    "Mutation.setUserLoyaltyPoints": "CREDITS",
    "Mutation.setUserBlocked": "CUSTOMERS_BLOCK",
    "Mutation.setUserAdmin": "STAFF",
    UserCreditsPayload: INHERIT,
    UserPayload: INHERIT,
  },
  costs: {
    "Query.users": { reads: userList },
    ...connectionCosts("UserConnection", "users"),
    // A user search counts what it found in memory (users/list.ts): no count().
    "UserConnection.totalCount": { reads: (_, call) => (hasSearch(call) ? 0 : countOf("users")) },
    // The caller's own record: read once by the admin check, which CALLER_RECORD_READS counts.
    "Query.me": {},
    "Query.user": ONE,
    "User.orders": { reads: page },
    "User.creations": { reads: page },
    "User.transactions": { reads: page },
    // The user and settings/app (the credits-adjusted mail's switch); a grant above the owner's threshold is held for approval instead.
    "Mutation.setUserCredits": { reads: 2 + APPROVAL_HOLD_READS },
    "Mutation.adjustUserCredits": { reads: 2 + APPROVAL_HOLD_READS },
    "Mutation.setUserLoyaltyPoints": ONE,
    "Mutation.setUserBlocked": { reads: 1 + ADMINS_BOUND },
    "Mutation.setUserAdmin": { reads: 1 + ADMINS_BOUND + APPROVAL_HOLD_READS },
  },
  loaders: (repos) => ({ user: new DataLoader((uids: readonly string[]) => repos.users.getMany(uids)) }),
});
