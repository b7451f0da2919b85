/**
 * A feedback may name an order or a creation (docs/inbox.md). The storefront writes it straight
 * to Firestore, so the name is the customer's text: the trigger keeps it only when it is a valid
 * id of an order or creation that exists and belongs to the feedback's author. Otherwise the
 * reference is dropped — an administrator would otherwise read the feedback as a complaint about
 * someone else's order — and the reason is kept beside it, for the drawer to say why.
 */
import { isRecordId } from "./recordIds";

export const FEEDBACK_REFERENCE_KINDS = ["ORDER", "CREATION"] as const;
export type FeedbackReferenceKind = (typeof FEEDBACK_REFERENCE_KINDS)[number];

export const DROPPED_REFERENCE_REASONS = ["INVALID_ID", "NOT_FOUND", "NOT_AUTHORS"] as const;
export type DroppedReferenceReason = (typeof DROPPED_REFERENCE_REASONS)[number];

export interface DroppedReference {
  kind: FeedbackReferenceKind;
  /** The customer's text, as written (cut to MAX_NAMED_ID characters). */
  id: string;
  reason: DroppedReferenceReason;
}

/** Longest reference text kept (firestore.rules allows 128; older records may hold more). */
export const MAX_NAMED_ID = 200;

/** What the customer named, trimmed: null when nothing. */
export function namedId(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const id = value.trim().slice(0, MAX_NAMED_ID);
  return id || null;
}

/**
 * The decision on one named record. `named`: the customer's text; `owner`: the userId stored on
 * the order or creation when it exists (undefined: not read because the id is invalid; null: no
 * such record). Answers the id to keep, or why it is dropped.
 */
export function checkFeedbackReference(
  kind: FeedbackReferenceKind,
  named: string,
  authorUid: string | null,
  owner: { exists: boolean; userId: unknown } | undefined,
): { keep: string } | { dropped: DroppedReference } {
  const drop = (reason: DroppedReferenceReason) => ({ dropped: { kind, id: named, reason } });
  if (!isRecordId(named) || !owner) return drop("INVALID_ID");
  if (!owner.exists) return drop("NOT_FOUND");
  if (!authorUid || owner.userId !== authorUid) return drop("NOT_AUTHORS");
  return { keep: named };
}

const WHAT: Record<FeedbackReferenceKind, { article: string; noun: string }> = {
  ORDER: { article: "la commande", noun: "commande" },
  CREATION: { article: "la création", noun: "création" },
};

/** The drawer's sentence: what was named, why it is not shown. */
export function droppedReferenceMessage({ kind, id, reason }: DroppedReference): string {
  const { article, noun } = WHAT[kind];
  switch (reason) {
    case "INVALID_ID":
      return `Référence retirée : l’identifiant de ${noun} donné par le client n’est pas valide.`;
    case "NOT_FOUND":
      return `Référence retirée : ${article} « ${id} » n’existe pas.`;
    case "NOT_AUTHORS":
      return `Référence retirée : ${article} « ${id} » n’appartient pas à l’auteur de ce feedback.`;
  }
}

/** A stored dropped reference, or null when the stored value is not one. */
export function droppedReferenceFromData(value: unknown): DroppedReference | null {
  if (typeof value !== "object" || value === null) return null;
  const d = value as Record<string, unknown>;
  const kind = FEEDBACK_REFERENCE_KINDS.find((k) => k === d.kind);
  const reason = DROPPED_REFERENCE_REASONS.find((r) => r === d.reason);
  const id = namedId(d.id);
  return kind && reason && id ? { kind, id, reason } : null;
}
