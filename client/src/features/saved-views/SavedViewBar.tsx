/**
 * The saved views of a list (docs/saved-views.md), above it: « Tout » and one tab per view the
 * administrator sees, each with its count; a click applies the view's URL state, the active tab
 * is the one whose state the URL holds. « Enregistrer la vue » saves the current state; a view
 * its author (or, shared, anyone) may change has a menu: rename, delete (confirmed). A view that
 * carries a service level shows its queue's late count beside its own. The column picker sits at
 * the end of the bar.
 */
import { Badge, Button, Group, HStack, IconButton, Menu, Portal, Text, VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { lazy, Suspense, useState } from "react";
import { LuBookmarkPlus, LuEllipsisVertical, LuUsers } from "react-icons/lu";
import { viewQueryOf, type SavedViewScreen as ScreenValue } from "@atelier/domain/savedViews/savedViews";
import {
  CreateSavedViewDocument,
  DeleteSavedViewDocument,
  SavedViewsDocument,
  UpdateSavedViewDocument,
  type SavedViewFieldsFragment,
  type SavedViewScreen,
} from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { useSearchParamsLatest, type Column } from "../../ui/list";
import { useAdminMutation, userErrorsOrThrow } from "../../ui/mutation/useAdminMutation";
import { SAVED_VIEW_BAR_MIN_HEIGHT } from "./barHeight";
import { ColumnPicker } from "./ColumnPicker";
import type { SaveViewValues } from "./SaveViewDialog";
import type { UseViewCounts } from "./useViewCounts";
import { useWorkQueues, type WorkQueueItem } from "../work-queues/useWorkQueues";

export type SavedViewBarProps<Row> = {
  screen: SavedViewScreen;
  /** The list's columns, all of them: the picker offers the optional ones. */
  columns: readonly Column<Row>[];
  /** The tabs' counts, from the list's own params → filter function (useViewCounts.ts). */
  useCounts: UseViewCounts;
};

const REFETCH = ["SavedViews"];

// The dialogs (a form kit, a dialog) come with their first opening: the lists' first screen stays light.
const SaveViewDialog = lazy(() => import("./SaveViewDialog").then((m) => ({ default: m.SaveViewDialog })));
const ConfirmDialog = lazy(() => import("../../ui/ConfirmDialog").then((m) => ({ default: m.ConfirmDialog })));

export function SavedViewBar<Row>({ screen, columns, useCounts }: SavedViewBarProps<Row>) {
  const domainScreen = screen.toLowerCase() as ScreenValue;
  const [searchParams, setSearchParams] = useSearchParamsLatest();
  const current = viewQueryOf(domainScreen, searchParams);
  const views = useQuery(SavedViewsDocument, { variables: { screen }, fetchPolicy: "cache-and-network" });
  const list = views.data?.savedViews ?? [];
  // « Tout » is the list without a view: the empty query.
  const counts = useCounts(["", ...list.map((view) => view.query)]);
  // The list's work queues (the sidebar's query, shared through the cache): what a view may follow.
  const { queues } = useWorkQueues();
  const listQueues = (queues ?? []).filter((queue) => queue.path.split("?")[0] === `/${domainScreen}`);

  const [dialog, setDialog] = useState<{ kind: "create" } | { kind: "rename"; view: SavedViewFieldsFragment } | null>(null);
  const [deleting, setDeleting] = useState<SavedViewFieldsFragment | null>(null);

  const create = useAdminMutation(CreateSavedViewDocument, {
    payload: (data) => data.createSavedView,
    refusal: false,
    failure: "Impossible d’enregistrer la vue",
    success: { title: "Vue enregistrée" },
    refetchQueries: REFETCH,
  });
  const update = useAdminMutation(UpdateSavedViewDocument, {
    payload: (data) => data.updateSavedView,
    refusal: false,
    failure: "Impossible de modifier la vue",
    success: { title: "Vue modifiée" },
    refetchQueries: REFETCH,
  });
  const remove = useAdminMutation(DeleteSavedViewDocument, {
    payload: (data) => data.deleteSavedView,
    refusal: "Suppression refusée",
    failure: "Impossible de supprimer la vue",
    success: { title: "Vue supprimée" },
    refetchQueries: REFETCH,
  });

  /** A view replaces the list's state; the page size, a preference of the screen, stays. */
  const apply = (query: string) =>
    setSearchParams((latest) => {
      const next = new URLSearchParams(query);
      const pageSize = latest.get("pageSize");
      if (pageSize) next.set("pageSize", pageSize);
      return next;
    });

  const save = async (values: SaveViewValues) => {
    if (dialog?.kind === "rename") {
      const { view } = dialog;
      return userErrorsOrThrow(await update.run({ variables: { input: { id: view.id, name: values.name, ...(view.mine ? { shared: values.shared } : {}) } } }));
    }
    const serviceLevel = listQueues.find((queue) => queue.id === values.serviceLevel)?.id ?? null;
    return userErrorsOrThrow(await create.run({ variables: { input: { screen, name: values.name, query: current, shared: values.shared, serviceLevel } } }));
  };

  const tab = (key: string, label: string, query: string, count: number | null | undefined, shared = false, late?: WorkQueueItem) => {
    const active = viewQueryOf(domainScreen, query) === current;
    return (
      <Button
        key={key}
        size="sm"
        variant={active ? "solid" : "outline"}
        colorPalette={active ? "teal" : "gray"}
        aria-pressed={active}
        onClick={() => active || apply(query)}
      >
        {shared && (
          <>
            <LuUsers aria-hidden />
            <VisuallyHidden>Vue partagée :</VisuallyHidden>
          </>
        )}
        <Text as="span" maxW="48" truncate>
          {label}
        </Text>
        <Badge variant={active ? "solid" : "subtle"} colorPalette={active ? "teal" : "gray"} minW="6" justifyContent="center" data-testid="view-count">
          {count === undefined ? "…" : count === null ? "—" : formatInteger(count)}
        </Badge>
        {late && <LateBadge queue={late} />}
      </Button>
    );
  };

  return (
    <HStack gap="2" wrap="wrap" mb="3" minH={SAVED_VIEW_BAR_MIN_HEIGHT} alignContent="flex-start" role="group" aria-label="Vues enregistrées">
      {tab("all", "Tout", "", counts[0])}
      {/* No placeholder while the views load: with none saved (the usual case), nothing moves. */}
      {views.error && !views.data && (
        <Text textStyle="sm" color="fg.error">
          Impossible de charger les vues enregistrées.
        </Text>
      )}
      {list.map((view, i) => (
        <Group key={view.id} attached>
          {tab(
            view.id,
            view.name,
            view.query,
            counts[i + 1],
            view.shared,
            queues?.find((queue) => queue.id === view.serviceLevel),
          )}
          {view.editable && (
            <Menu.Root
              onSelect={(details) => (details.value === "rename" ? setDialog({ kind: "rename", view }) : setDeleting(view))}
              positioning={{ placement: "bottom-end" }}
            >
              <Menu.Trigger asChild>
                <IconButton size="sm" variant="outline" aria-label={`Actions de la vue « ${view.name} »`}>
                  <LuEllipsisVertical />
                </IconButton>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content>
                    <Menu.Item value="rename">Renommer</Menu.Item>
                    <Menu.Item value="delete" color="fg.error">
                      Supprimer
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
          )}
        </Group>
      ))}
      <Button size="sm" variant="ghost" colorPalette="teal" onClick={() => setDialog({ kind: "create" })}>
        <LuBookmarkPlus /> Enregistrer la vue
      </Button>
      <ColumnPicker columns={columns} />

      <Suspense fallback={null}>
        {dialog && (
          <SaveViewDialog
            title={dialog.kind === "create" ? "Enregistrer la vue" : "Renommer la vue"}
            initial={
              dialog.kind === "rename" ? { name: dialog.view.name, shared: dialog.view.shared, serviceLevel: dialog.view.serviceLevel ?? "" } : undefined
            }
            canShare={dialog.kind === "create" || dialog.view.mine}
            serviceLevels={dialog.kind === "create" ? listQueues.map((queue) => ({ value: queue.id, label: queue.label })) : []}
            onSave={save}
            onClose={() => setDialog(null)}
          />
        )}
        {deleting && (
          <ConfirmDialog
            open
            title={`Supprimer la vue «\u00a0${deleting?.name ?? ""}\u00a0»\u00a0?`}
            message={deleting?.shared ? "Elle disparaîtra pour tous les administrateurs." : "Cette vue privée sera supprimée."}
            confirmLabel="Supprimer"
            destructive
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              const view = deleting;
              setDeleting(null);
              if (view) void remove.run({ variables: { input: { id: view.id } } });
            }}
          />
        )}
      </Suspense>
    </HStack>
  );
}

/** A view's service level: how many records of its queue are late now (orange when any). */
function LateBadge({ queue }: { queue: WorkQueueItem }) {
  return (
    <Badge variant="subtle" colorPalette={queue.lateCount > 0 ? "orange" : "gray"} title={queue.label} data-testid="view-late">
      <span aria-hidden>{`${formatInteger(queue.lateCount)} en retard`}</span>
      <VisuallyHidden>{`, ${formatInteger(queue.lateCount)} en retard\u00a0: ${queue.label}`}</VisuallyHidden>
    </Badge>
  );
}
