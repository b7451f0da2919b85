/**
 * Keeps the orders' search fields (rules/orderSearchKey.ts) — `idSearchKey`, the id upper-cased,
 * and `productIds`, the lines' product ids — on orders the API does not write: the storefront's,
 * through a Firestore trigger, and orders written before the fields existed, through a one-off
 * backfill. Both write only missing or stale fields, so the trigger's own write (which triggers
 * it again) and a redelivered event change nothing.
 */
import { runSystemTransaction } from "../retryBudget";
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { orderIdSearchKey, orderProductIds } from "../../rules/orderSearchKey";
import { byDocumentId, scanPages } from "../scan";
import { ID_SEARCH_KEY, ORDERS } from "./record";

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
  return runSystemTransaction(firestore, async (transaction) => {
    const snap = await transaction.get(ref);
    const stale = snap.exists ? staleSearchFields(orderId, snap.data() ?? {}) : {};
    if (Object.keys(stale).length === 0) return false;
    transaction.update(ref, stale);
    return true;
  });
}

/** Stores the fields on every order that lacks them (or holds stale ones); returns how many orders it wrote. */
export async function backfillOrderIdSearchKeys(firestore: Firestore): Promise<number> {
  const writer = firestore.bulkWriter();
  let written = 0;
  const query = byDocumentId(firestore.collection(ORDERS).select(ID_SEARCH_KEY, PRODUCT_IDS, "items"));
  for await (const docs of scanPages(query, { pageSize: BACKFILL_PAGE })) {
    for (const doc of docs) {
      const stale = staleSearchFields(doc.id, doc.data());
      if (Object.keys(stale).length === 0) continue;
      void writer.update(doc.ref, stale);
      written++;
    }
  }
  await writer.close();
  return written;
}
