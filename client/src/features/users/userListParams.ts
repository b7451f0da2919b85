/**
 * The user list's state in the URL: ?q=elo&role=admin&status=blocked&credits=with&sort=credits:desc.
 * Turns it into the API's filter and sort.
 */
import type { UserFilter, UserSort } from "../../gql/graphql";
import type { Sort } from "../../ui/list";
import { parseSort } from "../../ui/list";

export const USER_LIST_DEFAULTS = { q: "", role: "", status: "", credits: "", sort: "createdAt:desc" };
export type UserListParams = typeof USER_LIST_DEFAULTS;

export const DEFAULT_USER_SORT: Sort = { field: "createdAt", direction: "desc" };

const SORT_FIELDS: Record<string, string> = { createdAt: "CREATED_AT", lastLoginAt: "LAST_LOGIN_AT", credits: "CREDITS" };

const yesNo = (value: string, yes: string, no: string): boolean | null => (value === yes ? true : value === no ? false : null);

export function userFilter(params: UserListParams): UserFilter {
  return {
    search: params.q.trim() || null,
    isAdmin: yesNo(params.role, "admin", "customer"),
    isBlocked: yesNo(params.status, "blocked", "active"),
    hasCredits: yesNo(params.credits, "with", "without"),
  };
}

export function userSort(params: UserListParams): UserSort {
  const sort = parseSort(params.sort, DEFAULT_USER_SORT);
  const field = SORT_FIELDS[sort.field] ?? "CREATED_AT";
  return `${field}_${sort.direction.toUpperCase()}` as UserSort;
}

/**
 * The same filter and sort as query-string parameters of /export/users.csv (the GraphQL names),
 * so the export is exactly what the screen shows.
 */
export function userExportQuery(params: UserListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(userFilter(params))) if (value !== null && value !== undefined) query.set(key, String(value));
  query.set("orderBy", userSort(params));
  return query.toString();
}

/** The server's bound on a search, per search key (server/src/firestore/users/list.ts, docs/users.md): the export's too. */
export const SEARCH_LIMIT_PER_KEY = 100;
