/**
 * Keeps `orders/{id}.idSearchKey` (the id upper-cased, rules/orderSearchKey.ts) on orders the
 * API does not write: the storefront's, through a Firestore trigger, and orders written before
 * the key existed, through a one-off backfill. Both write only a missing or stale key, so the
 * trigger's own write (which triggers it again) and a redelivered event change nothing.
 */
import type { DocumentData, Firestore } from "firebase-admin/firestore";
import { orderIdSearchKey } from "../../rules/orderSearchKey";
import { byDocumentId, scanPages } from "../scan";
import { ID_SEARCH_KEY, ORDERS } from "./record";

const BACKFILL_PAGE = 5000;

/** After a write of orders/{orderId} (`after` undefined when deleted); true when it stored the key. */
export async function keepOrderIdSearchKey(firestore: Firestore, orderId: string, after: DocumentData | undefined): Promise<boolean> {
  const key = orderIdSearchKey(orderId);
  if (!after || after[ID_SEARCH_KEY] === key) return false;
  const ref = firestore.collection(ORDERS).doc(orderId);
  // Read again inside a transaction: the order may have been deleted since the event.
  return firestore.runTransaction(async (transaction) => {
    const snap = await transaction.get(ref);
    if (!snap.exists || snap.get(ID_SEARCH_KEY) === key) return false;
    transaction.update(ref, { [ID_SEARCH_KEY]: key });
    return true;
  });
}

/** Stores the key on every order that lacks it (or holds a stale one); returns how many it wrote. */
export async function backfillOrderIdSearchKeys(firestore: Firestore): Promise<number> {
  const writer = firestore.bulkWriter();
  let written = 0;
  for await (const docs of scanPages(byDocumentId(firestore.collection(ORDERS).select(ID_SEARCH_KEY)), { pageSize: BACKFILL_PAGE })) {
    for (const doc of docs) {
      const key = orderIdSearchKey(doc.id);
      if (doc.get(ID_SEARCH_KEY) === key) continue;
      void writer.update(doc.ref, { [ID_SEARCH_KEY]: key });
      written++;
    }
  }
  await writer.close();
  return written;
}
