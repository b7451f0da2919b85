// The demo reprints (docs/reprints.md): a few shipped or delivered orders printed again, as
// reprintOrder would have made them (the domain's own reprintOrderFields), at zero price and
// linked to their original, each with its `order.reprint` audit entries. Written with the other
// orders (triggers paused): no invoice, and the rebuilt aggregates count them as reprints.
import { reprintLinesText, reprintOrderFields, reprintReasonLabel, type ReprintItem, type ReprintReason } from "@atelier/domain/reprints/reprint";
import { orderIdSearchKey, orderProductIds } from "../../server/src/rules/orderSearchKey";
import type { AuditEntryDoc } from "./auditLog";
import type { OrderDoc, StatusChange } from "./orders";
import { DAY, HOUR, Rng } from "./random";

export type ReprintDoc = Omit<OrderDoc, "items" | "notes"> & {
  items: ReprintItem[];
  reprintOf: string;
  reprintReason: ReprintReason;
  reprintNote: string | null;
};

const PLANS: { reason: ReprintReason; note: string | null; path: StatusChange["to"][] }[] = [
  { reason: "MISPRINT", note: "Couleurs trop sombres sur le premier tirage.", path: ["paid", "processing", "shipped", "delivered"] },
  { reason: "DAMAGED", note: "Photo du colis écrasé envoyée par la cliente.", path: ["paid", "processing", "shipped"] },
  // Not left « paid »: the end-to-end tests take a paid order of the demo data for an invoiced sale.
  { reason: "LOST", note: null, path: ["paid", "processing"] },
];

/**
 * Up to three reprints, of the first orders (by index) shipped at least ten days before the
 * anchor; each made by an administrator a few days after the shipment, the first line reprinted
 * whole. Pure: the same run gives the same reprints.
 */
export function generateReprints(seed: number, anchor: Date, admins: readonly string[], orders: Iterable<OrderDoc>): ReprintDoc[] {
  const reprints: ReprintDoc[] = [];
  for (const original of orders) {
    const plan = PLANS[reprints.length];
    if (!plan || admins.length === 0) break;
    const shipped = original.shippedAt?.getTime();
    if (!shipped || shipped > anchor.getTime() - 10 * DAY || !["shipped", "delivered"].includes(original.status)) continue;
    const rng = Rng.derive(seed, "reprint", reprints.length);
    const id = rng.id(20);
    const admin = rng.pick(admins);
    const createdAt = shipped + 3 * DAY + rng.int(8, 18) * HOUR;
    const statusHistory = plan.path.map((to, k) => ({ to, changedAt: new Date(createdAt + k * 2 * DAY), changedBy: k === 0 ? admin : rng.pick(admins) }));
    const fields = reprintOrderFields(
      {
        id: original.id,
        userId: original.userId,
        items: original.items,
        shippingAddress: { ...original.shippingAddress },
        deliveryMethodId: original.deliveryMethodId,
      },
      { lines: [{ itemIndex: 0, quantity: original.items[0]!.quantity }], reason: plan.reason, note: plan.note },
    );
    const reached = (status: StatusChange["to"]) => statusHistory.find((change) => change.to === status)?.changedAt ?? null;
    reprints.push({
      ...fields,
      id,
      idSearchKey: orderIdSearchKey(id),
      productIds: orderProductIds(fields.items) ?? [],
      userId: original.userId,
      status: statusHistory[statusHistory.length - 1]!.to,
      shippingAddress: original.shippingAddress,
      deliveryMethodId: original.deliveryMethodId,
      createdAt: new Date(createdAt),
      updatedAt: statusHistory[statusHistory.length - 1]!.changedAt,
      paidAt: new Date(createdAt),
      shippedAt: reached("shipped"),
      deliveredAt: reached("delivered"),
      statusHistory,
      trackingNumber: null,
    });
  }
  return reprints;
}

/** The `order.reprint` entries reprintOrder writes: one on the original, one on the reprint. */
export function reprintAuditEntries(reprint: ReprintDoc): AuditEntryDoc[] {
  const created = reprint.statusHistory[0]!;
  const recorded = {
    reason: reprintReasonLabel(reprint.reprintReason),
    reprintLines: reprintLinesText(reprint.items),
    ...(reprint.reprintNote ? { note: reprint.reprintNote } : {}),
  };
  const entry = (id: string, targetId: string, after: Record<string, unknown>): AuditEntryDoc => ({
    id,
    actorUid: created.changedBy!,
    action: "order.reprint",
    targetType: "order",
    targetId,
    before: null,
    after,
    at: created.changedAt,
  });
  return [
    entry(`${reprint.id}-reprint-of`, reprint.reprintOf, { reprintId: reprint.id, ...recorded }),
    entry(`${reprint.id}-reprint`, reprint.id, { reprintOf: reprint.reprintOf, ...recorded }),
  ];
}
