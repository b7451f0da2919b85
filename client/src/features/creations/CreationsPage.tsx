import { Box, Button, Center, HStack, Kbd, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { LuImageOff } from "react-icons/lu";
import { auth } from "../../app/firebase";
import { CreationCardFragmentDoc, CreationStylesDocument, CreationsDocument, type CreationCardFragment } from "../../gql/graphql";
import { ExportCsvButton } from "../../ui/export/ExportCsvButton";
import { useSearchValueDialog } from "../../ui/form";
import { formatInteger } from "../../ui/format";
import { ListEmptyState, ListErrorState, useConnectionList, useSearchParamsLatest } from "../../ui/list";
import { useDeferredArrival } from "../../ui/useDeferredArrival";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { CreationDetailsDialog } from "./CreationDetailsDialog";
import { CreationGrid } from "./CreationGrid";
import { CreationsToolbar } from "./CreationsToolbar";
import {
  belongsToView,
  creationCountText,
  creationExportQuery,
  CREATIONS_URL_DEFAULTS,
  moderationView,
  newCreationsLabel,
  viewShowsNewCreations,
} from "./creationLabels";
import { NewRecordsNotice } from "../live/NewRecordsNotice";
import { RejectDialog } from "./RejectDialog";
import { clickSelection } from "./selection";
import { useHighlight } from "./useHighlight";
import { useModerateCreations } from "./useModerateCreations";
import { useCan } from "../../app/auth/AuthContext";

const PAGE_SIZE = 24;

/**
 * /creations, 'Modération des Créations': the moderation queue and its decisions, and the view's
 * CSV export. A creation made since the grid loaded shows as « 1 nouvelle création — Afficher »
 * (docs/live.md): the cards do not move under the pointer.
 */
export default function CreationsPage({ title }: PageProps) {
  const can = useCan();
  const list = useConnectionList(CreationsDocument, {
    params: CREATIONS_URL_DEFAULTS,
    variables: (params, page) => ({ ...page, filter: { moderation: moderationView(params.moderation), style: params.style || null } }),
    connection: (data) => data.creations,
    pageSize: PAGE_SIZE,
    paging: "more",
    fetchPolicy: "cache-and-network",
    loadFailed: "Impossible de charger les créations",
    toasts: { loaded: "Créations chargées", count: creationCountText, everyList: true },
  });
  const { params, setParams, data } = list;
  // The grid's page that replaces the skeleton: its 24 cards drawn in a transition that yields
  // (useDeferredArrival); a decision or « Charger plus » on a drawn grid is drawn at once.
  const firstPageDrawn = useDeferredArrival(data) !== undefined;
  const view = moderationView(params.moderation);
  const style = params.style || null;
  const highlight = params.highlight || null;
  // The dialogs' open state is in the URL too: a reload keeps them, the back button closes them.
  const details = useSearchValueDialog("details");
  const reject = useSearchValueDialog("reject");
  const client = useApolloClient();
  const [, setSearchParams] = useSearchParamsLatest();
  const filterKey = `${view}|${style ?? ""}`;
  const styles = useQuery(CreationStylesDocument).data?.textToImageStyles ?? [];
  const moderate = useModerateCreations();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | null>(null);

  // The cache is the truth: a decided creation leaves the view as soon as it is decided.
  const loaded = useMemo(() => list.rows ?? [], [list.rows]);
  const loadedIds = useMemo(() => loaded.map((c) => c.id), [loaded]);
  const visible = useMemo(() => loaded.filter((c) => belongsToView(c.moderation, view)), [loaded, view]);
  const total = list.connection ? Math.max(0, list.connection.totalCount - (loaded.length - visible.length)) : null;
  const selection = visible.filter((c) => selected.has(c.id));

  useEffect(() => {
    setSelected(new Set());
    anchor.current = null;
  }, [filterKey]);

  // Once the cards are drawn (firstPageDrawn, which implies the data): the highlighted one is focused in the DOM.
  useHighlight(highlight, visible, firstPageDrawn && !list.loading, details.open);

  // The creations to reject, as the cache has them (from the grid or the details modal).
  const rejectIds = reject.value?.split(",").filter(Boolean) ?? [];
  const rejecting = rejectIds.flatMap((id) => {
    const creation = client.cache.readFragment({ id: client.cache.identify({ __typename: "Creation", id }), fragment: CreationCardFragmentDoc });
    return creation ? [creation] : [];
  });
  const askRejection = (creations: readonly CreationCardFragment[]) => reject.open(creations.map((c) => c.id).join(","));

  const select = (creation: CreationCardFragment, event: MouseEvent | KeyboardEvent) => {
    const ids = visible.map((c) => c.id);
    setSelected((current) => clickSelection(current, ids, creation.id, anchor.current, event.shiftKey));
    if (!event.shiftKey || !anchor.current) anchor.current = creation.id;
  };

  const decide = (creations: readonly CreationCardFragment[], decision: "APPROVE" | "REJECT", reason?: string) => {
    setSelected((current) => new Set([...current].filter((id) => !creations.some((c) => c.id === id))));
    void moderate(creations, decision, reason);
  };

  return (
    <Box>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <PageHeader
          title={title}
          description={total !== null ? `${formatInteger(total)} ${total > 1 ? "créations" : "création"}` : list.error ? null : "Chargement…"}
        />
        {/* The file lists personal data: PERSONAL_DATA, as the server's /export declares it (docs/roles.md). */}
        {can("PERSONAL_DATA") && (
          <ExportCsvButton
            label="Exporter CSV"
            url={`/export/creations.csv?${creationExportQuery(view, style)}`}
            fallbackName="creations.csv"
            idToken={async () => auth.currentUser?.getIdToken()}
            done={(rows) => `${creationCountText(rows)} exportée${rows > 1 ? "s" : ""}.`}
            expectedRows={list.connection?.totalCount}
          />
        )}
      </HStack>
      <CreationsToolbar
        view={view}
        style={style}
        styles={styles}
        onViewChange={(moderation) => setParams({ moderation })}
        onStyleChange={(value) => setParams({ style: value ?? "" })}
        selectedCount={selection.length}
        loadedCount={visible.length}
        onSelectAll={() => setSelected(new Set(visible.map((c) => c.id)))}
        onClearSelection={() => setSelected(new Set())}
        onApproveSelection={() => decide(selection, "APPROVE")}
        onRejectSelection={() => askRejection(selection)}
      />
      <Text textStyle="xs" color="fg.muted" mb="3" hideBelow="md">
        Clavier : <Kbd size="sm">←</Kbd> <Kbd size="sm">↑</Kbd> <Kbd size="sm">→</Kbd> <Kbd size="sm">↓</Kbd> pour se déplacer, <Kbd size="sm">A</Kbd>{" "}
        approuver, <Kbd size="sm">R</Kbd> refuser, <Kbd size="sm">Espace</Kbd> détails, <Kbd size="sm">X</Kbd> sélectionner · Maj + clic : sélectionner une
        plage
      </Text>

      {/* A new creation waits for moderation; the count starts over with each view (loaded after). */}
      {viewShowsNewCreations(view) && <NewRecordsNotice key={filterKey} kind="creation" label={newCreationsLabel} shownIds={loadedIds} onShow={list.retry} />}
      {list.errorMessage && !data ? (
        <ListErrorState message={list.errorMessage} onRetry={list.retry} />
      ) : !data || !firstPageDrawn ? (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4, "2xl": 5 }} gap="4" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} aspectRatio="0.75" borderRadius="lg" />
          ))}
        </SimpleGrid>
      ) : visible.length === 0 ? (
        <ListEmptyState
          icon={<LuImageOff />}
          description={view === "PENDING" ? "Aucune création n’attend de modération." : "Aucune création dans cette vue."}
        />
      ) : (
        <CreationGrid
          creations={visible}
          selected={selected}
          highlightedId={highlight}
          onSelect={select}
          onApprove={(c) => decide([c], "APPROVE")}
          onReject={(c) => askRejection([c])}
          onOpen={(c) => details.open(c.id)}
        />
      )}

      {list.hasMore && (
        <Center mt="6">
          <Button variant="outline" onClick={() => void list.loadMore()} loading={list.loadingMore}>
            Charger plus
          </Button>
        </Center>
      )}

      {reject.isOpen && (
        <RejectDialog
          count={rejectIds.length}
          loading={rejecting.length === 0 && list.loading}
          loadError={rejecting.length === 0 && !list.loading ? "Création introuvable" : null}
          onClose={reject.close}
          onConfirm={(reason) => decide(rejecting, "REJECT", reason)}
        />
      )}
      <CreationDetailsDialog
        id={details.value}
        onClose={details.close}
        onApprove={(c) => {
          details.close();
          decide([c], "APPROVE");
        }}
        // From the details to the reason in one step, in place: the back button then returns to the grid.
        onReject={(c) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.delete("details");
              next.set("reject", c.id);
              return next;
            },
            { replace: true },
          )
        }
      />
    </Box>
  );
}
