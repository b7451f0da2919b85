/**
 * The creations repository: one flat object of its reads and writes (`repos.creations.page`,
 * `repos.creations.moderate`), composed from the parts of this folder, which share record.ts.
 */
import type { Firestore } from "firebase-admin/firestore";
import { CollectionReader, type PageArgs } from "../collection";
import type { CostMeter } from "../cost";
import { creationBatches, filtered, type CreationListFilter } from "./list";
import { creationModeration } from "./moderation";
import { CREATIONS, creationFromSnapshot } from "./record";

export * from "./record";
export type { CreationListFilter } from "./list";

export function creationsRepository(firestore: Firestore, meter: CostMeter) {
  const reader = new CollectionReader(firestore, CREATIONS, creationFromSnapshot, meter);
  return {
    getMany: (ids: readonly string[]) => reader.getMany(ids),
    page: (args: PageArgs, filter?: CreationListFilter) => reader.page(args, { query: filtered(reader.ref(), filter) }),
    count: (filter?: CreationListFilter) => reader.count(filtered(reader.ref(), filter)),
    /** What `page` lists for `filter`, in its order (newest first), batch by batch: the CSV export. */
    batchesMatching: (filter?: CreationListFilter) => creationBatches(reader, filter, meter),
    ...creationModeration(firestore, meter),
  };
}
