/**
 * The form of a catalogue drawer (`…/new` or `…/:id`): the record read from the list already
 * loaded (lists hold every field), react-hook-form with the screen's zod schema (made with the
 * other records' names, which must differ), and the FormDialog's loading / not-found state.
 *
 *   const { item, form, status } = useCatalogueForm({ id, items, loading, schema: deliveryMethodSchema,
 *     empty: emptyDeliveryMethod, toFormValues: deliveryMethodFormValues, notFound: "Ce mode … introuvable." });
 *   <FormDialog form={form} {...status} … />
 */
import { boundedResolver } from "../form";
import { useMemo } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { CatalogueItem } from "./catalogueFilter";

type Spec<Item, V extends FieldValues, T> = {
  /** "new", or the id of the record to edit. */
  id: string;
  items: readonly Item[] | undefined;
  loading: boolean;
  /** The form's schema, given the other records' names and the record edited (none on create). */
  schema: (otherNames: readonly string[], item: Item | undefined) => z.ZodType<T, z.ZodTypeDef, V>;
  empty: V;
  toFormValues: (item: Item) => V;
  /** The drawer's message when the id names no record. */
  notFound: string;
};

export function useCatalogueForm<Item extends CatalogueItem, V extends FieldValues, T extends FieldValues>(spec: Spec<Item, V, T>) {
  const { id, items, loading, toFormValues, schema: toSchema } = spec;
  const item = id === "new" ? undefined : items?.find((candidate) => candidate.id === id);
  const values = useMemo(() => (item ? toFormValues(item) : undefined), [item, toFormValues]);
  const otherNames = (items ?? []).flatMap((candidate) => (candidate.id === id ? [] : [candidate.name]));
  // A new schema only when the names change (the array itself is new at every render).
  const namesKey = otherNames.join("\n");
  const schema = useMemo(() => toSchema(namesKey ? namesKey.split("\n") : [], item), [namesKey, item, toSchema]);
  // The record may change in the cache while the drawer is open (a refetch, an action from the
  // list): the fields the administrator has not touched follow it, the ones typed are kept.
  const form = useForm<V, unknown, T>({
    resolver: boundedResolver(schema),
    defaultValues: spec.empty as DefaultValues<V>,
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const waiting = id !== "new" && !item;
  return {
    item,
    form,
    /** FormDialog's `loading` and `loadError`. */
    status: { loading: waiting && loading, loadError: waiting && !loading ? spec.notFound : null },
  };
}
