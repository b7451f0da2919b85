/**
 * The two-step rule on every request (docs/roles.md): a member whose record says
 * `twoStepRequired` is refused unless the verified ID token was minted with a second factor —
 * checked each time from the token, not once at sign-in, so a password alone never gets further
 * than `recordLogin` (which tells the console to ask for the second step).
 */
import { GraphQLError } from "graphql";
import type { DecodedIdToken } from "firebase-admin/auth";
import { twoStepMessages, twoStepSatisfied } from "@atelier/domain/staff/twoStep";

export const TWO_STEP_REQUIRED = "TWO_STEP_REQUIRED";

/** FORBIDDEN with the reason the console recognises: it then asks for the second step instead of signing out. */
export function twoStepRefusal(): GraphQLError {
  return new GraphQLError(twoStepMessages.required, {
    extensions: { code: "FORBIDDEN", reason: TWO_STEP_REQUIRED, http: { status: 403 } },
  });
}

/** Throws the refusal when the caller's role requires a second factor that this token lacks. */
export function enforceTwoStep(record: { twoStepRequired?: unknown } | null, token: DecodedIdToken): void {
  if (!twoStepSatisfied(record, token)) throw twoStepRefusal();
}
