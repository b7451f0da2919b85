/**
 * How a page or post editor saves and restores: create (the list is refetched), update with the
 * version the editor was loaded with (stale: « Modifié entre-temps par … — rechargez », the
 * admin's text stays in the editor), restore a revision (a save too). The revisions list is
 * refetched after each, since a save keeps the version it replaced.
 */
import type { TypedDocumentNode } from "@apollo/client";
import { useAdminMutation } from "../../ui/mutation/useAdminMutation";
import { payloadOf } from "../../ui/resource/useCatalogueActions";

type Input<T> = { input: T };

type Spec<I> = {
  create: TypedDocumentNode<unknown, Input<I>>;
  update: TypedDocumentNode<unknown, Input<{ id: string; version: number; values: I }>>;
  restore: TypedDocumentNode<unknown, Input<{ id: string; version: number; revision: number }>>;
  /** Operation names of the list and of the revisions query. */
  listQuery: string;
  revisionsQuery: string;
  created: string;
};

export function useContentSave<I>(spec: Spec<I>) {
  const create = useAdminMutation(spec.create, {
    failure: "Enregistrement impossible",
    refusal: false,
    payload: payloadOf(spec.create),
    success: { title: spec.created },
    refetchQueries: [spec.listQuery],
  });
  const update = useAdminMutation(spec.update, {
    failure: "Enregistrement impossible",
    refusal: false,
    payload: payloadOf(spec.update),
    success: { title: "Modifications enregistrées" },
    refetchQueries: [spec.revisionsQuery],
  });
  const restore = useAdminMutation(spec.restore, {
    failure: "Restauration impossible",
    refusal: "Restauration refusée",
    payload: payloadOf(spec.restore),
    refetchQueries: [spec.revisionsQuery],
  });
  return {
    /** A new record when `item` is undefined, else over `item` at its version. */
    save: (item: { id: string; version: number } | undefined, input: I) =>
      item ? update.run({ variables: { input: { id: item.id, version: item.version, values: input } } }) : create.run({ variables: { input } }),
    /** Puts revision `revision` back over `item` at its version; true when done. */
    restore: async (item: { id: string; version: number }, revision: number) =>
      (await restore.run({ variables: { input: { id: item.id, version: item.version, revision } }, success: { title: `Version ${revision} restaurée` } })).ok,
  };
}
