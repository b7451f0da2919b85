/**
 * Sends « Changer le statut… » of the selection (Mutation.changeOrdersStatus), in the requests of
 * bulkStatusBatches.ts, one after the other, and adds up their answers. A failure stops there
 * and keeps the plan, so « Réessayer » sends the same requests with the same keys; any other
 * outcome ends the change, and the next one gets new keys. The plan is held by the page, not the
 * dialog: closing and reopening the dialog after a failure still retries with the same keys.
 *
 * The moved orders come back with their new status, which the cache merges into the list and any
 * open order; their history is dropped from the cache (their page reads it again), and the list
 * and the tab counts are read again once, at the end (a moved order may leave the tab shown).
 */
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useRef } from "react";
import { ChangeOrdersStatusDocument, type ChangeOrdersStatusMutation, type OrderStatus } from "../../../gql/graphql";
import { useAdminMutation } from "../../../ui/mutation/useAdminMutation";
import { ENTITY_HISTORY } from "../../audit/auditLogParams";
import { planBulkStatusChange, type BulkStatusPlan } from "./bulkStatusBatches";
import { changeIdOf, notifyUndoable } from "../../../ui/undo/undoChange";
import { ORDER_STATUS_ENUM_LABELS } from "@atelier/domain/orderStatuses";

type Payload = ChangeOrdersStatusMutation["changeOrdersStatus"];

export type BulkStatusOutcome =
  | { kind: "done"; changed: Payload["changed"]; refused: Payload["refused"] }
  /** The API refused the request itself (its userErrors): nothing written. */
  | { kind: "refused"; problem: string }
  /** No answer (network, server fault): the same change may be sent again, with the same keys. */
  | { kind: "failed"; problem: string };

const FAILED = "Le changement de statut n’a pas abouti. Réessayez.";

export function useChangeOrdersStatus() {
  const client = useApolloClient();
  const plan = useRef<BulkStatusPlan | null>(null);
  // Every request of a plan (its retries included) is one change: « Annuler » undoes them together.
  const changeIds = useRef(new WeakMap<BulkStatusPlan, string>());
  const { run } = useAdminMutation(ChangeOrdersStatusDocument, {
    payload: (data) => data.changeOrdersStatus,
    // The dialog shows the refusal and the outcome itself.
    refusal: false,
    failure: "Changement de statut impossible",
  });

  const change = useCallback(
    async (orderIds: readonly string[], status: OrderStatus): Promise<BulkStatusOutcome> => {
      plan.current = planBulkStatusChange(orderIds, status, plan.current, () => crypto.randomUUID());
      const changed: Payload["changed"][number][] = [];
      const refused: Payload["refused"][number][] = [];
      let outcome: BulkStatusOutcome | null = null;
      const changeId = changeIdOf(changeIds.current, plan.current);
      let undoEntryId: string | null = null;
      for (const request of plan.current.requests) {
        const result = await run({ variables: { input: { ...request, status } }, changeId });
        undoEntryId ??= result.undoEntryId ?? null;
        const payload = result.data?.changeOrdersStatus;
        if (!payload) {
          outcome = { kind: "failed", problem: result.problem ?? FAILED };
          break;
        }
        if (!result.ok) {
          outcome = { kind: "refused", problem: result.problem ?? FAILED };
          break;
        }
        changed.push(...payload.changed);
        refused.push(...payload.refused);
      }
      if (outcome?.kind !== "failed") plan.current = null;

      if (changed.length > 0) {
        for (const order of changed) client.cache.evict({ id: client.cache.identify({ __typename: "Order", id: order.id }), fieldName: "statusHistory" });
        // A failed refetch shows in the list itself.
        client.refetchQueries({ include: ["OrderList", "OrderStatusCounts", ENTITY_HISTORY] }).then(undefined, () => undefined);
        const count = changed.length > 1 ? `${changed.length} commandes passées` : "1 commande passée";
        notifyUndoable(client, "Statuts modifiés", `${count} au statut « ${ORDER_STATUS_ENUM_LABELS[status]} »`, undoEntryId);
      }
      return outcome ?? { kind: "done", changed, refused };
    },
    [run, client],
  );

  return { change };
}
