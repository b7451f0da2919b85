/**
 * The list of a catalogue screen: search and Actifs / Inactifs / Tous (in the URL), « Nouveau … »,
 * the table (skeletons, empty and error states; cards on phones) with a drag handle, rows that are
 * links to the edit drawer (`${basePath}/:id`, the name as the link's text), the screen's columns, the « Actif » switch and the row menu
 * (Modifier, Dupliquer, Monter, Descendre, Supprimer). Reordering needs the whole list in view:
 * with a search or a filter the handles and moves are off.
 *
 *   <ResourceList label="Modes de livraison" basePath="/delivery-methods" newLabel="Nouveau mode"
 *     items={data?.deliveryMethods} loading={loading} error={error} onRetry={refetch}
 *     columns={deliveryMethodColumns} actions={useCatalogueActions({...})} />
 */
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { LuPlus } from "react-icons/lu";
import { usePathDialog } from "../form/useDialogRoute";
import { DataTable, SearchBox, useListParams, type Column } from "../list";
import { listLoadErrorMessage } from "../loadErrors";
import { ActiveFilterButtons } from "./ActiveFilterButtons";
import { ActiveSwitch } from "./ActiveSwitch";
import { filterCatalogue, parseActiveFilter, type CatalogueItem } from "./catalogueFilter";
import { DeleteDialogs } from "./DeleteDialogs";
import { byPosition, moveBy } from "./reorder";
import { RowActions, type RowAction } from "./RowActions";
import { DragHandle, SortableRow, SortableRows } from "./SortableRows";
import type { CatalogueActions } from "./useCatalogueActions";

type Props<Item extends CatalogueItem> = {
  /** Accessible name of the table and the search box's subject, e.g. "Modes de livraison". */
  label: string;
  basePath: string;
  newLabel: string;
  items: readonly Item[] | undefined;
  loading: boolean;
  error: unknown;
  /** The message when the list fails to load without one of its own. */
  loadFailed: string;
  onRetry: () => void;
  /** The screen's columns, shown between the name and « Actif ». */
  columns: Column<Item>[];
  actions: CatalogueActions<Item>;
  /** What the search looks in (the name by default). */
  searchText?: (item: Item) => string;
  /** Skeleton rows while loading: about the list's usual length. */
  skeletonRows?: number;
};

const ROW_HEIGHT = "14";

export function ResourceList<Item extends CatalogueItem>(props: Props<Item>) {
  const { actions } = props;
  const drawer = usePathDialog(props.basePath);
  const { params, setParams } = useListParams({ q: "", status: "all" });
  const status = parseActiveFilter(params.status);
  const [toDelete, setToDelete] = useState<Item | null>(null);

  const all = useMemo(() => byPosition(props.items ?? []), [props.items]);
  const rows = useMemo(() => filterCatalogue(all, params.q, status, props.searchText), [all, params.q, status, props.searchText]);
  const ids = all.map((item) => item.id);
  const canReorder = params.q === "" && status === "all" && all.length > 1;
  const reorder = (next: readonly string[]) => void actions.reorder(all, next);

  const act = (item: Item, action: RowAction) => {
    if (action === "edit") drawer.open(item.id);
    else if (action === "duplicate") void actions.duplicate(item);
    else if (action === "up" || action === "down") reorder(moveBy(ids, item.id, action === "up" ? -1 : 1));
    else setToDelete(item);
  };

  const columns: Column<Item>[] = [
    { key: "handle", header: "", width: "12", card: "start", render: (item) => <DragHandle label={`Déplacer ${item.name}`} /> },
    {
      key: "name",
      header: "Nom",
      primary: true,
      render: (item) => (
        <Text color="teal.fg" fontWeight="medium" truncate>
          {item.name}
        </Text>
      ),
    },
    ...props.columns,
    {
      key: "active",
      header: "Actif",
      width: "20",
      render: (item) => <ActiveSwitch name={item.name} checked={item.isActive} onChange={(checked) => void actions.setActive(item, checked)} />,
    },
    {
      key: "actions",
      header: <Text srOnly>Actions</Text>,
      width: "14",
      align: "end",
      card: "end",
      render: (item) => (
        <RowActions
          name={item.name}
          canMoveUp={canReorder && ids[0] !== item.id}
          canMoveDown={canReorder && ids[ids.length - 1] !== item.id}
          onAction={(action) => act(item, action)}
        />
      ),
    },
  ];

  const filtered = params.q !== "" || status !== "all";
  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack wrap="wrap" gap="3" flex="1">
          <SearchBox
            value={params.q}
            onChange={(q) => setParams({ q })}
            label={`Rechercher dans ${props.label.toLowerCase()}`}
            placeholder="Rechercher par nom"
          />
          <ActiveFilterButtons value={status} onChange={(value) => setParams({ status: value })} />
        </HStack>
        <Button colorPalette="teal" onClick={() => drawer.open("new")}>
          <LuPlus /> {props.newLabel}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" minH="5">
        {filtered ? "Pour changer l’ordre, effacez la recherche et affichez « Tous »." : "Faites glisser une ligne par sa poignée pour changer l’ordre."}
      </Text>
      <SortableRows ids={ids} onReorder={reorder} nameOf={(id) => all.find((item) => item.id === id)?.name ?? id} disabled={!canReorder}>
        <DataTable
          label={props.label}
          columns={columns}
          rows={props.items ? rows : undefined}
          rowKey={(item) => item.id}
          loading={props.loading}
          error={props.error ? listLoadErrorMessage(props.error, props.loadFailed) : null}
          onRetry={props.onRetry}
          rowHeight={ROW_HEIGHT}
          skeletonRows={props.skeletonRows}
          RowComponent={SortableRow}
          rowLink={(item) => drawer.link(item.id)}
          emptyAction={
            filtered ? (
              <Button variant="outline" onClick={() => setParams({ q: "", status: "all" })}>
                Tout afficher
              </Button>
            ) : undefined
          }
        />
      </SortableRows>
      <DeleteDialogs item={toDelete} onDone={() => setToDelete(null)} remove={actions.remove} deactivate={(item) => void actions.setActive(item, false)} />
    </Stack>
  );
}
