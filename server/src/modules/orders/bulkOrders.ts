/**
 * Work on many orders at once (docs/bulk-orders.md): `orderSelection` (the ids a filter selects,
 * bounded) and `changeOrdersStatus` (one status for many orders, each refused one named). The
 * request is checked whole before anything is read; the moves are firestore/orders/bulkStatus.ts.
 */
import type { Resolvers } from "../../generated/graphql";
import { isOrderStatus, type OrderStatusValue } from "@atelier/domain/orderStatuses";
import { BULK_ORDER_LIMIT, BULK_TRANSACTION_SIZE, ORDER_SELECTION_PAGE, bulkRefusalMessages, isBulkOrderStatus } from "@atelier/domain/orders/bulkStatus";
import { inputField, userError, type UserError } from "@atelier/domain/userErrors";
import { checkIdempotencyKey } from "../../rules/idempotencyKey";
import { statusMailOf } from "../../firestore/orders/writes";
import type { Args } from "../../limits/costModel";
import { actor, refused } from "../../schema/mutationPayload";
import { orderCriteria } from "./orderCriteria";

/** The input's ids, each once, in the order given. */
const uniqueIds = (ids: readonly string[]) => [...new Set(ids)];

function requestErrors(orderIds: readonly string[], status: unknown, idempotencyKey: string): UserError[] {
  const errors: UserError[] = [];
  if (orderIds.length === 0) errors.push(userError(inputField("orderIds"), bulkRefusalMessages.required, "REQUIRED"));
  if (orderIds.length > BULK_ORDER_LIMIT) errors.push(userError(inputField("orderIds"), bulkRefusalMessages.tooMany, "TOO_MANY"));
  if (!isOrderStatus(status)) errors.push(userError(inputField("status"), "Statut de commande inconnu.", "INVALID"));
  else if (!isBulkOrderStatus(status)) errors.push(userError(inputField("status"), bulkRefusalMessages.notBulk, "NOT_BULK"));
  return [...errors, ...checkIdempotencyKey(idempotencyKey)];
}

export const bulkOrderResolvers: Resolvers = {
  Query: {
    orderSelection: async (_, { filter, orderBy, after }, ctx) => {
      const criteria = await orderCriteria(filter, orderBy, ctx.repos);
      const [page, totalCount] = await Promise.all([
        ctx.repos.orders.idsMatching(criteria, ORDER_SELECTION_PAGE, after ?? null),
        ctx.repos.orders.countMatching(criteria),
      ]);
      return { ids: page.ids, totalCount, truncated: totalCount > BULK_ORDER_LIMIT, next: page.hasMore ? (page.ids.at(-1) ?? null) : null };
    },
  },
  Mutation: {
    changeOrdersStatus: async (_, { input }, ctx) => {
      // The enum map hands over the stored value ("shipped"), whatever the generated type says.
      const status: unknown = input.status;
      const orderIds = uniqueIds(input.orderIds);
      const errors = requestErrors(orderIds, status, input.idempotencyKey);
      if (errors.length || !isOrderStatus(status) || !isBulkOrderStatus(status)) return refused({ changed: [], refused: [] }, errors);
      const result = await ctx.repos.orders.changeStatuses(
        actor(ctx),
        orderIds.map((orderId) => ({ orderId })),
        status,
        { key: input.idempotencyKey },
      );
      if (!result.ok) return refused({ changed: [], refused: [] }, result.errors);
      for (const order of result.value.changed) ctx.loaders.order.clear(order.id).prime(order.id, order);
      return { ...result.value, userErrors: [] };
    },
  },
};

/** How many orders a changeOrdersStatus names (at most the limit: more are refused before any read). */
const orderIdsOf = (call: Args) => {
  const ids = (call.input as { orderIds?: unknown } | undefined)?.orderIds;
  return Array.isArray(ids) ? Math.min(ids.length, BULK_ORDER_LIMIT) : BULK_ORDER_LIMIT;
};

/** Its status as coerced (the stored value through the enum map; the wire name otherwise). */
const statusOf = (call: Args): OrderStatusValue | null => {
  const status = String((call.input as { status?: unknown } | undefined)?.status ?? "").toLowerCase();
  return isOrderStatus(status) ? status : null;
};

/**
 * Per transaction of 100: its key; then each order; and, for a status that mails (shipped,
 * delivered), settings/app and each order's customer. 500 orders to SHIPPED: 1,010 reads, over
 * the 1,000-read ceiling; the console sends 200 at a time (docs/bulk-orders.md).
 */
export function changeOrdersStatusReads(call: Args): number {
  const n = orderIdsOf(call);
  const status = statusOf(call);
  const mails = status === null || statusMailOf(status) !== null;
  const transactions = Math.ceil(n / BULK_TRANSACTION_SIZE);
  return transactions + n + (mails ? n + transactions : 0);
}

export const bulkOrderCosts = {
  "Mutation.changeOrdersStatus": { reads: (_: Args, call: Args) => changeOrdersStatusReads(call) },
  "ChangeOrdersStatusPayload.changed": { items: (_: Args, call: Args) => orderIdsOf(call) },
  "ChangeOrdersStatusPayload.refused": { items: (_: Args, call: Args) => orderIdsOf(call) },
};
