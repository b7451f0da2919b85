/**
 * What a finished admin mutation reports, decided without React or Apollo so that it is tested
 * alone: the result the caller gets (`ok`, the answer, the refusal) and the toasts to show.
 */
import { isAccessRefusal } from "../apiErrors";
import { errorText } from "../errorText";

/** The `userErrors` entries every payload carries (fragment UserErrorFields). */
export type UserErrorLike = {
  readonly field?: readonly string[] | null;
  readonly message: string;
  readonly code?: string | null;
};

/** A payload: the object saved (named after its type) and the server's refusal, if any. */
export type PayloadLike = { readonly userErrors: readonly UserErrorLike[] };

export type ToastText = { title: string; message?: string };

export type MutationMessages<TData> = {
  /** Title of the error toast of a failure (network, server fault): « … impossible ». */
  failure: string;
  /**
   * Title of the error toast of a refusal (the payload's userErrors): « … refusé(e) », showing the
   * first message. `false` when the caller shows the errors itself (bound to form fields).
   */
  refusal: string | false;
  /** One toast per user error instead of the first one only (e.g. each unknown id of a batch). */
  everyUserError?: boolean;
  /** The success toast, if any; a function reads the server's answer. */
  success?: ToastText | ((data: TData) => ToastText);
};

export type AdminMutationResult<TData> = {
  /** Saved: the server answered without userErrors. */
  ok: boolean;
  /** The server's answer; undefined on a failure. */
  data: TData | undefined;
  /** The server's refusal, to bind to form fields; empty on success or failure. */
  userErrors: readonly UserErrorLike[];
  /** Why it was not saved, in a sentence: the first user error's message, else the failure's. */
  problem?: string;
  /** Saved and reversible: the change's entry that « Annuler » sends (docs/undo.md); null otherwise. */
  undoEntryId?: string | null;
};

/** A success toast may carry the entry of the change its « Annuler » undoes. */
export type Toast = ToastText & { type: "success" | "error"; undo?: string };

/** The server's word on a write (extensions.change): its first audit entry, and whether it may be undone. */
export function undoEntryOf(extensions: Record<string, unknown> | undefined): string | null {
  const change = extensions?.change as { entryId?: unknown; reversible?: unknown } | undefined;
  return change?.reversible === true && typeof change.entryId === "string" ? change.entryId : null;
}

export type MutationReport<TData> = { result: AdminMutationResult<TData>; toasts: Toast[] };

const NO_ERRORS: readonly UserErrorLike[] = [];

/** The server answered: a success, or a refusal when its payload carries userErrors. */
export function reportAnswer<TData>(
  data: TData | null | undefined,
  payload: (data: TData) => PayloadLike | null | undefined,
  messages: MutationMessages<TData>,
  undoEntryId: string | null = null,
): MutationReport<TData> {
  const answer = data ?? undefined;
  const userErrors = (answer !== undefined && payload(answer)?.userErrors) || NO_ERRORS;
  if (userErrors.length > 0) {
    const shown = messages.everyUserError ? userErrors : userErrors.slice(0, 1);
    const { refusal } = messages;
    return {
      result: { ok: false, data: answer, userErrors, problem: shown[0]?.message },
      toasts: refusal === false ? [] : shown.map((error) => ({ type: "error", title: refusal, message: error.message })),
    };
  }
  const { success } = messages;
  const toast = typeof success === "function" ? answer !== undefined && success(answer) : success;
  return {
    result: { ok: true, data: answer, userErrors, undoEntryId },
    toasts: toast ? [{ type: "success", ...toast, ...(undoEntryId ? { undo: undoEntryId } : {}) }] : [],
  };
}

/**
 * The call failed. A refused access is not reported here: the shell announces it once and closes
 * the session (app/auth/accessRevoked.ts), so a second toast would only repeat it.
 */
export function reportFailure(error: unknown, messages: Pick<MutationMessages<unknown>, "failure">): MutationReport<never> {
  const problem = errorText(error, "L’opération n’a pas abouti. Réessayez.");
  return {
    result: { ok: false, data: undefined, userErrors: NO_ERRORS, problem },
    toasts: isAccessRefusal(error) ? [] : [{ type: "error", title: messages.failure, message: problem }],
  };
}

export type SettleOptions<TData> = MutationMessages<TData> & {
  /** The payload of the answer, whose userErrors tell a refusal: `(data) => data.changeOrderStatus`. */
  payload: (data: TData) => PayloadLike | null | undefined;
};

/** Runs one call (Apollo's mutate) and decides what it reports; never rejects. */
export async function settleMutation<TData>(
  send: () => Promise<{ data?: TData | null; extensions?: Record<string, unknown> }>,
  options: SettleOptions<TData>,
): Promise<MutationReport<TData>> {
  try {
    const { data, extensions } = await send();
    return reportAnswer(data, options.payload, options, undoEntryOf(extensions));
  } catch (error) {
    return reportFailure(error, options);
  }
}

/**
 * A result as FormDialog's `onSave` wants it: the refusal's userErrors (shown under their fields,
 * the others in its alert), none when saved; a failure is thrown, for the alert to say why.
 */
export function userErrorsOrThrow(result: AdminMutationResult<unknown>): readonly UserErrorLike[] {
  if (!result.ok && result.userErrors.length === 0) throw new Error(result.problem);
  return result.userErrors;
}
