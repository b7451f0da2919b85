/**
 * How a catalogue drawer saves: createX for a new record (then the list is refetched: the new
 * one goes last), updateX with the version the form was loaded with (a stale one is refused,
 * « Modifié entre-temps par … — rechargez »). Refusals are left to the form (bound to its
 * fields); the result goes straight to FormDialog's onSave.
 *
 *   const save = useCatalogueSave({ create: CreateDeliveryMethodDocument, update: UpdateDeliveryMethodDocument,
 *     listQuery: "DeliveryMethods", created: "Mode de livraison créé" });
 *   onSave={(values) => save(method, deliveryMethodInput(values))}
 */
import type { TypedDocumentNode } from "@apollo/client";
import { useAdminMutation } from "../mutation/useAdminMutation";
import { payloadOf } from "./useCatalogueActions";

type Input<T> = { input: T };

type Spec<I> = {
  create: TypedDocumentNode<unknown, Input<I>>;
  update: TypedDocumentNode<unknown, Input<{ id: string; version: number; values: I }>>;
  /** Operation name of the list query. */
  listQuery: string;
  /** The success toast's title of a creation (« Mode de livraison créé »). */
  created: string;
};

const MESSAGES = { failure: "Enregistrement impossible", refusal: false } as const;

export function useCatalogueSave<I>(spec: Spec<I>) {
  const create = useAdminMutation(spec.create, {
    ...MESSAGES,
    payload: payloadOf(spec.create),
    success: { title: spec.created },
    refetchQueries: [spec.listQuery],
  });
  const update = useAdminMutation(spec.update, { ...MESSAGES, payload: payloadOf(spec.update), success: { title: "Modifications enregistrées" } });
  /** Saves `input` as a new record when `item` is undefined, else over `item` at its version. */
  return (item: { id: string; version: number } | undefined, input: I) =>
    item ? update.run({ variables: { input: { id: item.id, version: item.version, values: input } } }) : create.run({ variables: { input } });
}
