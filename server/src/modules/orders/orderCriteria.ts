/**
 * OrderFilter + OrderSort → the repository's OrderCriteria, shared by the `orders` query, the
 * tab counts and the CSV export so that all three mean the same thing. Bad arguments throw
 * BAD_USER_INPUT with a French message; an e-mail search is resolved to the customers' ids.
 */
import type { Repositories } from "../../firestore";
import type { OrderCriteria } from "../../firestore/orders/queries";
import { badUserInput } from "../../errors";
import { isOrderStatus } from "@atelier/domain/orderStatuses";
import { MAX_SEARCH_LENGTH } from "@atelier/domain/search";
import type { DayRange } from "@atelier/domain/dayRange";
import { dayRangeInstants } from "../../schema/dayRange";
import { LATE_ORDER_STATUSES, lateCutoff } from "@atelier/domain/workQueues/workQueues";

export interface OrderFilterArgs {
  status?: string | null;
  period?: DayRange | null;
  search?: string | null;
  userId?: string | null;
  /** The work queue « payée depuis plus de 48 h sans expédition » (docs/saved-views.md). */
  late?: boolean | null;
}

const SORTS = {
  CREATED_AT_DESC: { field: "createdAt", direction: "desc" },
  CREATED_AT_ASC: { field: "createdAt", direction: "asc" },
  TOTAL_DESC: { field: "total", direction: "desc" },
  TOTAL_ASC: { field: "total", direction: "asc" },
} as const;
export type OrderSortName = keyof typeof SORTS;

export const isOrderSort = (value: unknown): value is OrderSortName => typeof value === "string" && value in SORTS;

/** `status` is the stored value (the GraphQL enum maps wire names to it). */
export async function orderCriteria(
  filter: OrderFilterArgs | null | undefined,
  sort: string | null | undefined,
  repos: Pick<Repositories, "users">,
): Promise<OrderCriteria> {
  const status = filter?.status ?? null;
  if (status !== null && !isOrderStatus(status)) throw badUserInput("Statut de commande inconnu.", "status");
  if (sort != null && !isOrderSort(sort)) throw badUserInput("Tri des commandes inconnu.", "orderBy");
  const { from, to } = dayRangeInstants(filter?.period);

  const criteria: OrderCriteria = {
    status,
    userId: filter?.userId || null,
    from,
    to,
    idPrefix: null,
    matchesNothing: false,
    paidBefore: null,
    sort: SORTS[sort ?? "CREATED_AT_DESC"],
  };
  if (filter?.late) {
    // The late queue is a list of its own (one composite index): only a status narrows it.
    if (from || to || filter.search?.trim() || criteria.userId) {
      throw badUserInput("Les commandes en retard ne se filtrent ni par période, ni par recherche, ni par client.", "late");
    }
    const paidBefore = lateCutoff("ordersPaidUnshipped", new Date());
    return { ...criteria, paidBefore, matchesNothing: status !== null && !LATE_ORDER_STATUSES.includes(status) };
  }
  const search = filter?.search?.trim() ?? "";
  if (search.length > MAX_SEARCH_LENGTH) throw badUserInput("La recherche est trop longue.", "search");
  if (!search) return criteria;
  if (!search.includes("@")) return { ...criteria, idPrefix: search };

  const customers = await repos.users.findByEmail(search.toLowerCase());
  const ids = customers.map((c) => c.uid).filter((uid) => !criteria.userId || uid === criteria.userId);
  // An e-mail belongs to one account; should two records share it, the first one is searched.
  return ids[0] ? { ...criteria, userId: ids[0] } : { ...criteria, matchesNothing: true };
}
