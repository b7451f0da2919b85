/**
 * The orders repository: one flat object of its reads and writes (`repos.orders.pageMatching`,
 * `repos.orders.changeStatus`), composed from the parts of this folder, which share record.ts.
 */
import type { Firestore } from "firebase-admin/firestore";
import { CollectionReader, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { statsRepository } from "../stats";
import { orderNotesReader } from "./notes";
import { orderQueries, type StatusTotals } from "./queries";
import { ORDERS, orderFromSnapshot } from "./record";
import { orderWrites } from "./writes";
import { bulkStatusWrites } from "./bulkStatus";

export * from "./record";

export function ordersRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, ORDERS, orderFromSnapshot, meter);
  const stats = statsRepository(firestore, meter);
  // Read once per request: the list's totalCount and its tab counts share the document.
  let statusTotals: ReturnType<StatusTotals> | undefined;
  const totals: StatusTotals = () => (statusTotals ??= stats.ordersByStatus());
  return {
    getMany: (ids: readonly string[]) => reader.getMany(ids),
    page: (args: PageArgs) => reader.page(args),
    count: () => reader.count(),
    notes: orderNotesReader(firestore, meter).list,
    ...orderQueries(reader, meter, totals),
    ...orderWrites(firestore, meter),
    ...bulkStatusWrites(firestore, meter),
  };
}
