/**
 * How the console sends one bulk status change: in requests of BULK_REQUEST_SIZE orders (a move
 * that mails reads each order and its customer; 500 at once would pass the API's read ceiling),
 * each with its own idempotency key. The plan is kept until the change is answered: the operator
 * who sends the same change again after a failure sends the same requests with the same keys, so
 * the requests already applied answer their first outcome and write nothing more.
 */
import { BULK_REQUEST_SIZE } from "@atelier/domain/orders/bulkStatus";
import type { OrderStatus } from "../../../gql/graphql";
import { chunks } from "../../../ui/mutation/chunks";

export type BulkStatusPlan = {
  /** The change it sends: the orders (in any order) and the status. */
  change: string;
  requests: { orderIds: string[]; idempotencyKey: string }[];
};

export function planBulkStatusChange(orderIds: readonly string[], status: OrderStatus, previous: BulkStatusPlan | null, newKey: () => string): BulkStatusPlan {
  const change = JSON.stringify([[...orderIds].sort(), status]);
  if (previous?.change === change) return previous;
  return { change, requests: chunks(orderIds, BULK_REQUEST_SIZE).map((ids) => ({ orderIds: ids, idempotencyKey: newKey() })) };
}
