/**
 * The feedback collection as stored (docs/inbox.md): what the storefront writes, completed by
 * the trigger (normalised texts, searchTokens, counted) and by administrators (status, notes,
 * assignee). A leaf: it imports no other part.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { droppedReferenceFromData, type DroppedReference } from "@atelier/domain/feedbackReferences";
import { recordIdOrNull } from "@atelier/domain/recordIds";
import { FEEDBACK_CATEGORIES, FEEDBACK_STATUSES, type FeedbackCategoryValue, type FeedbackStatusValue } from "@atelier/domain/inbox";
import { int, isoDate, str } from "../convert";

export const FEEDBACK = "feedback";

/** Most internal notes one feedback keeps (they live in the document). */
export const MAX_FEEDBACK_NOTES = 50;

export interface FeedbackNoteRecord {
  id: string;
  text: string;
  authorUid: string;
  createdAt: string;
}

export interface FeedbackRecord {
  id: string;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  rating: number;
  category: FeedbackCategoryValue;
  message: string;
  creationId: string | null;
  orderId: string | null;
  /** References the trigger did not keep, and why (@atelier/domain/feedbackReferences). */
  droppedReferences: DroppedReference[];
  status: FeedbackStatusValue;
  notes: FeedbackNoteRecord[];
  assigneeUid: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

export function noteFromData(n: unknown): FeedbackNoteRecord | null {
  if (typeof n !== "object" || n === null) return null;
  const d = n as Record<string, unknown>;
  const text = str(d.text);
  const createdAt = isoDate(d.createdAt);
  if (!text || !createdAt) return null;
  return { id: str(d.id) ?? createdAt, text, authorUid: str(d.authorUid) ?? "", createdAt };
}

export function feedbackFromSnapshot(snap: DocumentSnapshot): FeedbackRecord {
  const d = snap.data() ?? {};
  return {
    id: snap.id,
    userId: str(d.userId),
    userName: str(d.userName),
    userEmail: str(d.userEmail),
    rating: Math.min(5, Math.max(1, int(d.rating, 3))),
    category: oneOf(FEEDBACK_CATEGORIES, d.category, "SUGGESTION"),
    message: str(d.message) ?? "",
    // Written by the storefront before the trigger checks it: an invalid id is no reference.
    creationId: recordIdOrNull(d.creationId),
    orderId: recordIdOrNull(d.orderId),
    droppedReferences: (Array.isArray(d.droppedReferences) ? d.droppedReferences : []).flatMap((r) => droppedReferenceFromData(r) ?? []),
    status: oneOf(FEEDBACK_STATUSES, d.status, "NEW"),
    notes: (Array.isArray(d.notes) ? d.notes : []).flatMap((n) => noteFromData(n) ?? []),
    assigneeUid: str(d.assigneeUid),
    createdAt: isoDate(d.createdAt),
    updatedAt: isoDate(d.updatedAt),
  };
}
