import { FieldPath, type Query } from "firebase-admin/firestore";
import type { CollectionReader } from "../collection";
import type { CostMeter } from "../cost";
import { scanPages } from "../scan";
import { creationFromSnapshot, type CreationRecord } from "./record";

/** Creations per batch of the CSV export (one batch in memory at a time). */
export const CREATION_EXPORT_BATCH = 500;

export interface CreationListFilter {
  /** PENDING: not moderated yet (moderation.isModerated false). */
  moderation?: "PENDING" | "APPROVED" | "REJECTED" | "ALL" | null;
  style?: string | null;
  userId?: string | null;
}

/** Equality filters only, so that every combination is served by one composite index (firestore.indexes.json). */
export function filtered(query: Query, filter: CreationListFilter = {}): Query {
  let q = query;
  if (filter.moderation === "PENDING") q = q.where("moderation.isModerated", "==", false);
  if (filter.moderation === "APPROVED" || filter.moderation === "REJECTED") q = q.where("moderation.status", "==", filter.moderation);
  if (filter.style) q = q.where("style", "==", filter.style);
  if (filter.userId) q = q.where("userId", "==", filter.userId);
  return q;
}

/** Every creation of `filtered`, in the list's order (createdAt then id, newest first), by Firestore cursor. */
export async function* creationBatches(
  reader: CollectionReader<CreationRecord>,
  filter: CreationListFilter | undefined,
  meter: CostMeter,
  batchSize = CREATION_EXPORT_BATCH,
): AsyncGenerator<CreationRecord[]> {
  const query = filtered(reader.ref(), filter).orderBy("createdAt", "desc").orderBy(FieldPath.documentId(), "desc");
  for await (const docs of scanPages(query, { pageSize: batchSize, meter })) yield docs.map(creationFromSnapshot);
}
