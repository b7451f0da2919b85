/**
 * Reads of the orders list, its tab counts and the CSV export, all built from one filtered
 * query so that the three agree on which orders match. The one exception: with no criterion
 * but a status, counts come from the dashboard's aggregates (stats/global, kept by triggers,
 * so they follow a write within about a second). Declared composite indexes:
 * firestore.indexes.json (status / userId equality with createdAt, total or idSearchKey ordering).
 */
import { FieldPath, Timestamp, type Query } from "firebase-admin/firestore";
import { badUserInput, messages } from "../../errors";
import { orderIdSearchKey } from "../../rules/orderSearchKey";
import { ORDER_STATUSES, type OrderStatusValue } from "@atelier/domain/orderStatuses";
import { LATE_ORDER_STATUSES } from "@atelier/domain/workQueues/workQueues";
import { forwardPageInfo, pageSize, type CollectionReader, type Page, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { decodeCursor, encodeCursor } from "../cursor";
import { scanPages } from "../scan";
import { ID_SEARCH_KEY, orderFromSnapshot, type OrderRecord, type OrderStatusCountRecord } from "./record";

export interface OrderCriteria {
  status: OrderStatusValue | null;
  userId: string | null;
  /** Inclusive. */
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  /** Order id prefix, in any case: matched on the stored upper-cased id. Lists in that order. */
  idPrefix: string | null;
  /** True when the search names a customer e-mail nobody has: nothing to read. */
  matchesNothing: boolean;
  /**
   * The work queue « payée depuis plus de 48 h sans expédition » (`?late=1`, docs/saved-views.md):
   * paid or processing orders paid before this instant, oldest payment first. A list of its own:
   * orderCriteria refuses a period, a search or a customer with it, so only `status` applies.
   */
  paidBefore: Date | null;
  sort: { field: "createdAt" | "total"; direction: "asc" | "desc" };
}

export const EXPORT_BATCH_SIZE = 500;

const ID = FieldPath.documentId();
// A code point above any an id holds: every key starting with the prefix sorts before prefix + it.
const KEY_RANGE_END = "\uf8ff";

/** Orders of each status from the dashboard's aggregates, or null when they are not built. */
export type StatusTotals = () => Promise<Record<OrderStatusValue, number> | null>;

/**
 * No criterion but, at most, a status: what the dashboard's aggregates already count, so the
 * tab counts and the total cost one document read instead of a count() over every order.
 */
const countedByAggregates = (c: OrderCriteria) => !c.userId && !c.from && !c.to && !c.idPrefix && !c.matchesNothing && !c.paidBefore;

/** A status the late queue can hold (paid, processing); the others have no late order. */
const mayBeLate = (status: OrderStatusValue) => LATE_ORDER_STATUSES.includes(status);

export function orderQueries(reader: CollectionReader<OrderRecord>, meter: CostMeter, statusTotals: StatusTotals) {
  const filtered = (c: OrderCriteria, status = c.status): Query => {
    if (c.paidBefore) {
      const late = status ? reader.ref().where("status", "==", status) : reader.ref().where("status", "in", LATE_ORDER_STATUSES);
      return late.where("paidAt", "<", Timestamp.fromDate(c.paidBefore));
    }
    let q: Query = reader.ref();
    if (status) q = q.where("status", "==", status);
    if (c.userId) q = q.where("userId", "==", c.userId);
    if (c.from) q = q.where("createdAt", ">=", Timestamp.fromDate(c.from));
    if (c.to) q = q.where("createdAt", "<", Timestamp.fromDate(c.to));
    if (c.idPrefix) {
      const prefix = orderIdSearchKey(c.idPrefix);
      q = q.where(ID_SEARCH_KEY, ">=", prefix).where(ID_SEARCH_KEY, "<", prefix + KEY_RANGE_END);
    }
    return q;
  };

  /**
   * The list's order. A prefix search sorts on the search key (a range on a field must sort on
   * it first). A total sort or a search within a date range names createdAt before the id:
   * Firestore would otherwise append the range field after the id, which it refuses.
   */
  const sorted = (c: OrderCriteria): Query => {
    if (c.paidBefore) return filtered(c).orderBy("paidAt").orderBy(ID);
    const dated = c.from || c.to;
    if (c.idPrefix) {
      const q = filtered(c).orderBy(ID_SEARCH_KEY);
      return (dated ? q.orderBy("createdAt") : q).orderBy(ID);
    }
    const { field, direction } = c.sort;
    const q = filtered(c).orderBy(field, direction);
    return (field !== "createdAt" && dated ? q.orderBy("createdAt", direction) : q).orderBy(ID, direction);
  };
  /** The plain sort on one field: the shared CollectionReader.page serves it. */
  const plain = (c: OrderCriteria) => !c.idPrefix && !(c.sort.field !== "createdAt" && (c.from || c.to));
  /** The ordered fields are the search key and the id, both known from the cursor's id. */
  const resumesFromId = (c: OrderCriteria) => c.idPrefix && !(c.from || c.to);

  const cursorDocument = async (id: string) => {
    const snap = await reader.ref().doc(id).get();
    meter.documentsRead(1);
    if (!snap.exists) throw badUserInput(messages.badCursor, "after");
    return snap;
  };

  const empty: Page<OrderRecord> = { edges: [], pageInfo: forwardPageInfo([], false) };

  return {
    async pageMatching(args: PageArgs, c: OrderCriteria): Promise<Page<OrderRecord>> {
      const size = pageSize(args.first);
      if (c.matchesNothing) return empty;
      if (c.paidBefore) return reader.page(args, { query: filtered(c), field: "paidAt", direction: "asc" });
      if (plain(c)) return reader.page(args, { query: filtered(c), field: c.sort.field, direction: c.sort.direction });
      let q = sorted(c);
      if (args.after) {
        const { id } = decodeCursor(args.after);
        // A search-key ordering resumes from the id; one that involves dates or totals from the
        // cursor's document itself (one more read), which carries every ordered field.
        q = resumesFromId(c) ? q.startAfter(orderIdSearchKey(id), id) : q.startAfter(await cursorDocument(id));
      }
      const snap = await q.limit(size + 1).get();
      meter.query(snap.size);
      const edges = snap.docs.slice(0, size).map((doc) => ({ cursor: encodeCursor(null, doc.id), node: orderFromSnapshot(doc) }));
      return { edges, pageInfo: forwardPageInfo(edges, snap.size > size) };
    },

    async countMatching(c: OrderCriteria): Promise<number> {
      if (c.matchesNothing) return 0;
      const totals = countedByAggregates(c) ? await statusTotals() : null;
      if (totals) return c.status ? totals[c.status] : ORDER_STATUSES.reduce((sum, status) => sum + totals[status], 0);
      return reader.count(filtered(c));
    },

    /** Per status, ignoring the criteria's own status: the aggregates, else one count() each. */
    async countByStatus(c: OrderCriteria): Promise<OrderStatusCountRecord[]> {
      const totals = countedByAggregates(c) ? await statusTotals() : null;
      if (totals) return ORDER_STATUSES.map((status) => ({ status, count: totals[status] }));
      return Promise.all(
        ORDER_STATUSES.map(async (status) => ({
          status,
          count: c.matchesNothing || (c.paidBefore && !mayBeLate(status)) ? 0 : await reader.count(filtered(c, status)),
        })),
      );
    },

    /**
     * `limit` matching ids in the list's order, after `afterId` (a bulk action's « Sélectionner les N
     * commandes correspondantes »): the documents' fields are not fetched (select()), but
     * Firestore still bills one read per document returned.
     */
    async idsMatching(c: OrderCriteria, limit: number, afterId: string | null = null): Promise<{ ids: string[]; hasMore: boolean }> {
      if (c.matchesNothing) return { ids: [], hasMore: false };
      let q = sorted(c).select();
      // The previous call's last order carries every ordered field (one read), whatever the sort.
      if (afterId) q = q.startAfter(await cursorDocument(afterId));
      const snap = await q.limit(limit + 1).get();
      meter.query(snap.size);
      return { ids: snap.docs.slice(0, limit).map((doc) => doc.id), hasMore: snap.size > limit };
    },

    /** Every matching order in the list's order, batch by batch (scan.ts): an export holds one batch in memory. */
    async *batchesMatching(c: OrderCriteria, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<OrderRecord[]> {
      if (c.matchesNothing) return;
      for await (const docs of scanPages(sorted(c), { pageSize: batchSize, meter })) yield docs.map(orderFromSnapshot);
    },
  };
}
