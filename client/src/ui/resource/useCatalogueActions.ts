/**
 * What every catalogue list does to an item besides editing it — activate/deactivate
 * (optimistic), duplicate, reorder (optimistic), delete — through useAdminMutation. The screen
 * gives its four typed documents; their payloads follow the catalogue contract
 * (`{ <entity>, userErrors }`, reorder `{ items, userErrors }`), so this hook reads them by the
 * mutation's root field and builds the optimistic answers from the row already in the cache
 * (the documents select the same fragment as the list).
 *
 *   const actions = useCatalogueActions({ typename: "DeliveryMethod", listQuery: "DeliveryMethods",
 *     documents: { setActive: SetDeliveryMethodActiveDocument, duplicate: …, reorder: …, remove: … } });
 */
import type { DocumentNode, TypedDocumentNode } from "@apollo/client";
import { useApolloClient } from "@apollo/client/react";
import { getMainDefinition } from "@apollo/client/utilities";
import { useAdminMutation, type AdminMutationResult } from "../mutation/useAdminMutation";
import type { PayloadLike } from "../mutation/mutationReport";
import { typed } from "../mutation/typename";
import type { CatalogueItem } from "./catalogueFilter";
import { withPositions } from "./reorder";

type Input<T> = { input: T };

export type CatalogueDocuments = {
  setActive: TypedDocumentNode<unknown, Input<{ id: string; isActive: boolean }>>;
  duplicate: TypedDocumentNode<unknown, Input<{ id: string }>>;
  reorder: TypedDocumentNode<unknown, Input<{ ids: string[] }>>;
  remove: TypedDocumentNode<unknown, Input<{ id: string }>>;
};

export type CatalogueActions<Item> = {
  setActive: (item: Item, isActive: boolean) => Promise<AdminMutationResult<unknown>>;
  duplicate: (item: Item) => Promise<AdminMutationResult<unknown>>;
  reorder: (items: readonly Item[], ids: readonly string[]) => Promise<AdminMutationResult<unknown>>;
  remove: (item: Item) => Promise<AdminMutationResult<unknown>>;
};

/** The mutation’s one root field ("setDeliveryMethodActive"): where its payload is. */
export function rootField(document: DocumentNode): string {
  const selection = getMainDefinition(document).selectionSet.selections[0];
  if (selection?.kind !== "Field") throw new Error("A catalogue mutation selects one root field");
  return (selection.alias ?? selection.name).value;
}

export const payloadOf = (document: DocumentNode) => {
  const field = rootField(document);
  return (data: unknown) => (data as Record<string, PayloadLike | undefined>)[field];
};

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export function useCatalogueActions<Item extends CatalogueItem>(spec: {
  /** The GraphQL type ("DeliveryMethod"); its payloads are "<type>Payload" and "Reorder<plural>Payload". */
  typename: string;
  plural: string;
  /** Operation name of the list query, refetched when an item appears (duplicate). */
  listQuery: string;
  documents: CatalogueDocuments;
}): CatalogueActions<Item> {
  const { typename, documents } = spec;
  const client = useApolloClient();
  const entity = lowerFirst(typename);
  const payload = (item: Item) => ({ [rootField(documents.setActive)]: typed(`${typename}Payload`, { [entity]: item, userErrors: [] }) });

  const setActive = useAdminMutation(documents.setActive, {
    payload: payloadOf(documents.setActive),
    failure: "Changement impossible",
    refusal: "Changement refusé",
  });
  const duplicate = useAdminMutation(documents.duplicate, {
    payload: payloadOf(documents.duplicate),
    failure: "Duplication impossible",
    refusal: "Duplication refusée",
    refetchQueries: [spec.listQuery],
  });
  const reorder = useAdminMutation(documents.reorder, {
    payload: payloadOf(documents.reorder),
    failure: "Réorganisation impossible",
    refusal: "Réorganisation refusée",
  });
  // The list shows a refused delete itself (« utilisé par … », with « Désactiver »).
  const remove = useAdminMutation(documents.remove, { payload: payloadOf(documents.remove), failure: "Suppression impossible", refusal: false });

  return {
    setActive: (item, isActive) =>
      setActive.run({
        variables: { input: { id: item.id, isActive } },
        optimisticResponse: payload({ ...item, isActive }),
        success: { title: isActive ? "Activation enregistrée" : "Désactivation enregistrée", message: item.name },
      }),
    duplicate: (item) => duplicate.run({ variables: { input: { id: item.id } }, success: { title: "Copie créée", message: `${item.name} (copie)` } }),
    reorder: (items, ids) =>
      reorder.run({
        variables: { input: { ids: [...ids] } },
        optimisticResponse: {
          [rootField(documents.reorder)]: typed(`Reorder${spec.plural}Payload`, { items: withPositions(items, ids), userErrors: [] }),
        },
      }),
    remove: async (item) => {
      const result = await remove.run({ variables: { input: { id: item.id } }, success: { title: "Suppression effectuée", message: item.name } });
      if (result.ok) {
        client.cache.evict({ id: client.cache.identify({ __typename: typename, id: item.id }) });
        client.cache.gc();
      }
      return result;
    },
  };
}
