/**
 * Reads of the orders list, its tab counts and the CSV export, all built from one filtered
 * query so that the three always agree on which orders match. Declared composite indexes:
 * firestore.indexes.json (status / userId equality with createdAt or total ordering).
 */
import { FieldPath, Timestamp, type DocumentSnapshot, type Query, type QueryDocumentSnapshot } from "firebase-admin/firestore";
import type { OrderStatusValue } from "../rules/orderStatuses";
import { ORDER_STATUSES } from "../rules/orderStatuses";
import { pageSize, type CollectionReader, type Page, type PageArgs } from "./collection";
import type { CostMeter } from "./cost";
import { decodeCursor, encodeCursor } from "./cursor";
import type { OrderRecord, OrderStatusCountRecord } from "./orders";

export interface OrderCriteria {
  status: OrderStatusValue | null;
  userId: string | null;
  /** Inclusive. */
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  /** Order id prefix; case-sensitive, as Firestore ids are. Lists it in id order. */
  idPrefix: string | null;
  /** True when the search names a customer e-mail nobody has: nothing to read. */
  matchesNothing: boolean;
  sort: { field: "createdAt" | "total"; direction: "asc" | "desc" };
}

export const EXPORT_BATCH_SIZE = 500;

const ID = FieldPath.documentId();
// The last code point Firestore ids can hold: every id starting with the prefix sorts before it.
const ID_RANGE_END = "\uf8ff";

export function orderQueries(
  reader: CollectionReader<OrderRecord>,
  meter: CostMeter,
  fromSnapshot: (snap: DocumentSnapshot) => OrderRecord,
) {
  const filtered = (c: OrderCriteria, status = c.status): Query => {
    let q: Query = reader.ref();
    if (status) q = q.where("status", "==", status);
    if (c.userId) q = q.where("userId", "==", c.userId);
    if (c.from) q = q.where("createdAt", ">=", Timestamp.fromDate(c.from));
    if (c.to) q = q.where("createdAt", "<", Timestamp.fromDate(c.to));
    if (c.idPrefix) q = q.where(ID, ">=", c.idPrefix).where(ID, "<", c.idPrefix + ID_RANGE_END);
    return q;
  };

  /** The list's order: by id for a prefix search (a range on ids must sort on ids), else the chosen sort. */
  const sorted = (c: OrderCriteria): Query =>
    c.idPrefix ? filtered(c).orderBy(ID) : filtered(c).orderBy(c.sort.field, c.sort.direction).orderBy(ID, c.sort.direction);

  const empty: Page<OrderRecord> = { edges: [], pageInfo: { hasNextPage: false, endCursor: null } };

  return {
    async pageMatching(args: PageArgs, c: OrderCriteria): Promise<Page<OrderRecord>> {
      const size = pageSize(args.first);
      if (c.matchesNothing) return empty;
      if (!c.idPrefix) return reader.page(args, { query: filtered(c), field: c.sort.field, direction: c.sort.direction });
      let q = sorted(c);
      if (args.after) q = q.startAfter(decodeCursor(args.after).id);
      const snap = await q.limit(size + 1).get();
      meter.query(snap.size);
      const edges = snap.docs.slice(0, size).map((doc) => ({ cursor: encodeCursor(null, doc.id), node: fromSnapshot(doc) }));
      return { edges, pageInfo: { hasNextPage: snap.size > size, endCursor: edges.at(-1)?.cursor ?? null } };
    },

    countMatching: (c: OrderCriteria) => (c.matchesNothing ? Promise.resolve(0) : reader.count(filtered(c))),

    /** One count() aggregation per status, ignoring the criteria's own status. */
    countByStatus: (c: OrderCriteria): Promise<OrderStatusCountRecord[]> =>
      Promise.all(
        ORDER_STATUSES.map(async (status) => ({
          status,
          count: c.matchesNothing ? 0 : await reader.count(filtered(c, status)),
        })),
      ),

    /**
     * Every matching order, in batches read with a Firestore cursor (startAfter the last
     * document), so that an export holds one batch in memory, never the whole set.
     */
    async *batchesMatching(c: OrderCriteria, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<OrderRecord[]> {
      if (c.matchesNothing) return;
      let last: QueryDocumentSnapshot | undefined;
      for (;;) {
        const q = last ? sorted(c).startAfter(last) : sorted(c);
        const snap = await q.limit(batchSize).get();
        meter.query(snap.size);
        if (snap.empty) return;
        yield snap.docs.map(fromSnapshot);
        if (snap.size < batchSize) return;
        last = snap.docs.at(-1);
      }
    },
  };
}
