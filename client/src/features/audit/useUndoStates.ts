/**
 * The « Annuler » state of the entries a page shows (docs/undo.md), asked in a second query once
 * the page is there: each costs a read (the change's undo record) that would take a page of 100
 * past half the operation budget. Undefined while it loads.
 */
import { useQuery } from "@apollo/client/react";
import { useMemo } from "react";
import { AuditUndoStatesDocument, type AuditUndoFieldsFragment } from "../../gql/graphql";

export type UndoStates = ReadonlyMap<string, AuditUndoFieldsFragment> | undefined;

export function useUndoStates(ids: readonly string[]): UndoStates {
  const { data } = useQuery(AuditUndoStatesDocument, { variables: { ids: [...ids] }, skip: ids.length === 0, fetchPolicy: "cache-and-network" });
  return useMemo(() => (data ? new Map(data.auditEntries.flatMap((entry) => (entry ? [[entry.id, entry.undo] as const] : []))) : undefined), [data]);
}
