import { FieldPath, Timestamp, type Firestore, type Query } from "firebase-admin/firestore";
import type { UserFilter, UserSort } from "../../generated/graphql";
import { SEARCH_KEY_FIELDS, normaliseSearchText } from "@atelier/domain/userSearchKeys";
import { CollectionReader, forwardPageInfo, pageSize, type Page, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { decodeCursor, encodeCursor } from "../cursor";
import { scanPages } from "../scan";
import { USERS, userFromSnapshot, type UserRecord } from "./record";

/** How many users each search key may return; docs/users.md explains the bound. */
export const SEARCH_LIMIT_PER_KEY = 100;

/** Users per batch of the CSV export (one batch in memory at a time). */
export const USER_EXPORT_BATCH = 500;

const SORTS: Record<UserSort, { field: "createdAt" | "lastLoginAt" | "credits"; direction: "asc" | "desc" }> = {
  CREATED_AT_DESC: { field: "createdAt", direction: "desc" },
  CREATED_AT_ASC: { field: "createdAt", direction: "asc" },
  LAST_LOGIN_AT_DESC: { field: "lastLoginAt", direction: "desc" },
  LAST_LOGIN_AT_ASC: { field: "lastLoginAt", direction: "asc" },
  CREDITS_DESC: { field: "credits", direction: "desc" },
  CREDITS_ASC: { field: "credits", direction: "asc" },
};

/** The list's sorts, by their GraphQL name (the export checks its `orderBy` against them). */
export const isUserSort = (value: unknown): value is UserSort => typeof value === "string" && value in SORTS;

export interface UserListArgs extends PageArgs {
  filter?: UserFilter | null;
  orderBy?: UserSort | null;
}

export type UserList = Page<UserRecord> & { count: () => Promise<number> };

function withFilters(query: Query, filter: UserFilter | null | undefined): Query {
  let q = query;
  if (filter?.isAdmin != null) q = q.where("isAdmin", "==", filter.isAdmin);
  if (filter?.isBlocked != null) q = q.where("isBlocked", "==", filter.isBlocked);
  if (filter?.hasCredits != null) q = q.where("hasCredits", "==", filter.hasCredits);
  return q;
}

function matchesFilters(user: UserRecord, filter: UserFilter | null | undefined): boolean {
  if (filter?.isAdmin != null && user.isAdmin !== filter.isAdmin) return false;
  if (filter?.isBlocked != null && user.isBlocked !== filter.isBlocked) return false;
  if (filter?.hasCredits != null && user.credits > 0 !== filter.hasCredits) return false;
  return true;
}

type SortValue = string | number | null;

/** Firestore's order: null before any value. */
function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : 1;
}

/** A cursor of the Firestore-paged list carries a Timestamp; searched pages compare ISO strings. */
function comparable(value: unknown): SortValue {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  return typeof value === "string" || typeof value === "number" ? value : null;
}

export function userListReader(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, USERS, userFromSnapshot, meter);

  /**
   * Prefix search: one range query per normalised key (e-mail, first name, last name, full
   * name), run in parallel, merged by uid, then filtered and sorted in memory: every user the
   * search reaches (at most SEARCH_LIMIT_PER_KEY per key), the list's and the export's set.
   */
  async function searchMatches(prefix: string, args: Omit<UserListArgs, keyof PageArgs>): Promise<UserRecord[]> {
    const { field, direction } = SORTS[args.orderBy ?? "CREATED_AT_DESC"];
    const results = await Promise.all(
      SEARCH_KEY_FIELDS.map((key) => reader.all(reader.ref().orderBy(key).startAt(prefix).endAt(`${prefix}\uf8ff`).limit(SEARCH_LIMIT_PER_KEY))),
    );
    const byUid = new Map(results.flat().map((user) => [user.uid, user]));
    const sign = direction === "asc" ? 1 : -1;
    return [...byUid.values()]
      .filter((user) => matchesFilters(user, args.filter))
      .sort((a, b) => sign * (compare(a[field], b[field]) || compare(a.uid, b.uid)));
  }

  async function search(prefix: string, args: UserListArgs): Promise<UserList> {
    const size = pageSize(args.first);
    const { field, direction } = SORTS[args.orderBy ?? "CREATED_AT_DESC"];
    const sign = direction === "asc" ? 1 : -1;
    const sorted = await searchMatches(prefix, args);
    let start = 0;
    if (args.after) {
      const cursor = decodeCursor(args.after);
      const after = comparable(cursor.sortValue);
      start = sorted.findIndex((u) => sign * (compare(u[field], after) || compare(u.uid, cursor.id)) > 0);
      if (start < 0) start = sorted.length;
    }
    const nodes = sorted.slice(start, start + size);
    const edges = nodes.map((node) => ({ cursor: encodeCursor(node[field], node.uid), node }));
    return {
      edges,
      pageInfo: forwardPageInfo(edges, start + size < sorted.length),
      count: async () => sorted.length,
    };
  }

  return {
    /**
     * How many users the list shows for a filter without a search (the saved views' tabs): the
     * count() of the list's own query. A search counts what it reaches, in `list`.
     */
    countMatching: (filter: Omit<UserFilter, "search">) => reader.count(withFilters(reader.ref(), filter)),

    async list(args: UserListArgs): Promise<UserList> {
      const prefix = normaliseSearchText(args.filter?.search ?? "");
      if (prefix) return search(prefix, args);
      const query = withFilters(reader.ref(), args.filter);
      const page = await reader.page(args, { query, ...SORTS[args.orderBy ?? "CREATED_AT_DESC"] });
      return { ...page, count: () => reader.count(query) };
    },

    /**
     * Every user the list would show for `filter` and `orderBy`, in its order, batch by batch (the
     * CSV export): without a search a Firestore scan by cursor, one batch in memory at a time;
     * with one, what the search reaches (already bounded), cut into batches.
     */
    async *batches(args: Omit<UserListArgs, keyof PageArgs>, batchSize = USER_EXPORT_BATCH): AsyncGenerator<UserRecord[]> {
      const prefix = normaliseSearchText(args.filter?.search ?? "");
      if (prefix) {
        const found = await searchMatches(prefix, args);
        for (let i = 0; i < found.length; i += batchSize) yield found.slice(i, i + batchSize);
        return;
      }
      const { field, direction } = SORTS[args.orderBy ?? "CREATED_AT_DESC"];
      const query = withFilters(reader.ref(), args.filter).orderBy(field, direction).orderBy(FieldPath.documentId(), direction);
      for await (const docs of scanPages(query, { pageSize: batchSize, meter })) yield docs.map(userFromSnapshot);
    },
  };
}
