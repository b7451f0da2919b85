/**
 * The rules of a moderation decision, without Firestore: what input is acceptable and what a
 * decided creation's `moderation` becomes.
 */
import { MAX_REASON_LENGTH, inputField, tooLong, userError, type UserError } from "@atelier/domain/userErrors";

/** Most creations one decision may cover: one Firestore transaction writes each creation and its audit entry (200 writes, under the 500 limit). */
export const MAX_CREATIONS_PER_DECISION = 100;

export type ModerationDecisionValue = "APPROVE" | "REJECT";
export type ModerationStatusValue = "APPROVED" | "REJECTED";

export interface ModerationInput {
  ids: readonly string[];
  decision: ModerationDecisionValue;
  reason?: string | null;
}

export const moderationMessages = {
  noIds: "Sélectionnez au moins une création.",
  tooMany: `Vous pouvez modérer au plus ${MAX_CREATIONS_PER_DECISION} créations à la fois.`,
  reasonRequired: "Indiquez le motif du refus.",
} as const;

/** The input's problems, in French; empty when the decision may be applied. */
export function moderationInputErrors(input: ModerationInput): UserError[] {
  const errors: UserError[] = [];
  if (input.ids.length === 0) errors.push(userError(inputField("ids"), moderationMessages.noIds, "REQUIRED"));
  if (input.ids.length > MAX_CREATIONS_PER_DECISION) {
    errors.push(userError(inputField("ids"), moderationMessages.tooMany, "TOO_MANY"));
  }
  const reason = normalizedReason(input.reason);
  // Required only to reject: the message says so, where the shared one would not.
  if (input.decision === "REJECT" && !reason) {
    errors.push(userError(inputField("reason"), moderationMessages.reasonRequired, "REQUIRED"));
  }
  if (reason && reason.length > MAX_REASON_LENGTH) errors.push(tooLong(inputField("reason"), "Le motif", MAX_REASON_LENGTH));
  return errors;
}

export function normalizedReason(reason: string | null | undefined): string | null {
  const trimmed = reason?.trim();
  return trimmed ? trimmed : null;
}

/** Each id once, in the order given: the same creation twice in one call is one decision. */
export function distinctIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

export interface DecidedModeration {
  isModerated: true;
  status: ModerationStatusValue;
  reason: string | null;
  moderatedAt: Date;
  moderatedBy: string;
}

/**
 * What `moderation` becomes. The reason is replaced, never kept from an earlier decision: an
 * approval after a rejection must not carry the rejection's reason (an approval may have a note).
 */
export function decidedModeration(input: ModerationInput, actorUid: string, at: Date): DecidedModeration {
  return {
    isModerated: true,
    status: input.decision === "APPROVE" ? "APPROVED" : "REJECTED",
    reason: normalizedReason(input.reason),
    moderatedAt: at,
    moderatedBy: actorUid,
  };
}
