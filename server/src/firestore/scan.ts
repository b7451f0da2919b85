import { FieldPath, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { CostMeter } from "./cost";

/**
 * Every document of `query`, page by page, each page read with a Firestore cursor (startAfter
 * the previous page's last document): a scan of 100 000 documents holds one page in memory and
 * never skips or repeats one, whatever the ordering. `query` carries its ordering (`byDocumentId`
 * for a whole collection). Each page read is counted on `meter` when the scan serves a request.
 */
export async function* scanPages(query: Query, { pageSize, meter }: { pageSize: number; meter?: CostMeter }): AsyncGenerator<QueryDocumentSnapshot[]> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await (last ? query.startAfter(last) : query).limit(pageSize).get();
    meter?.query(snap.size);
    if (snap.empty) return;
    yield snap.docs;
    if (snap.size < pageSize) return;
    last = snap.docs.at(-1);
  }
}

/** The ordering of a whole-collection scan: by document id, the one index every collection has. */
export const byDocumentId = (query: Query): Query => query.orderBy(FieldPath.documentId());
