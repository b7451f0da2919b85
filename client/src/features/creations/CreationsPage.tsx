import { Alert, Box, Button, Center, EmptyState, Kbd, SimpleGrid, Skeleton, Text } from "@chakra-ui/react";
import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { LuImageOff } from "react-icons/lu";
import { notify } from "../../ui/notify";
import { CreationStylesDocument, CreationsDocument, type CreationCardFragment } from "../../gql/graphql";
import { formatInteger } from "../../ui/format";
import { LOAD_ERROR_TITLE, listLoadErrorMessage, notifyLoadError } from "../../ui/loadErrors";
import { PageHeader } from "../../ui/PageHeader";
import type { PageProps } from "../../ui/pageProps";
import { CreationDetailsDialog } from "./CreationDetailsDialog";
import { CreationGrid } from "./CreationGrid";
import { CreationsToolbar } from "./CreationsToolbar";
import { belongsToView, creationCountText } from "./creationLabels";
import { RejectDialog } from "./RejectDialog";
import { clickSelection } from "./selection";
import { useCreationsUrlState } from "./useCreationsUrlState";
import { useHighlight } from "./useHighlight";
import { useModerateCreations } from "./useModerateCreations";

const PAGE_SIZE = 24;
const LOAD_FAILED = "Impossible de charger les créations";

/** /creations, 'Modération des Créations': the moderation queue and its decisions. */
export default function CreationsPage({ title }: PageProps) {
  const url = useCreationsUrlState();
  const filterKey = `${url.view}|${url.style ?? ""}`;
  const { data, loading, error, refetch, fetchMore, networkStatus } = useQuery(CreationsDocument, {
    variables: { first: PAGE_SIZE, filter: { moderation: url.view, style: url.style } },
    fetchPolicy: "cache-and-network",
  });
  const styles = useQuery(CreationStylesDocument).data?.textToImageStyles ?? [];
  const moderate = useModerateCreations();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | null>(null);
  const [rejecting, setRejecting] = useState<readonly CreationCardFragment[] | null>(null);

  // The cache is the truth: a decided creation leaves the view as soon as it is decided.
  const loaded = useMemo(() => data?.creations.edges.map((e) => e.node) ?? [], [data]);
  const visible = useMemo(() => loaded.filter((c) => belongsToView(c.moderation, url.view)), [loaded, url.view]);
  const total = data ? Math.max(0, data.creations.totalCount - (loaded.length - visible.length)) : null;
  const selection = visible.filter((c) => selected.has(c.id));

  useEffect(() => {
    setSelected(new Set());
    anchor.current = null;
  }, [filterKey]);

  const notifiedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!data || loading || notifiedFor.current === filterKey) return;
    notifiedFor.current = filterKey;
    notify.success("Créations chargées", creationCountText(data.creations.totalCount));
  }, [data, loading, filterKey]);

  useEffect(() => {
    if (error) notifyLoadError(error, LOAD_FAILED);
  }, [error]);

  useHighlight(url.highlight, visible, Boolean(data) && !loading, url.openDetails);

  const select = (creation: CreationCardFragment, event: MouseEvent | KeyboardEvent) => {
    const ids = visible.map((c) => c.id);
    setSelected((current) => clickSelection(current, ids, creation.id, anchor.current, event.shiftKey));
    if (!event.shiftKey || !anchor.current) anchor.current = creation.id;
  };

  const decide = (creations: readonly CreationCardFragment[], decision: "APPROVE" | "REJECT", reason?: string) => {
    setSelected((current) => new Set([...current].filter((id) => !creations.some((c) => c.id === id))));
    void moderate(creations, decision, reason);
  };

  const loadMore = () =>
    fetchMore({
      variables: { after: data?.creations.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        creations: {
          ...fetchMoreResult.creations,
          edges: [...(previous.creations?.edges ?? []), ...fetchMoreResult.creations.edges],
        },
      }),
    }).catch((e: unknown) => notifyLoadError(e, LOAD_FAILED));

  return (
    <Box>
      <PageHeader
        title={title}
        description={total === null ? "Chargement…" : `${formatInteger(total)} ${total > 1 ? "créations" : "création"}`}
      />
      <CreationsToolbar
        view={url.view}
        style={url.style}
        styles={styles}
        onViewChange={url.setView}
        onStyleChange={url.setStyle}
        selectedCount={selection.length}
        loadedCount={visible.length}
        onSelectAll={() => setSelected(new Set(visible.map((c) => c.id)))}
        onClearSelection={() => setSelected(new Set())}
        onApproveSelection={() => decide(selection, "APPROVE")}
        onRejectSelection={() => setRejecting(selection)}
      />
      <Text textStyle="xs" color="fg.muted" mb="3" hideBelow="md">
        Clavier : <Kbd size="sm">←</Kbd> <Kbd size="sm">↑</Kbd> <Kbd size="sm">→</Kbd> <Kbd size="sm">↓</Kbd> pour se
        déplacer, <Kbd size="sm">A</Kbd> approuver, <Kbd size="sm">R</Kbd> refuser, <Kbd size="sm">Espace</Kbd>{" "}
        détails, <Kbd size="sm">X</Kbd> sélectionner · Maj + clic : sélectionner une plage
      </Text>

      {error && !data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{LOAD_ERROR_TITLE}</Alert.Title>
            <Alert.Description>{listLoadErrorMessage(error, LOAD_FAILED)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            Réessayer
          </Button>
        </Alert.Root>
      ) : !data ? (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 4, "2xl": 5 }} gap="4" aria-busy>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} aspectRatio="0.75" borderRadius="lg" />
          ))}
        </SimpleGrid>
      ) : visible.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuImageOff />
            </EmptyState.Indicator>
            <EmptyState.Title as="h2">Aucun résultat</EmptyState.Title>
            <EmptyState.Description>
              {url.view === "PENDING" ? "Aucune création n’attend de modération." : "Aucune création dans cette vue."}
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <CreationGrid
          creations={visible}
          selected={selected}
          highlightedId={url.highlight}
          onSelect={select}
          onApprove={(c) => decide([c], "APPROVE")}
          onReject={(c) => setRejecting([c])}
          onOpen={(c) => url.openDetails(c.id)}
        />
      )}

      {data?.creations.pageInfo.hasNextPage && (
        <Center mt="6">
          <Button variant="outline" onClick={() => void loadMore()} loading={networkStatus === NetworkStatus.fetchMore}>
            Charger plus
          </Button>
        </Center>
      )}

      <RejectDialog
        count={rejecting?.length ?? null}
        onClose={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (rejecting) decide(rejecting, "REJECT", reason);
          setRejecting(null);
        }}
      />
      <CreationDetailsDialog
        id={url.details}
        onClose={() => url.openDetails(null)}
        onApprove={(c) => {
          url.openDetails(null);
          decide([c], "APPROVE");
        }}
        onReject={(c) => {
          url.openDetails(null);
          setRejecting([c]);
        }}
      />
    </Box>
  );
}
