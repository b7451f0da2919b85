/**
 * Reprints (docs/reprints.md): the reprint of an order is a new order at zero price that names
 * its original in `reprintOf`; the original keeps no list of them (the link is the query
 * `reprintOf == id`, bounded by MAX_REPRINTS_PER_ORDER, counted inside the write's transaction).
 */
import type { Firestore } from "firebase-admin/firestore";
import {
  checkReprint,
  MAX_REPRINTS_PER_ORDER,
  reprintLinesText,
  reprintOrderFields,
  reprintReasonLabel,
  type ReprintDraft,
} from "@atelier/domain/reprints/reprint";
import { inputField } from "@atelier/domain/userErrors";
import { orderIdSearchKey, orderProductIds } from "../../rules/orderSearchKey";
import { auditedWrites } from "../auditedWrite";
import type { CostMeter } from "../cost";
import { ID_SEARCH_KEY, ORDERS, orderFromData, orderFromSnapshot, type OrderRecord } from "./record";
import { PRODUCT_IDS } from "./searchKey";

/** The field that links a reprint to its original. */
export const REPRINT_OF = "reprintOf";

const byCreation = (a: OrderRecord, b: OrderRecord) => (a.createdAt ?? "").localeCompare(b.createdAt ?? "") || a.id.localeCompare(b.id);

export function reprintsRepository(firestore: Firestore, meter: CostMeter) {
  const writes = auditedWrites(firestore, meter);
  const orders = firestore.collection(ORDERS);
  // Equality only (its single-field index): sorted here, the oldest first.
  const reprintsOf = (orderId: string) => orders.where(REPRINT_OF, "==", orderId).limit(MAX_REPRINTS_PER_ORDER);

  return {
    /** The reprints of an order, oldest first (one query, at most MAX_REPRINTS_PER_ORDER documents). */
    async ofOrder(orderId: string): Promise<OrderRecord[]> {
      const snap = await reprintsOf(orderId).get();
      meter.query(snap.size);
      return snap.docs.map(orderFromSnapshot).sort(byCreation);
    },

    /**
     * Creates the reprint of `orderId` in one audited transaction: reads the original and counts
     * its reprints, checks the request, creates the new order (auto id, paid now, its search
     * fields written with it) and records `order.reprint` on both orders.
     */
    reprint: (actorUid: string, orderId: string, draft: ReprintDraft) =>
      writes.run(actorUid, async (w): Promise<{ original: OrderRecord; reprint: OrderRecord }> => {
        const original = await w.getExisting(orders.doc(orderId), inputField("orderId"), "Commande", orderFromSnapshot);
        const reprintCount = await w.count(orders.where(REPRINT_OF, "==", orderId));
        const check = checkReprint(draft, { order: original, reprintCount });
        if (check.errors.length > 0) w.refuse(check.errors);
        const ref = orders.doc();
        const fields = reprintOrderFields(original, check.value);
        const stored = {
          ...fields,
          [ID_SEARCH_KEY]: orderIdSearchKey(ref.id),
          [PRODUCT_IDS]: orderProductIds(fields.items) ?? [],
          createdAt: w.now,
          updatedAt: w.now,
          paidAt: w.now,
          statusHistory: [{ to: "paid", changedAt: w.now, changedBy: actorUid }],
        };
        w.tx.create(ref, stored);
        const recorded = {
          reason: reprintReasonLabel(fields.reprintReason),
          reprintLines: reprintLinesText(fields.items),
          ...(fields.reprintNote ? { note: fields.reprintNote } : {}),
        };
        w.audit({ action: "order.reprint", targetType: "order", targetId: orderId, before: null, after: { reprintId: ref.id, ...recorded } });
        w.audit({ action: "order.reprint", targetType: "order", targetId: ref.id, before: null, after: { reprintOf: orderId, ...recorded } });
        return { original, reprint: orderFromData(ref.id, stored) };
      }),
  };
}
