/**
 * The one way the console writes (saleor-dashboard's makeMutation): Apollo's useMutation, plus
 * what every write needs — the payload's userErrors read, the toasts shown (success optional;
 * a refusal shows the first user error, unless the form binds them to its fields; a failure
 * shows « … impossible »), a lost session left to the shell, a saving/done/error state for the
 * buttons, and the optimistic response.
 *
 * Rollback: Apollo keeps an optimistic response in a layer of its own and drops that layer when
 * the server answers, then writes the answer. A failure writes nothing; a refusal writes a
 * payload whose object is null (or the unchanged object), so in both cases the cache shows the
 * state from before the call again (useAdminMutation.test.ts checks it).
 *
 * The call resolves to `{ ok, data, userErrors, problem }` and never rejects: a form binds the
 * userErrors, a modal stays open with `problem`.
 */
import type { OperationVariables, TypedDocumentNode, Unmasked } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import type { ApolloClient } from "@apollo/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "../notify";
import { undoAction } from "../undo/undoChange";
import { settleMutation, type AdminMutationResult, type MutationReport, type SettleOptions, type ToastText, type UserErrorLike } from "./mutationReport";

export { userErrorsOrThrow, type AdminMutationResult, type ToastText, type UserErrorLike } from "./mutationReport";

export type MutationState = "idle" | "saving" | "done" | "error";

export type AdminMutationOptions<TData> = SettleOptions<TData> & {
  /** Queries to refetch after a write (e.g. a history the payload does not carry). */
  refetchQueries?: string[];
};

export type AdminMutationCall<TData, TVariables> = {
  variables: TVariables;
  /** The answer the server is expected to give, shown at once and dropped when it answers. */
  optimisticResponse?: Unmasked<TData>;
  /** This call's success toast, instead of the hook's. */
  success?: ToastText;
  /** The gesture this call belongs to (X-Atelier-Change), when several calls make one change to undo together. */
  changeId?: string;
};

export type AdminMutation<TData, TVariables> = {
  /** Sends the mutation; resolves (never rejects) once the toasts are shown. Stable across renders. */
  run: (call: AdminMutationCall<TData, TVariables>) => Promise<AdminMutationResult<TData>>;
  state: MutationState;
  /** The last call's refusal, for the fields of a form. */
  userErrors: readonly UserErrorLike[];
  /** Back to idle (e.g. when a form is edited again). */
  reset: () => void;
};

/** Shows a report's toasts (a reversible write's success with « Annuler », docs/undo.md) and hands its result back. */
function announce<TData>(report: MutationReport<TData>, client: ApolloClient): AdminMutationResult<TData> {
  for (const toast of report.toasts) {
    if (toast.type === "success") notify.success(toast.title, toast.message, toast.undo ? undoAction(client, toast.undo) : undefined);
    else notify[toast.type](toast.title, toast.message);
  }
  return report.result;
}

const NONE: readonly UserErrorLike[] = [];

export function useAdminMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: AdminMutationOptions<TData>,
): AdminMutation<TData, TVariables> {
  const [mutate] = useMutation<TData, TVariables>(document, { refetchQueries: options.refetchQueries });
  const client = useApolloClient();
  // useMutation's own typing of `variables` (optional or not) cannot be resolved for a generic
  // TVariables; a call always passes them.
  const send = mutate as unknown as (call: {
    variables: TVariables;
    optimisticResponse?: Unmasked<TData>;
    context?: { changeId: string };
  }) => Promise<{ data?: TData | null; extensions?: Record<string, unknown> }>;
  const [state, setState] = useState<MutationState>("idle");
  const [userErrors, setUserErrors] = useState<readonly UserErrorLike[]>(NONE);
  // The latest options without making `run` change at every render (callers pass them inline).
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const run = useCallback(
    async ({ variables, optimisticResponse, success, changeId }: AdminMutationCall<TData, TVariables>) => {
      setState("saving");
      setUserErrors(NONE);
      const options = latest.current;
      const context = changeId ? { changeId } : undefined;
      const report = await settleMutation(() => send({ variables, optimisticResponse, context }), { ...options, success: success ?? options.success });
      setState(report.result.ok ? "done" : "error");
      setUserErrors(report.result.userErrors);
      return announce(report, client);
    },
    [send, client],
  );

  const reset = useCallback(() => {
    setState("idle");
    setUserErrors(NONE);
  }, []);

  return { run, state, userErrors, reset };
}
