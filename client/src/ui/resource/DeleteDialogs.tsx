/**
 * Deleting a catalogue item: « Supprimer … ? » first; when the server refuses because the item is
 * still used (code IN_USE, « Ce mode est utilisé par 3 commandes … »), its message shows and
 * « Désactiver » is offered instead.
 */
import { useState } from "react";
import type { AdminMutationResult } from "../mutation/useAdminMutation";
import { ConfirmDialog } from "../ConfirmDialog";
import type { CatalogueItem } from "./catalogueFilter";

type Props<Item> = {
  /** The item whose deletion was asked for; null when none. */
  item: Item | null;
  onDone: () => void;
  remove: (item: Item) => Promise<AdminMutationResult<unknown>>;
  deactivate: (item: Item) => void;
};

export function DeleteDialogs<Item extends CatalogueItem>({ item, onDone, remove, deactivate }: Props<Item>) {
  const [refusal, setRefusal] = useState<{ item: Item; message: string; inUse: boolean } | null>(null);

  const confirm = async (target: Item) => {
    onDone();
    const result = await remove(target);
    const error = result.userErrors[0];
    if (error) setRefusal({ item: target, message: error.message, inUse: error.code === "IN_USE" });
  };

  return (
    <>
      <ConfirmDialog
        open={item !== null}
        title={`Supprimer «\u00a0${item?.name ?? ""}\u00a0»\u00a0?`}
        message="Cette suppression est définitive. Pour le retirer sans le supprimer, désactivez-le."
        confirmLabel="Supprimer"
        destructive
        onConfirm={() => item && void confirm(item)}
        onCancel={onDone}
      />
      <ConfirmDialog
        open={refusal !== null}
        title="Suppression impossible"
        message={refusal?.message ?? ""}
        confirmLabel={refusal?.inUse && refusal.item.isActive ? "Désactiver" : "Fermer"}
        onConfirm={() => {
          if (refusal?.inUse && refusal.item.isActive) deactivate(refusal.item);
          setRefusal(null);
        }}
        onCancel={() => setRefusal(null)}
      />
    </>
  );
}
