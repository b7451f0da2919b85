/**
 * Keeps the orders' search fields (rules/orderSearchKey.ts) — `idSearchKey`, the id upper-cased,
 * and `productIds`, the lines' product ids — on orders the API does not write: the storefront's,
 * through a Firestore trigger, and orders written before the fields existed, through a one-off
 * backfill. Both write only missing or stale fields, so the trigger's own write (which triggers
 * it again) and a redelivered event change nothing.
 */
import { FieldPath, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { orderIdSearchKey, orderProductIds } from "../rules/orderSearchKey";
import { ID_SEARCH_KEY } from "./orderQueries";
import { ORDERS } from "./orders";

const BACKFILL_PAGE = 5000;
/** The lines' product ids, flat, for an array-contains query (a product's usage count). */
export const PRODUCT_IDS = "productIds";

/** The search fields of an order whose stored value is missing or stale: nothing when all are right. */
function staleSearchFields(orderId: string, data: DocumentData): DocumentData {
  const stale: DocumentData = {};
  const key = orderIdSearchKey(orderId);
  if (data[ID_SEARCH_KEY] !== key) stale[ID_SEARCH_KEY] = key;
  const productIds = orderProductIds(data.items);
  if (productIds && JSON.stringify(data[PRODUCT_IDS]) !== JSON.stringify(productIds)) stale[PRODUCT_IDS] = productIds;
  return stale;
}

/** After a write of orders/{orderId} (`after` undefined when deleted); true when it stored a field. */
export async function keepOrderIdSearchKey(firestore: Firestore, orderId: string, after: DocumentData | undefined): Promise<boolean> {
  if (!after || Object.keys(staleSearchFields(orderId, after)).length === 0) return false;
  const ref = firestore.collection(ORDERS).doc(orderId);
  // Read again inside a transaction: the order may have been deleted or changed since the event.
  return firestore.runTransaction(async (transaction) => {
    const snap = await transaction.get(ref);
    const stale = snap.exists ? staleSearchFields(orderId, snap.data() ?? {}) : {};
    if (Object.keys(stale).length === 0) return false;
    transaction.update(ref, stale);
    return true;
  });
}

/** Stores the fields on every order that lacks them (or holds stale ones); returns how many orders it wrote. */
export async function backfillOrderIdSearchKeys(firestore: Firestore): Promise<number> {
  const base = firestore.collection(ORDERS).select(ID_SEARCH_KEY, PRODUCT_IDS, "items").orderBy(FieldPath.documentId()).limit(BACKFILL_PAGE);
  const writer = firestore.bulkWriter();
  let written = 0;
  for (let last: string | undefined; ; ) {
    const snap = await (last ? base.startAfter(last) : base).get();
    for (const doc of snap.docs) {
      const stale = staleSearchFields(doc.id, doc.data());
      if (Object.keys(stale).length === 0) continue;
      void writer.update(doc.ref, stale);
      written++;
    }
    if (snap.size < BACKFILL_PAGE) break;
    last = snap.docs.at(-1)?.id;
  }
  await writer.close();
  return written;
}
