import type { Query } from "firebase-admin/firestore";

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
