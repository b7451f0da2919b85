/**
 * Working on many orders at once (docs/bulk-orders.md): which statuses a bulk change may move
 * orders to, and, for each selected order, whether it moves, and if not, the short French reason
 * the console prints after its short id (« #ZVSL43 : déjà livrée »). The move itself is the rule
 * of one order (orderStatusChange.ts): this only adds what a batch must decide on top of it.
 */
import { ALLOWED_TRANSITIONS, ORDER_STATUS_LABELS, type OrderStatusValue } from "../orderStatuses";

/** At most this many orders in one request (and in one « Sélectionner les N commandes »). */
export const BULK_ORDER_LIMIT = 500;
/**
 * What the console sends per changeOrdersStatus request: a move that mails reads each order and
 * its customer, so 500 orders to « Expédiée » (1,010 reads) would pass the API's 1,000-read
 * ceiling; 200 (404 reads) keep a console operation under half of it, as every one is.
 */
export const BULK_REQUEST_SIZE = 200;
/** Ids per orderSelection call: a selection of 500 takes two calls, each under half the ceiling. */
export const ORDER_SELECTION_PAGE = 250;
/** Orders changed per Firestore transaction: 100 updates, 100 audit entries and up to 100 mails stay under its 500 writes. */
export const BULK_TRANSACTION_SIZE = 100;

/**
 * The statuses a bulk change may move to. Not PAID (a payment is the storefront's to record) nor
 * REFUNDED: a refund, like the cancellation of a paid order, issues a credit note and gives money
 * back, which an operator decides one order at a time, from its page.
 */
export const BULK_ORDER_STATUSES = ["processing", "shipped", "delivered", "cancelled"] as const satisfies readonly OrderStatusValue[];
export type BulkOrderStatus = (typeof BULK_ORDER_STATUSES)[number];

export const isBulkOrderStatus = (status: OrderStatusValue): status is BulkOrderStatus => (BULK_ORDER_STATUSES as readonly string[]).includes(status);

/** The statuses an order goes through, in order: an order further along is « déjà » past an earlier one. */
const LIFECYCLE: readonly OrderStatusValue[] = ["pending_payment", "paid", "processing", "shipped", "delivered"];

export type BulkRefusalCode = "INVALID" | "SAME_STATUS" | "NOT_FOUND" | "NOT_BULK";

export type BulkMoveDecision =
  | { kind: "move" }
  /** Already at the status, with a new tracking number: only the number changes (no second mail). */
  | { kind: "tracking" }
  | { kind: "refused"; code: BulkRefusalCode; reason: string };

const label = (status: OrderStatusValue) => ORDER_STATUS_LABELS[status].toLowerCase();

export const bulkRefusalMessages = {
  notFound: "Commande introuvable.",
  required: "Choisissez au moins une commande.",
  tooMany: `Au plus ${BULK_ORDER_LIMIT} commandes à la fois.`,
  notBulk: "Ce statut se change commande par commande, depuis sa page.",
} as const;

/**
 * What a bulk change to `to` does to one order at `from`. `trackingChanged`: the move carries a
 * tracking number different from the order's (a carrier's file, docs/tracking-import.md).
 */
export function bulkMoveDecision(from: OrderStatusValue, to: BulkOrderStatus, trackingChanged = false): BulkMoveDecision {
  if (from === to) {
    return trackingChanged && to === "shipped" ? { kind: "tracking" } : { kind: "refused", code: "SAME_STATUS", reason: `déjà ${label(to)}` };
  }
  if (to === "cancelled" && from !== "pending_payment" && ALLOWED_TRANSITIONS[from].includes(to)) {
    return { kind: "refused", code: "NOT_BULK", reason: `${label(from)} : son annulation émet un avoir, à faire depuis sa page` };
  }
  if (ALLOWED_TRANSITIONS[from].includes(to)) return { kind: "move" };
  if (ALLOWED_TRANSITIONS[from].length === 0) return { kind: "refused", code: "INVALID", reason: `${label(from)}, son statut ne peut plus changer` };
  const past = LIFECYCLE.indexOf(from) > LIFECYCLE.indexOf(to) && LIFECYCLE.includes(to);
  return {
    kind: "refused",
    code: "INVALID",
    reason: past ? `déjà ${label(from)}` : `${label(from)} : ne peut pas passer au statut « ${ORDER_STATUS_LABELS[to]} »`,
  };
}
