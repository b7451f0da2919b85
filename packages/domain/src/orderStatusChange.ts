/**
 * A status change, as a pure function (architecture.md, "Order statuses"): checks the move
 * against ALLOWED_TRANSITIONS and says exactly what to write — the new status, updatedAt, the
 * matching paidAt / shippedAt / deliveredAt, and the statusHistory entry, all from one change
 * time. The repository runs it inside the Firestore transaction that reads the order.
 */
import { ALLOWED_TRANSITIONS, ORDER_STATUS_LABELS, type OrderStatusValue } from "./orderStatuses";

export { ORDER_STATUS_LABELS };

/** The carrier's tracking number an administrator sets on an order: at most this many characters once trimmed. */
export const MAX_TRACKING_NUMBER_LENGTH = 64;

const STAMPED: Partial<Record<OrderStatusValue, "paidAt" | "shippedAt" | "deliveredAt">> = {
  paid: "paidAt",
  shipped: "shippedAt",
  delivered: "deliveredAt",
};

export interface StatusChangeWrite {
  status: OrderStatusValue;
  updatedAt: string;
  paidAt?: string;
  shippedAt?: string;
  deliveredAt?: string;
}

export type StatusChangeResult =
  { ok: true; write: StatusChangeWrite; entry: { to: OrderStatusValue; changedAt: string; changedBy: string | null } } | { ok: false; message: string };

export function allowedNextStatuses(from: OrderStatusValue): readonly OrderStatusValue[] {
  return ALLOWED_TRANSITIONS[from];
}

export function applyStatusChange(from: OrderStatusValue, to: OrderStatusValue, changedAt: string, changedBy: string | null): StatusChangeResult {
  if (!ALLOWED_TRANSITIONS[from].includes(to)) return { ok: false, message: forbiddenTransitionMessage(from, to) };
  const write: StatusChangeWrite = { status: to, updatedAt: changedAt };
  const stamp = STAMPED[to];
  if (stamp) write[stamp] = changedAt;
  return { ok: true, write, entry: { to, changedAt, changedBy } };
}

export function forbiddenTransitionMessage(from: OrderStatusValue, to: OrderStatusValue): string {
  if (from === to) return `La commande est déjà au statut « ${ORDER_STATUS_LABELS[to]} ».`;
  if (ALLOWED_TRANSITIONS[from].length === 0) {
    return `La commande est au statut final « ${ORDER_STATUS_LABELS[from]} » : son statut ne peut plus changer.`;
  }
  return `Une commande au statut « ${ORDER_STATUS_LABELS[from]} » ne peut pas passer au statut « ${ORDER_STATUS_LABELS[to]} ».`;
}
