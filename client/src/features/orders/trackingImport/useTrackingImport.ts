/**
 * Sends a carrier's file to importTrackingNumbers in requests of IMPORT_REQUEST_LINES lines (the
 * API's read ceiling), one after the other, and merges their answers: « Vérifier » sends every
 * line as a dry run; « Appliquer » sends the lines found « ok », each request with its own
 * idempotency key. A failure stops there and keeps the keys, so « Réessayer » sends the same
 * requests with the same keys: the requests already applied find their orders shipped and write
 * nothing more. Duplicates are found across the whole file once the answers are merged
 * (markDuplicates, the server's own rule, which sees one request at a time).
 */
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useRef } from "react";
import { IMPORT_REQUEST_LINES, type TrackingImportRow } from "@atelier/domain/trackingImport/carrierFile";
import { markDuplicates, type TrackingErrorCode, type TrackingImportLineRecord } from "@atelier/domain/trackingImport/verdicts";
import { ImportTrackingNumbersDocument, type ImportTrackingNumbersMutation } from "../../../gql/graphql";
import { chunks } from "../../../ui/mutation/chunks";
import { useAdminMutation } from "../../../ui/mutation/useAdminMutation";
import { notifyUndoable } from "../../../ui/undo/undoChange";
import { ENTITY_HISTORY } from "../../audit/auditLogParams";

export type ImportOutcome =
  | { kind: "done"; lines: TrackingImportLineRecord[]; changed: number }
  /** The API refused a request itself (its userErrors): nothing written by it. */
  | { kind: "refused"; problem: string }
  /** No answer (network, server fault): the same requests may be sent again. */
  | { kind: "failed"; problem: string };

export type Progress = { done: number; total: number };

type WireLine = ImportTrackingNumbersMutation["importTrackingNumbers"]["lines"][number];

const FAILED = "L’import des numéros de suivi n’a pas abouti. Réessayez.";

const record = (line: WireLine): TrackingImportLineRecord => ({
  lineNumber: line.lineNumber,
  orderRef: line.orderRef,
  trackingNumber: line.trackingNumber,
  verdict: line.verdict,
  code: (line.code ?? null) as TrackingErrorCode | null,
  message: line.message ?? null,
  orderId: line.orderId ?? null,
  previousTrackingNumber: line.previousTrackingNumber ?? null,
});

/** What an apply sends, and its keys, kept until it is answered (a retry reuses them). */
type ApplyPlan = { change: string; keys: string[]; changeId: string };

export function useTrackingImport() {
  const client = useApolloClient();
  const plan = useRef<ApplyPlan | null>(null);
  const { run } = useAdminMutation(ImportTrackingNumbersDocument, {
    payload: (data) => data.importTrackingNumbers,
    // The dialog shows refusals and verdicts itself.
    refusal: false,
    failure: "Import des numéros de suivi impossible",
  });

  const send = useCallback(
    async (rows: readonly TrackingImportRow[], keys: readonly string[] | null, onProgress: (progress: Progress) => void, changeId?: string) => {
      const batches = chunks(rows, IMPORT_REQUEST_LINES);
      const lines: TrackingImportLineRecord[] = [];
      const changed: string[] = [];
      let undoEntryId: string | null = null;
      for (const [index, batch] of batches.entries()) {
        const result = await run({ variables: { input: { rows: batch, dryRun: keys === null, idempotencyKey: keys?.[index] ?? null } }, changeId });
        undoEntryId ??= result.undoEntryId ?? null;
        const payload = result.data?.importTrackingNumbers;
        if (!payload) return { kind: "failed", problem: result.problem ?? FAILED, changed, undoEntryId } as const;
        if (!result.ok) return { kind: "refused", problem: result.problem ?? FAILED, changed, undoEntryId } as const;
        lines.push(...payload.lines.map(record));
        changed.push(...payload.changed.map((order) => order.id));
        onProgress({ done: lines.length, total: rows.length });
      }
      return { kind: "done", lines, changed, undoEntryId } as const;
    },
    [run],
  );

  /** Every line's verdict, nothing written. */
  const check = useCallback(
    async (rows: readonly TrackingImportRow[], onProgress: (progress: Progress) => void): Promise<ImportOutcome> => {
      plan.current = null;
      const sent = await send(rows, null, onProgress);
      return sent.kind === "done" ? { kind: "done", lines: markDuplicates(sent.lines), changed: 0 } : { kind: sent.kind, problem: sent.problem };
    },
    [send],
  );

  /** Applies the « ok » lines of a check; answers the whole file's lines, those sent replaced by their outcome. */
  const apply = useCallback(
    async (checked: readonly TrackingImportLineRecord[], onProgress: (progress: Progress) => void): Promise<ImportOutcome> => {
      // Each with the order its check found: read by id (one document) rather than looked up again.
      const rows = checked
        .filter((line) => line.verdict === "OK")
        .map(({ lineNumber, orderRef, trackingNumber, orderId }) => ({ lineNumber, orderRef, trackingNumber, orderId }));
      const change = JSON.stringify(rows);
      if (plan.current?.change !== change) {
        // The import is one change (its retries included): « Annuler » undoes every line together.
        plan.current = { change, keys: chunks(rows, IMPORT_REQUEST_LINES).map(() => crypto.randomUUID()), changeId: crypto.randomUUID() };
      }
      const sent = await send(rows, plan.current.keys, onProgress, plan.current.changeId);
      if (sent.kind !== "failed") plan.current = null;
      if (sent.changed.length > 0) {
        // The moved orders' history is read again by their page; the list and its tabs once, at the end.
        for (const id of sent.changed) client.cache.evict({ id: client.cache.identify({ __typename: "Order", id }), fieldName: "statusHistory" });
        client.refetchQueries({ include: ["OrderList", "OrderStatusCounts", ENTITY_HISTORY] }).then(undefined, () => undefined);
        const count = sent.changed.length > 1 ? `${sent.changed.length} commandes modifiées` : "1 commande modifiée";
        notifyUndoable(client, "Numéros de suivi importés", count, sent.undoEntryId);
      }
      if (sent.kind !== "done") return { kind: sent.kind, problem: sent.problem };
      const outcome = new Map(sent.lines.map((line) => [line.lineNumber, line]));
      return { kind: "done", lines: checked.map((line) => outcome.get(line.lineNumber) ?? line), changed: sent.changed.length };
    },
    [send, client],
  );

  return { check, apply };
}
